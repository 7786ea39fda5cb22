import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';
import type { FileStore } from '../files/file-store.ts';
import type { DiskState } from './disk-readiness.ts';
import { isCorruption } from './errors.ts';
import type { Store } from './store.ts';

/**
 * `GET /healthz`: 200 while the process answers and its database answers (`store.ping()`), whatever
 * the state of the data (a damaged table fails only `/readyz`).
 * `GET /readyz`: 200 while the database can be read and the data disk can take writes, 503
 * otherwise. It reads the schema and the first row of every table (their root pages), and stays
 * 503 once any request has met a damaged page (SQLITE_CORRUPT) until the process restarts on a
 * sound file; the disk is asked through `diskState` (free space above READY_MIN_FREE_MB, a probe
 * write), and the file store through its `check` (a bucket: HeadBucket). The gateway's own
 * `/readyz` asks this one.
 */
export function registerHealth(app: FastifyInstance, store: Store, diskState: () => Promise<DiskState>, files: Pick<FileStore, 'check'>): void {
  let corruptionSeen = false;
  let diskWasOk = true;
  let filesWereOk = true;
  app.addHook('onError', async (request, _reply, error) => {
    if (!isCorruption(error)) return;
    if (!corruptionSeen) request.log.fatal('the database is damaged: /readyz now fails; restore the latest backup (README: "Backup and restore")');
    corruptionSeen = true;
  });

  app.get('/healthz', async () => {
    try {
      await store.ping();
    } catch {
      throw new ApiError(503, 'INTERNAL_SERVER_ERROR', 'unavailable');
    }
    return { status: 'ok' };
  });

  app.get('/readyz', async () => {
    if (corruptionSeen) throw new ApiError(503, 'INTERNAL_SERVER_ERROR', 'unavailable');
    try {
      await store.check();
    } catch (error) {
      if (isCorruption(error)) corruptionSeen = true;
      throw new ApiError(503, 'INTERNAL_SERVER_ERROR', 'unavailable');
    }
    const disk = await diskState();
    // Logged when the state changes, not on every probe of the load balancer.
    if (disk.ok !== diskWasOk) {
      if (disk.ok) app.log.info('the data disk takes writes again: /readyz answers 200');
      else app.log.error({ disk }, 'the data disk cannot take writes (free space under READY_MIN_FREE_MB, or a write failed): /readyz answers 503');
      diskWasOk = disk.ok;
    }
    if (!disk.ok) throw new ApiError(503, 'INTERNAL_SERVER_ERROR', 'unavailable');
    const filesError = await files.check().then(() => undefined, (error: unknown) => error as Error);
    if (!filesError !== filesWereOk) {
      if (filesError) app.log.error({ err: filesError }, 'the file store cannot be reached: /readyz answers 503');
      else app.log.info('the file store answers again: /readyz answers 200');
      filesWereOk = !filesError;
    }
    if (filesError) throw new ApiError(503, 'INTERNAL_SERVER_ERROR', 'unavailable');
    return { status: 'ok' };
  });
}
