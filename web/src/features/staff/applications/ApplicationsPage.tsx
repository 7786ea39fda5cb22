import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { usePageTitle } from '../../../app/i18n/usePageTitle.ts';
import { localPath } from '../../../app/paths.ts';
import { statusMessages } from '../../../components/Application/status.ts';
import type { ApplicationStatus, StaffApplicationSort } from '../../../generated/types.ts';
import { followDownload } from '../common/download.ts';
import { inLang } from '../common/localised.ts';
import { Pager, pageOf } from '../common/Pager.tsx';
import { Failure } from '../common/Failure.tsx';
import { SearchForm, ToolbarChecks, ToolbarSelect } from '../common/Toolbar.tsx';
import { TableScroll } from '../common/TableScroll.tsx';
import { programmeNames } from '../common/programme.ts';
import { useStaffProgramme } from '../layout/programme.ts';
import { TaipeiTime } from '../common/time.tsx';
import { useStaffSessionsQuery } from '../sessions/staffSessions.generated.ts';
import { useStaffApplicationTableQuery, useStaffExportApplicationsMutation } from './staffApplications.generated.ts';
import { controlClasses as kit } from '../../../components/Form/index.ts';
import styles from '../common/page.module.css';

export const PAGE_SIZE = 25;
const ALL_SESSIONS = 'all';
const statuses: ApplicationStatus[] = ['DRAFT', 'SUBMITTED', 'FINAL_UPLOAD', 'FINAL_ENTERED'];
const sortDirection: Record<StaffApplicationSort, 'ascending' | 'descending'> = {
  UPDATED_DESC: 'descending',
  SUBMITTED_ASC: 'ascending',
  SUBMITTED_DESC: 'descending',
  REGISTRATION_NUMBER: 'ascending',
  TEAM_NAME: 'ascending',
};
const sorts = Object.keys(sortDirection) as StaffApplicationSort[];

/**
 * A programme's applications, one page at a time, filtered, searched and sorted on the server.
 * The whole view lives in the URL query (`session`, `status` repeated, `q`, `sort`, `page`), so a
 * link or a reload shows the same rows.
 */
export default function ApplicationsPage() {
  const intl = useIntl();
  const lang = useLang();
  const f = intl.formatMessage;
  const { programme, segment } = useStaffProgramme();
  usePageTitle(f(pageTitles.staffApplications));
  const [params, setParams] = useSearchParams();
  const sessions = useStaffSessionsQuery({ variables: { programme } });
  const sessionParam = params.get('session');
  const activeId = sessions.data?.staffSessions.find((s) => s.active)?.id;
  // No session in the URL: the active one (all sessions when none is active).
  const sessionId = sessionParam ? (sessionParam === ALL_SESSIONS ? null : sessionParam) : (activeId ?? null);
  const chosen = params.getAll('status').filter((s): s is ApplicationStatus => statuses.includes(s as ApplicationStatus));
  const search = params.get('q') ?? '';
  const sortParam = params.get('sort') as StaffApplicationSort | null;
  const sort = sortParam && sorts.includes(sortParam) ? sortParam : 'UPDATED_DESC';
  const page = pageOf(params.get('page'));
  const filter = { sessionId, statuses: chosen.length > 0 ? chosen : null, search: search || null, sort };
  const table = useStaffApplicationTableQuery({
    variables: { programme, filter, page, pageSize: PAGE_SIZE },
    skip: !sessionParam && sessions.loading,
  });
  const [includeDrafts, setIncludeDrafts] = useState(false);
  const [exportApplications, exporting] = useStaffExportApplicationsMutation({ context: { silentErrors: true } });

  /** Changes some query keys; any change but the page's own goes back to page 1. */
  const update = (change: (next: URLSearchParams) => void, keepPage = false) => {
    const next = new URLSearchParams(params);
    change(next);
    if (!keepPage) next.delete('page');
    setParams(next);
  };

  // The checked statuses are the export's whole choice, as they are the table's (drafts only if
  // checked); with none checked, the export is the submitted applications, drafts on request.
  const onExport = async () => {
    const { data } = await exportApplications({
      variables: { input: { programme, sessionId, includeDrafts, search: search || null, statuses: chosen.length > 0 ? chosen : null } },
    });
    if (data) followDownload(data.staffExportApplications.url);
  };

  /** A column sorted by `first`, or by `first` and `second` in turn when it has both directions. */
  const sortHeader = (label: string, first: StaffApplicationSort, second?: StaffApplicationSort): ReactNode => {
    const current = sort === first || sort === second ? sortDirection[sort] : 'none';
    const target = second && sort === first ? second : first;
    return (
      <th scope="col" aria-sort={current}>
        <button type="button" className={styles.sort} onClick={() => update((next) => next.set('sort', target))}>
          {label}
        </button>
      </th>
    );
  };

  const rows = table.data?.staffApplications.items ?? [];
  const total = table.data?.staffApplications.total ?? 0;
  return (
    <section className={styles.page} aria-labelledby="staff-applications-title">
      <div className={styles.head}>
        <h1 id="staff-applications-title">
          {f(pageTitles.staffApplications)} · {f(programmeNames[programme])}
        </h1>
      </div>
      <SearchForm
        key={search}
        label={f({ id: 'staff.applications.search' })}
        value={search}
        onSearch={(text) => update((next) => (text ? next.set('q', text) : next.delete('q')))}
      >
        <ToolbarSelect label={f({ id: 'staff.applications.session' })} value={sessionId ?? ALL_SESSIONS} onChange={(value) => update((next) => next.set('session', value))}>
          <option value={ALL_SESSIONS}>{f({ id: 'staff.applications.allSessions' })}</option>
          {sessions.data?.staffSessions.map((s) => (
            <option key={s.id} value={s.id}>
              {inLang(s.name, lang)}
              {s.active ? ` (${f({ id: 'staff.sessions.active' })})` : ''}
            </option>
          ))}
        </ToolbarSelect>
        <ToolbarChecks
          legend={f({ id: 'staff.applications.status' })}
          options={statuses.map((status) => ({ value: status, label: f(statusMessages[status]) }))}
          checked={chosen}
          onChange={(status, on) =>
            update((next) => {
              next.delete('status');
              const set = on ? [...chosen, status] : chosen.filter((s) => s !== status);
              for (const s of statuses) if (set.includes(s)) next.append('status', s);
            })
          }
        />
      </SearchForm>
      <div className={styles.toolbar}>
        {chosen.length > 0 ? (
          <p className={styles.muted}>{f({ id: 'staff.applications.exportChecked' })}</p>
        ) : (
          <label className={kit.check}>
            <input type="checkbox" className={kit.checkbox} checked={includeDrafts} onChange={(event) => setIncludeDrafts(event.target.checked)} />
            <span>{f({ id: 'staff.applications.includeDrafts' })}</span>
          </label>
        )}
        <button type="button" className="button button-primary" onClick={() => void onExport()} disabled={exporting.loading}>
          {f({ id: 'staff.applications.export' })}
        </button>
        {exporting.error ? <Failure id="staff.error.export" /> : null}
      </div>
      {table.error ? <Failure id="staff.error.load" /> : null}
      <TableScroll label={f({ id: 'staff.applications.caption' }, { total })} busy={table.loading}>
        <table className={`${styles.table} ${styles.wide}`}>
          <caption>{f({ id: 'staff.applications.caption' }, { total })}</caption>
          <thead>
            <tr>
              {sortHeader(f({ id: 'staff.applications.team' }), 'TEAM_NAME')}
              {sortHeader(f({ id: 'staff.applications.registrationNumber' }), 'REGISTRATION_NUMBER')}
              <th scope="col">{f({ id: 'staff.applications.status' })}</th>
              <th scope="col">{f({ id: 'staff.applications.leader' })}</th>
              <th scope="col">{f({ id: programme === 'INCUBATOR' ? 'staff.applications.organisation' : 'staff.applications.school' })}</th>
              {sortHeader(f({ id: 'staff.applications.updatedAt' }), 'UPDATED_DESC')}
              {sortHeader(f({ id: 'staff.applications.submittedAt' }), 'SUBMITTED_ASC', 'SUBMITTED_DESC')}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link to={localPath(lang, 'staff', segment, 'applications', row.id)}>{row.teamName || f({ id: 'staff.applications.unnamed' })}</Link>
                </th>
                <td className={styles.nowrap}>{row.registrationNumber ?? '—'}</td>
                <td className={styles.nowrap}>{f(statusMessages[row.status])}</td>
                <td>
                  {row.leaderName ?? '—'}
                  {row.leaderEmail ? <div>{row.leaderEmail}</div> : null}
                </td>
                <td>{row.organisation ?? '—'}</td>
                <td>
                  <TaipeiTime iso={row.updatedAt} />
                </td>
                <td>
                  {row.submittedAt ? <TaipeiTime iso={row.submittedAt} /> : '—'}
                  {row.submittedInGrace ? (
                    <>
                      {' '}
                      <span className={`${styles.badge} ${styles.badgeActive}`}>{f({ id: 'staff.applications.inGrace' })}</span>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
            {!table.loading && rows.length === 0 ? (
              <tr>
                <td colSpan={7}>{f({ id: 'staff.applications.none' })}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </TableScroll>
      <Pager page={page} pageSize={PAGE_SIZE} total={total} onPage={(n) => update((next) => next.set('page', String(n)), true)} />
    </section>
  );
}
