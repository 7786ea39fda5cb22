import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestUpstream, type TestUpstream } from '../testing/upstream.ts';
import { createRestClientFactory, type RestClientFactory } from './client.ts';
import { mapUpstreamError } from './errors.ts';

let upstream: TestUpstream;
let clients: RestClientFactory;

beforeAll(async () => {
  upstream = await startTestUpstream();
  clients = createRestClientFactory({ backendUrl: upstream.url, timeoutMs: 300 });
});
afterAll(async () => {
  clients.close();
  await upstream.close();
});

async function failure(lang: 'zhTw' | 'en' = 'zhTw'): Promise<GraphQLError> {
  const error: unknown = await clients.create(lang).homeBanners().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GraphQLError);
  return error as GraphQLError;
}

describe('upstream error mapping', () => {
  it.each([
    [400, 'BAD_USER_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [429, 'RATE_LIMITED'],
    [500, 'INTERNAL_SERVER_ERROR'],
    [502, 'UPSTREAM_UNAVAILABLE'],
    [503, 'UPSTREAM_UNAVAILABLE'],
    [418, 'INTERNAL_SERVER_ERROR'],
  ])('maps HTTP %i to %s and keeps the backend message', async (status, code) => {
    upstream.answer((_req, res) => json(res, status, { message: `backend says ${status}` }));
    const error = await failure();
    expect(error.extensions.code).toBe(code);
    expect(error.message).toBe(`backend says ${status}`);
  });

  it('lets a known code in the body win over the status', async () => {
    upstream.answer((_req, res) => json(res, 403, { message: '帳號未驗證', code: 'ACCOUNT_NOT_VERIFIED' }));
    expect((await failure()).extensions.code).toBe('ACCOUNT_NOT_VERIFIED');
    upstream.answer((_req, res) => json(res, 400, { message: 'closed', code: 'REGISTRATION_CLOSED' }));
    expect((await failure()).extensions.code).toBe('REGISTRATION_CLOSED');
  });

  it('ignores an unknown code in the body', async () => {
    upstream.answer((_req, res) => json(res, 409, { message: 'dup', code: 'SQLITE_CONSTRAINT' }));
    expect((await failure()).extensions.code).toBe('CONFLICT');
  });

  it("keeps a staff sign-in's step as the reason of a 401, with a well-formed enrolment only, and nowhere else", async () => {
    upstream.answer((_req, res) => json(res, 401, { message: 'code needed', code: 'SECOND_FACTOR_REQUIRED' }));
    expect((await failure()).extensions).toEqual({ code: 'UNAUTHENTICATED', reason: 'SECOND_FACTOR_REQUIRED' });
    const enrolment = { ticket: 't', secret: 'JBSWY3DP', otpauthUri: 'otpauth://totp/YIP?secret=JBSWY3DP', extra: 'dropped' };
    upstream.answer((_req, res) => json(res, 401, { message: 'enrol', code: 'TOTP_ENROLMENT_REQUIRED', enrolment }));
    expect((await failure()).extensions).toEqual({ code: 'UNAUTHENTICATED', reason: 'TOTP_ENROLMENT_REQUIRED', enrolment: { ticket: 't', secret: 'JBSWY3DP', otpauthUri: enrolment.otpauthUri } });
    upstream.answer((_req, res) => json(res, 403, { message: 'no', code: 'TOTP_ENROLMENT_REQUIRED', enrolment }));
    expect((await failure()).extensions).toEqual({ code: 'FORBIDDEN' });
  });

  it('uses a default message in the request language when the body has none, never the body', async () => {
    upstream.answer((_req, res) => res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>nginx secret page</h1>'));
    const zh = await failure('zhTw');
    expect(zh.message).toBe('找不到資料');
    const en = await failure('en');
    expect(en.message).toBe('Not found');
    expect(JSON.stringify(en)).not.toContain('nginx');
    upstream.answer((_req, res) => json(res, 500, { message: 42, stack: 'at secret.ts:1' }));
    const internal = await failure('en');
    expect(internal.extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(JSON.stringify(internal)).not.toContain('secret');
  });

  it('answers UPSTREAM_UNAVAILABLE with a localised message when the upstream times out', async () => {
    upstream.answer(() => undefined); // never answers
    const error = await failure('en');
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.message).toMatch(/temporarily unavailable/);
  });

  it('answers UPSTREAM_UNAVAILABLE when nothing listens, without the URL', async () => {
    const down = await startTestUpstream();
    await down.close();
    const factory = createRestClientFactory({ backendUrl: down.url, timeoutMs: 1000 });
    const error = (await factory.create('zhTw').homeBanners().catch((e: unknown) => e)) as GraphQLError;
    factory.close();
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(error.message).toBe('服務暫時無法使用，請稍後再試');
    expect(JSON.stringify(error)).not.toContain('127.0.0.1');
    expect(error.originalError).toBeUndefined();
  });

  it('leaves errors that are not upstream failures alone', () => {
    const bug = new TypeError('x is undefined');
    expect(mapUpstreamError(bug, 'en')).toBe(bug);
  });
});
