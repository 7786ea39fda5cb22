import type { GraphQLResolveInfo } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayContext } from '../context.ts';
import { createRestClientFactory, type RestClientFactory } from '../rest/client.ts';
import { json, startTestUpstream, type TestUpstream } from '../testing/upstream.ts';
import { GoogleLoginResult } from './GoogleLoginResult.ts';
import { Mutation } from './Mutation.ts';

let upstream: TestUpstream;
let factory: RestClientFactory;
const bodies: unknown[] = [];

beforeAll(async () => {
  upstream = await startTestUpstream();
  factory = createRestClientFactory({ backendUrl: upstream.url, timeoutMs: 2000 });
});
afterAll(async () => {
  factory.close();
  await upstream.close();
});
beforeEach(() => {
  upstream.requests.length = 0;
  bodies.length = 0;
  remembered.length = 0;
});

/** Answers every call with `answers[path]` and records the bodies sent. */
function answer(answers: Record<string, [number, unknown]>) {
  upstream.answer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      bodies.push(raw ? JSON.parse(raw) : undefined);
      const [status, body] = answers[req.url ?? ''] ?? [404, { message: 'no such route' }];
      json(res, status, body);
    });
  });
}

const remembered: string[] = [];
const context = (lang: 'zhTw' | 'en' = 'en', token?: string, deviceToken?: string): GatewayContext =>
  ({ lang, token, rest: factory.create(lang, token, '203.0.113.9'), device: { token: deviceToken, remember: (one: string) => void remembered.push(one) } }) as GatewayContext;
// async: a resolver may also throw before returning a promise.
const run = async <T>(field: unknown, args: object, ctx = context()) =>
  (field as (parent: object, args: object, ctx: GatewayContext, info: GraphQLResolveInfo) => Promise<T>)({}, args, ctx, {} as GraphQLResolveInfo);
const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: { message: string; extensions: object }) => error);

const profile = { lastName: 'Wang', firstName: 'Ming', mobile: '0912345678', birthday: '2000-01-01', contactEmail: 'a@example.org', subscribed: false };

describe('account mutations', () => {
  it('refuses invalid input before any upstream call, naming the field in the request language', async () => {
    answer({});
    const en = await failure(run(Mutation.register, { input: { ...profile, email: 'a@example.org', password: 'weakpass' } }));
    expect(en).toMatchObject({ message: 'Not in compliance with the rules', extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'password', message: 'Not in compliance with the rules' }] } });
    const zh = await failure(run(Mutation.requestPasswordReset, { input: { email: '' } }, context('zhTw')));
    expect(zh).toMatchObject({ message: '此欄位為必填', extensions: { fields: [{ path: 'email', message: '此欄位為必填' }] } });
    const spaces = await failure(run(Mutation.login, { input: { email: 'a@example.org', password: 'pass word' } }, context('zhTw')));
    expect(spaces).toMatchObject({ extensions: { fields: [{ path: 'password' }] } });
    expect(upstream.requests).toHaveLength(0);
  });

  it('answers the loose arguments of before as their input object, failures in the same shape with the deprecated `field` beside', async () => {
    answer({ '/api/user/login': [200, { token: 't1', deviceToken: 'v1.1.1.t1' }] });
    const loose = await failure(run(Mutation.login, { email: 'a@example.org', password: 'pass word' }));
    const input = await failure(run(Mutation.login, { input: { email: 'a@example.org', password: 'pass word' } }));
    expect(loose).toEqual(input);
    expect(input).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'password' }], field: 'password' } });
    const missing = await failure(run(Mutation.linkGoogleAccount, { input: { linkToken: 'lt' } }));
    expect(missing).toMatchObject({ extensions: { fields: [{ path: 'password' }], field: 'password' } });
    expect(upstream.requests).toHaveLength(0);
    await run(Mutation.login, { email: 'a@example.org', password: 'secret1' });
    await run(Mutation.login, { input: { email: 'a@example.org', password: 'secret1' } });
    expect(bodies).toEqual([{ email: 'a@example.org', password: 'secret1' }, { email: 'a@example.org', password: 'secret1' }]);
  });

  it('forwards the visitor address and maps backend codes', async () => {
    answer({ '/api/user/login': [403, { message: 'Account not verified', code: 'ACCOUNT_NOT_VERIFIED' }] });
    const error = await failure(run(Mutation.login, { email: 'a@example.org', password: 'secret1' }));
    expect(error).toMatchObject({ message: 'Account not verified', extensions: { code: 'ACCOUNT_NOT_VERIFIED' } });
    expect(upstream.requests[0]?.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(upstream.requests[0]?.headers['content-language']).toBe('en');
  });

  it('forwards the device cookie on login, keeps the device token answered, and answers only the session', async () => {
    answer({ '/api/user/login': [200, { token: 'login-token', deviceToken: 'v1.1.2.new' }] });
    await expect(run(Mutation.login, { email: 'a@example.org', password: 'secret1' }, context('en', undefined, 'v1.1.1.old'))).resolves.toEqual({ token: 'login-token' });
    expect(upstream.requests[0]?.headers['x-device-token']).toBe('v1.1.1.old');
    expect(remembered).toEqual(['v1.1.2.new']);
  });

  it('passes the lock\'s "check your e-mail" answer on, and logs in with the mailed code', async () => {
    const sent = { message: 'To protect your account…', code: 'UNAUTHENTICATED', reason: 'EMAIL_CODE_SENT' };
    answer({ '/api/user/login': [401, sent], '/api/user/login/code': [200, { token: 'code-token', deviceToken: 'v1.1.3.code' }] });
    const locked = await failure(run(Mutation.login, { email: 'a@example.org', password: 'secret1' }));
    expect(locked).toMatchObject({ message: sent.message, extensions: { code: 'UNAUTHENTICATED', reason: 'EMAIL_CODE_SENT' } });
    expect(upstream.requests[0]?.headers['x-device-token']).toBeUndefined();
    expect(remembered).toEqual([]);
    const bad = await failure(run(Mutation.loginWithEmailCode, { email: 'a@example.org', code: '12345' }, context('zhTw')));
    expect(bad).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'code' } });
    await expect(run(Mutation.loginWithEmailCode, { email: 'a@example.org', code: '012345' })).resolves.toEqual({ token: 'code-token' });
    expect(bodies.at(-1)).toEqual({ email: 'a@example.org', code: '012345' });
    expect(remembered).toEqual(['v1.1.3.code']);
  });

  it('confirms a code and exchanges the otpToken in one mutation', async () => {
    answer({
      '/api/user/register/otp/confirm': [200, { otpToken: 'otp-1' }],
      '/api/user/register/otp/change/token': [200, { token: 'login-token' }],
    });
    await expect(run(Mutation.verifyEmail, { email: 'a@example.org', otp: '123456' })).resolves.toEqual({ token: 'login-token' });
    expect(bodies).toEqual([{ email: 'a@example.org', otp: '123456' }, { otpToken: 'otp-1' }]);
  });

  it('sends the reset token as the bearer of the reset call only', async () => {
    answer({ '/api/user/password/reset': [200, { ok: true }] });
    await run(Mutation.resetPassword, { resetToken: 'reset.jwt.token', password: 'Strong#2026' }, context('en', 'member.jwt.token'));
    expect(upstream.requests[0]?.headers.authorization).toBe('Bearer reset.jwt.token');
    expect(bodies).toEqual([{ password: 'Strong#2026' }]);
  });

  it('tells a Google session from a sign-up', () => {
    const resolveType = GoogleLoginResult.__resolveType as (value: object) => string;
    expect(resolveType({ token: 't' })).toBe('AuthPayload');
    expect(resolveType({ register: true, profile: {}, socialToken: 's' })).toBe('GoogleSignUpRequired');
  });
});
