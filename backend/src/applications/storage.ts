// Where applicants' files live: in the file store (files/file-store.ts), an upload first as a
// pending object that becomes `private/<random name>` only when its save goes through. Nothing
// that no application_files row holds survives the sweeps, at start and every hour.
import { randomBytes } from 'node:crypto';
import type { FileKind } from '@yip/rules';
import { applicationFiles } from '../db/schema.ts';
import type { Store } from '../db/store.ts';
import { privateKey, sweepFiles, type FileStore, type PendingFile } from '../files/file-store.ts';

export const privateUrlPrefix = '/files/private/';

/** A stored file's stable address, as applications hold it and `keepList` names it. */
export const privateUrl = (storedName: string) => `${privateUrlPrefix}${storedName}`;

/** The stored name inside a private url, or undefined for anything else. */
export function storedNameOf(url: string): string | undefined {
  if (!url.startsWith(privateUrlPrefix)) return undefined;
  const name = url.slice(privateUrlPrefix.length);
  return storedNamePattern.test(name) ? name : undefined;
}

/** 32 hex digits and the kind's extension: nothing else is ever served from the private folder. */
export const storedNamePattern = /^[0-9a-f]{32}\.(pdf|jpg|png)$/;

export const newStoredName = (kind: FileKind) => `${randomBytes(16).toString('hex')}.${kind}`;

/**
 * A pending upload or a placed file younger than this may belong to a save under way in some
 * process: S3 shows an object only once it is written whole, and a local file's time is its last
 * write, so this is the time from an upload's end (or a stalled write) to its save's commit.
 */
export const sweepGraceMs = 60 * 60 * 1000;

/**
 * Deletes abandoned uploads and the private files no application holds (placed by a save that
 * never committed), both when older than `graceMs`.
 */
export function sweepPrivateFiles(storage: FileStore, store: Store, graceMs: number): Promise<number> {
  return sweepFiles(storage, {
    graceMs,
    heldKeys: async () => new Set((await store.read.select({ name: applicationFiles.storedName }).from(applicationFiles)).map((row) => privateKey(row.name))),
  });
}

/**
 * The sweep at start (the hourly one runs under a lease: applications/index.ts). A local store on
 * SQLite belongs to this one process (backend.pid), so whatever it holds unheld is a leftover; a
 * bucket, or a DATA_DIR that backend processes on one PostgreSQL database share, may hold other
 * processes' uploads under way, so there only what is older than the grace goes.
 */
export function sweepAtStart(storage: FileStore, store: Store): Promise<number> {
  const ownsFiles = storage.kind === 'local' && store.engine !== 'postgres';
  return sweepPrivateFiles(storage, store, ownsFiles ? 0 : sweepGraceMs);
}

/** Deletes files, pending or stored; a failure is only a leftover the sweep removes. */
export async function removeFiles(storage: FileStore, keys: readonly string[]): Promise<void> {
  await storage.remove(keys).catch(() => undefined);
}

/** Deletes stored files by their names, after the rows that held them are gone. */
export const removeStoredFiles = (storage: FileStore, storedNames: readonly string[]) => removeFiles(storage, storedNames.map(privateKey));

/** Moves uploads into place as private files; if one fails, the ones already placed are deleted again. */
export async function placeFiles(storage: FileStore, moves: readonly { pending: PendingFile; storedName: string }[]): Promise<void> {
  const placed: string[] = [];
  try {
    for (const move of moves) {
      await storage.commit(move.pending, privateKey(move.storedName));
      placed.push(privateKey(move.storedName));
    }
  } catch (error) {
    await removeFiles(storage, placed);
    throw error;
  }
}
