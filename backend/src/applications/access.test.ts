import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeData, completeFiles, multipart, save, storedFiles, storedName, submit, type ApplicationAnswer } from '../testing/applications.ts';
import { call, createMember, login, managerPassword, startTestApp, type TestApp } from '../testing/harness.ts';
import { createUrlSigner, signedUrlSeconds, withoutSignature } from './signed-urls.ts';

let ctx: TestApp;
let manager: string;
let alice: string;
let bob: string;
let application: ApplicationAnswer;

beforeAll(async () => {
  ctx = await startTestApp();
  manager = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
  alice = (await createMember(ctx.app, 'alice@example.org')).token as string;
  bob = (await createMember(ctx.app, 'bob@example.org')).token as string;
  application = (await save(ctx.app, alice, { data: completeData(), files: completeFiles() })).json<ApplicationAnswer>();
});
afterAll(() => ctx.close());

const url = (path: string) => `/api/invention/apply/${path}`;

describe('another member', () => {
  it('gets 404, never 403, on every call with the application’s id, and changes nothing', async () => {
    const attempts = [
      { method: 'GET', url: url(`pvt/resource/${application.id}`) },
      { method: 'DELETE', url: url(`pvt/resource/${application.id}`) },
      { method: 'POST', url: url(`pvt/submit/${application.id}`), headers: { 'idempotency-key': 'k' } },
    ] as const;
    for (const attempt of attempts) {
      const response = await call(ctx.app, { ...attempt, token: bob });
      expect({ ...attempt, status: response.statusCode, code: response.json().code }).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    const put = await save(ctx.app, bob, { id: application.id, version: 1, data: completeData({ teamName: '搶走' }), files: completeFiles() });
    expect(put.statusCode).toBe(404);
    expect((await storedFiles(ctx.app)).temp).toEqual([]);

    const read = (await call(ctx.app, { method: 'GET', url: url(`pvt/resource/${application.id}`), token: alice })).json<ApplicationAnswer>();
    expect(read).toMatchObject({ version: 1, status: 'draft', team: { name: '暖心機器人' } });
    // One prepared read serves every member's list (db/prepared.ts): each call reads its own owner.
    const listOf = async (token: string) => (await call(ctx.app, { method: 'GET', url: url('pvt/list'), token })).json<{ items: ApplicationAnswer[]; total: number }>();
    expect((await listOf(alice)).items.map((item) => item.id)).toEqual([application.id]);
    expect(await listOf(bob)).toEqual({ items: [], total: 0 });
    expect((await listOf(alice)).total).toBe(1);
    expect((await call(ctx.app, { method: 'GET', url: url('pvt/resource/find'), token: bob })).statusCode).toBe(404);
  });

  it('cannot fetch the files without a valid, unexpired signature', async () => {
    const download = application.team.previewImg?.downloadUrl ?? '';
    const bare = application.team.previewImg?.url ?? '';
    expect((await call(ctx.app, { method: 'GET', url: download })).statusCode).toBe(200);
    const [path, query] = download.split('?');
    const params = new URLSearchParams(query);
    const sig = params.get('sig') ?? '';
    const exp = params.get('exp') ?? '';
    const otherFile = application.proposal.pdfFile?.url ?? '';
    const refused = [
      bare,
      `${path}?exp=${exp}`,
      `${path}?exp=${Number(exp) + 60}&sig=${sig}`,
      `${path}?exp=${exp}&sig=${sig.replace(/^./, (c) => (c === '0' ? '1' : '0'))}`,
      `${otherFile}?exp=${exp}&sig=${sig}`,
      `${path}?exp=${exp}&sig=${sig}x`,
    ];
    for (const attempt of refused) {
      const response = await call(ctx.app, { method: 'GET', url: attempt });
      expect({ attempt, status: response.statusCode }).toEqual({ attempt, status: 404 });
    }
    // Expired: signed eleven minutes ago with the backend's own key.
    const signer = createUrlSigner(ctx.config.jwtSecret);
    const old = signer.sign(storedName(application.team.previewImg), new Date(Date.now() - (signedUrlSeconds + 60) * 1000));
    expect((await call(ctx.app, { method: 'GET', url: old })).statusCode).toBe(404);
    const fresh = signer.sign(storedName(application.team.previewImg));
    expect((await call(ctx.app, { method: 'GET', url: fresh })).statusCode).toBe(200);
  });
});

describe('private files', () => {
  it('download as attachments with nosniff, no caching and a sandbox CSP, under the applicant’s file name', async () => {
    const response = await call(ctx.app, { method: 'GET', url: application.proposal.pdfFile?.downloadUrl ?? '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="plan.pdf"; filename*=UTF-8''plan.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('are signed for ten minutes', () => {
    const exp = Number(new URLSearchParams(application.team.previewImg?.downloadUrl.split('?')[1]).get('exp'));
    expect(exp - Date.now() / 1000).toBeGreaterThan(signedUrlSeconds - 30);
    expect(exp - Date.now() / 1000).toBeLessThanOrEqual(signedUrlSeconds);
  });
});

describe('managers', () => {
  it('see every application with its owner, filter and search the list', async () => {
    const list = await call(ctx.app, { method: 'GET', url: url('pvt/list?q=LEADER@example.org'), token: manager });
    const items = list.json<{ items: ApplicationAnswer[]; total: number }>();
    expect(items.total).toBe(1);
    expect(items.items[0]).toMatchObject({ id: application.id, ownerEmail: 'alice@example.org', ownerId: expect.any(Number) });
    expect((await call(ctx.app, { method: 'GET', url: url('pvt/list?status=submitted'), token: manager })).json()).toMatchObject({ total: 0 });
    expect((await call(ctx.app, { method: 'GET', url: url('pvt/list?q=%25'), token: manager })).json()).toMatchObject({ total: 0 });
    expect((await call(ctx.app, { method: 'GET', url: url('pvt/list?colour=red'), token: manager })).statusCode).toBe(400);
    const read = await call(ctx.app, { method: 'GET', url: url(`pvt/resource/${application.id}`), token: manager });
    expect(read.json<ApplicationAnswer>().ownerEmail).toBe('alice@example.org');
  });

  it('cannot create, save or submit in a member’s place (403)', async () => {
    expect((await save(ctx.app, manager, { data: completeData() })).statusCode).toBe(403);
    expect((await save(ctx.app, manager, { id: application.id, version: 1, data: completeData() })).statusCode).toBe(403);
    expect((await submit(ctx.app, manager, application.id)).statusCode).toBe(403);
  });

  it('are the only ones to download the list (members 403)', async () => {
    expect((await call(ctx.app, { method: 'GET', url: url('pvt/download/list'), token: alice })).statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'GET', url: url('pvt/download/list') })).statusCode).toBe(401);
  });
});

describe('the generic calls', () => {
  it('no longer exist for invention/apply (404), nor answer without a token (401)', async () => {
    expect((await call(ctx.app, { method: 'GET', url: url('pub/list') })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'PATCH', url: url(`pvt/resource/${application.id}/toggle/published`), token: manager })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'GET', url: url('pvt/list') })).statusCode).toBe(401);
    const anonymous = await call(ctx.app, { method: 'POST', url: url('pvt/resource'), ...multipart([{ name: 'data', value: '{}' }]) });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('deleting', () => {
  it('lets the owner delete a draft with its files, and nobody else', async () => {
    const carol = (await createMember(ctx.app, 'carol@example.org')).token as string;
    const draft = (await save(ctx.app, carol, { data: completeData(), files: completeFiles() })).json<ApplicationAnswer>();
    const names = [storedName(draft.team.previewImg), storedName(draft.proposal.pdfFile)];
    expect((await call(ctx.app, { method: 'DELETE', url: url(`pvt/resource/${draft.id}`), token: bob })).statusCode).toBe(404);
    const deleted = await call(ctx.app, { method: 'DELETE', url: url(`pvt/resource/${draft.id}`), token: carol });
    expect(deleted.json()).toEqual({ id: draft.id });
    expect((await storedFiles(ctx.app)).private).not.toContain(names[0]);
    expect((await storedFiles(ctx.app)).private).not.toContain(names[1]);
    expect((await call(ctx.app, { method: 'GET', url: draft.team.previewImg?.downloadUrl ?? '' })).statusCode).toBe(404);
  });
});

describe('logs', () => {
  it('never hold a private file’s signature', () => {
    expect(withoutSignature('/files/private/a.pdf?exp=1&sig=abc&x=1')).toBe('/files/private/a.pdf?exp=1&sig=[redacted]&x=1');
    expect(withoutSignature('/files/private/a.pdf?sig=abc')).toBe('/files/private/a.pdf?sig=[redacted]');
    expect(withoutSignature('/api/invention/apply/pvt/list?design=1')).toBe('/api/invention/apply/pvt/list?design=1');
  });
});
