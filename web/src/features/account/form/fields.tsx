import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useFormContext, useFormState, type FieldError as HookFieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import styles from '../../../components/Form/Form.module.css';

// Labelled fields whose rule messages (ids of @yip/rules) show under them, tied to the input by
// aria-describedby.

function ErrorText({ id, error }: { id: string; error: HookFieldError | undefined }) {
  const intl = useIntl();
  if (!error?.message) return null;
  return (
    <p id={id} className={styles.error}>
      {intl.formatMessage({ id: error.message })}
    </p>
  );
}

const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(' ') || undefined;

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: string;
  label: string;
  hint?: ReactNode;
  /** Extra content tied to the input's description, e.g. the password requirement list. */
  describe?: { id: string; node: ReactNode };
}

export function TextField({ name, label, hint, describe, type = 'text', ...input }: TextFieldProps) {
  const id = useId();
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const error = errors[name] as HookFieldError | undefined;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {input.required ? <span aria-hidden="true" className={styles.requiredMark}> *</span> : null}
      </label>
      <input
        id={id}
        type={type}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && hintId, describe?.id, error && errorId)}
        {...input}
        {...register(name)}
      />
      {hint !== undefined ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {describe?.node}
      <ErrorText id={errorId} error={error} />
    </div>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'type'> {
  name: string;
  label: ReactNode;
}

export function CheckboxField({ name, label, ...input }: CheckboxFieldProps) {
  const id = useId();
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const error = errors[name] as HookFieldError | undefined;
  const errorId = `${id}-error`;
  return (
    <div className={styles.check}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
        {...register(name)}
      />
      <label htmlFor={id}>{label}</label>
      <ErrorText id={errorId} error={error} />
    </div>
  );
}

export function SubmitButton({ children }: { children: ReactNode }) {
  const { isSubmitting } = useFormState();
  return (
    <button type="submit" className={`button button-primary ${styles.submit}`} disabled={isSubmitting} aria-busy={isSubmitting}>
      {children}
    </button>
  );
}

/** A value shown in the form's layout that the member cannot change (not part of the input). */
export function ReadOnlyField({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input id={id} className={styles.input} value={value} readOnly aria-describedby={hint ? `${id}-hint` : undefined} />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
