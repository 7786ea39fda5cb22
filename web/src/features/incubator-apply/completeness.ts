// What a saved application still misses before it can be submitted ('資料未填寫完整'), checked with
// the complete rules of @yip/rules (members' ages against the session's apply end included), each
// problem named by its step and field so the confirmation page can link back to it.
import { joinReferral } from '@yip/rules';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { memberLabels, proposalLabels, teamLabels } from '../../components/Application/incubator/labels.ts';
import type { Application } from './programme.ts';
import { completeApplicationSchema } from './schema.ts';
import { applySteps } from './steps.ts';
import { proposalValues, teamValues } from './values.ts';

/** "Member 2 · E-mail" for `team.members.1.email`; the part's field label otherwise. */
export function fieldLabel(path: string, intl: IntlShape): string {
  const member = /^team\.members\.(\d+)\.(\w+)$/.exec(path);
  if (member) {
    const [, index, field] = member;
    const who = intl.formatMessage(teamLabels.member, { n: Number(index) + 1 });
    const descriptor: MessageDescriptor | undefined = memberLabels[field as keyof typeof memberLabels];
    return descriptor ? `${who} · ${intl.formatMessage(descriptor)}` : who;
  }
  const [, part, field] = /^(team|proposal)\.(\w+)/.exec(path) ?? [];
  const group: Record<string, MessageDescriptor> = part === 'team' ? teamLabels : proposalLabels;
  const descriptor = field ? group[field] : undefined;
  return descriptor ? intl.formatMessage(descriptor) : path;
}

export function routeOfField(path: string): string {
  return path.startsWith('proposal.') ? 'proposal' : 'team-data';
}

/** The application in the shape the rules read: referral options joined with their details. */
function ruleShape(application: Application) {
  const { referDetails, ...team } = teamValues(application);
  return {
    team: { ...team, refers: team.refers.map((source) => joinReferral({ source, detail: referDetails[source] })) },
    proposal: proposalValues(application),
  };
}

/** Every field the application misses or has wrong for submit, in the form's order. */
export function incompleteFields(application: Application): { path: string; message: string }[] {
  const result = completeApplicationSchema({ applyEnd: application.session.applyEnd }).safeParse(ruleShape(application));
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/**
 * The steps the stepper ticks: contact and proposal when the submit rules find nothing missing on
 * them, and every step of a submitted application.
 */
export function completeSteps(application: Application | null): ReadonlySet<string> {
  if (!application) return new Set();
  if (application.status !== 'DRAFT') return new Set(applySteps.map((step) => step.key));
  const routes = new Set(incompleteFields(application).map((problem) => routeOfField(problem.path)));
  return new Set(applySteps.filter((step) => (step.route === 'team-data' || step.route === 'proposal') && !routes.has(step.route)).map((step) => step.key));
}
