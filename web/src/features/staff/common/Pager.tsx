import { defineMessages, useIntl } from 'react-intl';
import styles from './common.module.css';

const messages = defineMessages({
  label: { id: 'staff.pager.label' },
  previous: { id: 'staff.pager.previous' },
  next: { id: 'staff.pager.next' },
  position: { id: 'staff.pager.position' },
});

/** A table's paging, the page number kept by the caller (in the URL query): previous, where we are, next. */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className={styles.pager} aria-label={intl.formatMessage(messages.label)}>
      <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {intl.formatMessage(messages.previous)}
      </button>
      <span aria-live="polite">{intl.formatMessage(messages.position, { page, pages, total })}</span>
      <button type="button" className="button button-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {intl.formatMessage(messages.next)}
      </button>
    </nav>
  );
}
