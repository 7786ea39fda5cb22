import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeData, completeFiles, memberMaker, save, setApplyWindow, submit, type ApplicationAnswer } from '../testing/applications.ts';
import { gatewayHeaders } from '../testing/gateway.ts';
import { call, createMember, lastMailTo, login, mailsTo, managerPassword, appStartTimeout, startTestApp, type TestApp } from '../testing/harness.ts';

let ctx: TestApp;
let manager: string;

beforeAll(async () => {
  ctx = await startTestApp();
  manager = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
});
afterAll(() => ctx.close());

const newMember = memberMaker(() => ctx.app, 'applicant');

/** A member with a saved application of `data` and every file. */
async function draftOf(data: ReturnType<typeof completeData>) {
  const token = await newMember();
  const response = await save(ctx.app, token, { data, files: completeFiles(data.team.members.length) });
  expect(response.statusCode).toBe(200);
  return { token, application: response.json<ApplicationAnswer>() };
}

type ErrorAnswer = { code: string; message: string; fields?: { path: string; message: string }[] };

describe('submit', () => {
  it('submits a complete draft once, with a registration number, and answers retries unchanged', async () => {
    const { token, application } = await draftOf(completeData({ memberEmails: ['once1@example.org', 'once2@example.org'] }));
    const first = await submit(ctx.app, token, application.id, { key: 'key-1' });
    expect(first.statusCode).toBe(200);
    const submitted = first.json<ApplicationAnswer>();
    expect(submitted).toMatchObject({ status: 'submitted', version: 2, registrationNumber: expect.stringMatching(/^INV\d{4}-\d{4}$/) });
    expect(submitted.submittedAt).toBeTruthy();
    const again = await submit(ctx.app, token, application.id, { key: 'key-2' });
    expect(again.statusCode).toBe(200);
    expect(again.json<ApplicationAnswer>()).toMatchObject({ registrationNumber: submitted.registrationNumber, submittedAt: submitted.submittedAt, version: 2 });
  });

  it('gives 10 parallel submits one submission and one number, and other teams the next numbers', async () => {
    const { token, application } = await draftOf(completeData({ memberEmails: ['burst1@example.org', 'burst2@example.org'] }));
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => submit(ctx.app, token, application.id, { key: `burst-${i}` })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const numbers = new Set(answers.map((a) => a.json<ApplicationAnswer>().registrationNumber));
    expect(numbers.size).toBe(1);
    const [number] = [...numbers];
    const next = await draftOf(completeData({ memberEmails: ['next1@example.org', 'next2@example.org'] }));
    const nextNumber = (await submit(ctx.app, next.token, next.application.id)).json<ApplicationAnswer>().registrationNumber;
    expect(Number(nextNumber?.slice(-4))).toBe(Number(number?.slice(-4)) + 1);
    expect(nextNumber?.slice(0, 8)).toBe(number?.slice(0, 8));
    // The leader got one mail, not ten.
    expect(await mailsTo(ctx, 'burst1@example.org')).toHaveLength(1);
  });

  it('refuses an incomplete draft with 資料未填寫完整 and every missing path', async () => {
    const token = await newMember();
    const draft = (await save(ctx.app, token, { data: { team: { name: '半成品', members: [{ name: 'Amy' }] }, proposal: {} } })).json<ApplicationAnswer>();
    const response = await submit(ctx.app, token, draft.id);
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorAnswer>();
    expect(body).toMatchObject({ code: 'BAD_USER_INPUT', message: '資料未填寫完整' });
    const paths = body.fields?.map((f) => f.path) ?? [];
    expect(paths).toEqual(expect.arrayContaining(['team.previewImg', 'team.school', 'team.members.0.email', 'team.members.0.pdfFile', 'proposal.pdfFile', 'proposal.subs']));
    expect(body.fields?.find((f) => f.path === 'team.members')?.message).toBe('人數不足');
    const english = (await submit(ctx.app, token, draft.id, { language: 'en' })).json<ErrorAnswer>();
    expect(english.message).toBe('Incomplete data');
    expect(english.fields?.find((f) => f.path === 'proposal.pdfFile')?.message).toBe('Please choose a file');
    const read = (await call(ctx.app, { method: 'GET', url: `/api/invention/apply/pvt/resource/${draft.id}`, token })).json<ApplicationAnswer>();
    expect(read.status).toBe('draft');
  });

  it('refuses a teacher who is also a member, and a member listed twice', async () => {
    const teacher = await draftOf(completeData({ memberEmails: ['both@example.org', 'teach2@example.org'], teacherEmail: 'BOTH@example.org' }));
    const response = await submit(ctx.app, teacher.token, teacher.application.id, { language: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'An advisor cannot also be a team member',
      fields: [{ path: 'team.teachers.0.email', message: 'An advisor cannot also be a team member' }],
    });
    const twice = await draftOf(completeData({ memberEmails: ['twice@example.org', 'Twice@example.org'] }));
    expect((await submit(ctx.app, twice.token, twice.application.id)).json()).toMatchObject({
      fields: [{ path: 'team.members.1.email', message: '此電子郵件已重複填寫' }],
    });
  });

  it('lets a person be in at most 2 submitted teams of the session (by e-mail, any case)', async () => {
    const shared = 'popular@example.org';
    for (const [i, email] of ['Popular@Example.org', shared].entries()) {
      const team = await draftOf(completeData({ memberEmails: [`captain${i}@example.org`, email] }));
      expect((await submit(ctx.app, team.token, team.application.id)).statusCode).toBe(200);
    }
    // Drafts do not count: a third draft with the person saves, but cannot be submitted.
    const third = await draftOf(completeData({ memberEmails: [`captain3@example.org`, 'other3@example.org', ` ${shared.toUpperCase()}`.trim()] }));
    const response = await submit(ctx.app, third.token, third.application.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'team.members.2.email', message: '每人最多參加 2 個團隊，此隊員已在 2 個已送出的團隊中' }],
    });
    expect((await call(ctx.app, { method: 'GET', url: `/api/invention/apply/pvt/resource/${third.application.id}`, token: third.token })).json()).toMatchObject({ status: 'draft' });
  });

  it('locks a submitted application: no save, no delete by its owner', async () => {
    const { token, application } = await draftOf(completeData({ memberEmails: ['locked1@example.org', 'locked2@example.org'] }));
    const submitted = (await submit(ctx.app, token, application.id)).json<ApplicationAnswer>();
    const changed = completeData({ memberEmails: ['locked1@example.org', 'swapped@example.org'] });
    const response = await save(ctx.app, token, { id: application.id, version: submitted.version, data: changed, language: 'en' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message: 'This application has been submitted and can no longer be changed' });
    expect((await call(ctx.app, { method: 'DELETE', url: `/api/invention/apply/pvt/resource/${application.id}`, token })).statusCode).toBe(409);
    const read = (await call(ctx.app, { method: 'GET', url: `/api/invention/apply/pvt/resource/${application.id}`, token })).json<ApplicationAnswer>();
    expect(read.team.members?.map((m) => m.email)).toEqual(['locked1@example.org', 'locked2@example.org']);
  });

  it('needs an Idempotency-Key of 1–100 characters', async () => {
    const { token, application } = await draftOf(completeData({ memberEmails: ['key1@example.org', 'key2@example.org'] }));
    const url = `/api/invention/apply/pvt/submit/${application.id}`;
    expect((await call(ctx.app, { method: 'POST', url, token })).statusCode).toBe(400);
    expect((await call(ctx.app, { method: 'POST', url, token, headers: { 'idempotency-key': 'k'.repeat(101) } })).statusCode).toBe(400);
  });

  it('refuses after applyEnd and its grace with REGISTRATION_CLOSED, before looking at the data', async () => {
    const token = await newMember();
    const draft = (await save(ctx.app, token, { data: completeData({ memberEmails: ['late1@example.org', 'late2@example.org'] }) })).json<ApplicationAnswer>();
    const day = 86_400_000;
    try {
      // The default grace (2 minutes) has passed.
      await setApplyWindow(ctx.app, manager, { applyStart: new Date(Date.now() - 3 * day), applyEnd: new Date(Date.now() - 121_000) });
      const response = await submit(ctx.app, token, draft.id, { language: 'en' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'REGISTRATION_CLOSED', message: 'Registration Closed' });
    } finally {
      await setApplyWindow(ctx.app, manager, { applyStart: new Date(Date.now() - 30 * day), applyEnd: new Date(Date.now() + 60 * day) });
    }
  });
});

describe('a submit queued behind a deadline burst', () => {
  const day = 86_400_000;
  // Without a grace, so only the stamp can let a submit in.
  const closeJustNow = () => setApplyWindow(ctx.app, manager, { applyStart: new Date(Date.now() - 3 * day), applyEnd: new Date(Date.now() - 1000), submitGraceSeconds: 0 });
  const reopen = () => setApplyWindow(ctx.app, manager, { applyStart: new Date(Date.now() - 30 * day), applyEnd: new Date(Date.now() + 60 * day) });
  const arrivedBeforeTheEnd = () => String(Date.now() - 5000);

  const submitUrl = (id: number) => `/api/invention/apply/pvt/submit/${id}`;
  const fromGateway = (id: number, requestStart: string, options?: Parameters<typeof gatewayHeaders>[3]) =>
    gatewayHeaders('POST', submitUrl(id), { forwardedFor: '203.0.113.9', requestStart }, options);

  it('is judged by when it reached the gateway, when the gateway signed it', async () => {
    const { token, application } = await draftOf(completeData({ memberEmails: ['queued1@example.org', 'queued2@example.org'] }));
    try {
      await closeJustNow();
      const arrived = arrivedBeforeTheEnd();
      const response = await submit(ctx.app, token, application.id, { headers: fromGateway(application.id, arrived) });
      expect(response.statusCode).toBe(200);
      // The receipt time is the arrival, not when the backend got round to it.
      expect(response.json<ApplicationAnswer>()).toMatchObject({ status: 'submitted', submittedAt: new Date(Number(arrived)).toISOString() });
    } finally {
      await reopen();
    }
  });

  it('is judged by now when the stamp is unsigned, signed with another key, stale, for another call, replayed, or too old to be a queue', async () => {
    const { token, application } = await draftOf(completeData({ memberEmails: ['forged1@example.org', 'forged2@example.org'] }));
    const other = await draftOf(completeData({ memberEmails: ['forged3@example.org', 'forged4@example.org'] }));
    try {
      await closeJustNow();
      const refused = async (headers: Record<string, string>) => (await submit(ctx.app, token, application.id, { headers })).statusCode;
      // No signature at all, as any process on the host could send.
      expect(await refused({ 'x-forwarded-for': '203.0.113.9', 'x-request-start': arrivedBeforeTheEnd() })).toBe(403);
      expect(await refused(fromGateway(application.id, arrivedBeforeTheEnd(), { secret: 'another-secret-of-at-least-32-characters' }))).toBe(403);
      expect(await refused(fromGateway(application.id, arrivedBeforeTheEnd(), { signedAt: Date.now() - 31_000 }))).toBe(403);
      // A signature the gateway made for another call (another application's submit, or a GET).
      expect(await refused(fromGateway(other.application.id, arrivedBeforeTheEnd()))).toBe(403);
      const asGet = gatewayHeaders('GET', submitUrl(application.id), { forwardedFor: '203.0.113.9', requestStart: arrivedBeforeTheEnd() });
      expect(await refused(asGet)).toBe(403);
      // The gateway's own call, refused for its own reason (no Idempotency-Key) after its signature
      // was checked; the same headers sent again are a replay.
      const seen = fromGateway(application.id, arrivedBeforeTheEnd());
      expect((await call(ctx.app, { method: 'POST', url: submitUrl(application.id), token, headers: seen })).statusCode).toBe(400);
      expect(await refused(seen)).toBe(403);
      // Signed, but older than a queue can be, or in the future.
      expect(await refused(fromGateway(application.id, String(Date.now() - 61_000)))).toBe(403);
      expect(await refused(fromGateway(application.id, String(Date.now() + 60_000)))).toBe(403);
    } finally {
      await reopen();
    }
  });
});

describe('the grace after the deadline', () => {
  const day = 86_400_000;
  const closeAt = (applyEnd: Date, submitGraceSeconds?: number) =>
    setApplyWindow(ctx.app, manager, { applyStart: new Date(Date.now() - 3 * day), applyEnd, submitGraceSeconds });
  const reopen = () => setApplyWindow(ctx.app, manager, { applyStart: new Date(Date.now() - 30 * day), applyEnd: new Date(Date.now() + 60 * day) });
  const asManager = async (id: number) =>
    (await call(ctx.app, { method: 'GET', url: `/api/invention/apply/pvt/resource/${id}`, token: manager })).json<ApplicationAnswer & { submittedInGrace: boolean }>();

  it('takes a submit that arrived after applyEnd within the grace, and shows staff it was in the grace', async () => {
    const { token, application } = await draftOf(completeData({ memberEmails: ['grace1@example.org', 'grace2@example.org'] }));
    try {
      await closeAt(new Date(Date.now() - 5000));
      const response = await submit(ctx.app, token, application.id);
      expect(response.statusCode).toBe(200);
      const answer = response.json<ApplicationAnswer & { submittedInGrace?: boolean }>();
      expect(answer.status).toBe('submitted');
      // The member is not told; staff are.
      expect(answer.submittedInGrace).toBeUndefined();
      expect((await asManager(application.id)).submittedInGrace).toBe(true);
    } finally {
      await reopen();
    }
  });

  it('marks a submit that arrived by applyEnd as not in the grace', async () => {
    const { token, application } = await draftOf(completeData({ memberEmails: ['ontime1@example.org', 'ontime2@example.org'] }));
    expect((await submit(ctx.app, token, application.id)).statusCode).toBe(200);
    expect((await asManager(application.id)).submittedInGrace).toBe(false);
  });

  it('refuses a submit that arrived after the session’s own grace, and takes none with a grace of 0', async () => {
    const { token, application } = await draftOf(completeData({ memberEmails: ['pastgrace1@example.org', 'pastgrace2@example.org'] }));
    try {
      await closeAt(new Date(Date.now() - 5000), 3);
      expect((await submit(ctx.app, token, application.id)).statusCode).toBe(403);
      await closeAt(new Date(Date.now() - 1000), 0);
      expect((await submit(ctx.app, token, application.id)).statusCode).toBe(403);
      await closeAt(new Date(Date.now() - 1000), 30);
      expect((await submit(ctx.app, token, application.id)).statusCode).toBe(200);
    } finally {
      await reopen();
    }
  });

  it('takes a save inside it too (what an apply page open at the deadline saves as it closes), and refuses one after it', async () => {
    const { token, application } = await draftOf(completeData({ memberEmails: ['gracesave1@example.org', 'gracesave2@example.org'] }));
    try {
      await closeAt(new Date(Date.now() - 5000));
      const data = completeData({ memberEmails: ['gracesave1@example.org', 'gracesave3@example.org'] });
      const inGrace = await save(ctx.app, token, { id: application.id, version: application.version, data });
      expect(inGrace.statusCode).toBe(200);
      await closeAt(new Date(Date.now() - 5000), 0);
      const after = await save(ctx.app, token, { id: application.id, version: inGrace.json<ApplicationAnswer>().version, data });
      expect(after.statusCode).toBe(403);
    } finally {
      await reopen();
    }
  });

  it('is set with the session, 0 to 3600 seconds, 120 unless said', async () => {
    const sessions = (await call(ctx.app, { method: 'GET', url: '/api/invention/session/pvt/list', token: manager })).json<{ items: { active: boolean; submitGraceSeconds?: number }[] }>();
    expect(sessions.items.find((item) => item.active)?.submitGraceSeconds).toBe(120);
    await expect(closeAt(new Date(Date.now() + day), 3601)).rejects.toThrow(/submitGraceSeconds/);
    await expect(closeAt(new Date(Date.now() + day), -1)).rejects.toThrow(/submitGraceSeconds/);
  });
});

describe('submit mails', () => {
  it('go to the leader and every advisor in the language of the request, with the number', async () => {
    const data = completeData({ memberEmails: ['mail.leader@example.org', 'mail.member@example.org'], teamName: 'Care Bots' });
    data.team.teachers.push({ name: 'Second Advisor', title: 'Lecturer', phone: '02-2737-6001', email: 'second.advisor@example.edu' });
    const { token, application } = await draftOf(data);
    const submitted = (await submit(ctx.app, token, application.id, { language: 'en' })).json<ApplicationAnswer>();
    const number = submitted.registrationNumber ?? '';
    // The receipt time in Taipei time (UTC+8), to the minute.
    const taipei = new Date(Date.parse(submitted.submittedAt ?? '') + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

    const leader = await lastMailTo(ctx, 'mail.leader@example.org');
    expect(leader.text).toContain(`Received by us ${taipei} (UTC+8).`);
    expect(leader.subject).toBe(`Application received: ${number} | Youth Social Impact Programme`);
    expect(leader.text).toContain('Your team "Care Bots" has successfully submitted its application to the Compassion Technology Innovation Competition.');
    expect(leader.text).toContain('http://localhost:4000/en/user/invention-list');
    for (const advisor of ['advisor@example.edu', 'second.advisor@example.edu']) {
      const mail = await lastMailTo(ctx, advisor);
      expect(mail.text).toContain(`The team "Care Bots", which lists you as its advisor`);
      expect(mail.text).toContain(number);
      expect(mail.text).toContain('http://localhost:4000/en/invention');
    }
    // The other members are not mailed.
    expect(await mailsTo(ctx, 'mail.member@example.org')).toEqual([]);
  });

  it('are in Chinese by default and name the programme 青年公益實踐計畫', async () => {
    const { token, application } = await draftOf(completeData({ memberEmails: ['zh.leader@example.org', 'zh.member@example.org'] }));
    const { registrationNumber: number, submittedAt } = (await submit(ctx.app, token, application.id)).json<ApplicationAnswer>();
    const mail = await lastMailTo(ctx, 'zh.leader@example.org');
    expect(mail.subject).toBe(`報名成功：${number} | 青年公益實踐計畫`);
    expect(mail.text).toContain('您的團隊「暖心機器人」已完成慈悲科技創新競賽報名。');
    const taipei = new Date(Date.parse(submittedAt ?? '') + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(mail.text).toContain(`本站收件時間：${taipei}（UTC+8）。`);
    expect(mail.text).toContain('我的報名資訊：http://localhost:4000/zhTw/user/invention-list');
  });
});

describe('a mail server that is down', () => {
  it('neither fails nor undoes the submission', { timeout: appStartTimeout }, async () => {
    const down = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const token = (await createMember(down.app, 'smtp.down@example.org')).token as string;
      const draft = (await save(down.app, token, { data: completeData(), files: completeFiles() })).json<ApplicationAnswer>();
      const response = await submit(down.app, token, draft.id);
      expect(response.statusCode).toBe(200);
      await down.app.mailer.idle();
      const read = (await call(down.app, { method: 'GET', url: `/api/invention/apply/pvt/resource/${draft.id}`, token })).json<ApplicationAnswer>();
      expect(read).toMatchObject({ status: 'submitted', registrationNumber: response.json<ApplicationAnswer>().registrationNumber });
    } finally {
      await down.close();
    }
  });
});
