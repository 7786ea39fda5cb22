// Scheduled publishing through the backend (issue 21 item 8): the times an officer sets, refused in
// the request's language when wrong; each due change made once even when two runs race, as a
// revision and an audit entry by "scheduler"; and counted in the change feed the gateways read.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema.ts';
import { appStartTimeout, call, login, managerPassword, startTestApp, type TestApp } from '../testing/harness.ts';
import { runDueSchedules } from './schedule.ts';

type Banner = { id: number; published: boolean; version: number };

let ctx: TestApp;
let manager: string;

beforeAll(async () => {
  ctx = await startTestApp();
  manager = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
}, appStartTimeout);
afterAll(() => ctx?.close());

const base = '/api/home/banner/pvt';
const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, language: 'zhTw' | 'en' = 'en') =>
  call(ctx.app, { method, url, token: manager, language, ...(payload ? { payload } : {}) });
const banner = (en: string) => ({ title: { zhTw: '預約', en }, alt: { zhTw: '圖', en: en && 'Picture' }, imageDes: '/files/public/d.jpg', imageMob: '/files/public/m.jpg', published: false });
const draft = async (en = 'Scheduled') => (await send('POST', `${base}/resource`, banner(en))).json<Banner>();
const inMinutes = (minutes: number, from = Date.now()) => new Date(from + minutes * 60_000).toISOString();
const publicIds = async () => (await call(ctx.app, { method: 'GET', url: '/api/home/banner/pub/list' })).json<Banner[]>().map((item) => item.id);
const changes = async () => (await call(ctx.app, { method: 'GET', url: '/api/content/pub/changes' })).json<{ families: Record<string, number> }>().families['home/banner'] ?? 0;

describe('scheduled publishing', () => {
  it('refuses past times, unpublishing first and an incomplete record, in the request language', async () => {
    const record = await draft('');
    const past = await send('PUT', `${base}/resource/${record.id}/schedule`, { publishAt: inMinutes(-1), unpublishAt: null }, 'zhTw');
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'publishAt', message: '排程時間必須晚於現在' }] });
    const order = await send('PUT', `${base}/resource/${record.id}/schedule`, { publishAt: inMinutes(10), unpublishAt: inMinutes(5) });
    expect(order.json()).toMatchObject({ fields: [{ path: 'unpublishAt', message: 'The unpublishing time must be later than the publishing time' }] });
    const incomplete = await send('PUT', `${base}/resource/${record.id}/schedule`, { publishAt: inMinutes(10), unpublishAt: null });
    expect(incomplete.json()).toMatchObject({ reason: 'INCOMPLETE_TRANSLATION', fields: [{ path: 'title.en' }, { path: 'alt.en' }] });
    expect((await send('GET', `${base}/resource/${record.id}/schedule`)).json()).toEqual({ publishAt: null, unpublishAt: null, setBy: null });
    // Only articles and banners are scheduled.
    expect((await send('GET', '/api/invention/qa/pvt/resource/1/schedule')).statusCode).toBe(404);
  });

  it('publishes then unpublishes at the set times, each once however many runs race, by "scheduler"', async () => {
    const record = await draft();
    const setAt = Date.now();
    const times = { publishAt: inMinutes(1, setAt), unpublishAt: inMinutes(2, setAt) };
    expect((await send('PUT', `${base}/resource/${record.id}/schedule`, times)).json()).toEqual({ ...times, setBy: ctx.config.managerEmail });
    const countBefore = await changes();

    expect(await runDueSchedules(ctx.app.store, setAt + 59_000)).toEqual([]);
    const raced = (await Promise.all([1, 2, 3].map(() => runDueSchedules(ctx.app.store, setAt + 61_000)))).flat();
    expect(raced).toEqual([{ id: record.id, change: 'publish', outcome: 'done' }]);
    expect(await publicIds()).toContain(record.id);
    expect(await changes()).toBe(countBefore + 1);
    expect((await send('GET', `${base}/resource/${record.id}/schedule`)).json()).toMatchObject({ publishAt: null, unpublishAt: times.unpublishAt });

    expect(await runDueSchedules(ctx.app.store, setAt + 121_000)).toEqual([{ id: record.id, change: 'unpublish', outcome: 'done' }]);
    expect(await runDueSchedules(ctx.app.store, setAt + 181_000)).toEqual([]);
    expect(await publicIds()).not.toContain(record.id);

    const revisions = (await send('GET', `${base}/resource/${record.id}/revisions`)).json<{ items: { version: number; action: string; by: string }[] }>().items;
    expect(revisions.slice(0, 2)).toEqual([
      expect.objectContaining({ version: 3, action: 'unpublish', by: 'scheduler' }),
      expect.objectContaining({ version: 2, action: 'publish', by: 'scheduler' }),
    ]);
    const entries = await ctx.app.store.read.select().from(auditLog).where(and(eq(auditLog.actorEmail, 'scheduler'), eq(auditLog.targetId, String(record.id))));
    expect(entries.map((entry) => entry.action)).toEqual(['content scheduled publish', 'content scheduled unpublish']);
    expect((await send('GET', `${base}/resource/${record.id}/schedule`)).json()).toEqual({ publishAt: null, unpublishAt: null, setBy: null });
  });

  it('counts in the change feed what visitors could see, not a draft’s save', async () => {
    const record = await draft();
    const before = await changes();
    await send('PUT', `${base}/resource/${record.id}`, { ...banner('Still a draft') });
    expect(await changes()).toBe(before);
    await call(ctx.app, { method: 'PATCH', url: `${base}/resource/${record.id}/toggle/published`, token: manager });
    expect(await changes()).toBe(before + 1);
  });
});
