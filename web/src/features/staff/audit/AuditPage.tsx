import type { FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { usePageTitle } from '../../../app/i18n/usePageTitle.ts';
import { Pager } from '../common/Pager.tsx';
import { TaipeiTime, taipeiDayBound } from '../common/time.tsx';
import { controlClasses as kit } from '../../../components/Form/index.ts';
import { EmailText } from '../common/EmailText.tsx';
import styles from '../common/page.module.css';
import { TableScroll } from '../common/TableScroll.tsx';
import { useStaffAuditLogQuery } from './audit.generated.ts';
import { auditActionGroups, describeAuditAction, describeAuditGroup, findAuditAction } from './auditActions.ts';

const messages = defineMessages({
  filters: { id: 'staff.audit.filters' },
  action: { id: 'staff.audit.action' },
  actor: { id: 'staff.audit.actor' },
  from: { id: 'staff.audit.fromDate' },
  to: { id: 'staff.audit.toDate' },
  apply: { id: 'staff.audit.apply' },
  clear: { id: 'staff.audit.clear' },
  caption: { id: 'staff.audit.caption' },
  at: { id: 'staff.audit.at' },
  target: { id: 'staff.audit.target' },
  address: { id: 'staff.audit.address' },
  empty: { id: 'staff.audit.empty' },
  loading: { id: 'staff.audit.loading' },
  failed: { id: 'staff.audit.failed' },
  zone: { id: 'staff.audit.zone' },
  allActions: { id: 'staff.audit.allActions' },
});

const PAGE_SIZE = 50;
const filterNames = ['action', 'actor', 'from', 'to'] as const;
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * `/{lang}/staff/audit`: the audit log, newest first; its filters and page are in the URL query.
 * Actions read in the officer's words, the recorded code beside for support (auditActions.ts).
 */
export default function AuditPage() {
  const intl = useIntl();
  const title = intl.formatMessage(pageTitles.staffAudit);
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const action = params.get('action')?.trim() || undefined;
  const actor = params.get('actor')?.trim() || undefined;
  const from = params.get('from');
  const to = params.get('to');
  const filter = {
    action,
    actor,
    from: isDay(from) ? taipeiDayBound(from, 'start') : undefined,
    to: isDay(to) ? taipeiDayBound(to, 'end') : undefined,
  };
  const { data, loading, error } = useStaffAuditLogQuery({
    variables: { filter, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    // The page says it in place, below its filters.
    context: { silentErrors: true },
  });
  const log = data?.staffAuditLog;

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of filterNames) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };

  const field = (name: Exclude<(typeof filterNames)[number], 'action'>, label: string, input: { type?: string; defaultValue: string }) => (
    <label className={`${kit.field} ${styles.toolbarField}`}>
      <span className={kit.label}>{label}</span>
      <input name={name} className={kit.input} {...input} />
    </label>
  );

  return (
    <section className={styles.page} aria-labelledby="staff-audit-title">
      <div className={styles.head}>
        <h1 id="staff-audit-title">{title}</h1>
      </div>
      <form className={styles.toolbar} aria-label={intl.formatMessage(messages.filters)} onSubmit={applyFilters} key={params.toString()}>
        <label className={`${kit.field} ${styles.toolbarField}`}>
          <span className={kit.label}>{intl.formatMessage(messages.action)}</span>
          <select name="action" className={`${kit.input} ${kit.select}`} defaultValue={action ?? ''}>
            <option value="">{intl.formatMessage(messages.allActions)}</option>
            {/* A code from an older link that the list does not know still shows as chosen. */}
            {action && !findAuditAction(action) ? <option value={action}>{action}</option> : null}
            {auditActionGroups.map(({ group, actions }) => (
              <optgroup key={group} label={describeAuditGroup(intl, group)}>
                {actions.map((one) => (
                  <option key={one.code} value={one.code}>
                    {describeAuditAction(intl, one.code)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        {field('actor', intl.formatMessage(messages.actor), { defaultValue: actor ?? '' })}
        {field('from', intl.formatMessage(messages.from), { type: 'date', defaultValue: isDay(from) ? from : '' })}
        {field('to', intl.formatMessage(messages.to), { type: 'date', defaultValue: isDay(to) ? to : '' })}
        <div className={styles.actions}>
          <button type="submit" className="button button-primary">
            {intl.formatMessage(messages.apply)}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setParams(new URLSearchParams())}>
            {intl.formatMessage(messages.clear)}
          </button>
        </div>
      </form>
      {error && !log ? (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(messages.failed)}
        </p>
      ) : null}
      <TableScroll label={intl.formatMessage(messages.caption)} busy={loading}>
        <table className={`${styles.table} ${styles.wide}`}>
          <caption className="visually-hidden">{intl.formatMessage(messages.caption)}</caption>
          <thead>
            <tr>
              <th scope="col">
                {intl.formatMessage(messages.at)} <span className={styles.muted}>{intl.formatMessage(messages.zone)}</span>
              </th>
              <th scope="col">{intl.formatMessage(messages.actor)}</th>
              <th scope="col">{intl.formatMessage(messages.action)}</th>
              <th scope="col">{intl.formatMessage(messages.target)}</th>
              <th scope="col">{intl.formatMessage(messages.address)}</th>
            </tr>
          </thead>
          <tbody>
            {log?.items.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <TaipeiTime iso={entry.at} />
                </td>
                <td className={styles.code}>{entry.actor ? <EmailText email={entry.actor} /> : '—'}</td>
                <td>
                  {describeAuditAction(intl, entry.action)}
                  {findAuditAction(entry.action) ? <div className={`${styles.code} ${styles.muted}`}>{entry.action}</div> : null}
                </td>
                <td className={styles.code}>{entry.target ?? '—'}</td>
                <td className={`${styles.code} ${styles.nowrap}`}>{entry.from ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {log && log.items.length === 0 ? <p className={styles.empty}>{intl.formatMessage(messages.empty)}</p> : null}
        {!log && loading ? <p className={styles.empty}>{intl.formatMessage(messages.loading)}</p> : null}
      </TableScroll>
      {log ? (
        <Pager
          page={page}
          pageSize={PAGE_SIZE}
          total={log.total}
          onPage={(next) => {
            const query = new URLSearchParams(params);
            query.set('page', String(next));
            setParams(query);
          }}
        />
      ) : null}
    </section>
  );
}
