// The pieces of an application's read-only summary (the confirmation page, a submitted
// application, an application after the deadline), whatever its programme.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatBytes } from '../Form/formatBytes.ts';
import { summaryMessages } from './messages.ts';
import styles from './Apply.module.css';

/** A stored file as the summary shows it. */
export interface SummaryFile {
  name: string;
  size: number;
  downloadUrl: string;
}

/** One labelled value of a `<dl>`. */
export function Row({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

export function Empty() {
  const intl = useIntl();
  return <span className={styles.muted}>{intl.formatMessage(summaryMessages.empty)}</span>;
}

/** A text value, or "Not filled in". */
export const textOrEmpty = (value: string | null | undefined) => (value ? value : <Empty />);

/** A stored file as its name, a download link (short-lived, signed) and its size. */
export function FileLink({ file }: { file: SummaryFile | null | undefined }) {
  const intl = useIntl();
  if (!file) return <Empty />;
  return (
    <>
      <a href={file.downloadUrl} download={file.name} className={styles.fileLink}>
        {file.name}
        <span className="visually-hidden"> ({intl.formatMessage(summaryMessages.download)})</span>
      </a>{' '}
      <span className={styles.muted}>({formatBytes(intl, file.size)})</span>
    </>
  );
}

/** One part of the application under its heading, with an "Edit" link back to its step when given. */
export function SummaryPart({ id, title, edit, children }: { id: string; title: string; edit: string | null; children: ReactNode }) {
  const intl = useIntl();
  return (
    <section className={styles.summaryPart} aria-labelledby={id}>
      <div className={styles.summaryHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {edit ? (
          <Link to={edit} className="button button-secondary" aria-describedby={id}>
            {intl.formatMessage(summaryMessages.edit)}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** A numbered list of people (members, advisors), each with their facts. */
export function People({ title, people }: { title: string; people: { key: number; name: string; rows: ReactNode }[] }) {
  return (
    <>
      <h3 className={styles.peopleTitle}>{title}</h3>
      <ol className={styles.people}>
        {people.map((person) => (
          <li key={person.key}>
            <p className={styles.personName}>{person.name}</p>
            <dl className={styles.facts}>{person.rows}</dl>
          </li>
        ))}
      </ol>
    </>
  );
}
