import type { InventionTeamResolvers } from '../generated/resolvers-types.ts';

export const InventionTeam: InventionTeamResolvers = {
  id: (team) => String(team.id),
};
