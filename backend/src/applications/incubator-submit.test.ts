import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberMaker } from '../testing/applications.ts';
import { call, lastMailTo, login, mailsTo, managerPassword, startTestApp, type TestApp } from '../testing/harness.ts';
import {
  incubatorData,
  incubatorFiles,
  saveIncubator,
  setIncubatorWindow,
  submitIncubator,
  type IncubatorAnswer,
} from '../testing/incubator.ts';

const DAY = 86_400_000;
let ctx: TestApp;
let manager: string;

beforeAll(async () => {
  ctx = await startTestApp();
  manager = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
});
afterAll(() => ctx.close());

const newMember = memberMaker(() => ctx.app, 'incubator.submitter');
let teams = 0;
const emails = () => {
  teams += 1;
  return [`inc.leader${teams}@example.org`, `inc.member${teams}@example.org`];
};

/** A member's draft of `data` with its files; answers the token and the draft. */
async function draft(data: unknown, files = incubatorFiles()) {
  const token = await newMember();
  const response = await saveIncubator(ctx.app, token, { data, files });
  expect(response.statusCode).toBe(200);
  return { token, application: response.json<IncubatorAnswer>() };
}

describe('submit', () => {
  it("gives an INC number of the year the session is named by, locks the draft and mails the leader in the incubator's name", async () => {
    const memberEmails = emails();
    const { token, application } = await draft(incubatorData({ memberEmails }));
    const response = await submitIncubator(ctx.app, token, application.id, 'en');
    expect(response.statusCode).toBe(200);
    const submitted = response.json<IncubatorAnswer>();
    const session = (await call(ctx.app, { method: 'GET', url: `/api/incubator/session/pvt/resource/${submitted.sessionId}`, token: manager })).json<{ name: { zhTw: string } }>();
    // The seeded session is named by the current year ('2026 青年公益孵化計畫'), whenever it closes.
    const year = /\d{4}/.exec(session.name.zhTw)?.[0];
    expect(year).toBe(String(new Date().getUTCFullYear()));
    expect(submitted).toMatchObject({ status: 'submitted', registrationNumber: `INC${year}-0001`, finalSubmittedAt: null });

    const mail = await lastMailTo(ctx, memberEmails[0] as string);
    expect(mail.subject).toBe(`Application received: INC${year}-0001 | Youth Social Impact Programme`);
    expect(mail.text).toContain('Your team "暖心實驗室" has successfully submitted its application to the Youth Impact Incubator.');
    expect(mail.text).toContain('/en/user/incubator-list');
    expect(mail.text).toContain('we will announce the selection results');
    expect(await mailsTo(ctx, memberEmails[1] as string)).toEqual([]);

    // A retry answers it unchanged and mails nobody again.
    const again = await submitIncubator(ctx.app, token, application.id);
    expect(again.json<IncubatorAnswer>()).toMatchObject({ registrationNumber: `INC${year}-0001`, version: submitted.version });
    expect(await mailsTo(ctx, memberEmails[0] as string)).toHaveLength(1);
    const put = await saveIncubator(ctx.app, token, { id: application.id, version: submitted.version, data: incubatorData() });
    expect(put.statusCode).toBe(409);
  });

  it('mails in Chinese with the incubator’s name, and numbers the next team after the last', async () => {
    const memberEmails = emails();
    const { token, application } = await draft(incubatorData({ memberEmails }));
    const submitted = (await submitIncubator(ctx.app, token, application.id, 'zhTw')).json<IncubatorAnswer>();
    expect(submitted.registrationNumber).toMatch(/^INC\d{4}-0002$/);
    const mail = await lastMailTo(ctx, memberEmails[0] as string);
    expect(mail.subject).toBe(`報名成功：${submitted.registrationNumber} | 青年公益實踐計畫`);
    expect(mail.text).toContain('您的團隊「暖心實驗室」已完成青年公益育成報名');
    expect(mail.text).toContain('評選結果將公布於計畫網頁');
  });

  it('gives parallel submits of one application one number', async () => {
    const { token, application } = await draft(incubatorData({ memberEmails: emails() }));
    const answers = await Promise.all(Array.from({ length: 8 }, () => submitIncubator(ctx.app, token, application.id)));
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.json<IncubatorAnswer>().registrationNumber)).size).toBe(1);
  });

  it('says what is missing, the photo with ‘圖片不能為空’', async () => {
    const data = incubatorData({ memberEmails: emails() });
    const { token, application } = await draft({ team: data.team, proposal: { ...data.proposal, issue: undefined } }, []);
    const response = await submitIncubator(ctx.app, token, application.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_USER_INPUT', message: '資料未填寫完整' });
    expect(response.json().fields).toEqual(
      expect.arrayContaining([
        { path: 'proposal.img', message: '圖片不能為空' },
        { path: 'proposal.pdfFile', message: '請選擇檔案' },
        { path: 'proposal.issue', message: '此欄位為必填' },
      ]),
    );
  });

  it('wants the country of an Asia-Pacific team', async () => {
    const data = incubatorData({ memberEmails: emails() });
    const { token, application } = await draft({ ...data, proposal: { ...data.proposal, property: 'asia_pacific' } });
    const response = await submitIncubator(ctx.app, token, application.id);
    expect(response.json().fields).toEqual([{ path: 'team.country', message: '此欄位為必填' }]);
  });
});

describe('the age limit on the apply end date in Asia/Taipei', () => {
  // 20:00 UTC is already the next day in Taipei: the rule must use Taipei's date.
  const applyEnd = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 2, 9, 20, 0));
  const taipeiDay = new Date(applyEnd.getTime() + 8 * 3_600_000);
  /** The birthday on which a member turns 41 on the Taipei apply-end day shifted by `days`. */
  const turns41 = (days: number) => new Date(Date.UTC(taipeiDay.getUTCFullYear() - 41, taipeiDay.getUTCMonth(), taipeiDay.getUTCDate() + days)).toISOString().slice(0, 10);

  beforeAll(async () => {
    await setIncubatorWindow(ctx.app, manager, { applyStart: new Date(Date.now() - DAY), applyEnd, finalUploadEnd: new Date(applyEnd.getTime() + 30 * DAY) });
  });
  afterAll(async () => {
    const now = Date.now();
    await setIncubatorWindow(ctx.app, manager, { applyStart: new Date(now - 30 * DAY), applyEnd: new Date(now + 60 * DAY), finalUploadEnd: new Date(now + 90 * DAY) });
  });

  it.each([
    ['the 41st birthday on the apply end date (Taipei)', 0, 400],
    ['the 41st birthday the day before', -1, 400],
    ['the 41st birthday the day after', 1, 200],
  ])('%s → %i', async (_, days, status) => {
    const memberEmails = emails();
    const { token, application } = await draft(incubatorData({ memberEmails, birthdays: ['1996-01-01', turns41(days)] }));
    const response = await submitIncubator(ctx.app, token, application.id, 'en');
    expect(response.statusCode).toBe(status);
    if (status === 400) {
      expect(response.json()).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Members must be 40 or younger on the application deadline',
        fields: [{ path: 'team.members.1.birthday', message: 'Members must be 40 or younger on the application deadline' }],
      });
    }
  });
});

describe('the deadline', () => {
  it('refuses a submit after the apply end and its grace with REGISTRATION_CLOSED', async () => {
    const { token, application } = await draft(incubatorData({ memberEmails: emails() }));
    const now = Date.now();
    // Past the default grace of 2 minutes.
    await setIncubatorWindow(ctx.app, manager, { applyStart: new Date(now - 30 * DAY), applyEnd: new Date(now - 121_000), finalUploadEnd: new Date(now + DAY) });
    try {
      const response = await call(ctx.app, {
        method: 'POST',
        url: `/api/incubator/apply/pvt/submit/${application.id}`,
        token,
        language: 'en',
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(response.json()).toEqual({ code: 'REGISTRATION_CLOSED', message: 'Registration Closed' });
    } finally {
      await setIncubatorWindow(ctx.app, manager, { applyStart: new Date(now - 30 * DAY), applyEnd: new Date(now + 60 * DAY), finalUploadEnd: new Date(now + 90 * DAY) });
    }
  });
});
