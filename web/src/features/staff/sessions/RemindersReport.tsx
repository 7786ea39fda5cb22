import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { localPath } from '../../../app/paths.ts';
import type { StaffLanguage } from '../../../generated/types.ts';
import { useStaffProgramme } from '../layout/programme.ts';
import { TaipeiTime } from '../common/time.tsx';
import { useStaffReminderPreviewQuery, useStaffRemindersQuery } from './staffSessions.generated.ts';
import styles from '../common/page.module.css';
import { TableScroll } from '../common/TableScroll.tsx';

/** A session's deadline reminders: each stage's time, what it sent, whom it reached, and its mail. */
export function RemindersReport({ sessionId }: { sessionId: string }) {
  const intl = useIntl();
  const f = intl.formatMessage;
  const lang = useLang();
  const { programme, segment } = useStaffProgramme();
  const { data, error } = useStaffRemindersQuery({ variables: { programme, sessionId } });
  const [preview, setPreview] = useState<{ hoursBefore: number; language: StaffLanguage } | null>(null);
  const stages = data?.staffReminders.stages ?? [];
  return (
    <section className={styles.page} aria-labelledby="staff-reminders-title">
      <h2 id="staff-reminders-title">{f({ id: 'staff.reminders.title' })}</h2>
      {error ? (
        <p role="alert" className={styles.error}>
          {f({ id: 'staff.error.load' })}
        </p>
      ) : null}
      <TableScroll label={f({ id: 'staff.reminders.caption' })}>
        <table className={`${styles.table} ${styles.wide}`}>
          <caption>{f({ id: 'staff.reminders.caption' })}</caption>
          <thead>
            <tr>
              <th scope="col">{f({ id: 'staff.reminders.stage' })}</th>
              <th scope="col">{f({ id: 'staff.reminders.at' })}</th>
              <th scope="col">{f({ id: 'staff.reminders.sent' })}</th>
              <th scope="col">{f({ id: 'staff.reminders.failed' })}</th>
              <th scope="col">{f({ id: 'staff.reminders.reached' })}</th>
              <th scope="col">{f({ id: 'staff.reminders.preview' })}</th>
            </tr>
          </thead>
          <tbody>
            {stages.map((stage) => (
              <tr key={stage.hoursBefore}>
                <th scope="row">
                  {f({ id: 'staff.reminders.hoursBefore' }, { hours: stage.hoursBefore })}
                  {stage.configured ? null : <div>{f({ id: 'staff.reminders.removed' })}</div>}
                </th>
                <td>
                  <TaipeiTime iso={stage.at} />
                  {stage.passed ? <div>{f({ id: 'staff.reminders.passed' })}</div> : null}
                </td>
                <td>{stage.sent}</td>
                <td>{stage.failed}</td>
                <td>
                  {stage.applications.length === 0 ? (
                    '—'
                  ) : (
                    <ul>
                      {stage.applications.map((delivery) => (
                        <li key={delivery.applicationId}>
                          <Link to={localPath(lang, 'staff', segment, 'applications', delivery.applicationId)}>
                            {delivery.teamName || f({ id: 'staff.applications.unnamed' })}
                          </Link>{' '}
                          {f({ id: delivery.delivered ? 'staff.reminders.delivered' : 'staff.reminders.notDelivered' })}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td>
                  <div className={styles.actions}>
                    {(['ZH_TW', 'EN'] as const).map((language) => (
                      <button
                        key={language}
                        type="button"
                        className="button button-secondary"
                        aria-pressed={preview?.hoursBefore === stage.hoursBefore && preview.language === language}
                        onClick={() => setPreview({ hoursBefore: stage.hoursBefore, language })}
                      >
                        {f({ id: language === 'EN' ? 'staff.reminders.previewEn' : 'staff.reminders.previewZhTw' })}
                      </button>
                    ))}
                  </div>
                </td>
              </tr>
            ))}
            {data && stages.length === 0 ? (
              <tr>
                <td colSpan={6}>{f({ id: 'staff.reminders.none' })}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </TableScroll>
      {preview ? <ReminderPreview sessionId={sessionId} {...preview} /> : null}
    </section>
  );
}

/** The mail as it would go out, its HTML in a sandboxed frame (no scripts, no same origin). */
function ReminderPreview({ sessionId, hoursBefore, language }: { sessionId: string; hoursBefore: number; language: StaffLanguage }) {
  const intl = useIntl();
  const { programme } = useStaffProgramme();
  const { data, error } = useStaffReminderPreviewQuery({ variables: { programme, sessionId, hoursBefore, language } });
  if (error) {
    return (
      <p role="alert" className={styles.error}>
        {intl.formatMessage({ id: 'staff.error.load' })}
      </p>
    );
  }
  if (!data) return null;
  const mail = data.staffReminderPreview;
  return (
    <figure>
      <figcaption>
        {intl.formatMessage({ id: 'staff.reminders.previewOf' }, { hours: hoursBefore, subject: mail.subject, to: mail.to || '—' })}
      </figcaption>
      <iframe title={mail.subject} sandbox="" srcDoc={mail.html} className={styles.preview} />
    </figure>
  );
}
