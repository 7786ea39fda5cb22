import type { PrizeResolvers } from '../generated/resolvers-types.ts';
import { competitionGroupFromRest } from './content-enums.ts';

export const Prize: PrizeResolvers = {
  id: (prize) => String(prize.id),
  group: (prize) => competitionGroupFromRest(prize.group),
  description: (prize) => prize.description || null,
};
