import styles from './Testimonial.module.css';

export interface TestimonialData {
  id: string | null;
  quote: string;
  person: string;
  role: string;
  image: string | null;
}

/** A quote with the person's name, role and (lazy, sized) portrait. */
export function TestimonialCard({ item }: { item: TestimonialData }) {
  return (
    <figure className={styles.card}>
      <blockquote className={styles.quote}>
        <p>{item.quote}</p>
      </blockquote>
      <figcaption className={styles.person}>
        {item.image ? (
          <img className={styles.portrait} src={item.image} alt="" width={56} height={56} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.initial} aria-hidden="true">
            {item.person.slice(0, 1)}
          </span>
        )}
        <span>
          <span className={styles.name}>{item.person}</span>
          <span className={styles.role}>{item.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

export function TestimonialList({ items }: { items: readonly TestimonialData[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <li key={item.id ?? index}>
          <TestimonialCard item={item} />
        </li>
      ))}
    </ul>
  );
}
