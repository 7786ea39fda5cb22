import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeData, save } from '../testing/applications.ts';
import { appStartTimeout, call, createMember, login, managerPassword, startTestApp, type TestApp } from '../testing/harness.ts';

let ctx: TestApp;
let manager: string;
let member: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await startTestApp();
  manager = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
  for (const [email, firstName, mobile] of [['list.a@example.org', 'Alma', '0912000001'], ['list.b@example.org', 'Bruno', '0912000002'], ['list.c@example.org', '小美琪', '0987654321']] as const) {
    const created = await createMember(ctx.app, email, { firstName, mobile });
    ids[email] = created.account.id;
    member ??= created.token as string;
  }
}, appStartTimeout);
afterAll(() => ctx.close());

type Page = { items: Record<string, unknown>[]; total: number };
const list = async (query: string, token = manager) => call(ctx.app, { method: 'GET', url: `/api/user/resource/pvt/members${query}`, token });

describe('user/resource/pvt/members', () => {
  it('pages the members oldest first, searched by e-mail, name or mobile, with profile fields only', async () => {
    const first = (await list('?search=list.&pageSize=2')).json<Page>();
    expect(first.total).toBe(3);
    expect(first.items.map((item) => item.email)).toEqual(['list.a@example.org', 'list.b@example.org']);
    expect(Object.keys(first.items[0]!).sort()).toEqual(['birthday', 'contactEmail', 'createdAt', 'email', 'firstName', 'hasPassword', 'id', 'lastName', 'mobile', 'role', 'subscribed', 'verified']);
    expect((await list('?search=list.&page=2&pageSize=2')).json<Page>().items.map((item) => item.email)).toEqual(['list.c@example.org']);
    expect((await list('?search=BRUNO')).json<Page>().items.map((item) => item.email)).toEqual(['list.b@example.org']);
    expect((await list(`?search=${encodeURIComponent('美琪')}`)).json<Page>().items.map((item) => item.email)).toEqual(['list.c@example.org']);
    expect((await list('?search=0987')).json<Page>().items.map((item) => item.email)).toEqual(['list.c@example.org']);
    // Managers are not members, and % is a letter to search for, not a wildcard.
    expect((await list(`?search=${encodeURIComponent(ctx.config.managerEmail)}`)).json<Page>().total).toBe(0);
    expect((await list('?search=%25')).json<Page>().total).toBe(0);
  });

  it('answers one member, and 404 for a staff account or an unknown id', async () => {
    const one = await call(ctx.app, { method: 'GET', url: `/api/user/resource/pvt/members/${ids['list.b@example.org']}`, token: manager });
    expect(one.json()).toMatchObject({ id: ids['list.b@example.org'], email: 'list.b@example.org', firstName: 'Bruno', verified: true, subscribed: false });
    expect(one.body).not.toMatch(/passwordHash|totp|tokenVersion|googleSubject/i);
    const staff = (await call(ctx.app, { method: 'GET', url: '/api/manager/info', token: manager })).json<{ id: number }>();
    expect((await call(ctx.app, { method: 'GET', url: `/api/user/resource/pvt/members/${staff.id}`, token: manager })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'GET', url: '/api/user/resource/pvt/members/999999', token: manager })).statusCode).toBe(404);
  });

  it('refuses members, visitors and unknown query keys', async () => {
    expect((await list('', member)).statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'GET', url: '/api/user/resource/pvt/members' })).statusCode).toBe(401);
    expect((await list('?q=x')).statusCode).toBe(400);
    expect((await list('?pageSize=101')).statusCode).toBe(400);
  });
});

describe("a manager's applications list by owner", () => {
  it("filters a programme's applications by ownerId for managers; a member's list stays their own", async () => {
    const other = await createMember(ctx.app, 'owner.two@example.org');
    await save(ctx.app, member, { data: completeData({ teamName: '第一隊', memberEmails: ['one.leader@example.org', 'one.member@example.org'] }) });
    await save(ctx.app, other.token as string, { data: completeData({ teamName: '第二隊', memberEmails: ['two.leader@example.org', 'two.member@example.org'] }) });
    const byOwner = (await call(ctx.app, { method: 'GET', url: `/api/invention/apply/pvt/list?ownerId=${other.account.id}`, token: manager })).json<Page>();
    expect(byOwner.items.map((item) => [item.ownerEmail, (item.team as { name: string }).name])).toEqual([['owner.two@example.org', '第二隊']]);
    const own = (await call(ctx.app, { method: 'GET', url: `/api/invention/apply/pvt/list?ownerId=${other.account.id}`, token: member })).json<Page>();
    expect(own.items.map((item) => (item.team as { name: string }).name)).toEqual(['第一隊']);
  });
});
