// A full or failing disk must not turn a login into INTERNAL_SERVER_ERROR (issue 18, item 6): the
// throttle's records are skipped and the password judged. The disk is stood in for by making every
// write in a transaction throw the engine's own error (SQLite's codes, or PostgreSQL's SQLSTATEs
// disk_full and io_error); the real full disk is tests/integration/full-disk.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createMember, memberPassword, startTestApp, type TestApp } from '../testing/harness.ts';
import { testsOnPostgres } from '../testing/postgres.ts';
import { noticeAfterFailures } from './login-throttle.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const attempt = (email: string, password: string, remoteAddress = '203.0.113.7') =>
  call(ctx.app, { method: 'POST', url: '/api/user/login', payload: { email, password }, remoteAddress, language: 'en' });

const [diskFull, diskFailing, otherFailure] = testsOnPostgres ? ['53100', '58030', '23505'] : ['SQLITE_FULL', 'SQLITE_IOERR_WRITE', 'SQLITE_CONSTRAINT'];

/** The transactions' writes (`insert`, `update`, `delete`, or only some) fail as the engine fails them, with `code`. */
function writesFail(code: string, writes: readonly string[] = ['insert', 'update', 'delete']) {
  const refuse = () => {
    throw Object.assign(new Error(`${code}: the disk refused the write`), { code });
  };
  const { store } = ctx.app;
  const transaction = store.transaction.bind(store);
  vi.spyOn(store, 'transaction').mockImplementation((work, options) =>
    transaction(
      (tx) => work(new Proxy(tx, { get: (target, name, receiver) => (writes.includes(String(name)) ? refuse : Reflect.get(target, name, receiver)) })),
      options,
    ),
  );
}

describe('login while the disk refuses writes', () => {
  it.each([diskFull, diskFailing])('on %s judges the password: the right one logs in, a wrong one is 401', async (code) => {
    const email = `disk.${code.toLowerCase()}@example.org`;
    await createMember(ctx.app, email);
    writesFail(code);
    expect((await attempt(email, memberPassword)).json()).toEqual({ token: expect.any(String), deviceToken: expect.any(String) });
    const wrong = await attempt(email, 'not-the-password');
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('sends no failed-login notice it could not record (else one per failure)', async () => {
    const email = 'disk.notice@example.org';
    await createMember(ctx.app, email);
    // From two addresses the member logged in from, so neither the delays nor the per-address limit stop the count.
    const known = ['127.0.0.3', '127.0.0.4'];
    for (const address of known) expect((await attempt(email, memberPassword, address)).statusCode).toBe(200);
    for (let i = 0; i < noticeAfterFailures - 1; i += 1) await attempt(email, `wrong-${i}`, known[i % 2]);
    // The disk fills between the count and the notice's record.
    writesFail(diskFull, ['update']);
    const send = vi.spyOn(ctx.app.mailer, 'send');
    for (let i = 0; i < 2; i += 1) expect((await attempt(email, `wrong-again-${i}`, known[i % 2])).statusCode).toBe(401);
    expect(send).not.toHaveBeenCalled();
    // With the disk back, the next failure sends the notice that could not be recorded.
    vi.restoreAllMocks();
    const sendLater = vi.spyOn(ctx.app.mailer, 'send');
    expect((await attempt(email, 'wrong-once-more', known[0])).statusCode).toBe(401);
    expect(sendLater).toHaveBeenCalledTimes(1);
  });

  it('still fails on any other error: only the disk’s refusal is skipped', async () => {
    const email = 'disk.other@example.org';
    await createMember(ctx.app, email);
    writesFail(otherFailure);
    const answer = await attempt(email, memberPassword);
    expect([answer.statusCode, answer.json().code]).toEqual([500, 'INTERNAL_SERVER_ERROR']);
  });
});
