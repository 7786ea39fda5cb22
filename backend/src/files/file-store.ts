// The one way to the files (applicants' uploads, the public images): local disk under DATA_DIR
// (local-file-store.ts, the default) or an S3-compatible bucket (s3-file-store.ts, S3_BUCKET), so
// several backend processes on several machines can share them. Code above this layer never learns
// which. A file first arrives as a pending object and becomes a stored one only when `commit`
// names it, which callers do once the row that holds it can be written: a failure anywhere leaves
// nothing but pending objects and unheld stored ones, which `sweepFiles` removes.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

export type FileStoreKind = 'local' | 's3';

/** A file received but not yet stored: `pending/<random>`. */
export interface PendingFile {
  readonly key: string;
  readonly size: number;
}

export interface StoredObject {
  readonly key: string;
  readonly size: number;
  readonly modifiedAt: Date;
}

/** An object opened for reading: its bytes as a stream nobody has read yet. */
export interface OpenedFile extends StoredObject {
  readonly stream: Readable;
}

/** What the store holds: uploads under way, applicants' files, the public images. */
export const pendingPrefix = 'pending/';
export const privatePrefix = 'private/';
export const publicPrefix = 'public/';
export type KeyPrefix = typeof pendingPrefix | typeof privatePrefix | typeof publicPrefix;

export const privateKey = (storedName: string) => `${privatePrefix}${storedName}`;
export const publicKey = (name: string) => `${publicPrefix}${name}`;
export const newPendingKey = () => `${pendingPrefix}${randomBytes(16).toString('hex')}`;

/** One plain name under a known prefix: nothing reaches outside the store's folders. */
const keyPattern = /^(pending|private|public)\/[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const isKey = (key: string) => keyPattern.test(key);

export function checkKey(key: string): string {
  if (!isKey(key)) throw new Error(`not a file store key: ${JSON.stringify(key)}`);
  return key;
}

/** Passes chunks through, counting them: both stores answer a pending file's size from what they wrote. */
export function countBytes(source: AsyncIterable<Buffer>): { chunks: AsyncGenerator<Buffer>; bytes: () => number } {
  let bytes = 0;
  async function* chunks() {
    for await (const chunk of source) {
      bytes += chunk.length;
      yield chunk;
    }
  }
  return { chunks: chunks(), bytes: () => bytes };
}

export interface FileStore {
  readonly kind: FileStoreKind;
  /**
   * Streams `source` into a new pending object. Nothing is held in memory beyond a stream's
   * buffers (on S3 the upload is spooled to disk, then sent from there). If `source` fails, or the
   * write does, it rejects with that error and leaves no object behind.
   */
  put(source: Readable): Promise<PendingFile>;
  /** Makes a pending object the stored object `key` (replacing one of that name) and drops the pending one. */
  commit(pending: PendingFile, key: string): Promise<void>;
  /** Deletes objects, pending or stored; a key already gone is no error. */
  remove(keys: readonly string[]): Promise<void>;
  /** The object `key` for reading, or undefined when there is none. */
  open(key: string): Promise<OpenedFile | undefined>;
  /** Every object under a prefix, for sweeps and backups. */
  list(prefix: KeyPrefix): AsyncIterable<StoredObject>;
  /** Readiness: the store can be reached. Throws otherwise. */
  check(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Deletes the pending objects older than `graceMs` and the private objects as old that no row
 * holds. The grace spares uploads and saves under way in any process: no save takes an hour from
 * its first byte to its commit. `heldKeys` is asked after the listing, so a file whose row
 * committed meanwhile counts as held. Answers how many objects went.
 */
export async function sweepFiles(store: FileStore, options: { graceMs: number; heldKeys: () => Set<string> | Promise<Set<string>>; now?: number }): Promise<number> {
  const cutoff = (options.now ?? Date.now()) - options.graceMs;
  const old = async (prefix: KeyPrefix) => {
    const keys: string[] = [];
    for await (const object of store.list(prefix)) if (object.modifiedAt.getTime() <= cutoff) keys.push(object.key);
    return keys;
  };
  const pending = await old(pendingPrefix);
  const stored = await old(privatePrefix);
  const held = await options.heldKeys();
  const doomed = [...pending, ...stored.filter((key) => !held.has(key))];
  await store.remove(doomed);
  return doomed.length;
}
