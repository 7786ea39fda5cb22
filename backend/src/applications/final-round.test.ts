import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exe, filePart, memberMaker, pdf, png, storedBytes, storedFiles, storedName } from '../testing/applications.ts';
import { call, lastMailTo, login, mailsTo, managerPassword, startTestApp, type TestApp } from '../testing/harness.ts';
import { incubatorData, moveIncubator, saveIncubator, setIncubatorWindow, submittedIncubator, uploadFinal, type IncubatorAnswer } from '../testing/incubator.ts';

const MB = 1024 * 1024;
let ctx: TestApp;
let manager: string;

beforeAll(async () => {
  ctx = await startTestApp();
  manager = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
});
afterAll(() => ctx.close());

const newMember = memberMaker(() => ctx.app, 'finalist');
let teams = 0;
/** A member and their submitted application, raised to final_upload unless told otherwise. */
async function team(options: { raise?: boolean } = {}) {
  teams += 1;
  const token = await newMember();
  const memberEmails = [`final.leader${teams}@example.org`, `final.member${teams}@example.org`];
  const application = await submittedIncubator(ctx.app, token, { manager: options.raise === false ? undefined : manager, memberEmails });
  return { token, application, leader: memberEmails[0] as string };
}

const read = async (token: string, id: number) =>
  (await call(ctx.app, { method: 'GET', url: `/api/incubator/apply/pvt/resource/${id}`, token })).json<IncubatorAnswer>();
const privateFiles = async () => (await storedFiles(ctx.app)).private;

describe('raise and downgrade', () => {
  it('move submitted ⇄ final_upload for managers only, and refuse any other state with 409', async () => {
    const { token, application } = await team({ raise: false });
    expect(application.status).toBe('submitted');
    for (const transition of ['raise', 'downgrade'] as const) {
      const byMember = await moveIncubator(ctx.app, token, application.id, transition);
      expect({ transition, status: byMember.statusCode, code: byMember.json().code }).toEqual({ transition, status: 403, code: 'FORBIDDEN' });
    }
    const downgradeFirst = await moveIncubator(ctx.app, manager, application.id, 'downgrade');
    expect(downgradeFirst.statusCode).toBe(409);
    const raised = await moveIncubator(ctx.app, manager, application.id, 'raise');
    expect(raised.json<IncubatorAnswer>()).toMatchObject({ status: 'final_upload', ownerEmail: expect.stringContaining('finalist') });
    expect((await moveIncubator(ctx.app, manager, application.id, 'raise')).statusCode).toBe(409);
    const down = await moveIncubator(ctx.app, manager, application.id, 'downgrade');
    expect(down.json<IncubatorAnswer>().status).toBe('submitted');
    expect((await read(token, application.id)).status).toBe('submitted');
    expect((await moveIncubator(ctx.app, manager, 999_999, 'raise')).statusCode).toBe(404);
  });

  it('refuses to raise a draft', async () => {
    const token = await newMember();
    const draft = (await saveIncubator(ctx.app, token, { data: incubatorData() })).json<IncubatorAnswer>();
    const response = await moveIncubator(ctx.app, manager, draft.id, 'raise');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('只有已送出的報名可以開放上傳決賽資料');
  });
});

describe('the final upload', () => {
  it('takes one PDF in final_upload, moves to final_entered, serves it privately and mails the leader', async () => {
    const { token, application, leader } = await team();
    const response = await uploadFinal(ctx.app, token, application.id, { language: 'en' });
    expect(response.statusCode).toBe(200);
    const entered = response.json<IncubatorAnswer>();
    expect(entered).toMatchObject({ status: 'final_entered', finalFile: { name: 'final.pdf', size: 8192 } });
    expect(Date.parse(entered.finalSubmittedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(storedName(entered.finalFile)).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(await storedBytes(ctx.app, storedName(entered.finalFile))).toEqual(pdf(8192));
    const download = await call(ctx.app, { method: 'GET', url: entered.finalFile?.downloadUrl ?? '' });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('final.pdf');

    const mail = await lastMailTo(ctx, leader);
    expect(mail.subject).toContain('Final materials received');
    expect(mail.subject).toContain('Youth Social Impact Programme');
    expect(mail.text).toContain('final.pdf');
    expect(mail.text).toContain('cannot be changed or replaced');

    // Read back by the owner and the manager alike.
    expect(await read(token, application.id)).toMatchObject({ status: 'final_entered', finalFile: { url: entered.finalFile?.url } });
    expect(await read(manager, application.id)).toMatchObject({ status: 'final_entered', finalSubmittedAt: entered.finalSubmittedAt });
  });

  it('never replaces the final file: a second upload is 409 in the member’s language and keeps the first', async () => {
    const { token, application, leader } = await team();
    const first = (await uploadFinal(ctx.app, token, application.id)).json<IncubatorAnswer>();
    const before = await privateFiles();
    const second = await uploadFinal(ctx.app, token, application.id, { parts: [filePart('file', 'other.pdf', pdf(1024))] });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'CONFLICT', message: '決賽資料已上傳，無法再更換' });
    const secondEn = await uploadFinal(ctx.app, token, application.id, { language: 'en' });
    expect(secondEn.json().message).toBe('The final file has already been uploaded and cannot be replaced');
    expect(await privateFiles()).toEqual(before);
    expect((await storedFiles(ctx.app)).temp).toEqual([]);
    expect((await read(token, application.id)).finalFile).toMatchObject({ url: first.finalFile?.url, name: 'final.pdf' });
    // One mail, in Chinese, for the one file received.
    const finalMails = (await mailsTo(ctx, leader)).filter((mail) => mail.subject?.startsWith('決賽資料上傳成功'));
    expect(finalMails).toHaveLength(1);
    expect(finalMails[0]?.subject).toBe(`決賽資料上傳成功：${application.registrationNumber} | 青年公益實踐計畫`);
    expect(finalMails[0]?.text).toContain('決賽評選前檔案無法修改或更換');
    // Nor does the manager undo it.
    const down = await moveIncubator(ctx.app, manager, application.id, 'downgrade');
    expect(down.statusCode).toBe(409);
  });

  it('keeps exactly one file of parallel uploads and leaves no orphan on disk', async () => {
    const { token, application } = await team();
    const before = await privateFiles();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => uploadFinal(ctx.app, token, application.id, { parts: [filePart('file', `final-${i}.pdf`, pdf(64 * 1024))] })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const stored = await read(token, application.id);
    const added = (await privateFiles()).filter((name) => !before.includes(name));
    expect(added).toEqual([storedName(stored.finalFile)]);
    expect((await storedFiles(ctx.app)).temp).toEqual([]);
  });

  it('refuses before raise, after the final-upload end, and a draft', async () => {
    const { token, application } = await team({ raise: false });
    const early = await uploadFinal(ctx.app, token, application.id, { language: 'en' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This application is not open for the final upload');

    const late = await team();
    const now = Date.now();
    await setIncubatorWindow(ctx.app, manager, { applyStart: new Date(now - 30 * 86_400_000), applyEnd: new Date(now - 2 * 86_400_000), finalUploadEnd: new Date(now - 60_000) });
    try {
      const closed = await uploadFinal(ctx.app, late.token, late.application.id, { language: 'en' });
      expect(closed.statusCode).toBe(403);
      expect(closed.json()).toEqual({ code: 'REGISTRATION_CLOSED', message: 'The final upload is closed' });
      expect((await read(late.token, late.application.id)).status).toBe('final_upload');
    } finally {
      await setIncubatorWindow(ctx.app, manager, { applyStart: new Date(now - 30 * 86_400_000), applyEnd: new Date(now + 60 * 86_400_000), finalUploadEnd: new Date(now + 90 * 86_400_000) });
    }
  });

  it('takes only one PDF part named file, by its bytes, up to 10 MB', async () => {
    const { token, application } = await team();
    const before = await privateFiles();
    const refused = [
      { parts: [filePart('file', 'final.pdf', exe())], status: 400, message: '檔案格式不符：finalFile' },
      { parts: [filePart('file', 'final.pdf', png())], status: 400, message: '檔案格式不符：finalFile' },
      { parts: [filePart('file', 'final.pdf', pdf(10 * MB + 1))], status: 413, message: '檔案大小超過 10 MB' },
      { parts: [], status: 400, message: '請選擇檔案：finalFile' },
      { parts: [filePart('file', 'a.pdf', pdf()), filePart('file', 'b.pdf', pdf())], status: 400, message: '不接受的欄位：file' },
      { parts: [filePart('proposal.pdfFile', 'a.pdf', pdf())], status: 400, message: '不接受的欄位：proposal.pdfFile' },
      { parts: [{ name: 'data', value: '{}' }, filePart('file', 'a.pdf', pdf())], status: 400, message: '不接受的欄位：data' },
    ];
    for (const attempt of refused) {
      const response = await uploadFinal(ctx.app, token, application.id, { parts: attempt.parts });
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: attempt.status, message: attempt.message });
    }
    expect(await privateFiles()).toEqual(before);
    expect((await storedFiles(ctx.app)).temp).toEqual([]);
    expect((await read(token, application.id)).status).toBe('final_upload');
    // Exactly 10 MB is taken.
    expect((await uploadFinal(ctx.app, token, application.id, { parts: [filePart('file', 'big.pdf', pdf(10 * MB))] })).statusCode).toBe(200);
  });

  it('is the owner’s alone: another member gets 404 and a manager 403, and nothing changes', async () => {
    const { token, application } = await team();
    const bob = await newMember();
    const byBob = await uploadFinal(ctx.app, bob, application.id);
    expect({ status: byBob.statusCode, code: byBob.json().code }).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect((await uploadFinal(ctx.app, bob, 999_999)).statusCode).toBe(404);
    expect((await uploadFinal(ctx.app, manager, application.id)).statusCode).toBe(403);
    expect((await read(token, application.id)).status).toBe('final_upload');
    expect((await storedFiles(ctx.app)).temp).toEqual([]);

    const entered = (await uploadFinal(ctx.app, token, application.id)).json<IncubatorAnswer>();
    // B cannot read A's application or its final file's address.
    expect((await call(ctx.app, { method: 'GET', url: `/api/incubator/apply/pvt/resource/${application.id}`, token: bob })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'GET', url: entered.finalFile?.url ?? '' })).statusCode).toBe(404);
  });

  it('is not a call of the competition', async () => {
    const response = await call(ctx.app, { method: 'POST', url: '/api/invention/apply/pvt/raise/1', token: manager });
    expect(response.statusCode).toBe(404);
  });
});
