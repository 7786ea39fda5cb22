import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { defineMessages, useIntl } from 'react-intl';
import { describedBy, FieldFrame, FieldMessage, RequiredMark, useFieldError } from './Field.tsx';
import styles from './Form.module.css';

const messages = defineMessages({
  choose: { id: 'form.select.placeholder' },
});

export interface Option<V extends string | number = string> {
  value: V;
  label: string;
  /** Radio groups: what the option means (an eligibility statement), below it and read with it. */
  description?: ReactNode;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'> {
  name: string;
  label: string;
  options: readonly Option[];
  hint?: ReactNode;
  /** The empty first choice; "Please choose" unless given. */
  placeholder?: string;
}

/** A drop-down of string values; the empty choice is '' (absent in a draft, required when complete). */
export function SelectField({ name, label, options, hint, placeholder, ...select }: SelectFieldProps) {
  const intl = useIntl();
  const { register } = useFormContext();
  return (
    <FieldFrame name={name} label={label} hint={hint} required={select.required}>
      {(control) => (
        <select className={`${styles.input} ${styles.select}`} {...control} {...select} {...register(name)}>
          <option value="">{placeholder ?? intl.formatMessage(messages.choose)}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

interface GroupProps {
  name: string;
  /** The question the options answer: the group's legend. */
  legend: string;
  hint?: ReactNode;
  required?: boolean;
  /** Options side by side when they fit (short labels), else one per line. */
  inline?: boolean;
  disabled?: boolean;
}

/** Options of one answer: a radio group whose value is the chosen option's string. */
export function RadioGroupField({ name, legend, options, hint, required, inline, disabled }: GroupProps & { options: readonly Option[] }) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <fieldset
      role="radiogroup"
      className={styles.group}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      aria-describedby={describedBy(hint !== undefined && `${id}-hint`, error && `${id}-error`)}
      disabled={disabled}
    >
      <legend className={styles.label}>
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      {hint !== undefined ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={inline ? styles.optionsInline : styles.options}>
        {options.map((option) => {
          const descriptionId = option.description === undefined ? undefined : `${id}-${option.value}`;
          const radio = (
            <label key={option.value} className={styles.check}>
              <input type="radio" className={styles.checkbox} value={option.value} aria-describedby={descriptionId} {...register(name)} />
              <span>{option.label}</span>
            </label>
          );
          if (!descriptionId) return radio;
          return (
            <div key={option.value} className={styles.described}>
              {radio}
              <div id={descriptionId} className={styles.description}>
                {option.description}
              </div>
            </div>
          );
        })}
      </div>
      <FieldMessage id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/**
 * Several options of one answer (the 17 SDGs): the value is the array of chosen option values in
 * the options' order, numbers staying numbers.
 */
export function CheckboxGroupField<V extends string | number>({ name, legend, options, hint, required, inline, disabled }: GroupProps & { options: readonly Option<V>[] }) {
  const id = useId();
  const { field } = useController({ name });
  const error = useFieldError(name);
  const chosen: V[] = Array.isArray(field.value) ? (field.value as V[]) : [];
  const toggle = (value: V, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(value);
    else next.delete(value);
    field.onChange(options.map((option) => option.value).filter((v) => next.has(v)));
  };
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className={styles.group} aria-describedby={describedBy(hint !== undefined && `${id}-hint`, errorId)} disabled={disabled}>
      <legend className={styles.label}>
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      {hint !== undefined ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={inline ? styles.optionsInline : styles.options}>
        {options.map((option, index) => (
          <label key={option.value} className={styles.check}>
            <input
              type="checkbox"
              className={styles.checkbox}
              name={name}
              value={String(option.value)}
              checked={chosen.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={field.onBlur}
              ref={index === 0 ? field.ref : undefined}
              aria-invalid={error ? true : undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessage id={`${id}-error`} error={error} />
    </fieldset>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'type'> {
  name: string;
  label: ReactNode;
}

/** One yes/no choice (agree to the terms, subscribe): a boolean value. */
export function CheckboxField({ name, label, ...input }: CheckboxFieldProps) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
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
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}
