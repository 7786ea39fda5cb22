import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMemberEmail } from '../seed/index.ts';
import { call, createMember, login, managerPassword, memberPassword, startTestApp, type TestApp } from '../testing/harness.ts';

type Item = Record<string, unknown> & { id: number };

let ctx: TestApp;
let manager: string;
let alice: string;
let bob: string;
let sessionId: number;

beforeAll(async () => {
  ctx = await startTestApp();
  manager = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
  alice = await login(ctx.app, 'user', demoMemberEmail, memberPassword);
  bob = (await createMember(ctx.app, 'bob@example.org')).token as string;
  sessionId = (await call(ctx.app, { method: 'GET', url: '/api/incubator/session/pub/list' })).json<{ items: Item[] }>().items[0]?.id as number;
});
afterAll(() => ctx.close());

describe('who may call pvt', () => {
  it('asks for a token (401) before anything else', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/home/banner/pvt/list', language: 'en' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses members on manager-only calls with 403', async () => {
    const banner = (await call(ctx.app, { method: 'GET', url: '/api/home/banner/pub/list' })).json<Item[]>()[0] as Item;
    const attempts = [
      { method: 'GET', url: '/api/home/banner/pvt/list' },
      { method: 'POST', url: '/api/home/banner/pvt/resource', payload: {} },
      { method: 'PUT', url: `/api/home/banner/pvt/resource/${banner.id}`, payload: {} },
      { method: 'DELETE', url: `/api/home/banner/pvt/resource/${banner.id}` },
      { method: 'PATCH', url: `/api/home/banner/pvt/resource/${banner.id}/move/0/1` },
      { method: 'PATCH', url: `/api/home/banner/pvt/resource/${banner.id}/toggle/published` },
      { method: 'GET', url: '/api/setting/pvt/info/list' },
      { method: 'GET', url: '/api/manager/info' },
    ] as const;
    for (const attempt of attempts) {
      const response = await call(ctx.app, { ...attempt, token: alice });
      expect({ ...attempt, status: response.statusCode, code: response.json().code }).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
  });
});

describe('member-owned records', () => {
  let aliceApply: Item;

  it('lets a member create and read their own application, flattened like pub', async () => {
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/incubator/apply/pvt/resource',
      token: alice,
      payload: { sessionId, team: { name: '暖心隊' } },
    });
    expect(created.statusCode).toBe(200);
    aliceApply = created.json<Item>();
    expect(aliceApply).toMatchObject({ sessionId, published: false });

    const list = (await call(ctx.app, { method: 'GET', url: '/api/incubator/apply/pvt/list', token: alice })).json<{ items: Item[]; total: number }>();
    expect(list.items.map((i) => i.id)).toEqual([aliceApply.id]);
  });

  it('refuses a member setting fields they do not own', async () => {
    const response = await call(ctx.app, { method: 'POST', url: '/api/incubator/apply/pvt/resource', token: alice, payload: { sessionId, published: true } });
    expect(response.statusCode).toBe(400);
  });

  it('hides one member’s records from another (403) and from the public', async () => {
    const url = `/api/incubator/apply/pvt/resource/${aliceApply.id}`;
    expect((await call(ctx.app, { method: 'GET', url, token: bob })).statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'PUT', url, token: bob, payload: { sessionId } })).statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'DELETE', url, token: bob })).statusCode).toBe(403);
    const bobList = (await call(ctx.app, { method: 'GET', url: '/api/incubator/apply/pvt/list', token: bob })).json<{ total: number }>();
    expect(bobList.total).toBe(0);
    const bobFind = await call(ctx.app, { method: 'GET', url: `/api/incubator/apply/pvt/resource/find?sessionId=${sessionId}`, token: bob });
    expect(bobFind.statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'GET', url: '/api/incubator/apply/pub/list' })).statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'GET', url: `/api/incubator/apply/pub/resource/${aliceApply.id}` })).statusCode).toBe(403);
  });

  it('lets the owner replace but not delete, and the manager see everything', async () => {
    const url = `/api/incubator/apply/pvt/resource/${aliceApply.id}`;
    const replaced = await call(ctx.app, { method: 'PUT', url, token: alice, payload: { sessionId, team: { name: '新隊名' } } });
    expect(replaced.json<Item>().team).toEqual({ name: '新隊名' });
    expect((await call(ctx.app, { method: 'DELETE', url, token: alice })).statusCode).toBe(403);
    const managerView = (await call(ctx.app, { method: 'GET', url: '/api/incubator/apply/pvt/list', token: manager })).json<{ items: Item[] }>();
    expect(managerView.items.map((i) => i.id)).toContain(aliceApply.id);
    expect(managerView.items.find((i) => i.id === aliceApply.id)?.ownerId).toBeTypeOf('number');
  });

  it('does not let members create user/resource records, only own them', async () => {
    const response = await call(ctx.app, { method: 'POST', url: '/api/user/resource/pvt/resource', token: alice, payload: { kind: 'note', value: 1 } });
    expect(response.statusCode).toBe(403);
  });
});
