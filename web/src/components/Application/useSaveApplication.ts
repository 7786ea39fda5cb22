import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoading } from '../../app/loading/LoadingProvider.tsx';
import { useToast } from '../../app/toast/ToastProvider.tsx';
import { useUnsavedWork } from '../../app/session/unsavedWork.ts';
import { isChosenFile } from '../../components/Form/FileField.tsx';
import { useApply, type Application, type ApplyContextValue } from './applyContext.ts';
import { toApplyFailure, type ApplyFailure } from './failures.ts';
import { copyKey, dropCopy, hasCopy, readCopy, type ApplicationPart } from './localCopy.ts';
import { applyMessages } from './messages.ts';
import { emptyProposal, emptyTeam, proposalValues, teamValues, toInput, type ProposalValues, type TeamValues } from './values.ts';
import { useSaveInventionDraftMutation } from './inventionApply.generated.ts';

/** A part as it stands: the member's unsaved copy over the saved application (or an empty form). */
export function currentPart(apply: ApplyContextValue, part: 'team'): TeamValues;
export function currentPart(apply: ApplyContextValue, part: 'proposal'): ProposalValues;
export function currentPart(apply: ApplyContextValue, part: ApplicationPart): TeamValues | ProposalValues {
  const { application } = apply;
  const saved = part === 'team' ? (application ? teamValues(application) : emptyTeam()) : application ? proposalValues(application) : emptyProposal();
  const copy = readCopy<TeamValues | ProposalValues>(copyKey(apply.owner, apply.id, part));
  return copy ? ({ ...saved, ...copy } as TeamValues | ProposalValues) : saved;
}

/** The conflict a save ran into: the application changed elsewhere, or the member already has one. */
export type SaveConflict = 'changed' | 'exists' | null;

export type SaveOutcome = { saved: Application; failure?: undefined } | { saved?: undefined; failure: ApplyFailure };

const hasUploads = (team: TeamValues, proposal: ProposalValues) =>
  [team.previewImg, proposal.pdfFile, ...team.members.map((m) => m.pdfFile)].some((file) => isChosenFile(file));

/**
 * Saves the whole application as a draft (a create while it is new): the parts given (the step's
 * form) over what stands of the others. The version last read goes with it, so a save over newer
 * work is a CONFLICT, never an overwrite. Failures are told in a toast (spec §8); field problems
 * come back for the step to show under its fields.
 */
export function useSaveApplication() {
  const intl = useIntl();
  const toast = useToast();
  const loading = useLoading();
  const apply = useApply();
  const [mutate] = useSaveInventionDraftMutation({ context: { silentErrors: true } });
  const [conflict, setConflict] = useState<SaveConflict>(null);

  const save = useCallback(
    async (given: { team?: TeamValues; proposal?: ProposalValues }, { announce = false } = {}): Promise<SaveOutcome> => {
      const team = given.team ?? currentPart(apply, 'team');
      const proposal = given.proposal ?? currentPart(apply, 'proposal');
      try {
        const result = await loading.track(
          mutate({ variables: { id: apply.id, version: apply.application?.version ?? null, input: toInput(team, proposal) } }),
        );
        const saved = result.data?.saveInventionDraft;
        if (!saved) throw new Error('The save answered no application');
        // What was sent is on the server now: the local copies are done with.
        dropCopy(copyKey(apply.owner, apply.id, 'team'));
        dropCopy(copyKey(apply.owner, apply.id, 'proposal'));
        setConflict(null);
        if (announce) toast.show(intl.formatMessage(applyMessages.saved), 'success');
        return { saved };
      } catch (error) {
        const failure = toApplyFailure(error);
        const exists = failure.code === 'CONFLICT' && apply.id === null;
        const fallback = exists ? applyMessages.alreadyApplied : hasUploads(team, proposal) ? applyMessages.uploadFailed : applyMessages.saveFailed;
        if (failure.code === 'CONFLICT') setConflict(exists ? 'exists' : 'changed');
        if (failure.code === 'REGISTRATION_CLOSED') void apply.reloadSession();
        toast.show(
          failure.code === 'UPSTREAM_UNAVAILABLE'
            ? intl.formatMessage(applyMessages.upstreamUnavailable)
            : (failure.message ?? intl.formatMessage(fallback)),
          'error',
        );
        return { failure };
      }
    },
    [apply, intl, loading, mutate, toast],
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
export function hasUnsavedParts(apply: ApplyContextValue): boolean {
  return hasCopy(copyKey(apply.owner, apply.id, 'team')) || hasCopy(copyKey(apply.owner, apply.id, 'proposal'));
}

/** A page without a form of its own still saves what the steps left unsaved before the inactivity logout. */
export function useSaveUnsavedOnIdle(save: ReturnType<typeof useSaveApplication>['save']): void {
  const apply = useApply();
  useUnsavedWork(async () => {
    if (!hasUnsavedParts(apply)) return;
    const { saved } = await save({});
    if (!saved) throw new Error('The draft was not saved');
  });
}
