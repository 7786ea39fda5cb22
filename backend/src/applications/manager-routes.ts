// Managers' calls beside the applications (contract § Incubator): `{programme}/session/pvt/active/{id}`
// makes one session the programme's only active one.
import type { FastifyInstance } from 'fastify';
import { authenticate, currentAccount } from '../auth/guard.ts';
import { forbidden } from '../errors.ts';
import { getFamily } from '../resources/families.ts';
import { presentRecord } from '../resources/present.ts';
import { updateRecord } from '../resources/store.ts';
import type { Programme } from './programme.ts';
import { parseId } from './routes.ts';

export function managerRoutes(programmes: readonly Programme[]) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);
    app.addHook('preHandler', async (request) => {
      if (currentAccount(request).role !== 'manager') throw forbidden();
    });

    for (const programme of programmes) {
      const family = getFamily(programme.sessionFamily);
      app.post<{ Params: { id: string } }>(`/api/${family.name}/pvt/active/:id`, async (request) => {
        // Setting the exclusive flag clears it on the programme's other sessions in the same transaction.
        const updated = await updateRecord(app.store, family, parseId(request.params.id), (record) => ({ data: { ...record.data, active: true } }));
        return presentRecord(family, updated, 'stored');
      });
    }
  };
}
