import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { DefaultValues, Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { ruleMessage, type Mode } from '@yip/rules';
import { z } from 'zod';
import { useLang } from '../../app/i18n/lang.tsx';
import { useUnsavedWork } from '../../app/session/unsavedWork.ts';
import { useToast } from '../../app/toast/ToastProvider.tsx';
import { hasRefusals, takeRefusals } from '../Form/fileRefusals.ts';
import { focusFirstError, useSchemaForm, type SchemaForm } from '../Form/Form.tsx';
import { useApply, type ApplicationBase, type ApplicationParts } from './applyContext.ts';
import { problemMessage, splitPath, type FieldProblem } from './failures.ts';
import { copyKey, keepCopy, lostFiles } from './localCopy.ts';
import { applyMessages } from './messages.ts';
import { currentPart, hasUnsavedParts, useSaveApplication } from './useSaveApplication.ts';

/** The id of the step's form (the kit's Form takes it), where a server problem's focus goes. */
export const APPLY_FORM_ID = 'apply-form';

interface StepFormOptions<P extends ApplicationParts, K extends keyof P & string> {
  /** The part of the application this step's form holds. */
  part: K;
  route: string;
  next: string;
  schemas: Record<Mode, z.ZodType>;
  /** The form field a server problem names (`refers.1` → the detail of the second referral). */
  fieldOf?: (inner: string, values: P[K]) => string;
}

/**
 * A step's form over one part of the application: its values start from the member's unsaved copy
 * (or the saved application), every change is kept locally, "Save draft" checks in draft mode and
 * Next in complete mode; both save the whole application, and the first save moves the URL from
 * `new` to the id. Inactivity saves it too before the logout clears the form.
 */
export function useStepForm<A extends ApplicationBase, P extends ApplicationParts, K extends keyof P & string>({
  part,
  route,
  next,
  schemas,
  fieldOf,
}: StepFormOptions<P, K>) {
  type V = P[K];
  const intl = useIntl();
  const lang = useLang();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const apply = useApply<A, P>();
  const { programme } = apply;
  const { save, conflict, reload } = useSaveApplication<A, P>();
  const key = copyKey(programme.name, apply.owner, apply.id, part);
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
    () => currentPart(apply, part) as DefaultValues<V>,
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

  // A file chosen but not saved is gone after a reload (files cannot be stored): say which, by its slot.
  useEffect(() => {
    const lost = lostFiles(key);
    if (lost.length === 0) return;
    for (const file of lost) form.setError(file.path as Path<V>, { type: 'lostFile', message: applyMessages.fileLost.id });
    const files = lost.map((file) => intl.formatMessage(applyMessages.lostFile, { field: programme.fieldLabel(`${part}.${file.path}`, intl), name: file.name }));
    toast.show(intl.formatMessage(applyMessages.filesLost, { files: intl.formatList(files, { type: 'conjunction' }) }), 'error');
    // Once, as the step opens.
  }, []);

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
      const refused = hasRefusals(form.control);
      const outcome = await save({ [part]: values } as unknown as Partial<P>, { announce: announce && !refused });
      if (outcome.failure) {
        if (outcome.failure.fields.length > 0) showProblems(outcome.failure.fields);
        return null;
      }
      form.reset(programme.values[part](outcome.saved));
      // A file its slot refused was not saved: 'Saved' alone would say it was.
      const refusals = takeRefusals(form.control);
      if (refusals.length > 0) {
        const files = refusals.map((refusal) =>
          intl.formatMessage(applyMessages.refusedFile, {
            field: programme.fieldLabel(`${part}.${refusal.name}`, intl),
            name: refusal.fileName,
            reason: problemMessage(refusal.reason, intl),
          }),
        );
        toast.show(intl.formatMessage(applyMessages.savedWithoutFiles, { files: intl.formatList(files, { type: 'conjunction' }) }), 'error');
      }
      return outcome.saved;
    },
    [part, save, form, programme, showProblems, intl, toast],
  );

  // Arrived through a link of the confirmation's list of gaps: the field shows its message and takes
  // the focus, and it is checked with the complete rules from here on, so the message stays until fixed.
  const linked = (location.state as { problem?: FieldProblem } | null)?.problem;
  useEffect(() => {
    if (!linked || splitPath(linked.path).part !== part) return;
    mode.current = 'complete';
    showProblems([linked]);
    // Once, as the step opens.
  }, []);

  /** "Save draft": the draft rules, then the save; a new application's URL takes its id. */
  const saveDraft = useCallback(() => {
    mode.current = 'draft';
    // The rules' output trims and drops empty fields; the save sends the form's own values.
    void form.handleSubmit(async () => {
      const saved = await persist(form.getValues(), true);
      if (saved && apply.id === null) navigate(programme.path(lang, route, saved.id), { replace: true });
    })();
  }, [form, persist, apply.id, navigate, lang, route, programme]);

  /** Next: the step must be complete; it is saved, then the next step opens. */
  const submitNext = useCallback(
    async () => {
      const saved = await persist(form.getValues(), false);
      if (!saved) throw new Error('not saved');
      if (apply.id === null) navigate(programme.path(lang, route, saved.id), { replace: true });
      navigate(programme.path(lang, next, saved.id));
    },
    [persist, form, apply.id, navigate, lang, route, next, programme],
  );

  /** Next's submit button sets the complete rules before the form checks them; a gap is told in a toast. */
  const beforeNext = useCallback(() => {
    mode.current = 'complete';
    void form.trigger().then((valid) => {
      if (!valid) toast.show(intl.formatMessage(applyMessages.incomplete), 'error');
    });
  }, [form, toast, intl]);

  // Before the inactivity logout clears the form, unsaved changes go to the server draft; a new
  // application's first save names where the member comes back to after logging in again.
  useUnsavedWork(async () => {
    if (!hasUnsavedParts(apply)) return;
    const values = form.getValues();
    if (!schemas.draft.safeParse(values).success) throw new Error('The draft breaks a rule');
    const saved = await persist(values, false);
    if (!saved) throw new Error('The draft was not saved');
    if (apply.id === null) return programme.path(lang, route, saved.id);
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
