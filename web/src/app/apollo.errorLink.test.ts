// @vitest-environment jsdom
import { ApolloClient, ApolloLink, gql, HttpLink } from '@apollo/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCache, createErrorLink, onGraphQLFailure, type GraphQLFailure } from './apollo.ts';
import { ROLE_KEY, TOKEN_KEY } from './session/store.ts';

const ME = gql`
  query Me {
    me {
      id
    }
  }
`;

/** A client whose requests go through the real error link to a server that answers `response`. */
function clientAnswering(response: () => Response): ApolloClient {
  const http = new HttpLink({ uri: 'http://gateway.test/graphql', fetch: async () => response() });
  return new ApolloClient({ link: ApolloLink.from([createErrorLink(), http]), cache: createCache() });
}

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the error link ends the session on UNAUTHENTICATED (spec §4, §8)', () => {
  const failures: GraphQLFailure[] = [];
  let removeHandler: () => void;
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(TOKEN_KEY, 'header.payload.signature');
    localStorage.setItem(ROLE_KEY, 'user');
    failures.length = 0;
    removeHandler = onGraphQLFailure((failure) => failures.push(failure));
  });
  afterEach(() => removeHandler());

  it('clears the token and role on a GraphQL error with code UNAUTHENTICATED', async () => {
    const client = clientAnswering(() => json(200, { data: null, errors: [{ message: 'Please log in', extensions: { code: 'UNAUTHENTICATED' } }] }));
    await expect(client.query({ query: ME })).rejects.toThrow('Please log in');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(ROLE_KEY)).toBeNull();
    expect(failures).toEqual([{ code: 'UNAUTHENTICATED', message: 'Please log in' }]);
  });

  it('clears the token on the gateway\'s 401 answer carrying the GraphQL error', async () => {
    const client = clientAnswering(() => json(401, { errors: [{ message: 'Please log in', extensions: { code: 'UNAUTHENTICATED' } }] }));
    await expect(client.query({ query: ME })).rejects.toThrow();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(failures[0]?.code).toBe('UNAUTHENTICATED');
  });

  it('clears the token on an HTTP 401 without a GraphQL body', async () => {
    const client = clientAnswering(() => new Response('Unauthorized', { status: 401, headers: { 'content-type': 'text/plain' } }));
    await expect(client.query({ query: ME })).rejects.toThrow();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(failures[0]?.code).toBe('UNAUTHENTICATED');
  });

  it('keeps the token for other errors, and reports silently when asked to', async () => {
    const fetched = vi.fn(() => json(200, { data: null, errors: [{ message: 'Permission denied', extensions: { code: 'FORBIDDEN' } }] }));
    const client = clientAnswering(fetched);
    await expect(client.query({ query: ME, context: { silentErrors: true } })).rejects.toThrow('Permission denied');
    expect(fetched).toHaveBeenCalledOnce();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('header.payload.signature');
    expect(failures).toEqual([]);
  });
});
