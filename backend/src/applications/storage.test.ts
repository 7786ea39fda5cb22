// The sweeps of applicants' files as the backend runs them, and /readyz asking the file store. Run
// on DATA_DIR's disk (unit, unit-pg) and on a bucket (unit-s3).
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateKey } from '../files/file-store.ts';
import { completeData, completeFiles, memberMaker, save, storedFiles, storedName, type ApplicationAnswer } from '../testing/applications.ts';
import { call, startTestApp, type TestApp } from '../testing/harness.ts';
import { sweepAtStart, sweepPrivateFiles } from './storage.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const newMember = memberMaker(() => ctx.app, 'sweeper');

describe('the sweep of abandoned files', () => {
  it('takes pending uploads and files no application holds, at start at once from a local store on SQLite, from a shared one only once old', async () => {
    const created = (await save(ctx.app, await newMember(), { data: completeData(), files: completeFiles() })).json<ApplicationAnswer>();
    const held = (await storedFiles(ctx.app)).private;
    expect(held).toContain(storedName(created.proposal.pdfFile));
    const store = ctx.app.fileStore;
    const abandoned = await store.put(Readable.from([Buffer.from('%PDF-1.4 cut off')]));
    await store.commit(await store.put(Readable.from([Buffer.from('%PDF-1.4 never committed')])), privateKey('0123456789abcdef0123456789abcdef.pdf'));

    await sweepAtStart(store, ctx.app.store);
    const leftovers = { private: [...held, '0123456789abcdef0123456789abcdef.pdf'].sort(), temp: [abandoned.key.slice('pending/'.length)] };
    // Another process's upload may be under way in a bucket or a DATA_DIR shared on PostgreSQL: young files stay there.
    const shared = store.kind !== 'local' || ctx.app.store.engine === 'postgres';
    expect(await storedFiles(ctx.app)).toEqual(shared ? leftovers : { private: held, temp: [] });

    // Without a grace, whatever no row holds goes, on either store.
    await sweepPrivateFiles(store, ctx.app.store, 0);
    expect(await storedFiles(ctx.app)).toEqual({ private: held, temp: [] });
    const download = await call(ctx.app, { method: 'GET', url: created.proposal.pdfFile?.downloadUrl ?? '' });
    expect(download.statusCode).toBe(200);
  });
});

describe('/readyz', () => {
  it('answers 503 while the file store cannot be reached', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const check = ctx.app.fileStore.check;
    ctx.app.fileStore.check = () => Promise.reject(new Error('the bucket is gone'));
    try {
      expect((await call(ctx.app, { method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    } finally {
      ctx.app.fileStore.check = check;
    }
    expect((await call(ctx.app, { method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
