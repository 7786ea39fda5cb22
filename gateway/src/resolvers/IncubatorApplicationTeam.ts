import type { IncubatorApplicationTeamResolvers } from '../generated/resolvers-types.ts';
import { incubatorTeamTypeFromRest } from './application-enums.ts';
import { referralsFromRest, withLeader } from './application-fields.ts';

const organisationName: NonNullable<IncubatorApplicationTeamResolvers['organisationName']> = (team) => team.organizeName ?? null;
const referrals: NonNullable<IncubatorApplicationTeamResolvers['referrals']> = (team) => referralsFromRest(team.refers);

export const IncubatorApplicationTeam: IncubatorApplicationTeamResolvers = {
  organisationName,
  organizeName: organisationName,
  type: (team) => (team.type ? incubatorTeamTypeFromRest(team.type) : null),
  referrals,
  refers: referrals,
  members: (team) => withLeader(team.members),
};
