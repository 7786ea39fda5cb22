import { describe, expect, it, vi } from 'vitest';
import { getApolloClient } from './apollo.ts';
import { prefetchLoader } from './prefetch.ts';

const args = (params: Record<string, string>) =>
  ({ params, request: new Request('http://localhost/'), context: undefined }) as unknown as Parameters<
    ReturnType<typeof prefetchLoader>
  >[0];

describe('prefetchLoader', () => {
  it("fetches with the route language's client and the route params", async () => {
    const prefetch = vi.fn().mockResolvedValue({ data: {} });
    await expect(prefetchLoader(prefetch)(args({ lang: 'en', id: '7' }))).resolves.toBeNull();
    expect(prefetch).toHaveBeenCalledWith(getApolloClient('en'), { lang: 'en', id: '7' });
  });

  it('never fails the navigation: the page shows its own error state', async () => {
    const prefetch = vi.fn().mockRejectedValue(new Error('upstream down'));
    await expect(prefetchLoader(prefetch)(args({ lang: 'zhTw' }))).resolves.toBeNull();
  });

  it('does nothing outside a language prefix', async () => {
    const prefetch = vi.fn();
    await prefetchLoader(prefetch)(args({ lang: 'fr' }));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
