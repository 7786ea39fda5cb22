import { splitReferral } from '@yip/rules';
import type { InventionApplicationTeamResolvers, Referral } from '../generated/resolvers-types.ts';
import { referralSourceFromRest } from './application-enums.ts';

export const InventionApplicationTeam: InventionApplicationTeamResolvers = {
  previewImg: (team) => team.previewImg ?? null,
  // `previous_team:Blue Sky` → { source: PREVIOUS_TEAM, detail: 'Blue Sky' }; an option the rules
  // no longer know is left out rather than failing the whole application.
  refers: (team) =>
    (team.refers ?? []).flatMap((stored): Referral[] => {
      const referral = splitReferral(stored);
      return referral ? [{ source: referralSourceFromRest(referral.source), detail: referral.detail ?? null }] : [];
    }),
  teachers: (team) => team.teachers ?? [],
  members: (team) => (team.members ?? []).map((member, index) => ({ ...member, isLeader: index === 0 })),
};
