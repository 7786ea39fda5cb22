import { defineMessages, useIntl } from 'react-intl';
import type { Application } from './applyContext.ts';
import styles from './Apply.module.css';

const messages = defineMessages({
  title: { id: 'inventionApply.registration.title' },
  number: { id: 'member.list.registrationNumber' },
  status: { id: 'member.list.status' },
  submitted: { id: 'member.list.status.submitted' },
  submittedAt: { id: 'inventionApply.registration.submittedAt' },
  timeZone: { id: 'seo.registration.timeZone' },
});

/** A submitted application's registration information: its number, status and when it was sent. */
export function RegistrationFacts({ application }: { application: Application }) {
  const intl = useIntl();
  return (
    <section className={styles.registration} aria-labelledby="registration-title">
      <h2 id="registration-title" className={styles.sectionTitle}>
        {intl.formatMessage(messages.title)}
      </h2>
      <dl className={styles.facts}>
        <div className={styles.row}>
          <dt>{intl.formatMessage(messages.number)}</dt>
          <dd className={styles.number}>{application.registrationNumber}</dd>
        </div>
        <div className={styles.row}>
          <dt>{intl.formatMessage(messages.status)}</dt>
          <dd>{intl.formatMessage(messages.submitted)}</dd>
        </div>
        {application.submittedAt ? (
          <div className={styles.row}>
            <dt>{intl.formatMessage(messages.submittedAt)}</dt>
            <dd>
              <time dateTime={application.submittedAt}>
                {intl.formatDate(application.submittedAt, { dateStyle: 'long', timeStyle: 'short', timeZone: application.session.timeZone })}
              </time>{' '}
              {intl.formatMessage(messages.timeZone)}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
