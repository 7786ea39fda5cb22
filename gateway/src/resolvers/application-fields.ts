// Resolvers every programme's application type shares: its own fields, its session, the referral
// sources split back into option and detail, and the members with the leader marked.
import { splitReferral } from '@yip/rules';
import type { GatewayContext } from '../context.ts';
import type { Referral } from '../generated/resolvers-types.ts';
import type { ApplicationRecord } from '../rest/application-records.ts';
import type { ProgrammeFamily } from '../rest/dto.ts';
import { gatewayError } from '../rest/errors.ts';
import { referralSourceFromRest, statusFromRest } from './application-enums.ts';

export function applicationFields(programme: ProgrammeFamily) {
  return {
    id: (application: ApplicationRecord) => String(application.id),
    session: async (application: ApplicationRecord, _args: unknown, { loaders, lang }: GatewayContext) => {
      const session = await loaders.programmeSession(programme, String(application.sessionId));
      if (!session) throw gatewayError('NOT_FOUND', lang);
      return session;
    },
    status: (application: ApplicationRecord) => statusFromRest(application.status),
    registrationNumber: (application: ApplicationRecord) => application.registrationNumber ?? null,
    submittedAt: (application: ApplicationRecord) => application.submittedAt ?? null,
  };
}

/**
 * `previous_team:Blue Sky` → { source: PREVIOUS_TEAM, detail: 'Blue Sky' }; an option the rules no
 * longer know is left out rather than failing the whole application.
 */
export const referralsFromRest = (stored: string[] | undefined): Referral[] =>
  (stored ?? []).flatMap((value): Referral[] => {
    const referral = splitReferral(value);
    return referral ? [{ source: referralSourceFromRest(referral.source), detail: referral.detail ?? null }] : [];
  });

/** The first member is the leader and main contact. */
export const withLeader = <M extends object>(members: M[] | undefined): (M & { isLeader: boolean })[] =>
  (members ?? []).map((member, index) => ({ ...member, isLeader: index === 0 }));
