import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { usePageTitle } from '../../../app/i18n/usePageTitle.ts';
import { localPath } from '../../../app/paths.ts';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { useFocusOnOutcome } from '../common/useFocusOnOutcome.ts';
import { failureMessageId } from '../common/failure.ts';
import { inLang } from '../common/localised.ts';
import { programmeNames } from '../common/programme.ts';
import { useStaffProgramme } from '../layout/programme.ts';
import { TaipeiTime } from '../common/time.tsx';
import { useStaffActivateSessionMutation, useStaffSessionsQuery, type StaffSessionFieldsFragment } from './staffSessions.generated.ts';
import styles from '../common/page.module.css';
import { TableScroll } from '../common/TableScroll.tsx';

/** A programme's sessions: the list, a new one, and which one the site applies to. */
export default function SessionsPage() {
  const intl = useIntl();
  const lang = useLang();
  const f = intl.formatMessage;
  const { programme, segment } = useStaffProgramme();
  usePageTitle(f(pageTitles.staffSessions));
  const { data, loading, error } = useStaffSessionsQuery({ variables: { programme } });
  const [activate, activating] = useStaffActivateSessionMutation({ context: { silentErrors: true } });
  const [toActivate, setToActivate] = useState<StaffSessionFieldsFragment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [activated, setActivated] = useState<string | null>(null);
  // Activate goes with the action: the focus goes to what happened instead.
  const said = useFocusOnOutcome<HTMLParagraphElement>(toActivate !== null, failure ?? activated);
  const sessions = data?.staffSessions ?? [];
  const current = sessions.find((s) => s.active);

  const confirmActivate = async () => {
    if (!toActivate) return;
    setFailure(null);
    setActivated(null);
    try {
      // Refetched: the previously active session changes too.
      await activate({ variables: { programme, id: toActivate.id }, refetchQueries: ['StaffSessions'], awaitRefetchQueries: true });
      setActivated(inLang(toActivate.name, lang));
    } catch (cause) {
      setFailure(failureMessageId(cause));
    }
    said.acted();
    setToActivate(null);
  };

  return (
    <section className={styles.page} aria-labelledby="staff-sessions-title">
      <div className={styles.head}>
        <h1 id="staff-sessions-title">
          {f(pageTitles.staffSessions)} · {f(programmeNames[programme])}
        </h1>
        <Link className="button button-primary" to={localPath(lang, 'staff', segment, 'sessions', 'new')}>
          {f({ id: 'staff.sessions.new' })}
        </Link>
      </div>
      {error || failure ? (
        <p ref={said.ref} tabIndex={-1} role="alert" className={styles.error}>
          {f({ id: failure ?? 'staff.error.load' })}
        </p>
      ) : activated ? (
        <p ref={said.ref} tabIndex={-1} role="status" className={styles.success}>
          {f({ id: 'staff.sessions.activated' }, { name: activated })}
        </p>
      ) : null}
      <TableScroll label={f({ id: 'staff.sessions.caption' })} busy={loading}>
        <table className={`${styles.table} ${styles.wide}`}>
          <caption>{f({ id: 'staff.sessions.caption' })}</caption>
          <thead>
            <tr>
              <th scope="col">{f({ id: 'staff.sessions.name' })}</th>
              <th scope="col">{f({ id: 'staff.sessions.applyStart' })}</th>
              <th scope="col">{f({ id: 'staff.sessions.applyEnd' })}</th>
              <th scope="col">{f({ id: 'staff.sessions.finalUploadEnd' })}</th>
              <th scope="col">{f({ id: 'staff.sessions.grace' })}</th>
              <th scope="col">{f({ id: 'staff.sessions.applications' })}</th>
              <th scope="col">{f({ id: 'staff.sessions.actions' })}</th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => (
              <tr key={session.id}>
                <th scope="row">
                  {inLang(session.name, lang)}
                  {session.active ? (
                    <>
                      {' '}
                      <span className={`${styles.badge} ${styles.badgeActive}`}>{f({ id: 'staff.sessions.active' })}</span>
                    </>
                  ) : null}
                </th>
                <td>
                  <TaipeiTime iso={session.applyStart} />
                </td>
                <td>
                  <TaipeiTime iso={session.applyEnd} />
                </td>
                <td>
                  <TaipeiTime iso={session.finalUploadEnd} />
                </td>
                <td>{f({ id: 'staff.sessions.graceSeconds' }, { seconds: session.submitGraceSeconds })}</td>
                <td>{session.applicationCount}</td>
                <td>
                  <div className={styles.actions}>
                    <Link to={localPath(lang, 'staff', segment, 'sessions', session.id)} aria-label={f({ id: 'staff.sessions.editNamed' }, { name: inLang(session.name, lang) })}>
                      {f({ id: 'staff.sessions.edit' })}
                    </Link>
                    {session.active ? null : (
                      <button
                        type="button"
                        className="button button-secondary"
                        onClick={() => setToActivate(session)}
                        aria-label={f({ id: 'staff.sessions.activateNamed' }, { name: inLang(session.name, lang) })}
                      >
                        {f({ id: 'staff.sessions.activate' })}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
            {!loading && sessions.length === 0 ? (
              <tr>
                <td colSpan={7}>{f({ id: 'staff.sessions.none' })}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </TableScroll>
      <ConfirmDialog
        open={toActivate !== null}
        title={f({ id: 'staff.sessions.activateTitle' })}
        confirmLabel={f({ id: 'staff.sessions.activate' })}
        busy={activating.loading}
        onConfirm={() => void confirmActivate()}
        onClose={() => setToActivate(null)}
      >
        <p>
          {toActivate
            ? current
              ? f({ id: 'staff.sessions.activateReplaces' }, { name: inLang(toActivate.name, lang), current: inLang(current.name, lang) })
              : f({ id: 'staff.sessions.activateFirst' }, { name: inLang(toActivate.name, lang) })
            : null}
        </p>
      </ConfirmDialog>
    </section>
  );
}
