import type { InputHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldFrame, type FieldFrameProps } from './Field.tsx';
import { CharacterCounter } from './TextFields.tsx';
import styles from './Form.module.css';

interface CountedTextFieldProps extends Pick<FieldFrameProps, 'name' | 'hint'>, Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'maxLength'> {
  label: string;
  /** The rule's limit in characters as a reader counts them (a team name's 12). */
  max: number;
}

/**
 * A one-line text with the live counter of TextAreaField: no `maxLength`, which counts UTF-16 units
 * (an emoji is two) where the rules count what a reader sees.
 */
export function CountedTextField({ name, label, hint, max, type = 'text', ...input }: CountedTextFieldProps) {
  const { register } = useFormContext();
  return (
    <FieldFrame name={name} label={label} hint={hint} required={input.required} after={(id) => <CharacterCounter id={id} name={name} max={max} />}>
      {(control) => <input type={type} className={styles.input} {...control} {...input} {...register(name)} />}
    </FieldFrame>
  );
}
