import { useIntl } from 'react-intl';
import styles from './page.module.css';

/** "Page 2 of 7 · 163 in all" with Previous / Next; `onPage` gets the 1-based page. */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className={styles.pager} aria-label={intl.formatMessage({ id: 'staff.pager.label' })}>
      <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {intl.formatMessage({ id: 'staff.pager.previous' })}
      </button>
      <span aria-live="polite">{intl.formatMessage({ id: 'staff.pager.status' }, { page, pages, total })}</span>
      <button type="button" className="button button-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {intl.formatMessage({ id: 'staff.pager.next' })}
      </button>
    </nav>
  );
}

/** A positive page number from the URL, 1 when absent or invalid. */
export const pageOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
};
