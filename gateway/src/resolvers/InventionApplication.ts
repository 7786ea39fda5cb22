import type { InventionApplicationResolvers } from '../generated/resolvers-types.ts';
import { applicationFields } from './application-fields.ts';

export const InventionApplication: InventionApplicationResolvers = {
  ...applicationFields('invention'),
  team: (application) => application.team ?? {},
  proposal: (application) => application.proposal ?? {},
};
