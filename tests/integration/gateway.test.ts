// The gateway in front of the real backend, both as child processes over real HTTP: content in
// both languages, the token rules, the security bars (CSP, CSRF, query limits) and an outage.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerToken } from '../support/manager.ts';
import { startBackend, startGateway, type Tier } from '../support/stack.ts';

let backend: Tier;
let gateway: Tier;

interface GraphQLAnswer {
  status: number;
  headers: Headers;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function gql(query: string, options: { lang?: 'zhTw' | 'en'; token?: string; variables?: object } = {}): Promise<GraphQLAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.lang) headers['content-language'] = options.lang;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${gateway.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables: options.variables }) });
  return { status: res.status, headers: res.headers, body: (await res.json()) as GraphQLAnswer['body'] };
}

const codes = (answer: GraphQLAnswer) => answer.body.errors?.map((error) => error.extensions?.code);

async function login(role: 'user' | 'manager', email: string, password: string): Promise<string> {
  const res = await fetch(`${backend.url}/api/${role}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** A well-formed member token signed with a secret the backend does not know. */
function forgedToken(): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', role: 'user', permissions: [], firstName: 'A', lastName: 'B', tokenVersion: 0, iat: now, exp: now + 3600 })}`;
  return `${unsigned}.${createHmac('sha256', 'not-the-backend-secret').update(unsigned).digest('base64url')}`;
}

const homeQuery = `{
  homeBanners { id title alt imageDesktop imageMobile link }
  articles(pageSize: 3) { total page pageSize items { id column title summary paragraphs cover publishedAt tags { id name } } }
}`;

beforeAll(async () => {
  backend = await startBackend({ SEED_DEMO_MEMBER_PASSWORD: 'Member#2026' });
  gateway = await startGateway(backend.url);
});

afterAll(async () => {
  await gateway?.stop();
  await backend?.stop();
});

describe('gateway over the real backend', () => {
  it('answers home banners and articles in zhTw and in en', async () => {
    const [zh, en] = await Promise.all([gql(homeQuery, { lang: 'zhTw' }), gql(homeQuery, { lang: 'en' })]);
    for (const answer of [zh, en]) {
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toBeUndefined();
    }
    type Home = {
      homeBanners: { title: string; imageDesktop: string }[];
      articles: { total: number; items: { title: string; column: string; paragraphs: string[]; tags: { name: string }[] }[] };
    };
    const zhData = zh.body.data as Home;
    const enData = en.body.data as Home;
    expect(zhData.homeBanners.length).toBeGreaterThan(0);
    expect(zhData.homeBanners.length).toBe(enData.homeBanners.length);
    zhData.homeBanners.forEach((banner, i) => {
      expect(banner.title).not.toBe('');
      expect(enData.homeBanners[i]?.title).not.toBe('');
      expect(banner.title).not.toBe(enData.homeBanners[i]?.title);
      expect(banner.imageDesktop).toMatch(/^\/files\//);
    });
    expect(zhData.articles.items.length).toBeGreaterThan(0);
    const [zhFirst, enFirst] = [zhData.articles.items[0], enData.articles.items[0]];
    expect(zhFirst?.title).not.toBe(enFirst?.title);
    expect(zhFirst?.paragraphs.length).toBeGreaterThan(0);
    expect(['NOW', 'SOCIAL', 'TEAMS']).toContain(zhFirst?.column);
    // Without Content-Language the answer is zhTw.
    const visitorDefault = await gql('{ homeBanners { title } }');
    expect((visitorDefault.body.data as Home).homeBanners[0]?.title).toBe(zhData.homeBanners[0]?.title);
  });

  it('answers null for an article that does not exist', async () => {
    const answer = await gql('query ($id: ID!) { article(id: $id) { id title } }', { variables: { id: '987654' } });
    expect(answer.body).toEqual({ data: { article: null } });
  });

  it('reads a published article by the id a list gave', async () => {
    const list = await gql('{ articles(column: NOW, pageSize: 1) { items { id title } } }', { lang: 'en' });
    const first = (list.body.data as { articles: { items: { id: string; title: string }[] } }).articles.items[0];
    const one = await gql('query ($id: ID!) { article(id: $id) { id title } }', { lang: 'en', variables: { id: first?.id } });
    expect(one.body.data).toEqual({ article: first });
  });

  it('lets a manager token read public content, and refuses it on a member field with FORBIDDEN and the role-check message', async () => {
    const token = await managerToken(backend.url);
    const banners = await gql('{ homeBanners { id } }', { token, lang: 'en' });
    expect([banners.status, banners.body.errors]).toEqual([200, undefined]);
    const answer = await gql('{ me { id } }', { token, lang: 'en' });
    expect(codes(answer)).toEqual(['FORBIDDEN']);
    expect(answer.body.errors?.[0]?.message).toBe('Automatic login failed or your session has expired. Please log in again.');
    expect(answer.body.data).toEqual({ me: null });
  });

  it('refuses a forged member token with UNAUTHENTICATED', async () => {
    const answer = await gql('{ me { id email } }', { token: forgedToken() });
    expect(answer.status).toBe(401);
    expect(codes(answer)).toEqual(['UNAUTHENTICATED']);
  });

  it('answers me for the demo member, and UNAUTHENTICATED for a visitor (a member field)', async () => {
    const token = await login('user', 'member@example.org', 'Member#2026');
    const answer = await gql('{ me { id email firstName lastName } }', { token });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.me).toMatchObject({ email: 'member@example.org' });
    const visitor = await gql('{ me { id } }');
    expect([visitor.body.data, codes(visitor)]).toEqual([{ me: null }, ['UNAUTHENTICATED']]);
  });

  it('answers a repeated public query from its cache with the same body and headers, never for a member', async () => {
    const query = '{ inventionPage { faqs { id question answer } } }';
    const post = (headers: Record<string, string> = {}) =>
      fetch(`${gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-language': 'en', ...headers }, body: JSON.stringify({ query }) });
    const withoutDate = (headers: Headers) => Object.fromEntries([...headers].filter(([name]) => name !== 'date' && name !== 'age'));
    const fresh = await post();
    const cached = await post();
    expect(await cached.text()).toBe(await fresh.text());
    expect(withoutDate(cached.headers)).toEqual(withoutDate(fresh.headers));
    expect(cached.headers.get('cache-control')).toBe('max-age=60, public');
    expect(cached.headers.get('age')).not.toBeNull();
    const member = await post({ authorization: `Bearer ${await login('user', 'member@example.org', 'Member#2026')}` });
    await member.body?.cancel();
    expect(member.headers.get('cache-control')).toBe('no-store');
    expect(member.headers.get('age')).toBeNull();
  });

  it('sends security headers with a CSP', async () => {
    for (const path of ['/graphql', '/', '/healthz']) {
      const res = await fetch(gateway.url + path, { headers: { accept: 'text/html' } });
      await res.body?.cancel();
      const csp = res.headers.get('content-security-policy') ?? '';
      if (path === '/graphql') {
        // Sandbox is on outside production: only its landing page may load Apollo's CDN.
        expect(csp).toContain('https://embeddable-sandbox.cdn.apollographql.com');
      } else {
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("script-src 'self';");
      }
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('blocks requests a browser could send cross-site without a preflight (CSRF)', async () => {
    const query = encodeURIComponent('{ homeBanners { id } }');
    const get = await fetch(`${gateway.url}/graphql?query=${query}`);
    expect(get.status).toBe(400);
    expect(((await get.json()) as GraphQLAnswer['body']).errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    const simplePost = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ homeBanners { id } }' }),
    });
    expect(simplePost.status).toBe(400);
    await simplePost.body?.cancel();
    // The same GET with a preflighted header goes through.
    const preflighted = await fetch(`${gateway.url}/graphql?query=${query}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(preflighted.status).toBe(200);
    await preflighted.body?.cancel();
  });

  it('refuses over-costly operations before running them', async () => {
    // schema.graphql nests at most 4 levels, so its depth limit (10) cannot be crossed with real
    // fields (the unit tests cover it on a recursive schema); the alias and field limits can.
    const aliases = Array.from({ length: 31 }, (_, i) => `b${i}: homeBanners { id }`).join(' ');
    const flood = await gql(`{ ${aliases} }`);
    expect(flood.status).toBe(400);
    expect(codes(flood)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    const fanOut = await gql(`{ articles { items { ...A } } }
      fragment A on Article { ${'...B '.repeat(20)} }
      fragment B on Article { id title summary paragraphs cover author publishedAt tags { id name } }`);
    expect(fanOut.status).toBe(400);
    expect(fanOut.body.errors?.[0]?.message).toMatch(/more than 200 fields/);
  });

  it('refuses bad paging with BAD_USER_INPUT', async () => {
    const answer = await gql('{ articles(pageSize: 500) { total } }', { lang: 'en' });
    expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
  });

  it('streams public files from the backend', async () => {
    const banners = await gql('{ homeBanners { imageDesktop } }');
    const path = (banners.body.data as { homeBanners: { imageDesktop: string }[] }).homeBanners[0]?.imageDesktop ?? '';
    const [viaGateway, direct] = await Promise.all([fetch(gateway.url + path), fetch(backend.url + path)]);
    expect(viaGateway.status).toBe(200);
    expect(viaGateway.headers.get('content-type')).toBe(direct.headers.get('content-type'));
    expect(Buffer.from(await viaGateway.arrayBuffer())).toEqual(Buffer.from(await direct.arrayBuffer()));
    // The backend's own CSP (sandbox: an uploaded SVG runs no script) reaches the browser unchanged.
    expect(direct.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(viaGateway.headers.get('content-security-policy')).toBe(direct.headers.get('content-security-policy'));
    const traversal = await fetch(`${gateway.url}/files/%2e%2e/api/user/info`);
    expect(traversal.status).toBe(404);
    await traversal.body?.cancel();
  });

  it('says UPSTREAM_UNAVAILABLE when the backend is down, while staying alive', async () => {
    expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);
    await backend.stop();
    const answer = await gql('{ homeBanners { id } }', { lang: 'en' });
    expect(codes(answer)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(answer.body.errors?.[0]?.message).toMatch(/temporarily unavailable/);
    expect(JSON.stringify(answer.body)).not.toContain(backend.url);
    expect((await fetch(`${gateway.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
    const file = await fetch(`${gateway.url}/files/public/anything.png`);
    expect(file.status).toBe(502);
    await file.body?.cancel();
  });
});
