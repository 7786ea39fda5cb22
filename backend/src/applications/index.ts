// The applications module as one Fastify plugin: the sweeps of abandoned files, signed file URLs,
// the private file route, each programme's calls, the managers' session switch and spreadsheets,
// and the drafts' deadline reminders.
import type { FastifyInstance } from 'fastify';
import { every } from '../coordination/schedule.ts';
import { exportRoutes } from './export-routes.ts';
import { finalRoundRoutes } from './final-routes.ts';
import { incubatorProgramme } from './incubator.ts';
import { inventionProgramme } from './invention.ts';
import { managerRoutes } from './manager-routes.ts';
import { privateFileRoutes } from './private-files.ts';
import { createOptOutSigner } from './reminders/opt-out.ts';
import { reminderManagerRoutes, reminderOptOutRoutes } from './reminders/routes.ts';
import { sendDueReminders } from './reminders/send.ts';
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

  const optOut = createOptOutSigner(app.config.jwtSecret);
  const reminders = { store: app.store, mailer: app.mailer, log: app.log, publicUrl: app.config.publicUrl, optOut };
  // Every few minutes by one process; a stage that fell due while none ran goes out at the first check.
  every(app, 'draft-reminders', app.config.reminderCheckMs, () => sendDueReminders(reminders, programmes));
  await app.register(reminderOptOutRoutes(app.store, optOut));
  await app.register(reminderManagerRoutes(reminders, programmes));
}
