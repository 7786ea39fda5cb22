// The applications module as one Fastify plugin: file storage, signed file URLs, the private
// file route and each programme's calls.
import type { FastifyInstance } from 'fastify';
import { inventionProgramme } from './invention.ts';
import { privateFileRoutes } from './private-files.ts';
import { applicationRoutes } from './routes.ts';
import { createUrlSigner } from './signed-urls.ts';
import { openFileStorage } from './storage.ts';

/** Programmes whose applications this module owns; the incubator joins with issue 9. */
const programmes = [inventionProgramme];

export async function applicationModule(app: FastifyInstance): Promise<void> {
  const storage = openFileStorage(app.config.dataDir, app.db);
  const signer = createUrlSigner(app.config.jwtSecret);
  await app.register(privateFileRoutes(storage, signer));
  for (const programme of programmes) {
    await app.register(applicationRoutes({ db: app.db, programme, storage, signer }), { prefix: `/api/${programme.name}/apply` });
  }
}
