import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, managerPassword, startTestApp, type TestApp } from '../testing/harness.ts';

type Item = Record<string, unknown> & { id: number; position: number; published: boolean };
type Page = { items: Item[]; total: number };

let ctx: TestApp;
let manager: string;

beforeAll(async () => {
  ctx = await startTestApp();
  manager = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
});
afterAll(() => ctx.close());

const get = (url: string, language?: 'zhTw' | 'en', token?: string) => call(ctx.app, { method: 'GET', url, language, token });

describe('public reads', () => {
  it('flattens localised fields in the language of Content-Language', async () => {
    const zh = (await get('/api/article/article/pub/list', 'zhTw')).json<Page>();
    const en = (await get('/api/article/article/pub/list', 'en')).json<Page>();
    expect(zh.total).toBeGreaterThanOrEqual(12);
    expect(en.total).toBe(zh.total);
    expect(typeof zh.items[0]?.title).toBe('string');
    expect(zh.items[0]?.title).toMatch(/[\u4e00-\u9fff]/);
    expect(en.items[0]?.title).toMatch(/^[\x20-\x7e’]+$/);
    expect(en.items[0]?.id).toBe(zh.items[0]?.id);
  });

  it('treats a missing or unknown Content-Language as zhTw', async () => {
    const none = (await get('/api/article/tag/pub/list')).json<Page>();
    const other = (await call(ctx.app, { method: 'GET', url: '/api/article/tag/pub/list', headers: { 'content-language': 'fr' } })).json<Page>();
    expect(none.items[0]?.name).toBe('長期照護');
    expect(other.items[0]?.name).toBe('長期照護');
  });

  it('answers home banners and recommends as raw arrays with the record keys', async () => {
    const banners = (await get('/api/home/banner/pub/list', 'en')).json<Item[]>();
    const recommends = (await get('/api/home/recommend/pub/list', 'en')).json<Item[]>();
    expect(Array.isArray(banners)).toBe(true);
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(recommends.length).toBeGreaterThanOrEqual(6);
    expect(banners[0]).toMatchObject({ id: expect.any(Number), position: 0, published: true, imageDes: expect.stringMatching(/^\/files\/public\//) });
    expect(banners.map((b) => b.position)).toEqual([...banners.keys()]);
  });

  it('pages and filters lists', async () => {
    const all = (await get('/api/article/article/pub/list?pageSize=100')).json<Page>();
    const page2 = (await get('/api/article/article/pub/list?page=2&pageSize=5')).json<Page>();
    expect(page2.total).toBe(all.total);
    expect(page2.items.map((i) => i.id)).toEqual(all.items.slice(5, 10).map((i) => i.id));

    const now = (await get('/api/article/article/pub/list?column=now&pageSize=100')).json<Page>();
    expect(now.total).toBeGreaterThan(0);
    expect(now.items.every((i) => i.column === 'now')).toBe(true);

    const tag = (await get('/api/article/tag/pub/list')).json<Page>().items[0];
    const tagged = (await get(`/api/article/article/pub/list?tagId=${tag?.id}&pageSize=100`)).json<Page>();
    expect(tagged.total).toBeGreaterThan(0);
    expect(tagged.items.every((i) => (i.tagIds as number[]).includes(tag?.id as number))).toBe(true);
    expect(tagged.total).toBeLessThan(all.total);

    const search = (await get('/api/article/article/pub/list?q=fishing%20nets', 'en')).json<Page>();
    expect(search.total).toBeGreaterThan(0);
  });

  // The list reads are prepared once per shape (db/prepared.ts): each call must still read its own values.
  it('answers each call of one prepared shape with its own family, filter values and page', async () => {
    const all = (await get('/api/article/article/pub/list?pageSize=100')).json<Page>();
    const columns = [...new Set(all.items.map((i) => i.column as string))];
    expect(columns.length).toBeGreaterThan(1);
    for (const column of columns) {
      const filtered = (await get(`/api/article/article/pub/list?column=${column}&pageSize=100`)).json<Page>();
      expect(filtered.items.map((i) => i.id)).toEqual(all.items.filter((i) => i.column === column).map((i) => i.id));
      expect(filtered.total).toBe(filtered.items.length);
    }
    const pages = await Promise.all([1, 2, 3].map(async (page) => (await get(`/api/article/article/pub/list?page=${page}&pageSize=2`)).json<Page>()));
    expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(all.items.slice(0, 6).map((i) => i.id));

    const [first, second] = all.items;
    const byTitle = async (title: unknown) => (await get(`/api/article/article/pub/list?q=${encodeURIComponent(String(title))}`, 'en')).json<Page>();
    expect((await byTitle(first?.title)).items.map((i) => i.id)).toContain(first?.id);
    expect((await byTitle(second?.title)).items.map((i) => i.id)).toContain(second?.id);
    expect((await byTitle(first?.title)).items.map((i) => i.id)).not.toContain(second?.id);

    // The same shape for another family reads that family, and one record's read takes its id.
    const tags = (await get('/api/article/tag/pub/list?pageSize=100')).json<Page>();
    expect(tags.items.length).toBeGreaterThan(0);
    expect(tags.items.every((i) => typeof i.name === 'string' && !('title' in i))).toBe(true);
    expect((await get(`/api/article/article/pub/resource/${second?.id}`)).json<Item>().id).toBe(second?.id);
    expect((await get(`/api/article/tag/pub/resource/${tags.items[0]?.id}`)).json<Item>().id).toBe(tags.items[0]?.id);
    // Ids are one sequence over every family: an article's id is no tag's.
    expect((await get(`/api/article/tag/pub/resource/${first?.id}`)).statusCode).toBe(404);
  });

  it('refuses bad paging and unknown filters', async () => {
    expect((await get('/api/article/article/pub/list?pageSize=101')).statusCode).toBe(400);
    expect((await get('/api/article/article/pub/list?page=0')).statusCode).toBe(400);
    const unknown = await get('/api/article/article/pub/list?colour=red', 'en');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Unknown field: colour', code: 'BAD_USER_INPUT' });
  });

  it('answers 404 for an unknown family or id, in the request language', async () => {
    const family = await get('/api/article/unknown/pub/list', 'en');
    expect(family.statusCode).toBe(404);
    expect(family.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    const record = await get('/api/article/article/pub/resource/999999', 'zhTw');
    expect(record.statusCode).toBe(404);
    expect(record.json()).toEqual({ message: '查無資料', code: 'NOT_FOUND' });
  });

  it('refuses public submissions with 405', async () => {
    const response = await call(ctx.app, { method: 'POST', url: '/api/home/banner/pub/resource', payload: {}, language: 'en' });
    expect(response.statusCode).toBe(405);
    expect(response.json().message).toMatch(/public submissions/);
  });
});

const tagBody = (zhTw: string, en: string) => ({ name: { zhTw, en } });

describe('manager writes', () => {
  it('refuses malformed JSON and unknown fields with 400', async () => {
    const malformed = await call(ctx.app, {
      method: 'POST',
      url: '/api/article/tag/pvt/resource',
      token: manager,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(malformed.body).not.toMatch(/at .*\.(js|ts)/);

    const unknown = await call(ctx.app, {
      method: 'POST',
      url: '/api/article/tag/pvt/resource',
      token: manager,
      language: 'en',
      payload: { ...tagBody('測試', 'Test'), colour: 'red' },
    });
    expect(unknown.statusCode).toBe(400);
    // A content family's write names each failing field, for the studio to mark.
    expect(unknown.json()).toEqual({ message: 'Unknown field: colour', code: 'BAD_USER_INPUT', fields: [{ path: 'colour', message: 'Unknown field' }] });

    const missingLanguage = await call(ctx.app, { method: 'POST', url: '/api/article/tag/pvt/resource', token: manager, payload: { name: { zhTw: '只有中文' } } });
    expect(missingLanguage.statusCode).toBe(400);
  });

  it('creates, reads, replaces and deletes, keeping positions 0..n-1', async () => {
    const created = await call(ctx.app, { method: 'POST', url: '/api/article/tag/pvt/resource', token: manager, payload: tagBody('新標籤', 'New tag') });
    expect(created.statusCode).toBe(200);
    const tag = created.json<Item>();
    expect(tag).toMatchObject({ name: { zhTw: '新標籤', en: 'New tag' }, published: true });
    expect(tag.createdAt).toMatch(/Z$/);

    const stored = (await get(`/api/article/tag/pvt/resource/${tag.id}`, 'en', manager)).json<Item>();
    expect(stored.name).toEqual({ zhTw: '新標籤', en: 'New tag' });
    expect((await get(`/api/article/tag/pub/resource/${tag.id}`, 'en')).json<Item>().name).toBe('New tag');

    // A client may send the record back as read, with its read-only keys.
    const replaced = await call(ctx.app, {
      method: 'PUT',
      url: `/api/article/tag/pvt/resource/${tag.id}`,
      token: manager,
      payload: { ...stored, name: { zhTw: '改名', en: 'Renamed' } },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json<Item>()).toMatchObject({ id: tag.id, position: tag.position, name: { zhTw: '改名', en: 'Renamed' } });

    const found = await get('/api/article/tag/pvt/resource/find?name=Renamed', undefined, manager);
    expect(found.json<Item>().id).toBe(tag.id);

    const first = (await get('/api/article/tag/pvt/list', undefined, manager)).json<Page>().items[0];
    const removed = await call(ctx.app, { method: 'DELETE', url: `/api/article/tag/pvt/resource/${first?.id}`, token: manager });
    expect(removed.json()).toEqual({ id: first?.id });
    expect((await get(`/api/article/tag/pvt/resource/${first?.id}`, undefined, manager)).statusCode).toBe(404);
    const after = (await get('/api/article/tag/pvt/list', undefined, manager)).json<Page>();
    expect(after.items.map((i) => i.position)).toEqual([...after.items.keys()]);
  });

  it('accepts ids sent as strings and stores them as numbers', async () => {
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/article/article/pvt/resource',
      token: manager,
      payload: {
        column: 'social',
        title: { zhTw: '標題', en: 'Title' },
        summary: { zhTw: '摘要', en: 'Summary' },
        content: { zhTw: '第一段\n\n第二段', en: 'First\n\nSecond' },
        cover: '/files/public/article-care-robots.svg',
        tagIds: ['3', 4],
        publishedAt: '2025-01-31',
        published: false,
      },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json<Item>()).toMatchObject({ tagIds: [3, 4], published: false });
  });

  it('moves a record and answers the family in order', async () => {
    const before = (await get('/api/home/banner/pvt/list', undefined, manager)).json<Page>().items;
    const last = before.length - 1;
    const moving = before[0] as Item;
    const moved = await call(ctx.app, { method: 'PATCH', url: `/api/home/banner/pvt/resource/${moving.id}/move/0/${last}`, token: manager });
    expect(moved.statusCode).toBe(200);
    const items = moved.json<{ items: Item[] }>().items;
    expect(items.map((i) => i.id)).toEqual([...before.slice(1).map((i) => i.id), moving.id]);
    expect(items.map((i) => i.position)).toEqual([...items.keys()]);

    const back = await call(ctx.app, { method: 'PATCH', url: `/api/home/banner/pvt/resource/${moving.id}/move/${last}/0`, token: manager });
    expect(back.json<{ items: Item[] }>().items.map((i) => i.id)).toEqual(before.map((i) => i.id));

    const stale = await call(ctx.app, { method: 'PATCH', url: `/api/home/banner/pvt/resource/${moving.id}/move/1/2`, token: manager });
    expect(stale.statusCode).toBe(409);
    const outOfRange = await call(ctx.app, { method: 'PATCH', url: `/api/home/banner/pvt/resource/${moving.id}/move/0/99`, token: manager });
    expect(outOfRange.statusCode).toBe(400);
  });

  it('toggles published, hiding the record from public reads', async () => {
    const banner = (await get('/api/home/banner/pub/list')).json<Item[]>()[0] as Item;
    const hidden = await call(ctx.app, { method: 'PATCH', url: `/api/home/banner/pvt/resource/${banner.id}/toggle/published`, token: manager });
    expect(hidden.json<Item>().published).toBe(false);
    const publicIds = (await get('/api/home/banner/pub/list')).json<Item[]>().map((b) => b.id);
    expect(publicIds).not.toContain(banner.id);
    expect((await get(`/api/home/banner/pub/resource/${banner.id}`)).statusCode).toBe(404);
    const manager_ = (await get('/api/home/banner/pvt/list?published=false', undefined, manager)).json<Page>();
    expect(manager_.items.map((b) => b.id)).toEqual([banner.id]);

    await call(ctx.app, { method: 'PATCH', url: `/api/home/banner/pvt/resource/${banner.id}/toggle/published`, token: manager });
    expect((await get('/api/home/banner/pub/list')).json<Item[]>().map((b) => b.id)).toContain(banner.id);

    const notBoolean = await call(ctx.app, { method: 'PATCH', url: `/api/home/banner/pvt/resource/${banner.id}/toggle/title`, token: manager });
    expect(notBoolean.statusCode).toBe(400);
  });

  it('keeps one active session per programme', async () => {
    const [seeded] = (await get('/api/invention/session/pub/list')).json<Page>().items;
    expect(seeded).toMatchObject({ active: true });
    const start = new Date(seeded?.applyStart as string);
    expect(Date.now() - start.getTime()).toBeGreaterThan(29 * 86_400_000);

    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/invention/session/pvt/resource',
      token: manager,
      payload: {
        name: { zhTw: '下一屆', en: 'Next session' },
        applyStart: '2030-01-01T08:00:00+08:00',
        applyEnd: '2030-03-01T00:00:00Z',
        finalUploadEnd: '2030-04-01T00:00:00Z',
        active: true,
      },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json<Item>().applyStart).toBe('2030-01-01T00:00:00.000Z');
    const sessions = (await get('/api/invention/session/pvt/list', undefined, manager)).json<Page>().items;
    expect(sessions.filter((s) => s.active).map((s) => s.id)).toEqual([created.json<Item>().id]);

    const reactivated = await call(ctx.app, { method: 'PATCH', url: `/api/invention/session/pvt/resource/${seeded?.id}/toggle/active`, token: manager });
    expect(reactivated.json<Item>().active).toBe(true);
    const again = (await get('/api/invention/session/pvt/list', undefined, manager)).json<Page>().items;
    expect(again.filter((s) => s.active).map((s) => s.id)).toEqual([seeded?.id]);
  });
});
