// Test helper of the web's unit tests (jsdom): a page's server markup put in a container, then
// hydrated in the browser, with every mismatch React reports (recoverable errors, console.error)
// collected in `problems`.
import { act, cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, vi } from 'vitest';

export function hydrationHarness() {
  let container: HTMLElement;
  let root: Root | undefined;
  let problems: unknown[] = [];

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    problems = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void problems.push(args.map(String).join(' ')));
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    cleanup();
    vi.restoreAllMocks();
  });

  return {
    get container() {
      return container;
    },
    get problems() {
      return problems;
    },
    /** Puts the server's markup of `server` in the container, hydrates it with `browser`, and returns that markup. */
    async hydrate(server: ReactNode, browser: ReactNode): Promise<string> {
      const html = renderToString(server);
      container.innerHTML = html;
      await act(async () => {
        root = hydrateRoot(container, browser, { onRecoverableError: (error) => problems.push(error) });
      });
      return html;
    },
    /** Renders `browser` with no server markup, as a page reached by a client-side navigation. */
    async render(browser: ReactNode): Promise<void> {
      await act(async () => {
        root = createRoot(container);
        root.render(browser);
      });
    },
  };
}
