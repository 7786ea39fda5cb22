import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { defineMessages, useIntl } from 'react-intl';
import { characterCount } from '@yip/rules';
import { FieldFrame, type FieldFrameProps } from './Field.tsx';
import styles from './Form.module.css';

const messages = defineMessages({
  counter: { id: 'form.counter' },
  counterSpoken: { id: 'form.counter.spoken' },
});

type FrameProps = Pick<FieldFrameProps, 'name' | 'hint' | 'describe'> & { label: string };

interface TextFieldProps extends FrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {}

export function TextField({ name, label, hint, describe, type = 'text', ...input }: TextFieldProps) {
  const { register } = useFormContext();
  return (
    <FieldFrame name={name} label={label} hint={hint} describe={describe} required={input.required}>
      {(control) => <input type={type} className={styles.input} {...control} {...input} {...register(name)} />}
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends FrameProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'maxLength'> {
  /** The rule's limit in characters as a reader counts them (`characterCount`): shows a live counter. */
  max?: number;
}

/**
 * A multi-line text. No `maxLength`: the browser counts UTF-16 units (an emoji is two), the rules
 * count what a reader sees; the counter shows the rule's count and turns red past the limit.
 */
export function TextAreaField({ name, label, hint, describe, max, rows = 6, ...textarea }: TextAreaFieldProps) {
  const { register } = useFormContext();
  return (
    <FieldFrame
      name={name}
      label={label}
      hint={hint}
      describe={describe}
      required={textarea.required}
      after={max === undefined ? undefined : (id) => <CharacterCounter id={id} name={name} max={max} />}
    >
      {(control) => <textarea rows={rows} className={`${styles.input} ${styles.textarea}`} {...control} {...textarea} {...register(name)} />}
    </FieldFrame>
  );
}

/** "120 / 300" on screen; screen readers hear "120 of 300 characters" when they pause typing. */
export function CharacterCounter({ id, name, max }: { id: string; name: string; max: number }) {
  const intl = useIntl();
  const value: unknown = useWatch({ name });
  const count = typeof value === 'string' ? characterCount(value) : 0;
  return (
    <p id={id} className={styles.counter} data-over={count > max || undefined} aria-live="polite">
      <span aria-hidden="true">{intl.formatMessage(messages.counter, { count, max })}</span>
      <span className="visually-hidden">{intl.formatMessage(messages.counterSpoken, { count, max })}</span>
    </p>
  );
}

/** A value shown in the form's layout that the member cannot change (not part of the input). */
export function ReadOnlyField({ label, value, hint }: { label: string; value: string; hint?: ReactNode }) {
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
