import { useId, type ReactNode } from 'react';
import { get, useFormState, type FieldError } from 'react-hook-form';
import { defineMessages, useIntl } from 'react-intl';
import styles from './Form.module.css';

// What every field shares: its error read by path, the message rendered from the catalogues, and
// the label, hint and error tied to the control (htmlFor, aria-describedby, aria-invalid).

const messages = defineMessages({
  invalid: { id: 'form.invalid' },
});

/**
 * The error of one field by its path (`team.teachers.0.email`), not a flat `errors[name]` lookup
 * that hides nested messages. A list's own rule (too few members) sits at `<name>.root`.
 */
export function useFieldError(name: string): FieldError | undefined {
  const { errors } = useFormState({ name });
  const error = get(errors, name) as (FieldError & { root?: FieldError }) | undefined;
  if (error?.message) return error;
  return error?.root?.message ? error.root : undefined;
}

/** A rule's message, from its catalogue id; a message the catalogues lack reads as a generic one. */
export function FieldMessage({ id, error, focusable = false }: { id: string; error: FieldError | undefined; focusable?: boolean }) {
  const intl = useIntl();
  if (!error?.message) return null;
  const known = Object.prototype.hasOwnProperty.call(intl.messages, error.message);
  return (
    <p id={id} className={styles.error} tabIndex={focusable ? -1 : undefined} data-error-focus={focusable || undefined}>
      {intl.formatMessage(known ? { id: error.message } : messages.invalid)}
    </p>
  );
}

/**
 * The kit's control classes, for controls outside a form of the kit (the staff tables' filters,
 * which apply as they change): the same look without a second import of this stylesheet, which
 * would split it into a chunk of its own on every form page.
 */
export const controlClasses = {
  field: styles.field,
  label: styles.label,
  input: styles.input,
  select: styles.select,
  check: styles.check,
  checkbox: styles.checkbox,
  group: styles.group,
  optionsInline: styles.optionsInline,
  error: styles.error,
} as const;

export const describedBy = (...ids: Array<string | false | null | undefined>) => ids.filter(Boolean).join(' ') || undefined;

/** The attributes a field's control takes from its frame. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** Extra content tied to the control's description, e.g. the password requirement list. */
  describe?: { id: string; node: ReactNode };
  /** Shown after the control and tied to it, e.g. the character counter (given its own id), on one line with the error. */
  after?: (id: string) => ReactNode;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled field: label, control, hint, extra description and error, linked by ids. */
export function FieldFrame({ name, label, hint, required, describe, after, children }: FieldFrameProps) {
  const id = useId();
  const error = useFieldError(name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const afterId = `${id}-after`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hint !== undefined && hintId, describe?.id, after && afterId, error && errorId),
      })}
      {after ? (
        // The message shares the counter's line, which is always there: a message appearing as the
        // field is left moves nothing below it (a click aimed at the next control still lands).
        <div className={styles.afterRow}>
          <FieldMessage id={errorId} error={error} />
          {after(afterId)}
        </div>
      ) : null}
      {hint !== undefined ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {describe?.node}
      {after ? null : <FieldMessage id={errorId} error={error} />}
    </div>
  );
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" className={styles.requiredMark}>
      {' '}
      *
    </span>
  );
}
