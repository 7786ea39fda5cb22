import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../db/schema.ts';
import { demoMemberEmail } from '../seed/index.ts';
import { call, login, managerPassword, memberPassword, startTestApp, type TestApp } from '../testing/harness.ts';

let ctx: TestApp;
let manager: string;

beforeAll(async () => {
  ctx = await startTestApp();
  manager = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
});
afterAll(() => ctx.close());

describe('settings', () => {
  it('answers the public keys, seeded as in the contract', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/setting/pub/info' });
    expect(response.statusCode).toBe(200);
    const info = response.json();
    expect(info.impactFigures).toEqual([
      { key: 'assisted', value: 92, unit: 'percent' },
      { key: 'clarified', value: 90, unit: 'percent' },
      { key: 'solved', value: 90, unit: 'percent' },
      { key: 'interaction', value: 91, unit: 'percent' },
      { key: 'teams', value: 77, unit: 'count' },
      { key: 'participants', value: 19800, unit: 'plus' },
      { key: 'funds', value: 82000000, unit: 'plus' },
    ]);
    expect(info.socialLinks.map((link: { network: string }) => link.network)).toEqual(['facebook', 'instagram', 'youtube']);
  });

  it('lists every key for a manager only', async () => {
    const list = await call(ctx.app, { method: 'GET', url: '/api/setting/pvt/info/list', token: manager });
    expect(list.json()).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'impactFigures', public: true })]));
    const member = await login(ctx.app, 'user', demoMemberEmail, memberPassword);
    expect((await call(ctx.app, { method: 'GET', url: '/api/setting/pvt/info/list', token: member })).statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'PUT', url: '/api/setting/pvt/update/x', payload: { value: 1 } })).statusCode).toBe(401);
  });

  it('updates a value, validating the known keys', async () => {
    const links = [{ network: 'youtube', url: 'https://www.youtube.com/@foundation' }];
    const updated = await call(ctx.app, { method: 'PUT', url: '/api/setting/pvt/update/socialLinks', token: manager, payload: { value: links } });
    expect(updated.json()).toMatchObject({ key: 'socialLinks', value: links, public: true });
    expect((await call(ctx.app, { method: 'GET', url: '/api/setting/pub/info' })).json().socialLinks).toEqual(links);

    const bad = await call(ctx.app, { method: 'PUT', url: '/api/setting/pvt/update/socialLinks', token: manager, payload: { value: [{ network: 'myspace', url: 'http://x' }] } });
    expect(bad.statusCode).toBe(400);
    const noValue = await call(ctx.app, { method: 'PUT', url: '/api/setting/pvt/update/socialLinks', token: manager, payload: {} });
    expect(noValue.statusCode).toBe(400);
  });

  it('keeps a revision of every save, the value it replaced first, and restores one as a new save over the version read', async () => {
    type Revision = { id: number; version: string; action: string; by: string | null; value: unknown };
    const revisions = async () => (await call(ctx.app, { method: 'GET', url: '/api/setting/pvt/revisions/socialLinks', token: manager })).json<{ items: Revision[] }>().items;
    const publicLinks = async () => (await call(ctx.app, { method: 'GET', url: '/api/setting/pub/info' })).json().socialLinks;
    const restore = (id: number, headers: Record<string, string>) => call(ctx.app, { method: 'POST', url: `/api/setting/pvt/revisions/socialLinks/${id}/restore`, token: manager, headers });

    // The test above saved the links once over the seed's.
    const [saved, earlier] = await revisions();
    expect([saved?.action, saved?.by, earlier?.action, earlier?.by]).toEqual(['save', ctx.config.managerEmail, 'earlier', null]);
    expect((earlier?.value as { network: string }[]).map((link) => link.network)).toEqual(['facebook', 'instagram', 'youtube']);

    expect((await restore(earlier!.id, {})).statusCode).toBe(400);
    expect([(await restore(earlier!.id, { 'if-match': `"${earlier!.version}"` })).json().reason]).toEqual(['STALE_VERSION']);
    expect((await restore(999_999, { 'if-match': `"${saved!.version}"` })).statusCode).toBe(404);
    const member = await login(ctx.app, 'user', demoMemberEmail, memberPassword);
    expect((await call(ctx.app, { method: 'GET', url: '/api/setting/pvt/revisions/socialLinks', token: member })).statusCode).toBe(403);

    const restored = await restore(earlier!.id, { 'if-match': `"${saved!.version}"` });
    expect(restored.json()).toMatchObject({ key: 'socialLinks', version: earlier!.version });
    expect(await publicLinks()).toEqual(earlier!.value);
    const [newest, ...older] = await revisions();
    expect(newest).toMatchObject({ action: 'restore', by: ctx.config.managerEmail, version: earlier!.version, value: earlier!.value });
    expect(older.map((revision) => revision.id)).toEqual([saved!.id, earlier!.id]);

    const [entry] = (await call(ctx.app, { method: 'GET', url: '/api/manager/audit?action=POST%20%2Fapi%2Fsetting%2Fpvt%2Frevisions%2F%3Akey%2F%3Aid%2Frestore', token: manager })).json().items;
    expect(entry.detail).toMatchObject({ key: 'socialLinks', revision: earlier!.id, version: earlier!.version });
  });

  it('saves over the version read: a stale save is refused, a bad value named by its place, and the audit names the key', async () => {
    const listed = (await call(ctx.app, { method: 'GET', url: '/api/setting/pvt/info/list', token: manager })).json<{ key: string; version: string }[]>();
    const read = listed.find((row) => row.key === 'impactFigures')?.version ?? '';
    const save = (version: string, value: unknown) =>
      call(ctx.app, { method: 'PUT', url: '/api/setting/pvt/update/impactFigures', token: manager, payload: { value }, headers: { 'if-match': `"${version}"` } });

    const mine = await save(read, [{ key: 'teams', value: 80, unit: 'count' }]);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().version).not.toBe(read);
    const stale = await save(read, [{ key: 'teams', value: 81, unit: 'count' }]);
    expect([stale.statusCode, stale.json().reason]).toEqual([409, 'STALE_VERSION']);
    expect((await call(ctx.app, { method: 'GET', url: '/api/setting/pub/info' })).json().impactFigures).toEqual([{ key: 'teams', value: 80, unit: 'count' }]);

    const bad = await save(mine.json().version, [
      { key: 'teams', value: 101, unit: 'percent' },
      { key: 'teams', value: 1, unit: 'count' },
    ]);
    expect(bad.json().fields.map((field: { path: string }) => field.path)).toEqual(['0.value', '1']);
    expect((await call(ctx.app, { method: 'PUT', url: '/api/setting/pvt/update/impactFigures', token: manager, payload: { value: [] }, headers: { 'if-match': '3' } })).statusCode).toBe(400);

    const [entry] = (await call(ctx.app, { method: 'GET', url: '/api/manager/audit?action=PUT%20%2Fapi%2Fsetting%2Fpvt%2Fupdate%2F%3Akey', token: manager })).json().items;
    expect(entry.detail).toMatchObject({ key: 'impactFigures', version: mine.json().version });
  });

  it('keeps a new key private, and flattens localised public values', async () => {
    const created = await call(ctx.app, { method: 'PUT', url: '/api/setting/pvt/update/slogan', token: manager, payload: { value: { zhTw: '用愛創新', en: 'Innovate with compassion' } } });
    expect(created.json()).toMatchObject({ key: 'slogan', public: false });
    expect((await call(ctx.app, { method: 'GET', url: '/api/setting/pub/info' })).json()).not.toHaveProperty('slogan');

    await ctx.app.store.transaction((tx) => tx.update(settings).set({ public: true }).where(eq(settings.key, 'slogan')));
    expect((await call(ctx.app, { method: 'GET', url: '/api/setting/pub/info', language: 'en' })).json().slogan).toBe('Innovate with compassion');
  });
});
