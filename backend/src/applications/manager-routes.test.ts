import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, login, managerPassword, startTestApp, type TestApp } from '../testing/harness.ts';

import { incubatorData, saveIncubator } from '../testing/incubator.ts';
type Session = { id: number; active: boolean; name: { zhTw: string; en: string } } & Record<string, unknown>;

let ctx: TestApp;
let manager: string;
let member: string;

beforeAll(async () => {
  ctx = await startTestApp();
  manager = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
  member = (await createMember(ctx.app, 'plain.member@example.org')).token as string;
});
afterAll(() => ctx.close());

const sessions = async (family: string) =>
  (await call(ctx.app, { method: 'GET', url: `/api/${family}/pvt/list`, token: manager })).json<{ items: Session[] }>().items;

describe('session/pvt/active/{id}', () => {
  const activeFlags = async (family: string) => (await sessions(family)).map((s) => [s.id, s.active]);
  const activate = (family: string, id: number | undefined) => call(ctx.app, { method: 'POST', url: `/api/${family}/pvt/active/${id}`, token: manager });
  const newSession = async (family: string) => {
    const now = Date.now();
    const payload = {
      name: { zhTw: '下一屆', en: 'Next session' },
      applyStart: new Date(now - 86_400_000).toISOString(),
      applyEnd: new Date(now + 10 * 86_400_000).toISOString(),
      finalUploadEnd: new Date(now + 20 * 86_400_000).toISOString(),
      active: false,
    };
    return (await call(ctx.app, { method: 'POST', url: `/api/${family}/pvt/resource`, token: manager, payload })).json<Session>();
  };

  // Each programme: a second session made active leaves the seeded one inactive, the other
  // programme untouched, and new applications go into it; switching back does the reverse.
  it.each(['incubator/session', 'invention/session'])('%s moves the one active flag, leaving the other programme alone', async (family) => {
    const other = family === 'incubator/session' ? 'invention/session' : 'incubator/session';
    const [seeded] = await sessions(family);
    expect(seeded?.active).toBe(true);
    const next = await newSession(family);
    const otherBefore = await sessions(other);

    const response = await activate(family, next.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<Session>()).toMatchObject({ id: next.id, active: true, name: { zhTw: '下一屆', en: 'Next session' } });
    expect(await activeFlags(family)).toEqual([
      [seeded?.id, false],
      [next.id, true],
    ]);
    expect(await sessions(other)).toEqual(otherBefore);
    if (family === 'incubator/session') {
      const created = await saveIncubator(ctx.app, member, { data: incubatorData() });
      expect(created.json()).toMatchObject({ sessionId: next.id });
    }

    expect((await activate(family, seeded?.id)).json()).toMatchObject({ id: seeded?.id, active: true });
    expect(await activeFlags(family)).toEqual([
      [seeded?.id, true],
      [next.id, false],
    ]);
    expect(await sessions(other)).toEqual(otherBefore);
  });

  it('is for managers, and 404 for an id of another family', async () => {
    const [incubatorSession] = await sessions('incubator/session');
    const [inventionSession] = await sessions('invention/session');
    const byMember = await call(ctx.app, { method: 'POST', url: `/api/incubator/session/pvt/active/${incubatorSession?.id}`, token: member });
    expect({ status: byMember.statusCode, code: byMember.json().code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect((await call(ctx.app, { method: 'POST', url: `/api/incubator/session/pvt/active/${incubatorSession?.id}` })).statusCode).toBe(401);
    expect((await call(ctx.app, { method: 'POST', url: `/api/incubator/session/pvt/active/${inventionSession?.id}`, token: manager })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'POST', url: '/api/incubator/session/pvt/active/abc', token: manager })).statusCode).toBe(400);
  });
});
