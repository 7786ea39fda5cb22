import type { IncubatorApplicationResolvers } from '../generated/resolvers-types.ts';
import { applicationFields } from './application-fields.ts';

export const IncubatorApplication: IncubatorApplicationResolvers = {
  ...applicationFields('incubator'),
  team: (application) => application.team ?? {},
  proposal: (application) => application.proposal ?? {},
  finalFile: (application) => application.finalFile ?? null,
  finalSubmittedAt: (application) => application.finalSubmittedAt ?? null,
};
