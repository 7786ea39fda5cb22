// Backups when the files live in a bucket (issue 19): `npm run backup` copies the bucket's objects
// beside the database, listed in SHA256SUMS; `npm run restore` puts them into a bucket, reads each
// one back against its checksum, and sets aside what that bucket held that the backup lacks.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingPrefix, privateKey, privatePrefix, publicPrefix, type FileStore } from '../../backend/src/files/file-store.ts';
import { openS3FileStore } from '../../backend/src/files/s3-file-store.ts';
import { completeData, completeFiles, memberMaker, save, storedName, type ApplicationAnswer } from '../../backend/src/testing/applications.ts';
import { startTestApp, type TestApp } from '../../backend/src/testing/harness.ts';
import { startTestBucket, type TestBucket } from '../../backend/src/testing/s3rver.ts';
import { readChecksums } from '../../scripts/ops/backup-files.ts';
import { repoRoot } from '../support/stack.ts';

const runFile = promisify(execFile);

/** `npm run backup` / `npm run restore` as an operator runs them, without blocking the s3rver of this process. */
async function ops(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await runFile(process.execPath, ['--import', 'tsx', `scripts/ops/${script}.ts`, ...args], { cwd: repoRoot, env: { ...process.env, ...env } });
    return { status: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { status: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const put = async (store: FileStore, key: string, text: string) => store.commit(await store.put(Readable.from([Buffer.from(text)])), key);

async function objectsOf(store: FileStore): Promise<Map<string, string>> {
  const objects = new Map<string, string>();
  for (const prefix of [pendingPrefix, privatePrefix, publicPrefix] as const) {
    for await (const object of store.list(prefix)) {
      const opened = await store.open(object.key);
      objects.set(object.key, sha(Buffer.concat((await opened?.stream.toArray()) ?? [])));
    }
  }
  return objects;
}

describe('backup and restore with the files in a bucket', () => {
  let source: TestBucket;
  let target: TestBucket | undefined;
  let ctx: TestApp;
  let created: ApplicationAnswer;
  const backups = mkdtempSync(join(tmpdir(), 'yip-bucket-backups-'));

  beforeAll(async () => {
    source = await startTestBucket();
    ctx = await startTestApp(source.env);
    created = (await save(ctx.app, await memberMaker(() => ctx.app, 'backed.up')(), { data: completeData(), files: completeFiles() })).json<ApplicationAnswer>();
    // An upload under way is no file of the backup.
    await ctx.app.fileStore.put(Readable.from([Buffer.from('%PDF-1.4 half')]));
  });
  afterAll(async () => {
    await ctx?.close();
    await source?.close();
    await target?.close();
  });

  it('copies every object but uploads under way, and restores them into another bucket, read back identical', async () => {
    const made = await ops('backup', ['--data-dir', ctx.config.dataDir, '--to', backups], source.env);
    expect(made.status, made.output).toBe(0);
    expect(made.output).toMatch(/of them from the bucket/);
    const backup = join(backups, readdirSync(backups)[0] ?? '');
    const sums = readChecksums(backup);
    const inBucket = await objectsOf(ctx.app.fileStore);
    const stored = [...inBucket].filter(([key]) => !key.startsWith(pendingPrefix));
    expect(stored.length).toBeGreaterThan(30);
    expect(sums.get(privateKey(storedName(created.proposal.pdfFile)))).toBeDefined();
    for (const [key, hash] of stored) expect([key, sums.get(key)]).toEqual([key, hash]);
    expect([...sums.keys()].filter((file) => file.startsWith(pendingPrefix))).toEqual([]);
    expect(sums.has('portal.sqlite')).toBe(true);

    target = await startTestBucket();
    const other = await openS3FileStore(target.settings);
    const stray = privateKey('ffffffffffffffffffffffffffffffff.pdf');
    await put(other, stray, '%PDF-1.4 held by no restored row');
    const fresh = mkdtempSync(join(tmpdir(), 'yip-bucket-restored-'));
    const restored = await ops('restore', [backup, '--data-dir', fresh], target.env);
    expect(restored.status, restored.output).toBe(0);
    expect(restored.output).toMatch(/1 objects of the bucket yip-test that the backup lacks were set aside/);

    expect(await objectsOf(other)).toEqual(new Map(stored));
    await other.close();
    const [aside = ''] = readdirSync(fresh).filter((name) => name.startsWith('pre-restore-'));
    expect(readFileSync(join(fresh, aside, stray), 'utf8')).toBe('%PDF-1.4 held by no restored row');
    // The database and the secret come back into DATA_DIR, the files only into the bucket.
    expect(sha(readFileSync(join(fresh, 'portal.sqlite')))).toBe(sums.get('portal.sqlite'));
    expect(existsSync(join(fresh, 'private')) || existsSync(join(fresh, 'public'))).toBe(false);
  });

  it('refuses a bucket it cannot reach, naming it', async () => {
    const made = await ops('backup', ['--data-dir', ctx.config.dataDir, '--to', backups], { ...source.env, S3_BUCKET: 'no-such-bucket' });
    expect(made.status).toBe(1);
    expect(made.output).toMatch(/The bucket no-such-bucket \(S3_BUCKET\) at http:\/\/127\.0\.0\.1:\d+ cannot be reached/);
  });
});
