// The file store on local disk, laid out as before there was object storage: `pending/` is
// DATA_DIR/uploads-tmp (left out of backups), `private/` and `public/` the folders of those names.
// A commit is a rename inside one file system, so a file is whole wherever it is seen.
import { constants } from 'node:fs';
import { access, mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkKey, countBytes, isKey, newPendingKey, type FileStore, type KeyPrefix } from './file-store.ts';

const folders: Record<KeyPrefix, string> = { 'pending/': 'uploads-tmp', 'private/': 'private', 'public/': 'public' };

/** Half-received uploads: the readiness probe writes there too, since backups never meet it. */
export const uploadsTempDir = (dataDir: string) => join(dataDir, folders['pending/']);

const isMissing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

export async function openLocalFileStore(dataDir: string): Promise<FileStore> {
  const folderOf = (prefix: KeyPrefix) => join(dataDir, folders[prefix]);
  for (const prefix of Object.keys(folders) as KeyPrefix[]) await mkdir(folderOf(prefix), { recursive: true });
  const pathOf = (key: string) => {
    const slash = checkKey(key).indexOf('/') + 1;
    return join(folderOf(key.slice(0, slash) as KeyPrefix), key.slice(slash));
  };
  const unlinkKey = (key: string) =>
    unlink(pathOf(key)).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });

  return {
    kind: 'local',

    async put(source) {
      const key = newPendingKey();
      // Opened before the first byte is read: a stream that fails at once must not find the file
      // still being created when it deletes it.
      const file = await open(pathOf(key), 'wx').catch((error: unknown) => {
        source.destroy();
        throw error;
      });
      const counted = countBytes(source);
      try {
        await pipeline(counted.chunks, file.createWriteStream());
      } catch (error) {
        await unlinkKey(key).catch(() => undefined);
        throw error;
      }
      return { key, size: counted.bytes() };
    },

    async commit(pending, key) {
      await rename(pathOf(pending.key), pathOf(key));
    },

    async remove(keys) {
      await Promise.all(keys.map(unlinkKey));
    },

    async open(key) {
      const handle = await open(pathOf(key), 'r').catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      if (!handle) return undefined;
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return undefined;
      }
      // The stream closes the handle when it ends or is destroyed.
      return { key, size: info.size, modifiedAt: info.mtime, stream: handle.createReadStream() };
    },

    async *list(prefix) {
      const folder = folderOf(prefix);
      for (const entry of await readdir(folder, { withFileTypes: true })) {
        const key = `${prefix}${entry.name}`;
        if (!entry.isFile() || !isKey(key)) continue;
        // A file removed since the listing is simply not there any more.
        const info = await stat(join(folder, entry.name)).catch(() => undefined);
        if (info) yield { key, size: info.size, modifiedAt: info.mtime };
      }
    },

    // The disk's free space and a real write are checked by `/readyz`'s disk probe (db/disk-readiness.ts).
    async check() {
      for (const prefix of Object.keys(folders) as KeyPrefix[]) await access(folderOf(prefix), constants.W_OK);
    },

    async close() {},
  };
}
