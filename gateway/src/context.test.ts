import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { VerifiedTokens } from './auth/verified-tokens.ts';
import { createContextFunction } from './context.ts';
import { createRestClientFactory, type RestClientFactory } from './rest/client.ts';
import { accountInfo, json, startTestUpstream, type TestUpstream } from './testing/upstream.ts';
import { memberToken } from './testing/tokens.ts';

let upstream: TestUpstream;
let clients: RestClientFactory;
let context: ReturnType<typeof createContextFunction>;

const request = (headers: Record<string, string>) => ({ req: { headers } as unknown as IncomingMessage });
const member = accountInfo('user', { email: 'member@example.org' });

beforeAll(async () => {
  upstream = await startTestUpstream();
  clients = createRestClientFactory({ backendUrl: upstream.url, timeoutMs: 1000 });
});
beforeEach(() => {
  upstream.requests.length = 0;
  context = createContextFunction({ restClients: clients, verifiedTokens: new VerifiedTokens() });
});
afterAll(async () => {
  clients.close();
  await upstream.close();
});

describe('GraphQL context', () => {
  it('reads the language, defaulting to zhTw', async () => {
    expect((await context(request({ 'content-language': 'en' }))).lang).toBe('en');
    expect((await context(request({ 'content-language': 'fr' }))).lang).toBe('zhTw');
    expect((await context(request({}))).lang).toBe('zhTw');
    expect(upstream.requests).toHaveLength(0);
  });

  it('confirms a member token with the backend once, then trusts it for a while', async () => {
    upstream.answer((_req, res) => json(res, 200, member));
    const token = memberToken();
    const first = await context(request({ authorization: `Bearer ${token}` }));
    await context(request({ authorization: `Bearer ${token}` }));
    expect(first).toMatchObject({ token, claims: { sub: '2', role: 'user' } });
    expect(upstream.requests).toHaveLength(1);
    expect(upstream.requests[0]?.url).toBe('/api/user/info');
    expect(upstream.requests[0]?.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('fails the whole request with 401 when the backend rejects the signature', async () => {
    upstream.answer((_req, res) => json(res, 401, { message: 'Please log in', code: 'UNAUTHENTICATED' }));
    await expect(context(request({ authorization: `Bearer ${memberToken()}` }))).rejects.toMatchObject({
      extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
    });
  });

  it('fails closed with 503 when the backend cannot confirm the token', async () => {
    upstream.answer((req) => req.socket.destroy());
    await expect(context(request({ authorization: `Bearer ${memberToken()}` }))).rejects.toMatchObject({
      extensions: { code: 'UPSTREAM_UNAVAILABLE', http: { status: 503 } },
    });
  });

  it('waits for the token check past the usual upstream timeout, as a deadline burst needs', async () => {
    upstream.answer((_req, res) => void setTimeout(() => json(res, 200, member), 300));
    const impatient = createRestClientFactory({ backendUrl: upstream.url, timeoutMs: 100 });
    const patient = createContextFunction({ restClients: impatient, verifiedTokens: new VerifiedTokens() });
    await expect(patient(request({ authorization: `Bearer ${memberToken()}` }))).resolves.toMatchObject({ claims: { sub: expect.any(String) } });
    impatient.close();
  });

  it('confirms a manager token with the staff side of the backend, never the member side', async () => {
    upstream.answer((_req, res) => json(res, 200, { ...member, role: 'manager' }));
    const token = memberToken({ role: 'manager' });
    await expect(context(request({ authorization: `Bearer ${token}` }))).resolves.toMatchObject({ token, claims: { role: 'manager' } });
    expect(upstream.requests.map((r) => r.url)).toEqual(['/api/manager/info']);
  });

  it('refuses a token of any other role without asking the backend', async () => {
    await expect(context(request({ authorization: `Bearer ${memberToken({ role: 'admin' })}` }))).rejects.toMatchObject({
      extensions: { code: 'FORBIDDEN', http: { status: 403 } },
    });
    expect(upstream.requests).toHaveLength(0);
  });

  it("answers an unforeseen failure (a shared store that throws) as INTERNAL_SERVER_ERROR in the caller's language, and logs it", async () => {
    upstream.answer((_req, res) => json(res, 200, member));
    const storeDown = {
      get: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.9:6379')),
      set: () => Promise.resolve(),
      delete: () => Promise.resolve(true),
    };
    const withStore = createContextFunction({ restClients: clients, verifiedTokens: new VerifiedTokens({ shared: storeDown }) });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const token = memberToken();
    await withStore(request({ authorization: `Bearer ${token}` }));
    await expect(withStore(request({ authorization: `Bearer ${token}`, 'content-language': 'en' }))).rejects.toMatchObject({
      message: 'Something went wrong, please try again later',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(String(log.mock.calls[0]?.[1])).toContain('ECONNREFUSED');
    log.mockRestore();
  });
});
