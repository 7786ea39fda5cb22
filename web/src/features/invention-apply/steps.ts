// The competition application's seven steps (spec §2) over its five routes: the terms page carries
// the terms and the attention notes, the confirm page the confirmation and the registration
// information.
import { defineMessages } from 'react-intl';
import { localPath, type Lang } from '../../app/paths.ts';

export const stepMessages = defineMessages({
  team: { id: 'inventionApply.steps.team' },
  proposal: { id: 'inventionApply.steps.proposal' },
  terms: { id: 'inventionApply.steps.terms' },
  attention: { id: 'inventionApply.steps.attention' },
  confirmation: { id: 'inventionApply.steps.confirmation' },
  information: { id: 'inventionApply.steps.information' },
  success: { id: 'inventionApply.steps.success' },
});

export type ApplyRoute = 'team-data' | 'proposal' | 'terms' | 'confirm' | 'complete';

export const applySteps = [
  { key: 'team', route: 'team-data', label: stepMessages.team },
  { key: 'proposal', route: 'proposal', label: stepMessages.proposal },
  { key: 'terms', route: 'terms', label: stepMessages.terms },
  { key: 'attention', route: 'terms', label: stepMessages.attention },
  { key: 'confirmation', route: 'confirm', label: stepMessages.confirmation },
  { key: 'information', route: 'confirm', label: stepMessages.information },
  { key: 'success', route: 'complete', label: stepMessages.success },
] as const satisfies readonly { key: string; route: ApplyRoute; label: unknown }[];

/** The route of the current URL (`/en/invention-apply/proposal/7` → `proposal`), or null on the index. */
export function routeOfPath(pathname: string): ApplyRoute | null {
  const segment = /\/invention-apply\/([^/]+)\//.exec(pathname)?.[1];
  return applySteps.some((s) => s.route === segment) ? (segment as ApplyRoute) : null;
}

/** `/{lang}/invention-apply/{route}/{id}`; a new application's id is the word `new` (spec §2). */
export function applyPath(lang: Lang, route: string, id: string | null): string {
  return localPath(lang, 'invention-apply', route, id ?? 'new');
}

/** The route before and after each editable one (Previous / Next). */
export const neighbours: Record<'team-data' | 'proposal' | 'terms', { previous: ApplyRoute | null; next: ApplyRoute }> = {
  'team-data': { previous: null, next: 'proposal' },
  proposal: { previous: 'team-data', next: 'terms' },
  terms: { previous: 'proposal', next: 'confirm' },
};
