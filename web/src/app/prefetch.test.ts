import { gql, type ApolloClient } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { prefetchLoader } from './prefetch.ts';

const query = gql`
  query Article($id: ID!) {
    article(id: $id) {
      id
    }
  }
`;

const args = (params: Record<string, string>) =>
  ({ params, request: new Request('http://localhost/'), context: undefined }) as unknown as Parameters<
    ReturnType<typeof prefetchLoader>
  >[0];

/** Clients whose query answers with `answer()`, made when the query is sent (a rejection made earlier would go unhandled until then). */
function fakeClients(answer: () => Promise<unknown>) {
  const send = vi.fn(answer);
  const transformDocument = vi.fn();
  const readQuery = vi.fn().mockReturnValue(null);
  const clientFor = vi.fn().mockReturnValue({ query: send, readQuery, documentTransform: { transformDocument } } as unknown as ApolloClient);
  return { send, transformDocument, readQuery, clientFor };
}

describe('prefetchLoader', () => {
  it("sends the page's query, silently, with the route language's client and the route params", async () => {
    const { send, clientFor } = fakeClients(() => Promise.resolve({ data: {} }));
    const loader = prefetchLoader(async ({ id = '' }) => ({ query, variables: { id } }), clientFor);
    await expect(loader(args({ lang: 'en', id: '7' }))).resolves.toBeNull();
    expect(clientFor).toHaveBeenCalledWith('en');
    expect(send).toHaveBeenCalledWith({ query, variables: { id: '7' }, context: { silentErrors: true } });
  });

  it('transforms the document and reads the cache in a task before the one that sends the query', async () => {
    const { send, transformDocument, readQuery, clientFor } = fakeClients(() => Promise.resolve({ data: {} }));
    let sentInTheSameTask: boolean | undefined;
    transformDocument.mockImplementation(() => {
      // Every microtask of this task runs before the next task: the last of a long chain sees a
      // query sent within the task.
      let left = 50;
      const spin = () => (--left > 0 ? queueMicrotask(spin) : (sentInTheSameTask = send.mock.calls.length > 0));
      queueMicrotask(spin);
    });
    await prefetchLoader(async () => ({ query }), clientFor)(args({ lang: 'en' }));
    expect(transformDocument).toHaveBeenCalledWith(query);
    expect(readQuery).toHaveBeenCalledWith({ query });
    expect(sentInTheSameTask).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('never fails the navigation: the page shows its own error state', async () => {
    const { clientFor } = fakeClients(() => Promise.reject(new Error('upstream down')));
    await expect(prefetchLoader(async () => ({ query }), clientFor)(args({ lang: 'zhTw' }))).resolves.toBeNull();
  });

  it('does nothing outside a language prefix', async () => {
    const { clientFor } = fakeClients(() => Promise.resolve({}));
    await prefetchLoader(async () => ({ query }), clientFor)(args({ lang: 'fr' }));
    expect(clientFor).not.toHaveBeenCalled();
  });
});
