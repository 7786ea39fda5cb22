import { useId, useRef, type ReactNode } from 'react';
import { useFieldArray, type FieldValues } from 'react-hook-form';
import { defineMessages, useIntl } from 'react-intl';
import { describedBy, FieldMessage, useFieldError } from './Field.tsx';
import styles from './Form.module.css';

const messages = defineMessages({
  full: { id: 'form.array.full' },
});

export interface FieldArrayRow {
  index: number;
  /** The row's path: fields inside are named `${path}.email`. */
  path: string;
}

interface FieldArrayProps<Item extends FieldValues> {
  /** The list's path, e.g. `team.members`. */
  name: string;
  /** What the list holds ("Team members"): the legend of the whole list. */
  legend: string;
  hint?: ReactNode;
  /** Rows cannot be removed below `min` nor added above `max` (the rule's limits). */
  min: number;
  max: number;
  /** The values of a new, empty row. */
  newItem: () => Item;
  /** Each row's legend: "Member 1 (leader)". */
  itemLegend: (index: number) => string;
  /** "Add a member". */
  addLabel: string;
  /** "Remove member 2": names the row, so the buttons differ to a screen reader. */
  removeLabel: (index: number) => string;
  children: (row: FieldArrayRow) => ReactNode;
}

/**
 * A list of rows of fields (teachers, members) within the rule's limits. Adding focuses the new
 * row's first field; removing moves focus to the add button, so it is never lost.
 */
export function FieldArray<Item extends FieldValues>({ name, legend, hint, min, max, newItem, itemLegend, addLabel, removeLabel, children }: FieldArrayProps<Item>) {
  const intl = useIntl();
  const id = useId();
  const { fields, append, remove } = useFieldArray({ name });
  const error = useFieldError(name);
  const addButton = useRef<HTMLButtonElement>(null);
  const full = fields.length >= max;

  return (
    <fieldset className={styles.group} aria-describedby={describedBy(hint !== undefined && `${id}-hint`, error && `${id}-error`)}>
      <legend className={styles.legend}>{legend}</legend>
      {hint !== undefined ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {fields.map((row, index) => (
        <fieldset key={row.id} className={styles.row}>
          <legend className={styles.rowLegend}>{itemLegend(index)}</legend>
          {children({ index, path: `${name}.${index}` })}
          {fields.length > min ? (
            <button
              type="button"
              className={styles.textButton}
              onClick={() => {
                remove(index);
                // The add button is enabled again now that the list is below max.
                requestAnimationFrame(() => addButton.current?.focus());
              }}
            >
              {removeLabel(index)}
            </button>
          ) : null}
        </fieldset>
      ))}
      <FieldMessage id={`${id}-error`} error={error} focusable />
      {full ? (
        <p className={styles.hint}>{intl.formatMessage(messages.full, { max })}</p>
      ) : (
        <button ref={addButton} type="button" className="button button-secondary" onClick={() => append(newItem())}>
          {addLabel}
        </button>
      )}
    </fieldset>
  );
}
