import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useBrowserStore } from '../../app/ssr/clientValues.tsx';
import type { ApplicationBase } from './applyContext.ts';
import { statusMessages } from './status.ts';
import { Row } from './Summary.tsx';
import styles from './Apply.module.css';

const messages = defineMessages({
  title: { id: 'apply.registration.title' },
  number: { id: 'member.list.registrationNumber' },
  status: { id: 'member.list.status' },
  submittedAt: { id: 'apply.registration.submittedAt' },
  localTime: { id: 'apply.registration.localTime' },
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

// The viewer's time zone is known only in the browser: the server renders without it, and the
// browser adds it once hydrated (no mismatch).
const noChanges = () => () => {};
const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const unknownTimeZone = () => null;

/** `instant` in the viewer's own time zone, beside the Taipei time, when theirs is another. */
function ViewerTime({ instant, timeZone }: { instant: string; timeZone: string }) {
  const intl = useIntl();
  const own = useBrowserStore(noChanges, viewerTimeZone, unknownTimeZone);
  if (!own || own === timeZone) return null;
  const time = intl.formatDate(instant, { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: own, timeZoneName: 'short' });
  return <> {intl.formatMessage(messages.localTime, { time })}</>;
}

/**
 * A submitted application's registration information: its number, status label and when it was
 * received (the site's receipt time, in Taipei time and the viewer's); `children` adds rows of the programme's own (the incubator's final file).
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
            <ViewerTime instant={application.submittedAt} timeZone={application.session.timeZone} />
          </Row>
        ) : null}
        {children}
      </dl>
    </section>
  );
}
