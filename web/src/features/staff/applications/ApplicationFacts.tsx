// What the console shows around an application's summary: who owns it, its files, its history.
import { defineMessages, useIntl } from 'react-intl';
import { Row } from '../../../components/Application/Summary.tsx';
import { statusMessages } from '../../../components/Application/status.ts';
import type { ApplicationStatus, StaffApplicationEventKind } from '../../../generated/types.ts';
import { TaipeiTime } from '../common/time.tsx';
import type { StaffApplicationHistoryFragment, StaffFileFragment } from './staffApplication.generated.ts';
import styles from '../common/page.module.css';
import { TableScroll } from '../common/TableScroll.tsx';

const kindMessages = defineMessages<StaffApplicationEventKind>({
  CREATED: { id: 'staff.history.created' },
  SUBMITTED: { id: 'staff.history.submitted' },
  RAISED: { id: 'staff.history.raised' },
  DOWNGRADED: { id: 'staff.history.downgraded' },
  FINAL_UPLOADED: { id: 'staff.history.finalUploaded' },
  REMINDER_MAILED: { id: 'staff.history.reminderMailed' },
  SUBMITTED_MAILED: { id: 'staff.history.submittedMailed' },
});

export interface Facts {
  status: ApplicationStatus;
  registrationNumber: string | null;
  submittedAt: string | null;
  updatedAt: string;
  ownerEmail: string;
  submittedInGrace: boolean;
  sessionName: string;
}

/** Status, number, owner and times, in a `<dl>`. */
export function ApplicationFacts({ facts }: { facts: Facts }) {
  const intl = useIntl();
  const f = intl.formatMessage;
  return (
    <dl>
      <Row label={f({ id: 'staff.applications.status' })}>
        <strong>{f(statusMessages[facts.status])}</strong>
      </Row>
      <Row label={f({ id: 'staff.applications.registrationNumber' })}>{facts.registrationNumber ?? '—'}</Row>
      <Row label={f({ id: 'staff.applications.session' })}>{facts.sessionName}</Row>
      <Row label={f({ id: 'staff.application.owner' })}>
        <a href={`mailto:${facts.ownerEmail}`}>{facts.ownerEmail}</a>
      </Row>
      <Row label={f({ id: 'staff.applications.updatedAt' })}>
        <TaipeiTime iso={facts.updatedAt} />
      </Row>
      <Row label={f({ id: 'staff.applications.submittedAt' })}>
        {facts.submittedAt ? <TaipeiTime iso={facts.submittedAt} /> : '—'}
        {facts.submittedInGrace ? (
          <>
            {' '}
            <span className={`${styles.badge} ${styles.badgeActive}`}>{f({ id: 'staff.applications.inGrace' })}</span>
          </>
        ) : null}
      </Row>
    </dl>
  );
}

/** One file slot of an application, under its field's label. */
export interface FileEntry {
  label: string;
  file: StaffFileFragment | null;
}

const isImage = (name: string) => /\.(png|jpe?g|gif|webp)$/i.test(name);

/** Every file of the application: images previewed, all downloadable through their signed links. */
export function ApplicationFiles({ files }: { files: FileEntry[] }) {
  const intl = useIntl();
  const present = files.filter((entry): entry is { label: string; file: StaffFileFragment } => entry.file !== null);
  return (
    <section aria-labelledby="staff-files-title">
      <h2 id="staff-files-title">{intl.formatMessage({ id: 'staff.application.files' })}</h2>
      {present.length === 0 ? (
        <p>{intl.formatMessage({ id: 'staff.application.noFiles' })}</p>
      ) : (
        <ul>
          {present.map(({ label, file }) => (
            <li key={`${label}-${file.url}`}>
              {intl.formatMessage(
                { id: 'staff.application.fileEntry' },
                {
                  label,
                  file: (
                    <a key="file" href={file.downloadUrl} download={file.name}>
                      {file.name}
                    </a>
                  ),
                },
              )}
              {isImage(file.name) ? (
                <div>
                  <img src={file.downloadUrl} alt={intl.formatMessage({ id: 'staff.application.imagePreview' }, { name: file.name })} className={styles.thumb} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The application's history, oldest first. */
export function ApplicationHistory({ history }: { history: StaffApplicationHistoryFragment[] }) {
  const intl = useIntl();
  const f = intl.formatMessage;
  return (
    <TableScroll label={f({ id: 'staff.history.caption' })}>
      <table className={styles.table}>
        <caption>{f({ id: 'staff.history.caption' })}</caption>
        <thead>
          <tr>
            <th scope="col">{f({ id: 'staff.history.when' })}</th>
            <th scope="col">{f({ id: 'staff.history.what' })}</th>
            <th scope="col">{f({ id: 'staff.history.who' })}</th>
            <th scope="col">{f({ id: 'staff.history.detail' })}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((event, index) => (
            <tr key={`${event.at}-${index}`}>
              <td>
                <TaipeiTime iso={event.at} />
              </td>
              <th scope="row">{f(kindMessages[event.kind])}</th>
              <td>{event.by ?? f({ id: 'staff.history.bySite' })}</td>
              <td>{event.detail ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
