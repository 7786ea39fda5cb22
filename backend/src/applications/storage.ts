// Where applicants' files live: uploads stream into DATA_DIR/uploads-tmp and move into
// DATA_DIR/private under a random name only when their save goes through. Nothing outside the
// database's application_files rows survives a restart (on PostgreSQL, where processes share
// DATA_DIR, once it is an hour old).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileKind } from '@yip/rules';
import { applicationFiles } from '../db/schema.ts';
import type { Store } from '../db/store.ts';

export interface FileStorage {
  privateDir: string;
  tempDir: string;
}

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
export const newTempName = () => `${randomBytes(16).toString('hex')}.part`;

/** Half-received uploads: cleared at start and left out of backups. */
export const uploadsTempDir = (dataDir: string) => join(dataDir, 'uploads-tmp');

/** On PostgreSQL, how long a file in DATA_DIR no application holds may be another process's work in progress. */
export const sharedLeftoverAgeMs = 60 * 60 * 1000;

/**
 * Prepares both folders at start: left-over uploads of a stopped process are deleted, and so is
 * any private file no application holds (moved into place by a save that never committed). On
 * PostgreSQL other backend processes may be running on the same DATA_DIR, mid-upload or between
 * moving a file into place and committing its save: there only what has not changed for
 * `sharedLeftoverAgeMs` is a leftover.
 */
export async function openFileStorage(dataDir: string, store: Store, now = Date.now()): Promise<FileStorage> {
  const storage = { privateDir: join(dataDir, 'private'), tempDir: uploadsTempDir(dataDir) };
  const shared = store.engine === 'postgres';
  const removeLeftovers = (dir: string, held: ReadonlySet<string> = new Set()) => {
    for (const name of readdirSync(dir)) {
      if (held.has(name)) continue;
      const path = join(dir, name);
      // Undefined when gone meanwhile (another process's upload moved into place).
      const stats = statSync(path, { throwIfNoEntry: false });
      if (stats && (!shared || now - stats.mtimeMs >= sharedLeftoverAgeMs)) rmSync(path, { recursive: true, force: true });
    }
  };
  mkdirSync(storage.tempDir, { recursive: true });
  mkdirSync(storage.privateDir, { recursive: true });
  removeLeftovers(storage.tempDir);
  const held = new Set((await store.read.select({ name: applicationFiles.storedName }).from(applicationFiles)).map((row) => row.name));
  removeLeftovers(storage.privateDir, held);
  return storage;
}

/** Deletes files, ignoring any already gone; a failure is only a leftover the next start removes. */
export async function removeFiles(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((path) => unlink(path).catch(() => undefined)));
}

/** Moves uploads into the private folder; if one fails, the ones already moved are deleted again. */
export async function placeFiles(storage: FileStorage, moves: readonly { tempPath: string; storedName: string }[]): Promise<void> {
  const placed: string[] = [];
  try {
    for (const move of moves) {
      const target = join(storage.privateDir, move.storedName);
      await rename(move.tempPath, target);
      placed.push(target);
    }
  } catch (error) {
    await removeFiles(placed);
    throw error;
  }
}

export const privatePath = (storage: FileStorage, storedName: string) => join(storage.privateDir, storedName);
