// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/messages/en.json';
import zhTw from '../../i18n/messages/zhTw.json';
import { LangContext } from '../i18n/lang.tsx';
import { LOCALE, type Lang } from '../paths.ts';
import { ToastProvider } from '../toast/ToastProvider.tsx';
import { MemberMenu } from './MemberMenu.tsx';
import { SessionProvider } from './SessionProvider.tsx';
import { ROLE_KEY, TOKEN_KEY } from './store.ts';

// The member's watch is a lazy chunk SessionProvider imports once a member is in.
beforeAll(() => import('./memberWatch.ts'));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderMenuOf(lang: Lang, names: { lastName: string; firstName: string }): HTMLElement {
  const now = Math.floor(Date.now() / 1000);
  const claims = { role: 'user', iat: now, exp: now + 7200, permissions: [], ...names };
  localStorage.setItem(TOKEN_KEY, `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`);
  localStorage.setItem(ROLE_KEY, 'user');
  const router = createMemoryRouter([{ path: '*', element: <SessionProvider><MemberMenu loginClassName="" /></SessionProvider> }], { initialEntries: [`/${lang}/user/profile`] });
  render(
    <LangContext.Provider value={lang}>
      <IntlProvider locale={LOCALE[lang]} messages={lang === 'en' ? en : zhTw}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </IntlProvider>
    </LangContext.Provider>,
  );
  return screen.getByRole('button', { expanded: false });
}

/** What the button shows, as axe reads it: its text outside what is hidden from assistive technology. */
const visibleText = (button: HTMLElement) =>
  Array.from(button.childNodes)
    .filter((node) => !(node instanceof HTMLElement && node.getAttribute('aria-hidden') === 'true'))
    .map((node) => node.textContent)
    .join('');

describe("the member menu's button (WCAG 2.5.3: its name starts with what it shows)", () => {
  it('shows a Chinese name without a space in either language, and its name begins with it', () => {
    for (const [lang, name] of [
      ['en', '王小明, member menu'],
      ['zhTw', '王小明，會員選單'],
    ] as const) {
      const button = renderMenuOf(lang, { lastName: '王', firstName: '小明' });
      expect(visibleText(button)).toBe('王小明');
      expect(button.getAttribute('aria-label')).toBe(name);
      cleanup();
    }
  });

  it('shows a name in Latin letters last name first, as the spec says, with a space', () => {
    const button = renderMenuOf('en', { lastName: 'Lovelace', firstName: 'Ada' });
    expect(visibleText(button)).toBe('Lovelace Ada');
    expect(button.getAttribute('aria-label')).toBe('Lovelace Ada, member menu');
  });
});
