import type { InventionApplicationTeamResolvers } from '../generated/resolvers-types.ts';
import { referralsFromRest, withLeader } from './application-fields.ts';

export const InventionApplicationTeam: InventionApplicationTeamResolvers = {
  previewImg: (team) => team.previewImg ?? null,
  refers: (team) => referralsFromRest(team.refers),
  teachers: (team) => team.teachers ?? [],
  members: (team) => withLeader(team.members),
};
