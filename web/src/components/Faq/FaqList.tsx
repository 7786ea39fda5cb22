import { Prose } from '../Page/Page.tsx';
import styles from './FaqList.module.css';

/** Questions and answers as disclosure widgets: keyboard-operable without script. */
export function FaqList({ items }: { items: ReadonlyArray<{ id: string; question: string; answer: string }> }) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details key={item.id} className={styles.item}>
          <summary className={styles.question}>{item.question}</summary>
          <Prose text={item.answer} className={styles.answer} />
        </details>
      ))}
    </div>
  );
}
