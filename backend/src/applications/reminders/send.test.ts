import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remindersSent } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { completeData, completeFiles, memberMaker, save, setApplyWindow, submit, type ApplicationAnswer } from '../../testing/applications.ts';
import { call, login, mailsTo, managerPassword, startTestApp, type TestApp } from '../../testing/harness.ts';
import { inventionProgramme } from '../invention.ts';
import { createOptOutSigner } from './opt-out.ts';
import { sendDueReminders, type ReminderDeps } from './send.ts';

const hour = 3_600_000;
let ctx: TestApp;
let manager: string;
let deps: ReminderDeps;
/** applyEnd, ten days after the drafts were made, so every default stage falls after them. */
let end: number;

beforeAll(async () => {
  ctx = await startTestApp();
  manager = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
  end = Date.now() + 240 * hour;
  await setApplyWindow(ctx.app, manager, { applyStart: new Date(Date.now() - 24 * hour), applyEnd: new Date(end) });
  deps = { store: ctx.app.store, mailer: ctx.app.mailer, log: ctx.app.log, publicUrl: ctx.config.publicUrl, optOut: createOptOutSigner(ctx.config.jwtSecret) };
});
afterAll(() => ctx.close());

const newMember = memberMaker(() => ctx.app, 'reminded');
const before = (hours: number) => new Date(end - hours * hour);
const send = (now: Date, mailer: Mailer = ctx.app.mailer) => sendDueReminders({ ...deps, mailer }, [inventionProgramme], now);

/** A member's draft; the member's login e-mail is `reminded{n}@example.org`. */
async function draft(data: unknown, language: 'zhTw' | 'en' = 'zhTw') {
  const token = await newMember();
  const response = await save(ctx.app, token, { data, language });
  expect(response.statusCode).toBe(200);
  const application = response.json<ApplicationAnswer>();
  const info = (await call(ctx.app, { method: 'GET', url: '/api/user/info', token })).json<{ email: string }>();
  return { token, application, email: info.email };
}

const subjectsTo = async (email: string) => (await mailsTo(ctx, email)).map((mail) => mail.subject);

describe('sending reminders', () => {
  it('mails each draft once per stage, in the language it was saved in, listing what is missing by label with links to the steps', async () => {
    const zh = await draft({ team: { name: '暖心隊' }, proposal: {} });
    const en = await draft({ team: { name: 'Warm Hearts' }, proposal: { name: 'Care robot' } }, 'en');

    await send(before(200));
    expect(await subjectsTo(zh.email)).toEqual([]);

    await send(before(167));
    await send(before(100));
    expect(await subjectsTo(zh.email)).toHaveLength(1);
    const [chinese] = await mailsTo(ctx, zh.email);
    expect(chinese?.subject).toMatch(/^提醒：慈悲科技創新競賽報名尚未送出/);
    expect(chinese?.text).toContain('「暖心隊」');
    expect(chinese?.text).toContain('團隊資訊：團隊照片、學校名稱');
    expect(chinese?.html).toContain(`${ctx.config.publicUrl}/zhTw/invention-apply/team-data/${zh.application.id}`);
    expect(chinese?.html).toContain(`${ctx.config.publicUrl}/zhTw/invention-apply/proposal/${zh.application.id}`);
    expect(chinese?.html).toContain(`${ctx.config.publicUrl}/api/reminders/off?token=`);

    const [english] = await mailsTo(ctx, en.email);
    expect(english?.subject).toMatch(/^Reminder: your Compassion Technology Innovation Competition application is not submitted yet/);
    expect(english?.text).toContain('Team information: Team photo, School');
    expect(english?.text).toContain('Proposal information: Group, Theme');
    expect(english?.text).not.toContain('Work title');

    await send(before(23));
    await send(before(2));
    expect(await subjectsTo(zh.email)).toHaveLength(3);
  });

  it('sends only the latest stage whose time passed while no reminder ran', async () => {
    const { email } = await draft({ team: {}, proposal: {} });
    await send(before(2));
    await send(before(1));
    expect(await subjectsTo(email)).toHaveLength(1);
    const stages = await ctx.app.store.read.select({ stage: remindersSent.stage, outcome: remindersSent.outcome }).from(remindersSent);
    expect(stages).toContainEqual({ stage: 3, outcome: 'sent' });
  });

  it('sends one mail when two runs race for the same stage', async () => {
    const { email, application } = await draft({ team: {}, proposal: {} });
    await Promise.all([send(before(100)), send(before(100)), send(before(99))]);
    expect(await subjectsTo(email)).toHaveLength(1);
    const rows = await ctx.app.store.read.select().from(remindersSent).where(eq(remindersSent.applicationId, application.id));
    expect(rows.map((row) => row.stage)).toEqual([168]);
  });

  it('skips submitted applications and members who turned reminders off', async () => {
    const data = completeData({ memberEmails: ['sub-lead@example.org', 'sub-mate@example.org'] });
    const done = await newMember();
    const saved = (await save(ctx.app, done, { data, files: completeFiles() })).json<ApplicationAnswer>();
    expect((await submit(ctx.app, done, saved.id)).statusCode).toBe(200);
    const off = await draft({ team: {}, proposal: {} });
    const accountId = (await call(ctx.app, { method: 'GET', url: '/api/user/info', token: off.token })).json<{ id: number }>().id;
    expect((await call(ctx.app, { method: 'GET', url: `/api/reminders/off?token=${deps.optOut.token(accountId)}` })).statusCode).toBe(200);

    await send(before(20));
    expect(await ctx.app.store.read.select().from(remindersSent).where(eq(remindersSent.applicationId, saved.id))).toEqual([]);
    expect(await subjectsTo(off.email)).toEqual([]);
  });

  it('records a mail that failed as failed and does not send it again', async () => {
    const { application } = await draft({ team: {}, proposal: {} });
    let attempts = 0;
    const failing: Mailer = {
      send: () => undefined,
      deliver: async () => {
        attempts += 1;
        return false;
      },
      idle: async () => undefined,
      close: async () => undefined,
    };
    await send(before(1.5), failing);
    const tried = attempts;
    await send(before(1.4), failing);
    expect(tried).toBeGreaterThan(0);
    expect(attempts).toBe(tried);
    const [row] = await ctx.app.store.read
      .select({ outcome: remindersSent.outcome })
      .from(remindersSent)
      .where(and(eq(remindersSent.applicationId, application.id), eq(remindersSent.stage, 3)));
    expect(row).toEqual({ outcome: 'failed' });
  });
});
