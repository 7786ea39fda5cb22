import type { IncubatorTeamResolvers } from '../generated/resolvers-types.ts';
import { issueFromRest } from './content-enums.ts';

export const IncubatorTeam: IncubatorTeamResolvers = {
  id: (team) => String(team.id),
  issue: (team) => issueFromRest(team.issue),
};
