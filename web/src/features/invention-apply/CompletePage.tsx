import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLang } from '../../app/i18n/lang.tsx';
import { localPath } from '../../app/paths.ts';
import { useApply } from './applyContext.ts';
import { RegistrationFacts } from './RegistrationFacts.tsx';
import { applyPath } from './steps.ts';
import styles from './Apply.module.css';

const messages = defineMessages({
  done: { id: 'inventionApply.complete.done' },
  nextTitle: { id: 'inventionApply.complete.nextTitle' },
  next1: { id: 'inventionApply.complete.next1' },
  next2: { id: 'inventionApply.complete.next2' },
  next3: { id: 'inventionApply.complete.next3' },
  list: { id: 'inventionApply.complete.list' },
  view: { id: 'inventionApply.complete.view' },
});

/** Step 7, registration successful: the number, what happens next, and the way to the list. */
export default function CompletePage() {
  const intl = useIntl();
  const lang = useLang();
  const { application } = useApply();
  if (!application) return null;
  return (
    <div className={styles.complete}>
      <p className={styles.done}>
        <span className={styles.doneMark} aria-hidden="true">
          ✓
        </span>
        {intl.formatMessage(messages.done)}
      </p>
      <RegistrationFacts application={application} />
      <section aria-labelledby="complete-next-title" className={styles.terms}>
        <h2 id="complete-next-title" className={styles.sectionTitle}>
          {intl.formatMessage(messages.nextTitle)}
        </h2>
        <ul>
          <li>{intl.formatMessage(messages.next1)}</li>
          <li>{intl.formatMessage(messages.next2)}</li>
          <li>{intl.formatMessage(messages.next3)}</li>
        </ul>
      </section>
      <div className={styles.actions}>
        <Link to={applyPath(lang, 'confirm', application.id)} className="button button-secondary">
          {intl.formatMessage(messages.view)}
        </Link>
        <Link to={localPath(lang, 'user', 'invention-list')} className="button button-primary">
          {intl.formatMessage(messages.list)}
        </Link>
      </div>
    </div>
  );
}
