// Referral sources (spec §3, DESIGN §4): stored as strings in `refers`; an option with a typed
// suffix is stored as `option:suffix` and split back into two fields on load.
import { z } from 'zod';
import { text } from './fields.ts';
import { ruleMessage } from './messages.ts';

export const referralSources = [
  'website',
  'facebook',
  'instagram',
  'line',
  'school',
  'teacher',
  'friend',
  'previous_team',
  'recommender',
  'media',
  'other',
] as const;
export type ReferralSource = (typeof referralSources)[number];

/** Options that carry a typed suffix: a previous team's name, a recommender's name, a media platform, other text. */
export const referralSourcesWithDetail: readonly ReferralSource[] = ['previous_team', 'recommender', 'media', 'other'];

/** The competition offers every option but the media platform, which the incubator adds. */
export const competitionReferralSources = referralSources.filter((s) => s !== 'media');
export const incubatorReferralSources = referralSources;

export const referralDetailMax = 50;

export interface Referral {
  source: ReferralSource;
  detail?: string;
}

/** `previous_team:Blue Sky` → `{ source: 'previous_team', detail: 'Blue Sky' }`; an unknown option → null. */
export function splitReferral(stored: string): Referral | null {
  const colon = stored.indexOf(':');
  const source = (colon === -1 ? stored : stored.slice(0, colon)) as ReferralSource;
  if (!referralSources.includes(source)) return null;
  if (!referralSourcesWithDetail.includes(source)) return { source };
  return { source, detail: colon === -1 ? '' : stored.slice(colon + 1) };
}

export function joinReferral(referral: Referral): string {
  return referralSourcesWithDetail.includes(referral.source) ? `${referral.source}:${referral.detail ?? ''}` : referral.source;
}

/**
 * One stored referral string of the given options: an option with a suffix needs its detail
 * (`validation.required`), one without takes none.
 */
export const storedReferral = (options: readonly ReferralSource[]) =>
  z.string({ error: ruleMessage.required }).superRefine((stored, ctx) => {
    const referral = splitReferral(stored);
    if (!referral || !options.includes(referral.source)) {
      ctx.addIssue({ code: 'custom', message: ruleMessage.option });
      return;
    }
    if (referral.detail !== undefined) {
      const detail = text(referralDetailMax).safeParse(referral.detail);
      if (!detail.success) ctx.addIssue({ code: 'custom', message: detail.error.issues[0]?.message ?? ruleMessage.required });
    } else if (stored.includes(':')) {
      ctx.addIssue({ code: 'custom', message: ruleMessage.option });
    }
  });
