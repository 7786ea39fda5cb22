// Staff sign-in through the real gateway over a stand-in backend speaking the manager REST contract
// (manager/login with its two step answers, manager/totp/enrol, manager/totp/recovery-codes,
// manager/info, manager/token/refresh, manager/logout).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readBody } from '../testing/multipart.ts';
import { managerToken } from '../testing/tokens.ts';
import { startTestGateway, type TestGateway } from '../testing/gateway.ts';
import { accountInfo, json } from '../testing/upstream.ts';

let gateway: TestGateway;
/** The calls besides the token check, with their JSON bodies and device header. */
const calls: { path: string; body: unknown; device: string | undefined }[] = [];
let answers: Record<string, [number, unknown]> = {};
const account = accountInfo('manager');

beforeAll(async () => {
  gateway = await startTestGateway((req, res) => {
    const path = req.url ?? '';
    if (path === '/api/manager/info' && req.method === 'GET') {
      calls.push({ path: 'GET manager/info', body: undefined, device: undefined });
      return json(res, 200, account);
    }
    void readBody(req).then((raw) => {
      calls.push({ path: path.replace('/api/', ''), body: raw.length ? JSON.parse(raw.toString()) : undefined, device: req.headers['x-device-token'] as string | undefined });
      const [status, body] = answers[path] ?? [404, { message: 'no such route' }];
      json(res, status, body);
    });
  });
});
afterAll(() => gateway.stop());
beforeEach(() => {
  calls.length = 0;
  answers = {};
});

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions: Record<string, unknown> }[];
}

async function ask(query: string, variables: object = {}, headers: Record<string, string> = {}) {
  const res = await fetch(gateway.url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-language': 'en', ...headers }, body: JSON.stringify({ query, variables }) });
  return { res, body: (await res.json()) as Answer };
}

const SIGN_IN = `mutation ($input: StaffSignInInput!) { staffSignIn(input: $input) { step token enrolment { ticket secret otpauthUri } } }`;
const ENROL = `mutation ($input: StaffEnrolTotpInput!) { staffEnrolTotp(input: $input) { token recoveryCodes } }`;
const credentials = { email: 'staff@example.org', password: 'Manager#2026' };
const enrolment = { ticket: 'ticket-1', secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/YIP:staff%40example.org?secret=JBSWY3DPEHPK3PXP&issuer=YIP' };

describe('staff sign-in', () => {
  it('signs in with the second factor, forwarding and renewing the device cookie', async () => {
    answers['/api/manager/login'] = [200, { token: 'staff.jwt.token', deviceToken: 'v1.1.2.3.mac' }];
    const { res, body } = await ask(SIGN_IN, { input: { ...credentials, totp: '123456' } }, { cookie: 'yip_device=v1.0.1.2.old' });
    expect(body).toEqual({ data: { staffSignIn: { step: 'SIGNED_IN', token: 'staff.jwt.token', enrolment: null } } });
    expect(calls).toEqual([{ path: 'manager/login', body: { ...credentials, totp: '123456' }, device: 'v1.0.1.2.old' }]);
    expect(res.headers.get('set-cookie')).toMatch(/^yip_device=v1\.1\.2\.3\.mac; Path=\/graphql;.*HttpOnly; SameSite=Strict/);
  });

  it('answers the steps the backend asks for as data: the second factor, and the first enrolment with its secret', async () => {
    answers['/api/manager/login'] = [401, { message: 'Enter the code of your authenticator app', code: 'SECOND_FACTOR_REQUIRED' }];
    expect((await ask(SIGN_IN, { input: credentials })).body).toEqual({ data: { staffSignIn: { step: 'SECOND_FACTOR_REQUIRED', token: null, enrolment: null } } });

    answers['/api/manager/login'] = [401, { message: 'Set up your authenticator app', code: 'TOTP_ENROLMENT_REQUIRED', enrolment }];
    expect((await ask(SIGN_IN, { input: credentials })).body).toEqual({ data: { staffSignIn: { step: 'ENROLMENT_REQUIRED', token: null, enrolment } } });
  });

  it('fails wrong credentials as UNAUTHENTICATED with the backend message, and never passes a malformed enrolment on', async () => {
    answers['/api/manager/login'] = [401, { message: 'Wrong e-mail, password or code', code: 'UNAUTHENTICATED' }];
    const wrong = (await ask(SIGN_IN, { input: { ...credentials, recoveryCode: 'abcd-efgh' } })).body;
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Wrong e-mail, password or code', extensions: { code: 'UNAUTHENTICATED' } });
    expect(wrong.data).toBeNull();

    answers['/api/manager/login'] = [401, { message: 'Set up your authenticator app', code: 'TOTP_ENROLMENT_REQUIRED', enrolment: { ticket: 't' } }];
    const broken = (await ask(SIGN_IN, { input: credentials })).body;
    expect(broken.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', reason: 'TOTP_ENROLMENT_REQUIRED' });
  });

  it('refuses a malformed code, or both kinds of second factor, before any upstream call, in the request language', async () => {
    const badCode = (await ask(SIGN_IN, { input: { ...credentials, totp: '12345' } })).body;
    expect(badCode.errors?.[0]).toMatchObject({ message: 'Enter the 6-digit code', extensions: { code: 'BAD_USER_INPUT', field: 'totp' } });
    const both = (await ask(SIGN_IN, { input: { ...credentials, totp: '123456', recoveryCode: 'abcd-efgh' } }, { 'content-language': 'zhTw' })).body;
    expect(both.errors?.[0]).toMatchObject({ message: '請擇一輸入驗證器 App 的 6 位數驗證碼或一組備用碼', extensions: { code: 'BAD_USER_INPUT', field: 'recoveryCode' } });
    expect(calls).toEqual([]);
  });

  it('finishes the enrolment with the ticket and the first code: a session and the recovery codes', async () => {
    answers['/api/manager/totp/enrol'] = [200, { token: 'staff.jwt.token', recoveryCodes: ['aaaa-bbbb', 'cccc-dddd'] }];
    const { body } = await ask(ENROL, { input: { ticket: 'ticket-1', totp: '654321' } });
    expect(body).toEqual({ data: { staffEnrolTotp: { token: 'staff.jwt.token', recoveryCodes: ['aaaa-bbbb', 'cccc-dddd'] } } });
    expect(calls).toEqual([{ path: 'manager/totp/enrol', body: { ticket: 'ticket-1', totp: '654321' }, device: undefined }]);
  });
});

describe('the signed-in staff account', () => {
  it('reads the account, and signing out ends the session at the backend and in the token memo', async () => {
    const authorization = `Bearer ${managerToken({ sub: '41' })}`;
    const viewer = (await ask('{ staffViewer { id email firstName lastName } }', {}, { authorization })).body;
    expect(viewer).toEqual({ data: { staffViewer: { id: '1', email: 'staff@example.org', firstName: '管理', lastName: '員' } } });

    answers['/api/manager/logout'] = [200, { ok: true }];
    expect((await ask('mutation { staffSignOut }', {}, { authorization })).body).toEqual({ data: { staffSignOut: true } });
    // Once signed out, the next request with that token is asked about again, not trusted from the memo.
    await ask('{ staffViewer { id } }', {}, { authorization });
    expect(calls.map((call) => call.path)).toEqual(['GET manager/info', 'GET manager/info', 'manager/logout', 'GET manager/info', 'GET manager/info']);
  });

  it('renews the session with the backend’s fresh token; a backend refusal ends it as UNAUTHENTICATED', async () => {
    const authorization = `Bearer ${managerToken({ sub: '43' })}`;
    answers['/api/manager/token/refresh'] = [200, { token: 'staff.jwt.renewed' }];
    expect((await ask('mutation { staffRenewSession { token } }', {}, { authorization })).body).toEqual({ data: { staffRenewSession: { token: 'staff.jwt.renewed' } } });
    expect(calls.filter((call) => call.path !== 'GET manager/info')).toEqual([{ path: 'manager/token/refresh', body: {}, device: undefined }]);

    answers['/api/manager/token/refresh'] = [401, { message: 'Your session has expired', code: 'UNAUTHENTICATED' }];
    const refused = (await ask('mutation { staffRenewSession { token } }', {}, { authorization })).body;
    expect([refused.data, refused.errors?.[0]?.extensions.code]).toEqual([null, 'UNAUTHENTICATED']);
  });

  it('makes new recovery codes for the app’s current code: a malformed code is never sent, a wrong one keeps its reason', async () => {
    const authorization = `Bearer ${managerToken({ sub: '42' })}`;
    const RENEW = `mutation ($totp: String!) { staffRenewRecoveryCodes(input: { totp: $totp }) { recoveryCodes } }`;
    expect((await ask(RENEW, { totp: '12 34' }, { authorization })).body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'totp' });
    expect(calls.filter((call) => call.path !== 'GET manager/info')).toEqual([]);

    answers['/api/manager/totp/recovery-codes'] = [400, { message: 'Wrong code: enter the code your app shows now', code: 'BAD_USER_INPUT', reason: 'TOTP_WRONG' }];
    const wrong = (await ask(RENEW, { totp: '111111' }, { authorization })).body;
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Wrong code: enter the code your app shows now', extensions: { code: 'BAD_USER_INPUT', reason: 'TOTP_WRONG' } });

    answers['/api/manager/totp/recovery-codes'] = [200, { recoveryCodes: ['aaaaa-bbbbb', 'ccccc-ddddd'] }];
    expect((await ask(RENEW, { totp: '222222' }, { authorization })).body).toEqual({ data: { staffRenewRecoveryCodes: { recoveryCodes: ['aaaaa-bbbbb', 'ccccc-ddddd'] } } });
    expect(calls.filter((call) => call.path !== 'GET manager/info').map((call) => call.body)).toEqual([{ totp: '111111' }, { totp: '222222' }]);
  });
});
