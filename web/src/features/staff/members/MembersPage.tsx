import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { usePageTitle } from '../../../app/i18n/usePageTitle.ts';
import { localPath } from '../../../app/paths.ts';
import { followDownload } from '../common/download.ts';
import { Pager, pageOf } from '../common/Pager.tsx';
import { Failure } from '../common/Failure.tsx';
import { SearchForm } from '../common/Toolbar.tsx';
import { personName } from '../common/personName.ts';
import { TaipeiTime } from '../common/time.tsx';
import { useStaffExportMembersMutation, useStaffMembersQuery } from './staffMembers.generated.ts';
import styles from '../common/page.module.css';
import { TableScroll } from '../common/TableScroll.tsx';

const PAGE_SIZE = 25;

/** The members, searched and paged (the search and page in the URL query), with their export. */
export default function MembersPage() {
  const intl = useIntl();
  const f = intl.formatMessage;
  const lang = useLang();
  usePageTitle(f(pageTitles.staffMembers));
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = pageOf(params.get('page'));
  const { data, loading, error } = useStaffMembersQuery({ variables: { search: search || null, page, pageSize: PAGE_SIZE } });
  const [exportMembers, exporting] = useStaffExportMembersMutation({ context: { silentErrors: true } });
  const members = data?.staffMembers.items ?? [];
  const total = data?.staffMembers.total ?? 0;

  const onExport = async () => {
    const answer = await exportMembers({ variables: { search: search || null } });
    if (answer.data) followDownload(answer.data.staffExportMembers.url);
  };

  return (
    <section className={styles.page} aria-labelledby="staff-members-title">
      <div className={styles.head}>
        <h1 id="staff-members-title">{f(pageTitles.staffMembers)}</h1>
        <button type="button" className="button button-primary" onClick={() => void onExport()} disabled={exporting.loading}>
          {f({ id: 'staff.members.export' })}
        </button>
      </div>
      <SearchForm key={search} label={f({ id: 'staff.members.search' })} value={search} onSearch={(text) => setParams(text ? { q: text } : {})} />
      {error || exporting.error ? <Failure id={error ? 'staff.error.load' : 'staff.error.export'} /> : null}
      <TableScroll label={f({ id: 'staff.members.caption' }, { total })} busy={loading}>
        <table className={`${styles.table} ${styles.wide}`}>
          <caption>{f({ id: 'staff.members.caption' }, { total })}</caption>
          <thead>
            <tr>
              <th scope="col">{f({ id: 'staff.members.name' })}</th>
              <th scope="col">{f({ id: 'staff.members.email' })}</th>
              <th scope="col">{f({ id: 'staff.members.mobile' })}</th>
              <th scope="col">{f({ id: 'staff.members.verified' })}</th>
              <th scope="col">{f({ id: 'staff.members.subscribed' })}</th>
              <th scope="col">{f({ id: 'staff.members.createdAt' })}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.id}>
                <th scope="row">
                  <Link to={localPath(lang, 'staff', 'members', member.id)}>{personName(member.lastName, member.firstName) || member.email}</Link>
                </th>
                <td>{member.email}</td>
                <td>{member.mobile ?? '—'}</td>
                <td>{f({ id: member.verified ? 'staff.yes' : 'staff.no' })}</td>
                <td>{f({ id: member.subscribed ? 'staff.yes' : 'staff.no' })}</td>
                <td>
                  <TaipeiTime iso={member.createdAt} />
                </td>
              </tr>
            ))}
            {!loading && members.length === 0 ? (
              <tr>
                <td colSpan={6}>{f({ id: 'staff.members.none' })}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </TableScroll>
      <Pager
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
        onPage={(n) => {
          const next = new URLSearchParams(params);
          next.set('page', String(n));
          setParams(next);
        }}
      />
    </section>
  );
}
