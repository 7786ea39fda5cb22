import { defineMessages, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router-dom';
import { useLang } from '../../app/i18n/lang.tsx';
import { localPath } from '../../app/paths.ts';
import { TaipeiTime } from '../../components/Application/RegistrationFacts.tsx';
import { statusMessages } from '../../components/Application/status.ts';
import { FileLink, Row } from '../../components/Application/Summary.tsx';
import { useFinal } from './FinalLayout.tsx';
import styles from '../../components/Application/Apply.module.css';

const messages = defineMessages({
  done: { id: 'incubatorFinal.done' },
  title: { id: 'incubatorFinal.kept' },
  team: { id: 'incubatorFinal.team' },
  number: { id: 'member.list.registrationNumber' },
  status: { id: 'member.list.status' },
  file: { id: 'incubatorFinal.file' },
  uploadedAt: { id: 'incubatorFinal.uploadedAt' },
  final: { id: 'incubatorFinal.final' },
  list: { id: 'incubatorFinal.list' },
});

/** Step 2, upload successful: the kept file, read-only (it cannot be replaced), and the way to the list. */
export default function CompletePage() {
  const intl = useIntl();
  const lang = useLang();
  const { application } = useFinal();
  if (application.status !== 'FINAL_ENTERED' || !application.finalFile) {
    return <Navigate to={localPath(lang, 'incubator-final', 'upload', application.id)} replace />;
  }
  const f = intl.formatMessage;
  return (
    <div className={styles.complete}>
      <p className={styles.done}>
        <span className={styles.doneMark} aria-hidden="true">
          ✓
        </span>
        {f(messages.done)}
      </p>
      <section className={styles.registration} aria-labelledby="final-kept-title">
        <h2 id="final-kept-title" className={styles.sectionTitle}>
          {f(messages.title)}
        </h2>
        <dl className={styles.facts}>
          <Row label={f(messages.team)}>{application.team.name}</Row>
          <Row label={f(messages.number)} className={styles.number}>
            {application.registrationNumber}
          </Row>
          <Row label={f(messages.status)}>{f(statusMessages[application.status])}</Row>
          <Row label={f(messages.file)}>
            <FileLink file={application.finalFile} />
          </Row>
          {application.finalSubmittedAt ? (
            <Row label={f(messages.uploadedAt)}>
              <TaipeiTime instant={application.finalSubmittedAt} timeZone={application.session.timeZone} />
            </Row>
          ) : null}
        </dl>
      </section>
      <p className={styles.intro}>{f(messages.final)}</p>
      <div className={styles.actions}>
        <Link to={localPath(lang, 'user', 'incubator-list')} className="button button-primary">
          {f(messages.list)}
        </Link>
      </div>
    </div>
  );
}
