// What a saved application still misses before it can be submitted ('資料未填寫完整'), checked with
// the complete rules of @yip/rules, each problem named by its step and field so the confirmation
// page can link back to it.
import { joinReferral, type ReferralSource } from '@yip/rules';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { Application } from './programme.ts';
import { personLabels, proposalLabels, teamLabels } from '../../components/Application/invention/labels.ts';
import { completeApplicationSchema } from './schema.ts';
import { applySteps } from './steps.ts';
import { hasAgreed } from './terms.ts';
import { proposalValues, teamValues } from './values.ts';

/** "Member 2 · E-mail" for `team.members.1.email`; the part's field label otherwise. */
export function fieldLabel(path: string, intl: IntlShape): string {
  const person = /^team\.(teachers|members)\.(\d+)\.(\w+)$/.exec(path);
  if (person) {
    const [, list, index, field] = person;
    const who = intl.formatMessage(list === 'teachers' ? teamLabels.teacher : teamLabels.member, { n: Number(index) + 1 });
    const key = list === 'members' && field === 'phone' ? 'mobile' : field;
    const descriptor: MessageDescriptor | undefined = personLabels[key as keyof typeof personLabels];
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
  const team = teamValues(application);
  const { referDetails, ...rest } = team;
  const details = referDetails as Partial<Record<ReferralSource, string>>;
  return {
    team: { ...rest, refers: team.refers.map((source) => joinReferral({ source, detail: details[source] })) },
    proposal: proposalValues(application),
  };
}

/** Every field the application misses or has wrong for submit, in the form's order. */
export function incompleteFields(application: Application): { path: string; message: string }[] {
  const result = completeApplicationSchema().safeParse(ruleShape(application));
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/**
 * The steps the stepper ticks: team and proposal when the submit rules find nothing missing on
 * them, the terms and the attention notes once agreed to, and every step of a submitted application.
 */
export function completeSteps(application: Application | null, owner: string): ReadonlySet<string> {
  if (!application) return new Set();
  if (application.status !== 'DRAFT') return new Set(applySteps.map((step) => step.key));
  const routes = new Set(incompleteFields(application).map((problem) => routeOfField(problem.path)));
  const done = (route: string) => (route === 'terms' ? hasAgreed(owner, application.id) : (route === 'team-data' || route === 'proposal') && !routes.has(route));
  return new Set(applySteps.filter((step) => done(step.route)).map((step) => step.key));
}
