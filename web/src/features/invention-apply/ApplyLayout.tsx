import { defineMessages } from 'react-intl';
import { pageTitles, type PageKey } from '../../app/i18n/pageTitles.ts';
import { answered, applyLayout, applyMutationOptions, applyQueryOptions } from '../../components/Application/applyLayout.tsx';
import { proposalLabels, teamLabels } from '../../components/Application/invention/labels.ts';
import { readOf } from '../../components/Application/ApplyShell.tsx';
import { ApplicationSummary } from '../../components/Application/invention/ApplicationSummary.tsx';
import { inventionProgramme } from './programme.ts';
import { completeSteps } from './completeness.ts';
import { applySteps, routeOfPath, type ApplyRoute } from './steps.ts';
import { toInput } from './values.ts';
import {
  useInventionApplicationQuery,
  useMyInventionApplicationIdsQuery,
  useInventionApplySessionQuery,
  useSaveInventionDraftMutation,
  useSubmitInventionApplicationMutation,
} from './inventionApply.generated.ts';

const titles: Record<ApplyRoute, PageKey> = {
  'team-data': 'inventionApplyTeamData',
  proposal: 'inventionApplyProposal',
  terms: 'inventionApplyTerms',
  confirm: 'inventionApplyConfirm',
  complete: 'inventionApplyComplete',
};

// The confirmation's opening line (ConfirmPage's), drawn by the frame before the page is there.
const { confirmIntro } = defineMessages({ confirmIntro: { id: 'inventionApply.confirm.intro' } });

/** The competition application around its seven steps (spec §2). */
export default applyLayout({
  programme: inventionProgramme,
  routeOfPath,
  formRoutes: ['team-data', 'proposal', 'terms'],
  title: (route) => pageTitles[route ? titles[route as ApplyRoute] : 'inventionApply'],
  submittedTitle: pageTitles.inventionApplySubmitted,
  intro: (route) => (route === 'team-data' ? teamLabels.intro : route === 'proposal' ? proposalLabels.intro : route === 'confirm' ? confirmIntro : null),
  steps: applySteps,
  completeSteps,
  summary: (application) => <ApplicationSummary application={application} />,
  useReads: (id, own, skip) => ({
    session: readOf(useInventionApplySessionQuery({ ...applyQueryOptions, skip }), (data) => (data.me ? { session: data.session ?? null, owner: data.me.id } : null)),
    application: readOf(useInventionApplicationQuery({ ...applyQueryOptions, variables: { id: id ?? '' }, skip: skip || id === null }), (data) => data.myInventionApplication),
    own: readOf(useMyInventionApplicationIdsQuery({ ...applyQueryOptions, skip: skip || !own }), (data) => data.myInventionApplications),
  }),
  useActions: () => {
    const [save] = useSaveInventionDraftMutation(applyMutationOptions);
    const [submit] = useSubmitInventionApplicationMutation(applyMutationOptions);
    return {
      saveDraft: (id, version, { team, proposal }) => save({ variables: { input: { id, version, ...toInput(team, proposal) } } }).then((r) => answered(r.data?.saveInventionApplicationDraft)),
      submit: (id, idempotencyKey) => submit({ variables: { id, idempotencyKey } }).then((r) => answered(r.data?.submitInventionApplication)),
    };
  },
});
