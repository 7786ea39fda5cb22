import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { controlClasses as kit } from '../../../components/Form/index.ts';
import styles from './page.module.css';

/**
 * A table's search: the box starts from the URL's value (give the form `key={value}` so going back
 * shows the old search) and hands the trimmed text to `onSearch`; `children` are the other filters
 * (`ToolbarSelect`, `ToolbarChecks`). The controls are the form kit's, as on the member pages.
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
      <label className={`${kit.field} ${styles.toolbarField}`}>
        <span className={kit.label}>{label}</span>
        <input type="search" className={kit.input} value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="submit" className="button button-secondary">
        {intl.formatMessage({ id: 'staff.applications.searchButton' })}
      </button>
    </form>
  );
}

/** A filter of the toolbar that applies as soon as it changes. */
export function ToolbarSelect({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <label className={`${kit.field} ${styles.toolbarField}`}>
      <span className={kit.label}>{label}</span>
      <select className={`${kit.input} ${kit.select}`} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </label>
  );
}

/** Checkboxes of the toolbar (the statuses shown), each applying as soon as it changes. */
export function ToolbarChecks<V extends string>({
  legend,
  options,
  checked,
  onChange,
}: {
  legend: string;
  options: readonly { value: V; label: string }[];
  checked: readonly V[];
  onChange: (value: V, on: boolean) => void;
}) {
  return (
    <fieldset className={`${kit.group} ${styles.statuses}`}>
      <legend className={kit.label}>{legend}</legend>
      <div className={kit.optionsInline}>
        {options.map((option) => (
          <label key={option.value} className={kit.check}>
            <input type="checkbox" className={kit.checkbox} checked={checked.includes(option.value)} onChange={(event) => onChange(option.value, event.target.checked)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
