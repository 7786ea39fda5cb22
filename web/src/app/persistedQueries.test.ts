// @vitest-environment jsdom
import { gql } from '@apollo/client';
import { print } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getApolloClient } from './apollo.ts';
import { sha256Hex } from './persistedQueries.ts';

const Home = gql`
  query Home {
    home {
      title
    }
  }
`;
const Subscribe = gql`
  mutation Subscribe($email: String!) {
    subscribe(email: $email) {
      ok
    }
  }
`;

interface Sent {
  method: string;
  url: URL;
  body: Record<string, unknown> | null;
  headers: Headers;
}

/** Answers each request with the next of `answers` (the last one repeats) and records it. */
function serve(...answers: object[]) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        method: init.method ?? 'GET',
        url: new URL(url, 'http://localhost'),
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
        headers: new Headers(init.headers),
      });
      const answer = answers[Math.min(sent.length - 1, answers.length - 1)];
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

const homeData = { data: { home: { __typename: 'Home', title: 'Hello' } } };
const notFound = { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('automatic persisted queries', () => {
  it("sends a visitor's query as GET with its sha256 and no text, with the preflight header", async () => {
    const sent = serve(homeData);
    const { data } = await getApolloClient('en').query({ query: Home, fetchPolicy: 'network-only' });
    expect(data).toEqual({ home: { __typename: 'Home', title: 'Hello' } });
    expect(sent).toHaveLength(1);
    const [get] = sent;
    expect(get!.method).toBe('GET');
    expect(get!.url.pathname).toBe('/graphql');
    expect(get!.url.searchParams.get('query')).toBeNull();
    const extensions = JSON.parse(get!.url.searchParams.get('extensions')!) as { persistedQuery: { sha256Hash: string } };
    expect(extensions.persistedQuery.sha256Hash).toBe(await sha256Hex(print(getApolloClient('en').documentTransform.transformDocument(Home))));
    expect(get!.headers.get('apollo-require-preflight')).toBe('true');
    expect(get!.headers.get('content-language')).toBe('en');
  });

  it('sends the query once by POST when the gateway does not know the hash, then GET again', async () => {
    const sent = serve(notFound, homeData);
    await getApolloClient('zhTw').query({ query: Home, fetchPolicy: 'network-only' });
    expect(sent.map((s) => s.method)).toEqual(['GET', 'POST']);
    expect(sent[1]!.body).toMatchObject({ query: expect.stringContaining('home'), extensions: { persistedQuery: { version: 1 } } });
    await getApolloClient('zhTw').query({ query: Home, fetchPolicy: 'network-only' });
    expect(sent.map((s) => s.method)).toEqual(['GET', 'POST', 'GET']);
  });

  it('sends mutations whole by POST', async () => {
    const sent = serve({ data: { subscribe: { __typename: 'Ok', ok: true } } });
    await getApolloClient('en').mutate({ mutation: Subscribe, variables: { email: 'a@example.org' } });
    expect(sent.map((s) => s.method)).toEqual(['POST']);
    expect(sent[0]!.body).toMatchObject({ query: expect.stringContaining('subscribe'), variables: { email: 'a@example.org' } });
    expect(sent[0]!.body?.extensions).toBeUndefined();
  });

  it('sends a staff query whole by POST, with no member session either', async () => {
    const sent = serve({ data: { staffViewer: null } });
    await getApolloClient('en').query({ query: gql`query StaffWho { staffViewer { id } }`, fetchPolicy: 'network-only' });
    expect(sent.map((s) => s.method)).toEqual(['POST']);
    expect(sent[0]!.body?.extensions).toBeUndefined();
  });

  it("sends a member's query whole by POST, never as a GET the browser could keep", async () => {
    const now = Math.floor(Date.now() / 1000);
    localStorage.setItem('token', ['e30', btoa(JSON.stringify({ role: 'user', iat: now, exp: now + 3600 })), 'sig'].join('.'));
    localStorage.setItem('role', 'user');
    const sent = serve(homeData);
    await getApolloClient('en').query({ query: Home, fetchPolicy: 'network-only' });
    expect(sent.map((s) => s.method)).toEqual(['POST']);
    expect(sent[0]!.body).toMatchObject({ query: expect.stringContaining('home') });
    expect(sent[0]!.body?.extensions).toBeUndefined();
    expect(sent[0]!.headers.get('authorization')).toMatch(/^Bearer /);
  });
});
