import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { upstreamFailureMessage } from '../../app/i18n/failureMessages.ts';
import { useLoading } from '../../app/loading/LoadingProvider.tsx';
import { useToast } from '../../app/toast/ToastProvider.tsx';
import { useUnsavedWork } from '../../app/session/unsavedWork.ts';
import { useApply, type ApplicationBase, type ApplicationParts, type ApplyContextValue } from './applyContext.ts';
import { problemsText, toApplyFailure, type ApplyFailure } from './failures.ts';
import { copyKey, dropCopy, hasCopy, readCopy } from './localCopy.ts';
import { applyMessages } from './messages.ts';

/** What names an application's local copies. */
type CopyOwner = { programme: { name: string; values: object }; owner: string; id: string | null };

const partsOf = (apply: CopyOwner) => Object.keys(apply.programme.values);

/** A part as it stands: the member's unsaved copy over the saved application (or an empty form). */
export function currentPart<A extends ApplicationBase, P extends ApplicationParts, K extends keyof P & string>(apply: ApplyContextValue<A, P>, part: K): P[K] {
  const saved = apply.programme.values[part](apply.application);
  const copy = readCopy<P[K]>(copyKey(apply.programme.name, apply.owner, apply.id, part));
  return copy ? ({ ...saved, ...copy } as P[K]) : saved;
}

/** The conflict a save ran into: the application changed elsewhere, or the member already has one. */
export type SaveConflict = 'changed' | 'exists' | null;

export type SaveOutcome<A> = { saved: A; failure?: undefined } | { saved?: undefined; failure: ApplyFailure };

/**
 * Saves the whole application as a draft (a create while it is new): the parts given (the step's
 * form) over what stands of the others. The version last read goes with it, so a save over newer
 * work is a CONFLICT, never an overwrite. Failures are told in a toast (spec §8); field problems
 * come back for the step to show under its fields.
 */
export function useSaveApplication<A extends ApplicationBase, P extends ApplicationParts>() {
  const intl = useIntl();
  const toast = useToast();
  const loading = useLoading();
  const apply = useApply<A, P>();
  const [conflict, setConflict] = useState<SaveConflict>(null);

  const save = useCallback(
    async (given: Partial<P>, { announce = false } = {}): Promise<SaveOutcome<A>> => {
      const names = partsOf(apply) as (keyof P & string)[];
      const parts = Object.fromEntries(names.map((name) => [name, given[name] ?? currentPart(apply, name)])) as unknown as P;
      try {
        const saved = await loading.track(apply.saveDraft(parts));
        // What was sent is on the server now: the local copies are done with.
        for (const name of names) dropCopy(copyKey(apply.programme.name, apply.owner, apply.id, name));
        setConflict(null);
        if (announce) toast.show(intl.formatMessage(applyMessages.saved), 'success');
        return { saved };
      } catch (error) {
        const failure = toApplyFailure(error, apply.programme.renamed);
        const exists = failure.code === 'CONFLICT' && apply.id === null;
        const fallback = exists ? applyMessages.alreadyApplied : apply.programme.hasUploads(parts) ? applyMessages.uploadFailed : applyMessages.saveFailed;
        if (failure.code === 'CONFLICT') setConflict(exists ? 'exists' : 'changed');
        if (failure.code === 'REGISTRATION_CLOSED') void apply.reloadSession();
        // Refused fields (every bad file of the save at once) are named in words, not by their paths.
        const upstream = upstreamFailureMessage(failure.code);
        const text = upstream
          ? intl.formatMessage(upstream)
          : failure.fields.length > 0
            ? problemsText(failure.fields, apply.programme.fieldLabel, intl)
            : (failure.message ?? intl.formatMessage(fallback));
        toast.show(text, 'error');
        return { failure };
      }
    },
    [apply, intl, loading, toast],
  );

  /** Reads the application again after a conflict: its new version, the typed values kept. */
  const reload = useCallback(async () => {
    await apply.reload();
    setConflict(null);
    toast.show(intl.formatMessage(applyMessages.updated), 'success');
  }, [apply, toast, intl]);

  return { save, conflict, reload };
}

/** Whether a step left changes that are not on the server yet. */
export function hasUnsavedParts(apply: CopyOwner): boolean {
  return partsOf(apply).some((part) => hasCopy(copyKey(apply.programme.name, apply.owner, apply.id, part)));
}

/** A page without a form of its own still saves what the steps left unsaved before the inactivity logout. */
export function useSaveUnsavedOnIdle(save: (given: Record<string, never>) => Promise<SaveOutcome<unknown>>): void {
  const apply = useApply();
  useUnsavedWork(async () => {
    if (!hasUnsavedParts(apply)) return;
    const { saved } = await save({});
    if (!saved) throw new Error('The draft was not saved');
  });
}
