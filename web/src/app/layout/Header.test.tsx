// @vitest-environment jsdom
// The header's menu toggle on a server-rendered page (issue 10): before hydration, and for good with
// JavaScript off, the browser opens the menu itself (Popover API); hydrated, React's toggle as before.
import { act, fireEvent } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Outlet } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrationHarness } from '../ssr/hydrationTesting.ts';
import { SessionProvider } from '../session/SessionProvider.tsx';
import { routerInEnglish } from '../testing.tsx';
import { Header } from './Header.tsx';

function app(): { element: ReactNode; router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider>
            <Header />
            <Outlet />
          </SessionProvider>
        ),
        children: [{ path: '/en/about', element: <p>About</p> }, { path: '/en/news/landing', element: <p>News</p> }],
      },
    ],
    { initialEntries: ['/en/about'] },
  );
  return { element: routerInEnglish(router), router };
}

const page = hydrationHarness();

const toggle = () => page.container.querySelector<HTMLButtonElement>('button[aria-controls="site-menu"]')!;
const menu = () => page.container.querySelector<HTMLElement>('#site-menu')!;

/** The server's markup in the page, then hydrated. */
async function serverThenBrowser() {
  const browser = app();
  const html = await page.hydrate(app().element, browser.element);
  return { html, router: browser.router };
}

describe('Header rendered on the server, hydrated in the browser', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it("wires the toggle to the menu as a popover in the server's markup, with both names for the stylesheet", () => {
    page.container.innerHTML = renderToString(app().element);
    expect(toggle().getAttribute('popovertarget')).toBe('site-menu');
    expect(menu().getAttribute('popover')).toBe('auto');
    // The browser tells a popover invoker's expanded state: no fixed "false" to contradict it.
    expect(toggle().hasAttribute('aria-expanded')).toBe(false);
    expect([...toggle().querySelectorAll('.visually-hidden')].map((el) => el.textContent)).toEqual(['Open menu', 'Close menu']);
    expect(menu().querySelectorAll('nav a')).not.toHaveLength(0);
  });

  it('hydrates without a mismatch into the toggle of before: aria-expanded, Escape, navigation', async () => {
    const { router } = await serverThenBrowser();
    expect(page.problems).toEqual([]);
    expect(toggle().hasAttribute('popovertarget')).toBe(false);
    expect(menu().hasAttribute('popover')).toBe(false);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().textContent).toBe('Open menu');

    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(menu().dataset.open).toBe('true');
    expect(toggle().textContent).toBe('Close menu');

    menu().querySelector<HTMLElement>('nav a')!.focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());

    fireEvent.click(toggle());
    await act(() => router.navigate('/en/news/landing'));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(menu().dataset.open).toBe('false');
  });

  it('keeps open a menu the browser opened before hydration', async () => {
    // jsdom has no Popover API: the menu is the popover the browser shows.
    HTMLElement.prototype.showPopover ??= () => undefined;
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':popover-open' ? this.id === 'site-menu' : matches.call(this, selector);
    });
    await serverThenBrowser();
    expect(page.problems).toEqual([]);
    expect(menu().hasAttribute('popover')).toBe(false);
    expect(menu().dataset.open).toBe('true');
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
  });
});
