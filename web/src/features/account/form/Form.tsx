import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { clearDraft, readDraft, writeDraft } from '../../../components/Form/draft.ts';
import styles from '../../../components/Form/Form.module.css';

export type AccountForm<In extends FieldValues, Out> = UseFormReturn<In, unknown, Out>;

interface FormProps<In extends FieldValues, Out> {
  /** The rules of the input, from @yip/rules. */
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  /** Keeps unsaved values (but passwords) in sessionStorage under this key until a submit succeeds. */
  draftKey?: string;
  /** Resolves when the action succeeded; throws (after showing why) to keep the form as typed. */
  onSubmit: (values: Out, form: AccountForm<In, Out>) => Promise<void>;
  /** The accessible name of the form: the id of its heading. */
  labelledBy: string;
  children: ReactNode;
}

/** A form over the shared zod rules: messages are rendered under each field by the field kit. */
export function Form<In extends FieldValues, Out>({ schema, defaultValues, draftKey, onSubmit, labelledBy, children }: FormProps<In, Out>) {
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues: draftKey ? ({ ...defaultValues, ...readDraft(draftKey) } as DefaultValues<In>) : defaultValues,
    mode: 'onTouched',
  });

  useEffect(() => {
    if (!draftKey) return;
    const subscription = form.watch((values) => writeDraft(draftKey, values));
    return () => subscription.unsubscribe();
  }, [form, draftKey]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values, form);
      if (draftKey) clearDraft(draftKey);
    } catch {
      // The action has shown its error; the values stay as typed.
    }
  });

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate aria-labelledby={labelledBy} onSubmit={(event) => void submit(event)}>
        {children}
      </form>
    </FormProvider>
  );
}
