import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../auth/totp.ts';
import { accounts, auditLog } from '../db/schema.ts';
import { appStartTimeout, call, createMember, login, managerPassword, managerTotpSecret, startTestApp, type TestApp } from '../testing/harness.ts';

let ctx: TestApp;
let manager: string;
let managerId: number;
beforeAll(async () => {
  ctx = await startTestApp();
  manager = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
  managerId = (await ctx.app.store.read.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, ctx.config.managerEmail)))[0]?.id ?? 0;
}, appStartTimeout);
afterAll(() => ctx.close());

interface Entry {
  id: number;
  at: string;
  actor: { id: number | null; email: string | null };
  action: string;
  target: { kind: string; id: string | null } | null;
  detail: Record<string, unknown>;
  from: string | null;
}
const list = async (query = '', token = manager) => {
  const answer = await call(ctx.app, { method: 'GET', url: `/api/manager/audit${query}`, token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ items: Entry[]; total: number }>();
};
const managerLogin = (payload: Record<string, unknown>) =>
  call(ctx.app, { method: 'POST', url: '/api/manager/login', payload: { email: ctx.config.managerEmail, ...payload }, remoteAddress: '198.51.100.7' });

describe('the audit log', () => {
  it('records managers’ sign-ins and refusals by reason, with the address, never the password', async () => {
    await ctx.app.store.transaction((tx) => tx.update(accounts).set({ totpLastStep: null }).where(eq(accounts.id, managerId)));
    await managerLogin({ password: 'wrong-password' });
    await managerLogin({ password: managerPassword });
    await managerLogin({ password: managerPassword, totp: '000000' });
    expect((await managerLogin({ password: managerPassword, totp: totpCode(managerTotpSecret) })).statusCode).toBe(200);
    await call(ctx.app, { method: 'POST', url: '/api/manager/login', payload: { email: 'nobody@example.org', password: 'x' } });

    const refused = await list('?action=manager.login.refused');
    expect(refused.items.map((entry) => [entry.actor.email, entry.detail.reason])).toEqual([
      ['nobody@example.org', 'password'],
      [ctx.config.managerEmail, 'secondFactorWrong'],
      [ctx.config.managerEmail, 'password'],
    ]);
    // The right password alone is the first step of a sign-in, not a refusal.
    const asked = await list('?action=manager.login.codeAsked');
    expect(asked.items.map((entry) => [entry.actor.email, entry.from])).toEqual([[ctx.config.managerEmail, '198.51.100.7']]);
    const [signedIn] = (await list('?action=manager.login')).items;
    expect(signedIn).toMatchObject({ actor: { id: managerId, email: ctx.config.managerEmail }, target: { kind: 'account', id: String(managerId) }, detail: { secondFactor: 'totp' }, from: '198.51.100.7' });
    expect(JSON.stringify(refused)).not.toContain('wrong-password');
  });

  it('records every manager write and export by its route, and neither reads, refreshes nor members’ writes', async () => {
    const created = await call(ctx.app, { method: 'POST', url: '/api/article/tag/pvt/resource', token: manager, payload: { name: { zhTw: '稽核', en: 'Audit' } } });
    const tag = created.json<{ id: number }>();
    await call(ctx.app, { method: 'DELETE', url: `/api/article/tag/pvt/resource/${tag.id}`, token: manager });
    await call(ctx.app, { method: 'GET', url: '/api/invention/apply/pvt/download/list', token: manager });
    await call(ctx.app, { method: 'GET', url: '/api/article/tag/pvt/list', token: manager });
    await call(ctx.app, { method: 'POST', url: '/api/manager/token/refresh', token: manager });
    const { token: member } = await createMember(ctx.app, 'audited.member@example.org');
    await call(ctx.app, { method: 'PUT', url: '/api/user/info', token: member, payload: { firstName: 'A', lastName: 'B', subscribed: false } });

    const actions = (await list(`?actor=${managerId}`)).items.map((entry) => [entry.action, entry.target?.kind, entry.target?.id]);
    expect(actions.slice(0, 3)).toEqual([
      ['GET /api/invention/apply/pvt/download/list', 'invention/apply', null],
      ['DELETE /api/article/tag/pvt/resource/:id', 'article/tag', String(tag.id)],
      ['POST /api/article/tag/pvt/resource', 'article/tag', null],
    ]);
    expect(actions.map(([action]) => action)).not.toContain('GET /api/article/tag/pvt/list');
    expect(actions.map(([action]) => action)).not.toContain('POST /api/manager/token/refresh');
    expect((await list('?actor=audited.member@example.org')).total).toBe(0);
  });

  it('filters by action, actor (id or e-mail) and time, and pages newest first with the total', async () => {
    const all = await list('?pageSize=100');
    expect(all.total).toBe(all.items.length);
    expect(all.items.map((entry) => entry.id)).toEqual([...all.items.map((entry) => entry.id)].sort((a, b) => b - a));
    const byEmail = await list(`?actor=${encodeURIComponent(ctx.config.managerEmail.toUpperCase())}&pageSize=100`);
    expect(byEmail.total).toBe((await list(`?actor=${managerId}&pageSize=100`)).total);

    const second = await list('?page=2&pageSize=2');
    expect([second.total, second.items.map((entry) => entry.id)]).toEqual([all.total, all.items.slice(2, 4).map((entry) => entry.id)]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await list(`?from=${encodeURIComponent(future)}`)).total).toBe(0);
    expect((await list(`?to=${encodeURIComponent(future)}`)).total).toBe(all.total);
    expect((await list('?action=manager.login&pageSize=100')).items.every((entry) => entry.action === 'manager.login')).toBe(true);

    expect((await call(ctx.app, { method: 'GET', url: '/api/manager/audit?pageSize=101', token: manager })).statusCode).toBe(400);
    const { token: member } = await createMember(ctx.app, 'curious.member@example.org');
    expect((await call(ctx.app, { method: 'GET', url: '/api/manager/audit', token: member })).statusCode).toBe(403);
  });

  it('records a manager’s logout', async () => {
    const other = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
    expect((await call(ctx.app, { method: 'POST', url: '/api/manager/logout', token: other })).statusCode).toBe(200);
    const [entry] = (await list('?action=manager.logout')).items;
    expect(entry).toMatchObject({ actor: { id: managerId }, target: { kind: 'account', id: String(managerId) } });
  });

  it('is append-only in the database itself', async () => {
    await expect(ctx.app.store.transaction((tx) => tx.update(auditLog).set({ action: 'rewritten' }))).rejects.toThrow();
    await expect(ctx.app.store.transaction((tx) => tx.delete(auditLog))).rejects.toThrow();
    expect((await list('?action=rewritten')).total).toBe(0);
  });
});
