import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { pageTitles, type PageKey } from '../../app/i18n/pageTitles.ts';
import { ApplyShell, readOf } from '../../components/Application/ApplyShell.tsx';
import { ApplyStepper } from '../../components/Application/ApplyStepper.tsx';
import { ApplicationSummary } from './ApplicationSummary.tsx';
import { incubatorProgramme, type IncubatorParts } from './programme.ts';
import { applySteps, routeOfPath, type ApplyRoute } from './steps.ts';
import { toInput } from './values.ts';
import {
  useIncubatorApplicationQuery,
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

const formRoutes = ['team-data', 'proposal'] as const;

/**
 * The incubator application (spec §2, §4) around its steps: the session and the application read
 * from the network on every visit (the deadline and the version must be the server's now), in the
 * shared apply shell with the five-step stepper.
 */
export default function ApplyLayout() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const params = useParams();
  const id = params.id && params.id !== 'new' ? params.id : null;
  const route = routeOfPath(pathname);

  const sessionQuery = useIncubatorApplySessionQuery({ fetchPolicy: 'network-only', context: { silentErrors: true } });
  const applicationQuery = useIncubatorApplicationQuery({
    variables: { id: id ?? '' },
    skip: id === null,
    fetchPolicy: 'network-only',
    context: { silentErrors: true },
  });
  const [saveMutation] = useSaveIncubatorDraftMutation({ context: { silentErrors: true } });
  const [submitMutation] = useSubmitIncubatorApplicationMutation({ context: { silentErrors: true } });

  const saveDraft = useCallback(
    async (appId: string | null, version: number | null, { team, proposal }: IncubatorParts) => {
      const result = await saveMutation({ variables: { id: appId, version, input: toInput(team, proposal) } });
      if (!result.data) throw new Error('The save answered no application');
      return result.data.saveIncubatorDraft;
    },
    [saveMutation],
  );
  const submit = useCallback(
    async (appId: string, idempotencyKey: string) => {
      const result = await submitMutation({ variables: { id: appId, idempotencyKey } });
      if (!result.data) throw new Error('The submit answered no application');
      return result.data.submitIncubatorApplication;
    },
    [submitMutation],
  );

  return (
    <ApplyShell
      programme={incubatorProgramme}
      id={id}
      route={route}
      formRoutes={formRoutes}
      session={readOf(sessionQuery, (data) => (data.me ? { session: data.session ?? null, owner: data.me.id } : null))}
      application={readOf(applicationQuery, (data) => data.incubatorApplication)}
      saveDraft={saveDraft}
      submit={submit}
      title={intl.formatMessage(pageTitles[route ? titles[route] : 'incubatorApply'])}
      programmeTitle={intl.formatMessage(pageTitles.incubatorApply)}
      stepper={(current, submitted) => <ApplyStepper steps={applySteps} route={current} submitted={submitted} submittedStep="information" />}
      summary={(application) => <ApplicationSummary application={application} />}
    />
  );
}
