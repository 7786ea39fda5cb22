import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLang } from '../../app/i18n/lang.tsx';
import { useApply } from './applyContext.ts';
import { completeMessages } from './messages.ts';
import { RegistrationFacts } from './RegistrationFacts.tsx';
import styles from './Apply.module.css';

interface CompletePanelProps {
  /** "What happens next" and its points. */
  nextTitle: string;
  next: string[];
  /** The link to the member's list of this programme ("Go to my competition applications"). */
  listLabel: string;
}

/** Registration successful: the number, what happens next, the application and the member's list. */
export function CompletePanel({ nextTitle, next, listLabel }: CompletePanelProps) {
  const intl = useIntl();
  const lang = useLang();
  const { application, programme } = useApply();
  if (!application) return null;
  return (
    <div className={styles.complete}>
      <p className={styles.done}>
        <span className={styles.doneMark} aria-hidden="true">
          ✓
        </span>
        {intl.formatMessage(completeMessages.done)}
      </p>
      <RegistrationFacts application={application} />
      <section aria-labelledby="complete-next-title" className={styles.terms}>
        <h2 id="complete-next-title" className={styles.sectionTitle}>
          {nextTitle}
        </h2>
        <ul>
          {next.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>
      <div className={styles.actions}>
        <Link to={programme.path(lang, 'confirm', application.id)} className="button button-secondary">
          {intl.formatMessage(completeMessages.view)}
        </Link>
        <Link to={programme.listPath(lang)} className="button button-primary">
          {listLabel}
        </Link>
      </div>
    </div>
  );
}
