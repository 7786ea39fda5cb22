// The content studio's backend (issue 21): versioned saves, drafts that may miss a language but
// cannot be published so, revisions brought back as new saves, and the bin with its purge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appStartTimeout, call, login, managerPassword, startTestApp, type TestApp } from '../testing/harness.ts';
import { purgeBin } from './bin.ts';

type Banner = { id: number; position: number; published: boolean; version: number; title: { zhTw: string; en: string } } & Record<string, unknown>;

let ctx: TestApp;
let manager: string;

beforeAll(async () => {
  ctx = await startTestApp();
  manager = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
}, appStartTimeout);
afterAll(() => ctx?.close());

const base = '/api/article/banner/pvt';
const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
  call(ctx.app, { method, url, token: manager, language: 'en', headers, ...(payload ? { payload } : {}) });
const banner = (zhTw: string, en: string) => ({ title: { zhTw, en }, image: '/files/public/banner.jpg' });
const draft = async (en = '') => (await send('POST', `${base}/resource`, { ...banner('草稿', en), published: false })).json<Banner>();
const publicIds = async () => (await call(ctx.app, { method: 'GET', url: '/api/article/banner/pub/list?pageSize=100' })).json<{ items: Banner[] }>().items.map((item) => item.id);

describe('the content studio', () => {
  it('saves over the version edited and refuses a stale save, writing nothing', async () => {
    const record = await draft();
    expect(record).toMatchObject({ version: 1, published: false, title: { zhTw: '草稿', en: '' } });
    const saved = await send('PUT', `${base}/resource/${record.id}`, banner('第一版', ''), { 'if-match': '"1"' });
    expect(saved.json<Banner>()).toMatchObject({ version: 2, title: { zhTw: '第一版' } });

    const stale = await send('PUT', `${base}/resource/${record.id}?version=1`, banner('覆蓋', 'Overwrite'));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', reason: 'STALE_VERSION' });
    expect((await send('GET', `${base}/resource/${record.id}`)).json<Banner>()).toMatchObject({ version: 2, title: { zhTw: '第一版', en: '' } });
    // A spec client names no version and replaces as before; a banner title longer than the slide holds is refused.
    expect((await send('PUT', `${base}/resource/${record.id}`, banner('第二版', ''))).json<Banner>().version).toBe(3);
    expect((await send('PUT', `${base}/resource/${record.id}`, banner('長'.repeat(61), ''))).statusCode).toBe(400);
  });

  it('refuses to publish a record with a language empty, naming the fields', async () => {
    const record = await draft();
    const toggled = await send('PATCH', `${base}/resource/${record.id}/toggle/published`);
    expect(toggled.statusCode).toBe(400);
    expect(toggled.json()).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'INCOMPLETE_TRANSLATION', fields: [{ path: 'title.en' }] });
    expect((await send('PUT', `${base}/resource/${record.id}`, { ...banner('草稿', ''), published: true })).json()).toMatchObject({ reason: 'INCOMPLETE_TRANSLATION' });
    expect(await publicIds()).not.toContain(record.id);

    await send('PUT', `${base}/resource/${record.id}`, banner('草稿', 'Draft'));
    expect((await send('PATCH', `${base}/resource/${record.id}/toggle/published`)).json<Banner>()).toMatchObject({ published: true, version: 3 });
    expect(await publicIds()).toContain(record.id);
    const specs = (await send('GET', '/api/content/pvt/families')).json<{ items: { family: string; fields: { name: string; maxLength?: number }[] }[] }>();
    expect(specs.items.find((spec) => spec.family === 'home/banner')?.fields.find((field) => field.name === 'title')?.maxLength).toBe(60);
  });

  it('keeps a revision of every change, newest first, and restores one as a new save', async () => {
    const record = await draft('Draft');
    await send('PUT', `${base}/resource/${record.id}`, banner('改過', 'Changed'), { 'if-match': '"1"' });
    await send('PATCH', `${base}/resource/${record.id}/toggle/published`, undefined, { 'if-match': '"2"' });
    const revisions = (await send('GET', `${base}/resource/${record.id}/revisions`)).json<{ items: Record<string, unknown>[] }>().items;
    expect(revisions.map(({ version, action }) => [version, action])).toEqual([
      [3, 'publish'],
      [2, 'save'],
      [1, 'create'],
    ]);
    expect(revisions[1]).toMatchObject({ by: ctx.config.managerEmail, changedFields: ['title'], published: false });

    expect((await send('POST', `${base}/resource/${record.id}/revisions/1/restore?version=2`)).statusCode).toBe(409);
    const restored = await send('POST', `${base}/resource/${record.id}/revisions/1/restore`, undefined, { 'if-match': '"3"' });
    expect(restored.json<Banner>()).toMatchObject({ version: 4, published: true, title: { zhTw: '草稿', en: 'Draft' } });
    const newest = (await send('GET', `${base}/resource/${record.id}/revisions`)).json<{ items: Record<string, unknown>[] }>().items[0];
    expect(newest).toMatchObject({ version: 4, action: 'restoreRevision', changedFields: ['title'] });
  });

  it('moves a deleted record to the bin, restores it unpublished at the end, and purges it after 30 days', async () => {
    const record = await draft('Bin');
    await send('PATCH', `${base}/resource/${record.id}/toggle/published`);
    const list = async () => (await send('GET', `${base}/list?pageSize=100`)).json<{ items: Banner[] }>().items;
    const before = await list();
    const first = before[0] as Banner;

    expect((await send('DELETE', `${base}/resource/${first.id}`)).json()).toEqual({ id: first.id });
    const after = await list();
    expect(after.map((item) => item.id)).toEqual(before.slice(1).map((item) => item.id));
    expect(after.map((item) => item.position)).toEqual([...after.keys()]);
    expect(await publicIds()).not.toContain(first.id);
    const bin = (await send('GET', '/api/content/pvt/bin?family=article/banner')).json<{ items: { record: Banner; deletedBy: string; purgeAt: string; deletedAt: string }[] }>();
    expect(bin.items[0]).toMatchObject({ record: { id: first.id }, deletedBy: ctx.config.managerEmail });
    expect(Date.parse(bin.items[0]?.purgeAt ?? '') - Date.parse(bin.items[0]?.deletedAt ?? '')).toBe(30 * 24 * 60 * 60 * 1000);

    const back = (await send('POST', `${base}/bin/${first.id}/restore`)).json<Banner>();
    expect(back).toMatchObject({ id: first.id, published: false, position: before.length - 1 });
    expect((await send('GET', '/api/content/pvt/bin?family=article/banner')).json<{ items: unknown[] }>().items).toEqual([]);

    await send('DELETE', `${base}/resource/${record.id}`);
    expect(await purgeBin(ctx.app.store, Date.now() + 29 * 24 * 60 * 60 * 1000)).toEqual([]);
    expect(await purgeBin(ctx.app.store, Date.now() + 31 * 24 * 60 * 60 * 1000)).toEqual([record.id]);
    expect((await send('GET', '/api/content/pvt/bin')).json<{ items: unknown[] }>().items).toEqual([]);
    expect((await send('POST', `${base}/bin/${record.id}/restore`)).statusCode).toBe(404);
  });
});
