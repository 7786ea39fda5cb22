import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ruleMessage, type Mode } from '@yip/rules';
import { z } from 'zod';
import { useLang } from '../../app/i18n/lang.tsx';
import { useUnsavedWork } from '../../app/session/unsavedWork.ts';
import { useToast } from '../../app/toast/ToastProvider.tsx';
import { focusFirstError, useSchemaForm, type SchemaForm } from '../../components/Form/Form.tsx';
import { useApply, type Application } from './applyContext.ts';
import { splitPath, type FieldProblem } from './failures.ts';
import { copyKey, hasCopy, keepCopy, type ApplicationPart } from './localCopy.ts';
import { applyMessages } from './messages.ts';
import { applyPath, type ApplyRoute } from './steps.ts';
import { currentPart, useSaveApplication } from './useSaveApplication.ts';
import type { ProposalValues, TeamValues } from './values.ts';

/** The id of the step's form (the kit's Form takes it), where a server problem's focus goes. */
export const APPLY_FORM_ID = 'apply-form';

interface StepFormOptions<V extends FieldValues> {
  part: ApplicationPart;
  route: ApplyRoute;
  next: ApplyRoute;
  schemas: Record<Mode, z.ZodType>;
  /** The form's values of a saved application. */
  fromApplication: (application: Application) => V;
  /** The form field a server problem names (`refers.1` → the detail of the second referral). */
  fieldOf?: (inner: string, values: V) => string;
}

/**
 * A step's form over one part of the application: its values start from the member's unsaved copy
 * (or the saved application), every change is kept locally, "Save draft" checks in draft mode and
 * Next in complete mode; both save the whole application, and the first save moves the URL from
 * `new` to the id. Inactivity saves it too before the logout clears the form.
 */
export function useStepForm<V extends FieldValues>({ part, route, next, schemas, fromApplication, fieldOf }: StepFormOptions<V>) {
  const intl = useIntl();
  const lang = useLang();
  const toast = useToast();
  const navigate = useNavigate();
  const apply = useApply();
  const { save, conflict, reload } = useSaveApplication();
  const key = copyKey(apply.owner, apply.id, part);
  const mode = useRef<Mode>('draft');
  // One schema for both modes: it checks with the rules of the button pressed (z.lazy would keep
  // the first one it met). Saves send the form's own values, so only the issues matter here.
  const schema = useMemo(
    () =>
      z.unknown().superRefine((values, ctx) => {
        const result = schemas[mode.current].safeParse(values);
        for (const issue of result.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }),
    [schemas],
  );
  const initial = useMemo(
    () => (part === 'team' ? currentPart(apply, 'team') : currentPart(apply, 'proposal')) as unknown as DefaultValues<V>,
    // The values a step starts from; later reads of the application must not replace what is typed.
    [],
  );
  const form = useSchemaForm(schema as unknown as z.ZodType<V, V>, initial) as SchemaForm<V, V>;

  // Every change the member makes is kept locally; a reset to saved values (no field name) is not.
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (name) keepCopy(key, values as Record<string, unknown>);
    });
    return () => subscription.unsubscribe();
  }, [form, key]);

  const showProblems = useCallback(
    (problems: FieldProblem[]) => {
      const values = form.getValues();
      let elsewhere = false;
      for (const problem of problems) {
        const { part: problemPart, inner } = splitPath(problem.path);
        if (problemPart !== part) {
          elsewhere = true;
          continue;
        }
        const name = (fieldOf ? fieldOf(inner, values) : inner) as Path<V>;
        form.setError(name, { type: 'server', message: ruleMessageOf(problem.message, intl) });
      }
      if (elsewhere) toast.show(intl.formatMessage(applyMessages.otherStepProblems), 'error');
      requestAnimationFrame(() => focusFirstError(document.getElementById(APPLY_FORM_ID)));
    },
    [form, part, fieldOf, intl, toast],
  );

  const persist = useCallback(
    async (values: V, announce: boolean) => {
      const given = part === 'team' ? { team: values as unknown as TeamValues } : { proposal: values as unknown as ProposalValues };
      const outcome = await save(given, { announce });
      if (outcome.failure) {
        if (outcome.failure.fields.length > 0) showProblems(outcome.failure.fields);
        return null;
      }
      form.reset(fromApplication(outcome.saved));
      return outcome.saved;
    },
    [part, save, form, fromApplication, showProblems],
  );

  /** "Save draft": the draft rules, then the save; a new application's URL takes its id. */
  const saveDraft = useCallback(() => {
    mode.current = 'draft';
    // The rules' output trims and drops empty fields; the save sends the form's own values.
    void form.handleSubmit(async () => {
      const saved = await persist(form.getValues(), true);
      if (saved && apply.id === null) navigate(applyPath(lang, route, saved.id), { replace: true });
    })();
  }, [form, persist, apply.id, navigate, lang, route]);

  /** Next: the step must be complete; it is saved, then the next step opens. */
  const submitNext = useCallback(
    async () => {
      const saved = await persist(form.getValues(), false);
      if (!saved) throw new Error('not saved');
      if (apply.id === null) navigate(applyPath(lang, route, saved.id), { replace: true });
      navigate(applyPath(lang, next, saved.id));
    },
    [persist, form, apply.id, navigate, lang, route, next],
  );

  /** Next's submit button sets the complete rules before the form checks them; a gap is told in a toast. */
  const beforeNext = useCallback(() => {
    mode.current = 'complete';
    void form.trigger().then((valid) => {
      if (!valid) toast.show(intl.formatMessage(applyMessages.incomplete), 'error');
    });
  }, [form, toast, intl]);

  // Before the inactivity logout clears the form, unsaved changes go to the server draft.
  useUnsavedWork(async () => {
    const other = copyKey(apply.owner, apply.id, part === 'team' ? 'proposal' : 'team');
    if (!hasCopy(key) && !hasCopy(other)) return;
    const values = form.getValues();
    if (!schemas.draft.safeParse(values).success) throw new Error('The draft breaks a rule');
    if (!(await persist(values, false))) throw new Error('The draft was not saved');
  });

  return { form, saveDraft, submitNext, beforeNext, conflict, reload };
}

/**
 * The gateway words rule messages as the catalogues do, in the request's language; the field shows
 * the catalogue's message (so it follows a language switch), or the generic one.
 */
function ruleMessageOf(text: string, intl: ReturnType<typeof useIntl>): string {
  if (Object.prototype.hasOwnProperty.call(intl.messages, text)) return text;
  const id = Object.values(ruleMessage).find((candidate) => intl.formatMessage({ id: candidate }) === text);
  return id ?? text;
}
