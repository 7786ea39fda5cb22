import { defineMessages } from 'react-intl';
import { pageTitles, type PageKey } from '../../app/i18n/pageTitles.ts';
import { answered, applyLayout, applyMutationOptions, applyQueryOptions } from '../../components/Application/applyLayout.tsx';
import { proposalLabels, teamLabels } from '../../components/Application/incubator/labels.ts';
import { readOf } from '../../components/Application/ApplyShell.tsx';
import { ApplicationSummary } from '../../components/Application/incubator/ApplicationSummary.tsx';
import { incubatorProgramme } from './programme.ts';
import { completeSteps } from './completeness.ts';
import { applySteps, routeOfPath, type ApplyRoute } from './steps.ts';
import { toInput } from './values.ts';
import {
  useIncubatorApplicationQuery,
  useMyIncubatorApplicationIdsQuery,
  useIncubatorApplySessionQuery,
  useSaveIncubatorDraftMutation,
  useSubmitIncubatorApplicationMutation,
} from './incubatorApply.generated.ts';

const titles: Record<ApplyRoute, PageKey> = {
  'team-data': 'incubatorApplyTeamData',
  proposal: 'incubatorApplyProposal',
  confirm: 'incubatorApplyConfirm',
  complete: 'incubatorApplyComplete',
};

// The confirmation's opening line (ConfirmPage's), drawn by the frame before the page is there.
const { confirmIntro } = defineMessages({ confirmIntro: { id: 'incubatorApply.confirm.intro' } });

/** The incubator application around its five steps (spec §2). */
export default applyLayout({
  programme: incubatorProgramme,
  routeOfPath,
  formRoutes: ['team-data', 'proposal'],
  title: (route) => pageTitles[route ? titles[route as ApplyRoute] : 'incubatorApply'],
  submittedTitle: pageTitles.incubatorApplySubmitted,
  intro: (route) => (route === 'team-data' ? teamLabels.intro : route === 'proposal' ? proposalLabels.intro : route === 'confirm' ? confirmIntro : null),
  steps: applySteps,
  completeSteps,
  summary: (application) => <ApplicationSummary application={application} />,
  useReads: (id, own, skip) => ({
    session: readOf(useIncubatorApplySessionQuery({ ...applyQueryOptions, skip }), (data) => (data.me ? { session: data.session ?? null, owner: data.me.id } : null)),
    application: readOf(useIncubatorApplicationQuery({ ...applyQueryOptions, variables: { id: id ?? '' }, skip: skip || id === null }), (data) => data.myIncubatorApplication),
    own: readOf(useMyIncubatorApplicationIdsQuery({ ...applyQueryOptions, skip: skip || !own }), (data) => data.myIncubatorApplications),
  }),
  useActions: () => {
    const [save] = useSaveIncubatorDraftMutation(applyMutationOptions);
    const [submit] = useSubmitIncubatorApplicationMutation(applyMutationOptions);
    return {
      saveDraft: (id, version, { team, proposal }) => save({ variables: { input: { id, version, ...toInput(team, proposal) } } }).then((r) => answered(r.data?.saveIncubatorApplicationDraft)),
      submit: (id, idempotencyKey) => submit({ variables: { id, idempotencyKey } }).then((r) => answered(r.data?.submitIncubatorApplication)),
    };
  },
});
