// Whether the data disk (DATA_DIR) can take writes: enough free space above a margin, and a small
// write that reaches the disk. A full disk reads fine but fails every save, so `/readyz` must say
// so before a load balancer sends applicants there.
import { open, statfs, unlink } from 'node:fs/promises';

export type DiskState = { ok: true } | { ok: false; reason: 'low-space'; freeBytes: number } | { ok: false; reason: 'not-writable'; error: string };

export interface DiskCheckOptions {
  dataDir: string;
  /** The probe file: somewhere on DATA_DIR's disk that backups leave out. */
  probePath: string;
  minFreeBytes: number;
  /** Bytes free to this process on the file system holding `path` (injected by tests). */
  freeBytes?: (path: string) => Promise<number>;
  /** Writes, flushes and removes a small file at `path` (injected by tests). */
  probeWrite?: (path: string) => Promise<void>;
  /** How long one answer stands, so a busy load balancer cannot turn the check into load. */
  cacheMs?: number;
  now?: () => number;
}

/** `statfs`: blocks available to an unprivileged writer (root's reserved blocks do not count). */
const freeBytesOf = async (path: string) => {
  const stats = await statfs(path);
  return stats.bavail * stats.bsize;
};

async function writeProbe(path: string): Promise<void> {
  const handle = await open(path, 'w');
  try {
    await handle.write('ready\n');
    // Through the page cache to the device: a write that only reached memory proves nothing.
    await handle.sync();
  } finally {
    await handle.close();
    await unlink(path).catch(() => undefined);
  }
}

/** A check of the data disk that answers from its last result for `cacheMs`, and runs one at a time. */
export function createDiskCheck(options: DiskCheckOptions): () => Promise<DiskState> {
  const { dataDir, probePath, minFreeBytes, freeBytes = freeBytesOf, probeWrite = writeProbe, cacheMs = 2000, now = Date.now } = options;
  let last: { at: number; state: Promise<DiskState> } | undefined;

  async function check(): Promise<DiskState> {
    try {
      const free = await freeBytes(dataDir);
      if (free < minFreeBytes) return { ok: false, reason: 'low-space', freeBytes: free };
      await probeWrite(probePath);
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: 'not-writable', error: (error as Error).message };
    }
  }

  return () => {
    const at = now();
    // A check still running counts as fresh: concurrent probes share it.
    if (last && at - last.at < cacheMs) return last.state;
    last = { at, state: check() };
    return last.state;
  };
}
