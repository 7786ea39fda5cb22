import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useFormState, type DefaultValues, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useHydrated } from '../../app/ssr/clientValues.tsx';
import { readDraft } from './draft.ts';
import { useFormDraft } from './useFormDraft.ts';
import styles from './Form.module.css';

/** The methods of a form whose input is `In` and whose parsed output is `Out`. */
export type SchemaForm<In extends FieldValues, Out = In> = UseFormReturn<In, unknown, Out>;

/** react-hook-form over the shared zod rules, validated once a field is left, then as it changes. */
export function useSchemaForm<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  defaultValues: DefaultValues<In>,
  options: Omit<UseFormProps<In, unknown, Out>, 'resolver' | 'defaultValues'> = {},
): SchemaForm<In, Out> {
  return useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
    // The kit focuses the first error in the page's order, field arrays and groups included.
    shouldFocusError: false,
    ...options,
  });
}

interface CommonProps<In extends FieldValues, Out> {
  /** Resolves when the action succeeded; throws (after showing why) to keep the form as typed. */
  onSubmit: (values: Out, form: SchemaForm<In, Out>) => Promise<void>;
  /** The accessible name of the form: the id of its heading. */
  labelledBy: string;
  className?: string;
  id?: string;
  children: ReactNode;
}

interface OwnFormProps<In extends FieldValues, Out> extends CommonProps<In, Out> {
  /** The rules of the input, from @yip/rules. */
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  /** Keeps unsaved values (but passwords and files) in sessionStorage under this key until a submit succeeds. */
  draftKey?: string;
}

interface GivenFormProps<In extends FieldValues, Out> extends CommonProps<In, Out> {
  /** A form made with `useSchemaForm` by a screen that also acts on it outside the submit (a draft save). */
  form: SchemaForm<In, Out>;
}

export type FormProps<In extends FieldValues, Out> = OwnFormProps<In, Out> | GivenFormProps<In, Out>;

/** A form over the shared zod rules: each field shows its own message, read by its path. */
export function Form<In extends FieldValues, Out>(props: FormProps<In, Out>) {
  return 'form' in props ? <FormView {...props} /> : <OwnForm {...props} />;
}

function OwnForm<In extends FieldValues, Out>({ schema, defaultValues, draftKey, ...rest }: OwnFormProps<In, Out>) {
  // Kept values are the starting values (no flash of the empty form); edits are written back. A
  // form the server rendered starts as the server drew it (it cannot read the browser's storage)
  // and takes its kept values as it hydrates, before its fields accept input.
  const hydrated = useHydrated();
  const [start] = useState(() => ({
    hydrating: !hydrated,
    values: draftKey && hydrated ? ({ ...defaultValues, ...readDraft(draftKey) } as DefaultValues<In>) : defaultValues,
  }));
  const form = useSchemaForm(schema, start.values);
  const draft = useFormDraft(draftKey ?? null, form, { restore: false });
  const { reset } = form;
  useEffect(() => {
    if (!start.hydrating || !draftKey) return;
    const kept = readDraft(draftKey);
    // As starting values, like a form rendered in the browser: not an unsaved change.
    if (Object.keys(kept).length > 0) reset({ ...start.values, ...kept } as DefaultValues<In>);
  }, [start, draftKey, reset]);
  return <FormView {...rest} form={form} onSucceeded={draft.clear} />;
}

function FormView<In extends FieldValues, Out>({
  form,
  onSubmit,
  onSucceeded,
  labelledBy,
  className,
  id,
  children,
}: GivenFormProps<In, Out> & { onSucceeded?: () => void }) {
  const element = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, element);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values, form);
      onSucceeded?.();
    } catch {
      // The action has shown its error; the values stay as typed.
    }
  });

  return (
    <FormProvider {...form}>
      <form
        ref={element}
        id={id}
        className={className ? `${styles.form} ${className}` : styles.form}
        noValidate
        aria-labelledby={labelledBy}
        onSubmit={(event) => void submit(event)}
      >
        {children}
      </form>
    </FormProvider>
  );
}

/**
 * After a submit that left errors, focus goes to the first one in the page's order: an invalid
 * control, or the message of a list's own rule (too few members), marked `data-error-focus`.
 */
function useFocusFirstError<In extends FieldValues, Out>(form: SchemaForm<In, Out>, element: React.RefObject<HTMLFormElement | null>) {
  const { submitCount, errors } = useFormState({ control: form.control });
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current) return;
    handled.current = submitCount;
    if (Object.keys(errors).length > 0) focusFirstError(element.current);
  }, [submitCount, errors, element]);
}

export function focusFirstError(container: HTMLElement | null): boolean {
  const first = container?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error-focus]');
  if (!first) return false;
  // A radio group is invalid as a whole: its checked (or first) option takes the focus.
  const target =
    first.tagName === 'FIELDSET' ? (first.querySelector<HTMLElement>('input:checked') ?? first.querySelector<HTMLElement>('input')) : first;
  target?.focus();
  return target !== null && target !== undefined;
}

/** Disabled while submitting, and on a server-rendered page until it hydrates (nothing would handle the submit). */
export function SubmitButton({ children }: { children: ReactNode }) {
  const { isSubmitting } = useFormState();
  const hydrated = useHydrated();
  return (
    <button type="submit" className={`button button-primary ${styles.submit}`} disabled={isSubmitting || !hydrated} aria-busy={isSubmitting}>
      {children}
    </button>
  );
}
