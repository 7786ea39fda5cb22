import type { IncubatorApplicationTeamResolvers } from '../generated/resolvers-types.ts';
import { incubatorTeamTypeFromRest } from './application-enums.ts';
import { referralsFromRest, withLeader } from './application-fields.ts';

export const IncubatorApplicationTeam: IncubatorApplicationTeamResolvers = {
  type: (team) => (team.type ? incubatorTeamTypeFromRest(team.type) : null),
  refers: (team) => referralsFromRest(team.refers),
  members: (team) => withLeader(team.members),
};
