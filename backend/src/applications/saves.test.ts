import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  completeData,
  completeFiles,
  exe,
  filePart,
  jpg,
  memberMaker,
  multipart,
  pdf,
  png,
  save,
  setApplyWindow,
  storedBytes,
  storedFiles,
  storedName,
  type ApplicationAnswer,
} from '../testing/applications.ts';
import { call, login, managerPassword, startTestApp, type TestApp } from '../testing/harness.ts';

const MB = 1024 * 1024;
let ctx: TestApp;
let manager: string;

beforeAll(async () => {
  ctx = await startTestApp();
  manager = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
});
afterAll(() => ctx.close());

const newMember = memberMaker(() => ctx.app, 'saver');


describe('creating and updating a draft', () => {
  it('creates a draft in the active session with its files stored under random names', async () => {
    const token = await newMember();
    const response = await save(ctx.app, token, { data: completeData(), files: completeFiles() });
    expect(response.statusCode).toBe(200);
    const created = response.json<ApplicationAnswer>();
    expect(created).toMatchObject({ status: 'draft', version: 1, registrationNumber: null, submittedAt: null });
    expect(created.team.previewImg).toMatchObject({ name: 'team.jpg', size: 2048 });
    expect(storedName(created.team.previewImg)).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(storedName(created.team.members?.[1]?.pdfFile)).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(await storedBytes(ctx.app, storedName(created.proposal.pdfFile))).toEqual(pdf(4096));
    expect((await storedFiles(ctx.app)).temp).toEqual([]);

    const read = await call(ctx.app, { method: 'GET', url: `/api/invention/apply/pvt/resource/${created.id}`, token });
    expect(read.json<ApplicationAnswer>()).toMatchObject({ id: created.id, version: 1, team: { name: '暖心機器人' } });
    const found = await call(ctx.app, { method: 'GET', url: '/api/invention/apply/pvt/resource/find', token });
    expect(found.json<ApplicationAnswer>().id).toBe(created.id);
  });

  it('keeps the files in keepList, deletes one left out and one replaced, and bumps the version', async () => {
    const token = await newMember();
    const created = (await save(ctx.app, token, { data: completeData(), files: completeFiles() })).json<ApplicationAnswer>();
    const photo = created.team.previewImg;
    const leaderProof = created.team.members?.[0]?.pdfFile;
    const secondProof = created.team.members?.[1]?.pdfFile;
    const plan = created.proposal.pdfFile;

    // The leader's proof stays; the second member's is dropped (slot empty, url not kept); the photo
    // is replaced by a new part although its url is still in keepList; the plan stays.
    const data = completeData();
    const withKept = {
      team: { ...data.team, previewImg: photo?.url, members: [{ ...data.team.members[0], pdfFile: leaderProof?.url }, data.team.members[1]] },
      proposal: { ...data.proposal, pdfFile: plan?.url },
    };
    const response = await save(ctx.app, token, {
      id: created.id,
      version: 1,
      data: withKept,
      keepList: [photo?.url ?? '', leaderProof?.url ?? '', plan?.url ?? ''],
      files: [filePart('previewImg', 'new-team.png', png(), 'image/png')],
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<ApplicationAnswer>();
    expect(updated.version).toBe(2);
    expect(updated.team.members?.[0]?.pdfFile).toMatchObject({ url: leaderProof?.url, name: 'proof0.pdf' });
    expect(updated.team.members?.[1]?.pdfFile).toBeUndefined();
    expect(updated.team.previewImg).toMatchObject({ name: 'new-team.png' });
    expect(updated.proposal.pdfFile?.url).toBe(plan?.url);

    const onDisk = (await storedFiles(ctx.app)).private;
    expect(onDisk).toContain(storedName(leaderProof));
    expect(onDisk).toContain(storedName(plan));
    expect(onDisk).toContain(storedName(updated.team.previewImg));
    expect(onDisk).not.toContain(storedName(secondProof));
    expect(onDisk).not.toContain(storedName(photo));
  });

  it('answers a stale version with CONFLICT (STALE_VERSION) and changes nothing', async () => {
    const token = await newMember();
    const created = (await save(ctx.app, token, { data: completeData({ teamName: '第一版' }) })).json<ApplicationAnswer>();
    expect((await save(ctx.app, token, { id: created.id, version: 1, data: completeData({ teamName: '第二版' }) })).statusCode).toBe(200);
    const before = (await storedFiles(ctx.app));
    const stale = await save(ctx.app, token, { id: created.id, version: 1, data: completeData({ teamName: '舊的' }), files: completeFiles(), language: 'en' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 'STALE_VERSION', message: 'This application was changed elsewhere; reload it before saving' });
    const read = (await call(ctx.app, { method: 'GET', url: `/api/invention/apply/pvt/resource/${created.id}`, token })).json<ApplicationAnswer>();
    expect(read).toMatchObject({ version: 2, team: { name: '第二版' } });
    expect((await storedFiles(ctx.app))).toEqual(before);
    // The version is required.
    const unversioned = await call(ctx.app, { method: 'PUT', url: `/api/invention/apply/pvt/resource/${created.id}`, token, ...multipart([{ name: 'data', value: '{}' }]) });
    expect(unversioned.statusCode).toBe(400);
  });

  it('lets one of several parallel saves of the same version win; the others are STALE_VERSION and keep no file', async () => {
    const token = await newMember();
    const created = (await save(ctx.app, token, { data: completeData() })).json<ApplicationAnswer>();
    const before = (await storedFiles(ctx.app)).private;
    const answers = await Promise.all(
      ['甲', '乙', '丙'].map((name) => save(ctx.app, token, { id: created.id, version: 1, data: completeData({ teamName: name }), files: completeFiles() })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 200)?.json<ApplicationAnswer>() as ApplicationAnswer;
    const read = (await call(ctx.app, { method: 'GET', url: `/api/invention/apply/pvt/resource/${created.id}`, token })).json<ApplicationAnswer>();
    expect(read).toMatchObject({ version: 2, team: { name: winner.team.name } });
    const winnerFiles = [winner.team.previewImg, ...(winner.team.members ?? []).map((m) => m.pdfFile), winner.proposal.pdfFile].map(storedName);
    const onDisk = (await storedFiles(ctx.app));
    expect(onDisk.temp).toEqual([]);
    // The winner's four files are the only ones these saves added.
    expect(onDisk.private.filter((name) => !before.includes(name)).sort()).toEqual(winnerFiles.sort());
  });

  it('refuses a second application of the member in the session (CONFLICT 已有填寫報名資訊)', async () => {
    const token = await newMember();
    expect((await save(ctx.app, token, { data: completeData() })).statusCode).toBe(200);
    const second = await save(ctx.app, token, { data: completeData(), files: completeFiles() });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'CONFLICT', message: '已有填寫報名資訊' });
  });

  it('makes parallel first saves of one member one application', async () => {
    const token = await newMember();
    const answers = await Promise.all(Array.from({ length: 5 }, () => save(ctx.app, token, { data: completeData(), files: completeFiles() })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const list = (await call(ctx.app, { method: 'GET', url: '/api/invention/apply/pvt/list', token })).json<{ total: number }>();
    expect(list.total).toBe(1);
  });
});

describe('what a save refuses', () => {
  let token: string;
  beforeEach(async () => {
    token = await newMember();
  });

  it('answers invalid draft fields with 400 and every path in fields, in the request language', async () => {
    const data = { team: { name: 'x'.repeat(13), members: [{ email: 'not-an-email' }] }, proposal: { subs: [18] } };
    const response = await save(ctx.app, token, { data, language: 'en' });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; message: string; fields: { path: string; message: string }[] }>();
    expect(body.code).toBe('BAD_USER_INPUT');
    expect(body.fields).toEqual(
      expect.arrayContaining([
        { path: 'team.name', message: 'Too many characters' },
        { path: 'team.members.0.email', message: 'Please enter a valid e-mail address' },
      ]),
    );
    expect(body.fields.map((f) => f.path)).toContain('proposal.subs.0');
    // The message is shown to the member as it is: the path travels in fields, not in the text.
    expect(body.message).toBe('Too many characters');
  });

  it('accepts an empty draft, each field being optional until submit', async () => {
    const response = await save(ctx.app, token, { data: { team: { name: '', members: [{ name: 'Amy' }, {}] }, proposal: {} } });
    expect(response.statusCode).toBe(200);
    expect(response.json<ApplicationAnswer>().team).toEqual({ members: [{ name: 'Amy' }, {}] });
  });

  it('refuses an EXE renamed to .pdf, and a PDF in the photo slot, keeping no file', async () => {
    const before = (await storedFiles(ctx.app));
    const renamed = await save(ctx.app, token, { data: completeData(), files: [filePart('proposal.pdfFile', 'plan.pdf', exe())] });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'proposal.pdfFile', message: '檔案格式不符' }] });
    const pdfAsPhoto = await save(ctx.app, token, { data: completeData(), files: [filePart('previewImg', 'team.jpg', pdf(), 'image/jpeg')] });
    expect(pdfAsPhoto.json()).toMatchObject({ fields: [{ path: 'team.previewImg' }] });
    expect((await storedFiles(ctx.app))).toEqual(before);
    expect((await call(ctx.app, { method: 'GET', url: '/api/invention/apply/pvt/list', token })).json()).toEqual({ items: [], total: 0 });
  });

  it('names every refused file of a save at once, keeping none of its files', async () => {
    const before = await storedFiles(ctx.app);
    const files = [filePart('members.0.pdfFile', 'proof1.pdf', exe()), filePart('previewImg', 'team.png', png(), 'image/png'), filePart('members.1.pdfFile', 'proof2.pdf', exe())];
    const answer = await save(ctx.app, token, { data: completeData(), files, language: 'en' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [
        { path: 'team.members.0.pdfFile', message: 'This file type is not accepted' },
        { path: 'team.members.1.pdfFile', message: 'This file type is not accepted' },
      ],
    });
    expect(await storedFiles(ctx.app)).toEqual(before);
  });

  it.each([
    ['previewImg', 2 * MB, jpg, '檔案大小超過 2 MB', 'team.previewImg'],
    ['members.1.pdfFile', 3 * MB, pdf, '檔案大小超過 3 MB', 'team.members.1.pdfFile'],
    ['proposal.pdfFile', 10 * MB, pdf, '檔案大小超過 10 MB', 'proposal.pdfFile'],
  ])('takes %s at exactly its limit and refuses one byte more with 413, leaving no file', async (slot, limit, make, message, path) => {
    const before = (await storedFiles(ctx.app));
    const over = await save(ctx.app, token, { data: completeData(), files: [filePart(slot, 'big', make(limit + 1))] });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message, fields: [{ path, message }] });
    expect((await storedFiles(ctx.app))).toEqual(before);
    expect((await call(ctx.app, { method: 'GET', url: '/api/invention/apply/pvt/list', token })).json<{ total: number }>().total).toBe(0);

    const exact = await save(ctx.app, token, { data: completeData(), files: [filePart(slot, 'exact', make(limit))] });
    expect(exact.statusCode).toBe(200);
  });

  it('refuses a kept url that is not this application’s, or not in keepList', async () => {
    const other = (await save(ctx.app, await newMember(), { data: completeData(), files: completeFiles() })).json<ApplicationAnswer>();
    const foreign = other.team.previewImg?.url ?? '';
    const data = { ...completeData(), team: { ...completeData().team, previewImg: foreign } };
    const response = await save(ctx.app, token, { data, keepList: [foreign] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: [{ path: 'team.previewImg', message: '保留的檔案不屬於此報名' }] });

    const own = (await save(ctx.app, token, { data: completeData(), files: completeFiles() })).json<ApplicationAnswer>();
    const notKept = { ...completeData(), team: { ...completeData().team, previewImg: own.team.previewImg?.url } };
    const missing = await save(ctx.app, token, { id: own.id, version: 1, data: notKept, keepList: [] });
    expect(missing.json()).toMatchObject({ fields: [{ path: 'team.previewImg' }] });
  });

  it('takes data and keepList as application/json parts (as the gateway sends them), and bad JSON there is a 400', async () => {
    const parts = (data: string) =>
      multipart([
        { name: 'data', value: data, type: 'application/json' },
        { name: 'keepList', value: '[]', type: 'application/json' },
        filePart('previewImg', 'team.png', png(), 'image/png'),
      ]);
    const bad = await call(ctx.app, { method: 'POST', url: '/api/invention/apply/pvt/resource', token, ...parts('{"team":') });
    expect(bad.json()).toMatchObject({ code: 'BAD_USER_INPUT', message: '資料格式錯誤，無法解析 JSON' });
    expect((await storedFiles(ctx.app)).temp).toEqual([]);
    const good = await call(ctx.app, { method: 'POST', url: '/api/invention/apply/pvt/resource', token, ...parts(JSON.stringify(completeData())) });
    expect(good.statusCode).toBe(200);
    expect(good.json<ApplicationAnswer>().team.previewImg).toMatchObject({ name: 'team.png' });
  });

  it('refuses unknown or repeated parts, a file for a member who is not there, and bad JSON', async () => {
    const unknown = await save(ctx.app, token, { data: completeData(), files: [filePart('members.9.pdfFile', 'x.pdf', pdf())] });
    expect(unknown.statusCode).toBe(400);
    const twice = await save(ctx.app, token, { data: completeData(), files: [filePart('previewImg', 'a.jpg', jpg()), filePart('previewImg', 'b.jpg', jpg())] });
    expect(twice.statusCode).toBe(400);
    const noMember = await save(ctx.app, token, { data: completeData(), files: [filePart('members.4.pdfFile', 'x.pdf', pdf())] });
    expect(noMember.json()).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'team.members.4.pdfFile' }] });
    const badJson = await call(ctx.app, { method: 'POST', url: '/api/invention/apply/pvt/resource', token, ...multipart([{ name: 'data', value: '{"team":' }]) });
    expect(badJson.json()).toMatchObject({ code: 'BAD_USER_INPUT', message: '資料格式錯誤，無法解析 JSON：data' });
    const notMultipart = await call(ctx.app, { method: 'POST', url: '/api/invention/apply/pvt/resource', token, payload: completeData() });
    expect(notMultipart.statusCode).toBe(415);
    expect((await storedFiles(ctx.app)).temp).toEqual([]);
  });
});

describe('the apply window', () => {
  it('refuses saves before applyStart and after applyEnd (403 REGISTRATION_CLOSED), and creates with no active session are 404', async () => {
    const token = await newMember();
    const created = (await save(ctx.app, token, { data: completeData() })).json<ApplicationAnswer>();
    const day = 86_400_000;
    try {
      await setApplyWindow(ctx.app, manager, { applyStart: new Date(Date.now() - 3 * day), applyEnd: new Date(Date.now() - day) });
      const update = await save(ctx.app, token, { id: created.id, version: 1, data: completeData(), files: completeFiles(), language: 'en' });
      expect(update.statusCode).toBe(403);
      expect(update.json()).toEqual({ code: 'REGISTRATION_CLOSED', message: 'Registration Closed' });
      const create = await save(ctx.app, await newMember(), { data: completeData() });
      expect(create.json()).toEqual({ code: 'REGISTRATION_CLOSED', message: '報名已截止' });

      // Within the submit grace a save is still taken: what a page open at the deadline saves as it closes.
      await setApplyWindow(ctx.app, manager, { applyStart: new Date(Date.now() - 3 * day), applyEnd: new Date(Date.now() - 30_000), submitGraceSeconds: 120 });
      const inGrace = await save(ctx.app, token, { id: created.id, version: 1, data: completeData() });
      expect(inGrace.statusCode).toBe(200);

      await setApplyWindow(ctx.app, manager, { applyStart: new Date(Date.now() + day), applyEnd: new Date(Date.now() + 3 * day) });
      expect((await save(ctx.app, await newMember(), { data: completeData() })).statusCode).toBe(403);
      expect((await storedFiles(ctx.app)).temp).toEqual([]);
    } finally {
      await setApplyWindow(ctx.app, manager, { applyStart: new Date(Date.now() - 30 * day), applyEnd: new Date(Date.now() + 60 * day) });
    }
    const sessions = (await call(ctx.app, { method: 'GET', url: '/api/invention/session/pvt/list', token: manager })).json<{ items: { id: number }[] }>();
    const sessionId = sessions.items[0]?.id as number;
    await call(ctx.app, { method: 'PATCH', url: `/api/invention/session/pvt/resource/${sessionId}/toggle/active`, token: manager });
    try {
      const none = await save(ctx.app, await newMember(), { data: completeData() });
      expect(none.json()).toEqual({ code: 'NOT_FOUND', message: '查詢當前屆數異常' });
    } finally {
      await call(ctx.app, { method: 'PATCH', url: `/api/invention/session/pvt/resource/${sessionId}/toggle/active`, token: manager });
    }
  });
});
