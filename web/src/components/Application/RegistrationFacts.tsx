import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ApplicationBase } from './applyContext.ts';
import { statusMessages } from './status.ts';
import { Row } from './Summary.tsx';
import styles from './Apply.module.css';

const messages = defineMessages({
  title: { id: 'apply.registration.title' },
  number: { id: 'member.list.registrationNumber' },
  status: { id: 'member.list.status' },
  submittedAt: { id: 'apply.registration.submittedAt' },
  timeZone: { id: 'seo.registration.timeZone' },
});

/** An instant in the session's time zone, said to be Taipei time. */
export function TaipeiTime({ instant, timeZone }: { instant: string; timeZone: string }) {
  const intl = useIntl();
  return (
    <>
      <time dateTime={instant}>{intl.formatDate(instant, { dateStyle: 'long', timeStyle: 'short', timeZone })}</time> {intl.formatMessage(messages.timeZone)}
    </>
  );
}

/**
 * A submitted application's registration information: its number, status label and when it was
 * sent; `children` adds rows of the programme's own (the incubator's final file).
 */
export function RegistrationFacts({ application, children }: { application: ApplicationBase; children?: ReactNode }) {
  const intl = useIntl();
  return (
    <section className={styles.registration} aria-labelledby="registration-title">
      <h2 id="registration-title" className={styles.sectionTitle}>
        {intl.formatMessage(messages.title)}
      </h2>
      <dl className={styles.facts}>
        <Row label={intl.formatMessage(messages.number)} className={styles.number}>
          {application.registrationNumber}
        </Row>
        <Row label={intl.formatMessage(messages.status)}>{intl.formatMessage(statusMessages[application.status])}</Row>
        {application.submittedAt ? (
          <Row label={intl.formatMessage(messages.submittedAt)}>
            <TaipeiTime instant={application.submittedAt} timeZone={application.session.timeZone} />
          </Row>
        ) : null}
        {children}
      </dl>
    </section>
  );
}
