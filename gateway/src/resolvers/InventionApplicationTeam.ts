import type { InventionApplicationTeamResolvers } from '../generated/resolvers-types.ts';
import { referralsFromRest, withLeader } from './application-fields.ts';

const photo: NonNullable<InventionApplicationTeamResolvers['photo']> = (team) => team.previewImg ?? null;
const referrals: NonNullable<InventionApplicationTeamResolvers['referrals']> = (team) => referralsFromRest(team.refers);

export const InventionApplicationTeam: InventionApplicationTeamResolvers = {
  photo,
  previewImg: photo,
  referrals,
  refers: referrals,
  teachers: (team) => team.teachers ?? [],
  members: (team) => withLeader(team.members),
};
