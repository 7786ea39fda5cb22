// The incubator application's five steps (spec §2) over its four routes: the confirm page carries
// the confirmation and, once submitted, the registration data.
import { defineMessages } from 'react-intl';
import { localPath, type Lang } from '../../app/paths.ts';

export const stepMessages = defineMessages({
  contact: { id: 'incubatorApply.steps.contact' },
  proposal: { id: 'incubatorApply.steps.proposal' },
  confirmation: { id: 'incubatorApply.steps.confirmation' },
  information: { id: 'incubatorApply.steps.information' },
  success: { id: 'incubatorApply.steps.success' },
});

export type ApplyRoute = 'team-data' | 'proposal' | 'confirm' | 'complete';

export const applySteps = [
  { key: 'contact', route: 'team-data', label: stepMessages.contact },
  { key: 'proposal', route: 'proposal', label: stepMessages.proposal },
  { key: 'confirmation', route: 'confirm', label: stepMessages.confirmation },
  { key: 'information', route: 'confirm', label: stepMessages.information },
  { key: 'success', route: 'complete', label: stepMessages.success },
] as const satisfies readonly { key: string; route: ApplyRoute; label: unknown }[];

/** The route of the current URL (`/en/incubator-apply/proposal/7` → `proposal`), or null on the index. */
export function routeOfPath(pathname: string): ApplyRoute | null {
  const segment = /\/incubator-apply\/([^/]+)\//.exec(pathname)?.[1];
  return applySteps.some((s) => s.route === segment) ? (segment as ApplyRoute) : null;
}

/** `/{lang}/incubator-apply/{route}/{id}`; a new application's id is the word `new` (spec §2). */
export function applyPath(lang: Lang, route: string, id: string | null): string {
  return localPath(lang, 'incubator-apply', route, id ?? 'new');
}
