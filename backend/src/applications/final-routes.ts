// The final round's calls under `/api/{programme}/apply` (contract § Incubator): the owner's
// `pvt/final/submit/{id}`, the managers' `pvt/raise/{id}` and `pvt/downgrade/{id}`. Another
// member's id is 404, as everywhere.
import type { FastifyInstance } from 'fastify';
import { authenticate, currentAccount } from '../auth/guard.ts';
import { forbidden } from '../errors.ts';
import { requestLanguage } from '../i18n/language.ts';
import { moveFinalRound, uploadFinalFile } from './final-round.ts';
import { mailFinalUploaded } from './notify.ts';
import { presentApplication } from './present.ts';
import type { FinalUpload } from './programme.ts';
import type { ApplicationDeps } from './routes.ts';
import { parseId } from './routes.ts';
import { ownerEmailOf } from './store.ts';

export function finalRoundRoutes(deps: ApplicationDeps, final: FinalUpload) {
  const { store, programme, signer } = deps;

  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);

    app.post<{ Params: { id: string } }>('/pvt/final/submit/:id', async (request) => {
      const account = currentAccount(request);
      if (account.role !== 'user') throw forbidden();
      const row = await uploadFinalFile(deps, final, request, account, parseId(request.params.id));
      mailFinalUploaded(app, programme, row, requestLanguage(request));
      return presentApplication(programme, row, signer, { manager: false });
    });

    for (const transition of ['raise', 'downgrade'] as const) {
      app.post<{ Params: { id: string } }>(`/pvt/${transition}/:id`, async (request) => {
        if (currentAccount(request).role !== 'manager') throw forbidden();
        const row = await moveFinalRound(store, programme, parseId(request.params.id), transition);
        return presentApplication(programme, row, signer, { manager: true, ownerEmail: await ownerEmailOf(store.read, row) });
      });
    }
  };
}
