// The web's public queries as the browser sends them (Apollo Client's persisted-query link, GET
// with the sha256 only), against the real gateway and backend: the first GET of an unknown hash
// is answered PERSISTED_QUERY_NOT_FOUND and the query is sent once by POST; later GETs are answered
// by hash, the second from the gateway's response cache; a GET without a preflight header is
// refused as a possible CSRF.
import { createHash } from 'node:crypto';
import { ApolloClient, ApolloLink, gql, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, startGateway, type Tier } from '../support/stack.ts';

let backend: Tier;
let gateway: Tier;

beforeAll(async () => {
  backend = await startBackend();
  gateway = await startGateway(backend.url);
});

afterAll(async () => {
  await gateway?.stop();
  await backend?.stop();
});

interface Exchange {
  method: string;
  url: URL;
  body: Record<string, unknown> | null;
  status: number;
  age: string | null;
  cacheControl: string | null;
}

const Slogans = gql`
  query PersistedSlogans {
    aboutPage {
      coreSlogans
    }
  }
`;

/** A client with the web's link chain for a visitor (web/src/app/persistedQueries.ts), recording each exchange. */
function visitorClient(lang: 'zhTw' | 'en') {
  const exchanges: Exchange[] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    const res = await fetch(input, init);
    exchanges.push({
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
      status: res.status,
      age: res.headers.get('age'),
      cacheControl: res.headers.get('cache-control'),
    });
    return res;
  };
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.from([
      new PersistedQueryLink({ sha256, useGETForHashedQueries: true }),
      new HttpLink({
        uri: `${gateway.url}/graphql`,
        headers: { 'Content-Language': lang, 'Apollo-Require-Preflight': 'true' },
        fetch: recordingFetch,
      }),
    ]),
  });
  return { client, exchanges };
}

describe('automatic persisted queries by GET', () => {
  it('registers an unknown hash once by POST, then answers GETs by hash, the second from the cache', async () => {
    const { client, exchanges } = visitorClient('en');
    const first = await client.query({ query: Slogans, fetchPolicy: 'network-only' });
    expect(first.data).toEqual({ aboutPage: { __typename: 'AboutPage', coreSlogans: ['Compassion', 'Innovation', 'Action', 'Impact'] } });
    expect(exchanges.map((e) => e.method)).toEqual(['GET', 'POST']);
    expect(exchanges[0]!.url.searchParams.get('query')).toBeNull();
    expect(exchanges[1]!.body).toMatchObject({ query: expect.stringContaining('coreSlogans') });

    await client.query({ query: Slogans, fetchPolicy: 'network-only' });
    await client.query({ query: Slogans, fetchPolicy: 'network-only' });
    const [byHash, again] = exchanges.slice(2);
    expect([byHash!.method, again!.method]).toEqual(['GET', 'GET']);
    expect(again!.url.href).toBe(byHash!.url.href);
    expect(again!.url.searchParams.get('query')).toBeNull();
    expect(again!.status).toBe(200);
    expect(again!.cacheControl).toBe('max-age=300, public');
    // Served from the response cache: an answer already stored carries its Age.
    expect(again!.age).not.toBeNull();
  });

  it('keeps the languages apart under the same hash', async () => {
    const english = visitorClient('en');
    const chinese = visitorClient('zhTw');
    const en = await english.client.query({ query: Slogans, fetchPolicy: 'network-only' });
    const zh = await chinese.client.query({ query: Slogans, fetchPolicy: 'network-only' });
    expect(zh.data).not.toEqual(en.data);
    expect(chinese.exchanges.at(-1)!.method).toBe('GET');
  });

  it('refuses a hashed GET without a preflight header (CSRF), whatever is cached', async () => {
    const { client, exchanges } = visitorClient('en');
    await client.query({ query: Slogans, fetchPolicy: 'network-only' });
    const url = exchanges.at(-1)!.url;
    expect(exchanges.at(-1)!.method).toBe('GET');
    const bare = await fetch(url, { headers: { 'content-language': 'en' } });
    expect(bare.status).toBe(400);
    const body = (await bare.json()) as { errors?: { extensions?: { code?: string } }[]; data?: unknown };
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect(body.data).toBeUndefined();
  });
});
