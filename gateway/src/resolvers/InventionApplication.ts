import type { InventionApplicationResolvers } from '../generated/resolvers-types.ts';
import { gatewayError } from '../rest/errors.ts';
import { statusFromRest } from './application-enums.ts';

export const InventionApplication: InventionApplicationResolvers = {
  id: (application) => String(application.id),
  session: async (application, _args, { loaders, lang }) => {
    const session = await loaders.programmeSession('invention', String(application.sessionId));
    if (!session) throw gatewayError('NOT_FOUND', lang);
    return session;
  },
  status: (application) => statusFromRest(application.status),
  registrationNumber: (application) => application.registrationNumber ?? null,
  submittedAt: (application) => application.submittedAt ?? null,
  team: (application) => application.team ?? {},
  proposal: (application) => application.proposal ?? {},
};
