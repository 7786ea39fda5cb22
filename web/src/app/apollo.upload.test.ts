// @vitest-environment jsdom
import { gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getApolloClient } from './apollo.ts';

const SaveDraft = gql`
  mutation SaveDraft($name: String!, $photo: Upload) {
    saveDraft(name: $name, photo: $photo) {
      ok
    }
  }
`;

function captureFetch() {
  const requests: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return new Response(JSON.stringify({ data: { saveDraft: { __typename: 'Saved', ok: true } } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return requests;
}

const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the client sends files as a multipart request', () => {
  it('puts a File variable in its own part, with the preflight, language, bearer and client headers', async () => {
    const requests = captureFetch();
    const now = Math.floor(Date.now() / 1000);
    localStorage.setItem('token', ['e30', btoa(JSON.stringify({ role: 'user', iat: now, exp: now + 3600 })), 'sig'].join('.'));
    localStorage.setItem('role', 'user');
    const photo = new File(['\x89PNG'], 'team.png', { type: 'image/png' });
    await getApolloClient('en').mutate({ mutation: SaveDraft, variables: { name: 'Care bots', photo } });

    const [request] = requests;
    expect(request?.url).toBe('/graphql');
    const body = request!.init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(JSON.parse(body.get('operations') as string).variables).toEqual({ name: 'Care bots', photo: null });
    expect(JSON.parse(body.get('map') as string)).toEqual({ 1: ['variables.photo'] });
    expect((body.get('1') as File).name).toBe('team.png');
    // fetch sets the multipart boundary itself: no JSON content type may stay.
    expect(header(request!.init, 'content-type')).toBeNull();
    expect(header(request!.init, 'apollo-require-preflight')).toBe('true');
    expect(header(request!.init, 'content-language')).toBe('en');
    expect(header(request!.init, 'authorization')).toMatch(/^Bearer /);
    // The gateway records operations by the client's name and version (and runs its safelist by the name).
    expect(header(request!.init, 'apollographql-client-name')).toBe('web');
    expect(header(request!.init, 'apollographql-client-version')).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('sends JSON when there is no file, still with the preflight header', async () => {
    const requests = captureFetch();
    await getApolloClient('zhTw').mutate({ mutation: SaveDraft, variables: { name: '關懷機器人' } });
    const [request] = requests;
    expect(typeof request?.init.body).toBe('string');
    expect(header(request!.init, 'content-type')).toBe('application/json');
    expect(header(request!.init, 'apollo-require-preflight')).toBe('true');
    expect(header(request!.init, 'content-language')).toBe('zhTw');
  });
});
