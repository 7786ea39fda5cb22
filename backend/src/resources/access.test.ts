import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMemberEmail } from '../seed/index.ts';
import { call, login, managerPassword, memberPassword, startTestApp, type TestApp } from '../testing/harness.ts';

type Item = Record<string, unknown> & { id: number };

let ctx: TestApp;
let manager: string;
let alice: string;

beforeAll(async () => {
  ctx = await startTestApp();
  manager = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
  alice = await login(ctx.app, 'user', demoMemberEmail, memberPassword);
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
  it('are not generic for applications: their public and manager-only generic calls are 404', async () => {
    for (const family of ['invention/apply', 'incubator/apply']) {
      expect((await call(ctx.app, { method: 'GET', url: `/api/${family}/pub/list` })).statusCode).toBe(404);
      const toggle = await call(ctx.app, { method: 'PATCH', url: `/api/${family}/pvt/resource/1/toggle/published`, token: manager });
      expect(toggle.statusCode).toBe(404);
    }
    // The applications module answers the member's own list instead (applications/*.test.ts).
    const list = await call(ctx.app, { method: 'GET', url: '/api/incubator/apply/pvt/list', token: alice });
    expect(list.json()).toEqual({ items: [], total: 0 });
  });

  it('does not let members create user/resource records, only own them', async () => {
    const response = await call(ctx.app, { method: 'POST', url: '/api/user/resource/pvt/resource', token: alice, payload: { kind: 'note', value: 1 } });
    expect(response.statusCode).toBe(403);
  });
});
