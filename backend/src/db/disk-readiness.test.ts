import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStartTimeout, startTestApp } from '../testing/harness.ts';
import { createDiskCheck } from './disk-readiness.ts';

const MB = 1024 * 1024;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A disk check on fake functions: `free` bytes free, a probe write that fails when `writeFails`. */
function fakeDisk(options: { free: number; writeFails?: boolean }) {
  const disk = { ...options, clock: 0 };
  const freeBytes = vi.fn(async () => disk.free);
  const probeWrite = vi.fn(async () => {
    if (disk.writeFails) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  });
  const check = createDiskCheck({ dataDir: '/data', probePath: '/data/uploads-tmp/.ready-probe', minFreeBytes: 200 * MB, freeBytes, probeWrite, cacheMs: 2000, now: () => disk.clock });
  return { disk, check, freeBytes, probeWrite };
}

describe('the data disk check', () => {
  it('is ready with enough free space and a write that reaches the disk', async () => {
    const { check, probeWrite } = fakeDisk({ free: 200 * MB });
    expect(await check()).toEqual({ ok: true });
    expect(probeWrite).toHaveBeenCalledWith('/data/uploads-tmp/.ready-probe');
  });

  it('is not ready under the margin, without trying a write', async () => {
    const { check, probeWrite } = fakeDisk({ free: 200 * MB - 1 });
    expect(await check()).toEqual({ ok: false, reason: 'low-space', freeBytes: 200 * MB - 1 });
    expect(probeWrite).not.toHaveBeenCalled();
  });

  it('is not ready when the write fails, nor when free space cannot be read', async () => {
    expect(await fakeDisk({ free: 10_000 * MB, writeFails: true }).check()).toMatchObject({ ok: false, reason: 'not-writable', error: expect.stringMatching(/ENOSPC/) });
    const unreadable = createDiskCheck({ dataDir: '/data', probePath: '/data/p', minFreeBytes: 0, freeBytes: () => Promise.reject(new Error('EIO')), probeWrite: async () => undefined });
    expect(await unreadable()).toMatchObject({ ok: false, reason: 'not-writable' });
  });

  it('answers from one check for two seconds, shared by concurrent callers, then looks again', async () => {
    const { disk, check, freeBytes } = fakeDisk({ free: 500 * MB });
    await Promise.all([check(), check(), check()]);
    disk.clock = 1999;
    disk.free = 0;
    expect(await check()).toEqual({ ok: true });
    expect(freeBytes).toHaveBeenCalledTimes(1);
    disk.clock = 2000;
    expect(await check()).toMatchObject({ ok: false, reason: 'low-space' });
    expect(freeBytes).toHaveBeenCalledTimes(2);
  });

  it('on a real folder: reads statfs, writes the probe and leaves nothing behind', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'yip-disk-'));
    dirs.push(dataDir);
    const probePath = join(dataDir, '.ready-probe');
    expect(await createDiskCheck({ dataDir, probePath, minFreeBytes: 1 })()).toEqual({ ok: true });
    expect(existsSync(probePath)).toBe(false);
    expect(await createDiskCheck({ dataDir, probePath, minFreeBytes: Number.MAX_SAFE_INTEGER })()).toMatchObject({ ok: false, reason: 'low-space' });
    expect(await createDiskCheck({ dataDir, probePath: join(dataDir, 'missing', '.ready-probe'), minFreeBytes: 0 })()).toMatchObject({ ok: false, reason: 'not-writable' });
  });
});

describe('GET /readyz', () => {
  it('answers 503 when READY_MIN_FREE_MB is more than the disk has free', { timeout: appStartTimeout }, async () => {
    const cramped = await startTestApp({ READY_MIN_FREE_MB: '1000000' });
    try {
      const answer = await cramped.app.inject({ method: 'GET', url: '/readyz' });
      expect([answer.statusCode, answer.json().code]).toEqual([503, 'INTERNAL_SERVER_ERROR']);
    } finally {
      await cramped.close();
    }
  });
});
