import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './staff.module.css';

/**
 * A table's search: the box starts from the URL's value (give the form `key={value}` so going back
 * shows the old search) and hands the trimmed text to `onSearch`; `children` are the other filters.
 */
export function SearchForm({ label, value, onSearch, children }: { label: string; value: string; onSearch: (text: string) => void; children?: ReactNode }) {
  const intl = useIntl();
  const [text, setText] = useState(value);
  return (
    <form
      role="search"
      className={styles.toolbar}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      {children}
      <label>
        {label}
        <input type="search" value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="submit" className="button button-secondary">
        {intl.formatMessage({ id: 'staff.applications.searchButton' })}
      </button>
    </form>
  );
}

/** Why something failed, said where it happened. */
export function Failure({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <p role="alert" className={styles.error}>
      {intl.formatMessage({ id })}
    </p>
  );
}
