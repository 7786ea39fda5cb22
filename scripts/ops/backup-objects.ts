// A bucket's files in a backup, when the backend keeps them in object storage (S3_BUCKET): the
// objects under `private/` and `public/` are copied into the backup folder under their keys, the
// same paths as the local store's folders in DATA_DIR, so SHA256SUMS covers them and a backup
// restores into either store. Uploads under way (`pending/`) are left out, as `uploads-tmp/` is.
import { createReadStream, createWriteStream, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ConfigError, s3FromEnv, type S3Settings } from '../../backend/src/config.ts';
import { privatePrefix, publicPrefix, type FileStore } from '../../backend/src/files/file-store.ts';
import { openS3FileStore } from '../../backend/src/files/s3-file-store.ts';
import { sha256Of } from './backup-files.ts';

const prefixes = [privatePrefix, publicPrefix] as const;

/** The folders of DATA_DIR that a bucket replaces: with one, what is left in them is not the data. */
export const storeFolders = prefixes.map((prefix) => prefix.slice(0, -1));

/** A backup file that is an object of the bucket. */
export const isObjectPath = (file: string) => prefixes.some((prefix) => file.startsWith(prefix));

export interface Bucket {
  name: string;
  store: FileStore;
}

/** The bucket the S3_* variables name, opened; undefined when the files stay under DATA_DIR. Exits on bad settings. */
export async function bucketFromEnv(): Promise<Bucket | undefined> {
  let settings: S3Settings | undefined;
  try {
    settings = s3FromEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return process.exit(1);
  }
  if (!settings) return undefined;
  // Unreachable, or no such bucket: the message names it.
  const { bucket: name } = settings;
  return openS3FileStore(settings).then(
    (store) => ({ name, store }),
    (error: unknown) => {
      console.error((error as Error).message);
      return process.exit(1);
    },
  );
}

/** Copies the objects `wanted` takes into `folder`, each under its key, checking its length; answers their keys. */
export async function downloadObjects(bucket: FileStore, folder: string, wanted: (key: string) => boolean = () => true): Promise<string[]> {
  const keys: string[] = [];
  for (const prefix of prefixes) {
    for await (const object of bucket.list(prefix)) {
      if (!wanted(object.key)) continue;
      const opened = await bucket.open(object.key);
      // Deleted since the listing: a file no application holds any more.
      if (!opened) continue;
      const target = join(folder, object.key);
      mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
      await pipeline(opened.stream, createWriteStream(target, { mode: 0o600 }));
      const copied = statSync(target).size;
      if (copied !== opened.size) throw new Error(`${object.key}: ${copied} bytes copied, the bucket holds ${opened.size}`);
      keys.push(object.key);
    }
  }
  return keys.sort();
}

/** Puts backup files back as objects, then reads each one back: answers the keys whose SHA-256 is not the backup's. */
export async function uploadObjects(bucket: FileStore, folder: string, sums: ReadonlyMap<string, string>): Promise<string[]> {
  const keys = [...sums.keys()].filter(isObjectPath);
  for (const key of keys) await bucket.commit(await bucket.put(createReadStream(join(folder, key))), key);
  const problems: string[] = [];
  for (const key of keys) {
    const opened = await bucket.open(key);
    if (!opened) problems.push(`${key}: missing from the bucket`);
    else if ((await sha256Of(opened.stream)) !== sums.get(key)) problems.push(`${key}: checksum differs`);
  }
  return problems;
}
