import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, reminderOptOuts } from '../../db/schema.ts';
import { memberMaker, save, setApplyWindow, type ApplicationAnswer } from '../../testing/applications.ts';
import { call, login, managerPassword, startTestApp, type TestApp } from '../../testing/harness.ts';
import { inventionProgramme } from '../invention.ts';
import { createOptOutSigner } from './opt-out.ts';
import { sendDueReminders } from './send.ts';

const hour = 3_600_000;
let ctx: TestApp;
let manager: string;
let sessionId: number;
let end: number;
const signer = () => createOptOutSigner(ctx.config.jwtSecret);

beforeAll(async () => {
  ctx = await startTestApp();
  manager = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
  end = Date.now() + 240 * hour;
  sessionId = await setApplyWindow(ctx.app, manager, { applyStart: new Date(Date.now() - 24 * hour), applyEnd: new Date(end) });
});
afterAll(() => ctx.close());

const newMember = memberMaker(() => ctx.app, 'staffview');
const accountIdOf = async (token: string) => (await call(ctx.app, { method: 'GET', url: '/api/user/info', token })).json<{ id: number }>().id;

describe('GET /api/reminders/off', () => {
  it('turns the member reminders off with a signed token, once or twice, and answers a bilingual page', async () => {
    const id = await accountIdOf(await newMember());
    for (let i = 0; i < 2; i += 1) {
      const response = await call(ctx.app, { method: 'GET', url: `/api/reminders/off?token=${signer().token(id)}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('已停止截止提醒');
      expect(response.body).toContain('Reminders off');
    }
    expect(await ctx.app.store.read.select().from(reminderOptOuts).where(eq(reminderOptOuts.accountId, id))).toHaveLength(1);
  });

  it('refuses a token that is not signed, or signed for another account, and changes nothing', async () => {
    const id = await accountIdOf(await newMember());
    const other = signer().token(id + 1000).split('.')[1];
    for (const token of ['', 'x', `${id}.${other}`, `${id}.${'A'.repeat(43)}`, signer().token(id).slice(0, -1)]) {
      const response = await call(ctx.app, { method: 'GET', url: `/api/reminders/off?token=${encodeURIComponent(token)}` });
      expect(response.statusCode, token).toBe(400);
      expect(response.body).toContain('Invalid link');
    }
    expect(await ctx.app.store.read.select().from(reminderOptOuts).where(eq(reminderOptOuts.accountId, id))).toEqual([]);
  });

  it('does nothing for an account that no longer exists', async () => {
    const response = await call(ctx.app, { method: 'GET', url: `/api/reminders/off?token=${signer().token(999_999)}` });
    expect(response.statusCode).toBe(200);
  });
});

describe('managers: a session reminders', () => {
  it('lists the stages with their times, and per stage what was sent to which application', async () => {
    const token = await newMember();
    const saved = (await save(ctx.app, token, { data: { team: { name: '提醒隊' }, proposal: {} } })).json<ApplicationAnswer>();
    const deps = { store: ctx.app.store, mailer: ctx.app.mailer, log: ctx.app.log, publicUrl: ctx.config.publicUrl, optOut: signer() };
    await sendDueReminders(deps, [inventionProgramme], new Date(end - 100 * hour));

    const response = await call(ctx.app, { method: 'GET', url: `/api/invention/session/pvt/reminders/${sessionId}`, token: manager });
    expect(response.statusCode).toBe(200);
    const view = response.json<{ stages: { stage: number; at: string; sent: number; failed: number; applications: { id: number; teamName: string; outcome: string }[] }[] }>();
    expect(view.stages.map((stage) => [stage.stage, stage.at])).toEqual([
      [168, new Date(end - 168 * hour).toISOString()],
      [24, new Date(end - 24 * hour).toISOString()],
      [3, new Date(end - 3 * hour).toISOString()],
    ]);
    expect(view.stages[0]).toMatchObject({ sent: 1, failed: 0, applications: [{ id: saved.id, teamName: '提醒隊', outcome: 'sent' }] });
    expect(view.stages[1]).toMatchObject({ sent: 0, applications: [] });
  });

  it('previews the mail of a stage in either language, for the first draft it would mail', async () => {
    const token = await newMember();
    const saved = (await save(ctx.app, token, { data: { team: {}, proposal: {} } })).json<ApplicationAnswer>();
    const response = await call(ctx.app, { method: 'GET', url: `/api/invention/session/pvt/reminders/${sessionId}/preview?stage=24&lang=en`, token: manager });
    expect(response.statusCode).toBe(200);
    const preview = response.json<{ applicationId: number; subject: string; html: string }>();
    expect(preview.subject).toMatch(/^Reminder: /);
    expect(preview.html).toContain('Team information');
    expect(preview.applicationId).toBeLessThanOrEqual(saved.id);
    expect(preview.html).toContain(`/en/invention-apply/team-data/${preview.applicationId}`);
    // Its opt-out link is the manager's own, so clicking it in a preview switches no member's reminders off.
    const [own] = await ctx.app.store.read.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, ctx.config.managerEmail));
    expect(preview.html).toContain(`/api/reminders/off?token=${signer().token(own?.id as number)}`);
  });

  it('refuses a stage the session does not have, an unknown session, and anyone but a manager', async () => {
    const base = `/api/invention/session/pvt/reminders/${sessionId}`;
    expect((await call(ctx.app, { method: 'GET', url: `${base}/preview?stage=5`, token: manager })).statusCode).toBe(400);
    expect((await call(ctx.app, { method: 'GET', url: `${base}/preview?stage=24&lang=fr`, token: manager })).statusCode).toBe(400);
    expect((await call(ctx.app, { method: 'GET', url: '/api/invention/session/pvt/reminders/999999', token: manager })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'GET', url: base, token: await newMember() })).statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'GET', url: base })).statusCode).toBe(401);
  });

  it('takes stages edited per session, refusing bad ones', async () => {
    const list = (await call(ctx.app, { method: 'GET', url: '/api/invention/session/pvt/list', token: manager })).json<{ items: Record<string, unknown>[] }>();
    const session = list.items.find((item) => item.id === sessionId) as Record<string, unknown>;
    const { name, applyStart, applyEnd, finalUploadEnd, active } = session;
    const put = (reminderStages: unknown) =>
      call(ctx.app, { method: 'PUT', url: `/api/invention/session/pvt/resource/${sessionId}?confirmDeadlineChange=1`, token: manager, payload: { name, applyStart, applyEnd, finalUploadEnd, active, reminderStages } });
    for (const bad of [[0], [1.5], [24, 24], ['24'], Array.from({ length: 11 }, (_, i) => i + 1), [24 * 91]]) {
      expect((await put(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await put([2, 48])).statusCode).toBe(200);
    const view = (await call(ctx.app, { method: 'GET', url: `/api/invention/session/pvt/reminders/${sessionId}`, token: manager })).json<{ stages: { stage: number; configured: boolean }[] }>();
    // The week's stage is still listed: reminders went out at it before the edit.
    expect(view.stages.map((stage) => [stage.stage, stage.configured])).toEqual([
      [168, false],
      [48, true],
      [2, true],
    ]);
  });
});
