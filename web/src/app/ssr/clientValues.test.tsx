// @vitest-environment jsdom
// useHydrated on a page the server rendered: false in the server's markup and while hydrating, true
// once hydrated, with no mismatch; in a tree rendered without server markup, true from the start.
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HydrationProvider, RenderPhaseContext, useHydrated } from './clientValues.tsx';
import { hydrationHarness } from './hydrationTesting.ts';

const page = hydrationHarness();
const seen: boolean[] = [];

function Reader() {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p data-hydrated={String(hydrated)}>{hydrated ? 'browser' : 'server'}</p>;
}

describe('useHydrated', () => {
  it('reads false in the server markup and while hydrating under HydrationProvider, then true', async () => {
    seen.length = 0;
    const html = await page.hydrate(
      <RenderPhaseContext.Provider value="server">
        <Reader />
      </RenderPhaseContext.Provider>,
      <HydrationProvider>
        <Reader />
      </HydrationProvider>,
    );
    expect(html).toContain('server');
    await act(async () => undefined);
    expect(page.container.textContent).toBe('browser');
    expect(page.problems).toEqual([]);
    // The hydrating render read false (matching the markup) and the next one true: no third value.
    expect(seen.slice(-2)).toEqual([false, true]);
  });

  it('without a provider, hydrates server markup as before: false first, then true', async () => {
    const html = await page.hydrate(<Reader />, <Reader />);
    expect(html).toContain('server');
    await act(async () => undefined);
    expect(page.container.textContent).toBe('browser');
    expect(page.problems).toEqual([]);
  });

  it('reads true at once in a tree rendered without server markup', async () => {
    seen.length = 0;
    await page.render(<Reader />);
    expect(page.container.textContent).toBe('browser');
    expect(seen.every(Boolean)).toBe(true);
  });
});
