import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { readPageQueries, resolveLazyMatches } from './hydrate.ts';

function table() {
  const page = vi.fn(() => null);
  const loader = vi.fn(() => null);
  const lazy = vi.fn(async () => ({ Component: page }));
  const other = vi.fn(async () => ({ Component: page }));
  const routes: RouteObject[] = [{ path: ':lang', children: [{ path: 'news/:id', lazy, loader }, { path: 'about', lazy: other }] }];
  return { routes, lazy, other, loader, page };
}

describe('resolveLazyMatches', () => {
  it('loads only the matched lazy routes and puts what they resolve in place', async () => {
    const { routes, lazy, other, page } = table();
    const matches = await resolveLazyMatches(routes, '/en/news/7');
    expect(matches.map((m) => m.params)).toEqual([{ lang: 'en', id: '7' }, { lang: 'en', id: '7' }]);
    expect(lazy).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
    const news = routes[0]!.children![0]!;
    expect(news.lazy).toBeUndefined();
    expect(news.Component).toBe(page);
  });

  it("starts the chunks' downloads in a task after the one that matched the routes", async () => {
    const { routes, lazy } = table();
    const resolved = resolveLazyMatches(routes, '/en/news/7');
    // Every microtask of this task runs before the next task.
    for (let i = 0; i < 50; i++) await Promise.resolve();
    expect(lazy).not.toHaveBeenCalled();
    await resolved;
    expect(lazy).toHaveBeenCalledOnce();
  });
});

describe('readPageQueries', () => {
  it("runs each matched route's loader with its params and the page's URL", async () => {
    const { routes, loader } = table();
    const matches = await resolveLazyMatches(routes, '/en/news/7');
    await readPageQueries(matches, 'http://localhost/en/news/7?page=2');
    expect(loader).toHaveBeenCalledOnce();
    const [args] = loader.mock.calls[0] as unknown as [{ params: object; request: Request; url: URL }];
    expect(args.params).toEqual({ lang: 'en', id: '7' });
    expect(args.request.url).toBe('http://localhost/en/news/7?page=2');
    expect(args.url.searchParams.get('page')).toBe('2');
  });
});
