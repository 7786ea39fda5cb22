import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { usePageTitle } from '../../../app/i18n/usePageTitle.ts';
import { followDownload } from '../common/download.ts';
import { Pager, pageOf } from '../common/Pager.tsx';
import { Failure } from '../common/Failure.tsx';
import { TaipeiTime } from '../common/time.tsx';
import { useStaffExportSubscribersMutation, useStaffSubscribersQuery } from './staffSubscribers.generated.ts';
import styles from '../common/page.module.css';
import { TableScroll } from '../common/TableScroll.tsx';

const PAGE_SIZE = 50;

/** The newsletter's confirmed subscribers, newest first (the page in the URL query), and their CSV for Mailchimp. */
export default function SubscribersPage() {
  const intl = useIntl();
  const f = intl.formatMessage;
  usePageTitle(f(pageTitles.staffSubscribers));
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const { data, loading, error } = useStaffSubscribersQuery({ variables: { page, pageSize: PAGE_SIZE } });
  const [exportSubscribers, exporting] = useStaffExportSubscribersMutation({ context: { silentErrors: true } });
  const subscribers = data?.staffSubscribers.items ?? [];
  const total = data?.staffSubscribers.total ?? 0;

  const onExport = async () => {
    const answer = await exportSubscribers();
    if (answer.data) followDownload(answer.data.staffExportSubscribers.url);
  };

  return (
    <section className={styles.page} aria-labelledby="staff-subscribers-title">
      <div className={styles.head}>
        <h1 id="staff-subscribers-title">{f(pageTitles.staffSubscribers)}</h1>
        <button type="button" className="button button-primary" onClick={() => void onExport()} disabled={exporting.loading}>
          {f({ id: 'staff.subscribers.export' })}
        </button>
      </div>
      {error || exporting.error ? <Failure id={error ? 'staff.error.load' : 'staff.error.export'} /> : null}
      <TableScroll label={f({ id: 'staff.subscribers.caption' }, { total })} busy={loading}>
        <table className={`${styles.table} ${styles.compact}`}>
          <caption>{f({ id: 'staff.subscribers.caption' }, { total })}</caption>
          <thead>
            <tr>
              <th scope="col">{f({ id: 'staff.members.email' })}</th>
              <th scope="col">{f({ id: 'staff.subscribers.confirmedAt' })}</th>
            </tr>
          </thead>
          <tbody>
            {subscribers.map((subscriber) => (
              <tr key={subscriber.email}>
                <th scope="row">{subscriber.email}</th>
                <td>
                  <TaipeiTime iso={subscriber.confirmedAt} />
                </td>
              </tr>
            ))}
            {!loading && subscribers.length === 0 ? (
              <tr>
                <td colSpan={2}>{f({ id: 'staff.subscribers.none' })}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </TableScroll>
      <Pager page={page} pageSize={PAGE_SIZE} total={total} onPage={(n) => setParams({ page: String(n) })} />
    </section>
  );
}
