// The applications module as one Fastify plugin: the sweeps of abandoned files, signed file URLs,
// the private file route, each programme's calls, the managers' session switch, and the spreadsheets.
import type { FastifyInstance } from 'fastify';
import { every } from '../coordination/schedule.ts';
import { exportRoutes } from './export-routes.ts';
import { finalRoundRoutes } from './final-routes.ts';
import { incubatorProgramme } from './incubator.ts';
import { inventionProgramme } from './invention.ts';
import { managerRoutes } from './manager-routes.ts';
import { privateFileRoutes } from './private-files.ts';
import { applicationRoutes } from './routes.ts';
import { createUrlSigner } from './signed-urls.ts';
import { sweepAtStart, sweepGraceMs, sweepPrivateFiles } from './storage.ts';

/** Programmes whose applications this module owns. */
const programmes = [inventionProgramme, incubatorProgramme];

export async function applicationModule(app: FastifyInstance): Promise<void> {
  const storage = app.fileStore;
  await sweepAtStart(storage, app.store);
  // Then every hour, by one backend process at a time.
  every(app, 'file-sweep', sweepGraceMs, async () => {
    await sweepPrivateFiles(storage, app.store, sweepGraceMs);
  });
  const signer = createUrlSigner(app.config.jwtSecret);
  await app.register(privateFileRoutes(storage, signer));
  for (const programme of programmes) {
    const deps = { store: app.store, programme, storage, signer };
    await app.register(applicationRoutes(deps), { prefix: `/api/${programme.name}/apply` });
    if (programme.finalUpload) await app.register(finalRoundRoutes(deps, programme.finalUpload), { prefix: `/api/${programme.name}/apply` });
  }
  await app.register(managerRoutes(programmes));
  await app.register(exportRoutes(programmes));
}
