// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/messages/en.json';
import { LangContext } from '../i18n/lang.tsx';
import { ToastProvider } from '../toast/ToastProvider.tsx';
import { SessionProvider, useSession } from './SessionProvider.tsx';
import { readDraft, writeDraft } from '../../components/Form/draft.ts';
import { clearToken, INVENTION_APPLY_DRAFT_KEY, ROLE_KEY, TOKEN_KEY } from './store.ts';

const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);

function token(role: string, issuedAt = T0): string {
  const payload = { role, iat: issuedAt / 1000, exp: issuedAt / 1000 + 7200, permissions: [], firstName: 'Ming', lastName: 'Wang' };
  return `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`;
}

function Probe() {
  const { member, logout } = useSession();
  const { pathname } = useLocation();
  return (
    <>
      <p data-testid="probe">
        {member ? `${member.lastName} ${member.firstName}` : 'visitor'} @ {pathname}
      </p>
      <button type="button" onClick={logout}>
        logout
      </button>
    </>
  );
}

describe('SessionProvider (spec §4 session rules)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(T0 + 60_000);
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function renderSession(path?: string) {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <SessionProvider>
              <Probe />
            </SessionProvider>
          ),
        },
      ],
      { initialEntries: [path ?? '/en/user/profile'] },
    );
    render(
      <LangContext.Provider value="en">
        <IntlProvider locale="en" messages={en}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </IntlProvider>
      </LangContext.Provider>,
    );
  }

  it('shows a member with a live user token', () => {
    localStorage.setItem(TOKEN_KEY, token('user'));
    localStorage.setItem(ROLE_KEY, 'user');
    renderSession();
    expect(screen.getByTestId('probe').textContent).toBe('Wang Ming @ /en/user/profile');
  });

  it('logs out any other role, goes to login and says why', () => {
    localStorage.setItem(TOKEN_KEY, token('manager'));
    localStorage.setItem(ROLE_KEY, 'manager');
    renderSession();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(ROLE_KEY)).toBeNull();
    expect(screen.getByTestId('probe').textContent).toBe('visitor @ /en/login');
    expect(screen.getByRole('status').textContent).toContain('Auto login failed or permission expired, please log in again');
  });

  it('treats an expired token as logged out', () => {
    localStorage.setItem(TOKEN_KEY, token('user', T0 - 3 * 3_600_000));
    localStorage.setItem(ROLE_KEY, 'user');
    renderSession();
    expect(screen.getByTestId('probe').textContent).toBe('visitor @ /en/user/profile');
    act(() => vi.advanceTimersByTime(0));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('after 15 idle minutes clears token, role and the competition form and goes to login', () => {
    localStorage.setItem(TOKEN_KEY, token('user'));
    localStorage.setItem(ROLE_KEY, 'user');
    localStorage.setItem(INVENTION_APPLY_DRAFT_KEY, '{"team":{}}');
    renderSession();
    act(() => vi.advanceTimersByTime(900_000));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(ROLE_KEY)).toBeNull();
    expect(localStorage.getItem(INVENTION_APPLY_DRAFT_KEY)).toBeNull();
    expect(screen.getByTestId('probe').textContent).toBe('visitor @ /en/login');
  });

  it('logout clears token, role, the competition form and every form draft, and goes to login', () => {
    localStorage.setItem(TOKEN_KEY, token('user'));
    localStorage.setItem(ROLE_KEY, 'user');
    localStorage.setItem(INVENTION_APPLY_DRAFT_KEY, '{"team":{}}');
    writeDraft('profile:7', { lastName: 'Wang', mobile: '0912345678', birthday: '2002-05-20' });
    writeDraft('register', { email: 'ming@example.org' });
    sessionStorage.setItem('unrelated', 'kept');
    renderSession();
    act(() => screen.getByRole('button', { name: 'logout' }).click());
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(ROLE_KEY)).toBeNull();
    expect(localStorage.getItem(INVENTION_APPLY_DRAFT_KEY)).toBeNull();
    expect(readDraft('profile:7')).toEqual({});
    expect(readDraft('register')).toEqual({});
    expect(Object.keys(sessionStorage)).toEqual(['unrelated']);
    expect(screen.getByTestId('probe').textContent).toBe('visitor @ /en/login');
  });

  it('a 401 (token cleared) keeps the drafts for the next login', () => {
    localStorage.setItem(TOKEN_KEY, token('user'));
    localStorage.setItem(ROLE_KEY, 'user');
    writeDraft('profile:7', { lastName: 'Wang' });
    renderSession();
    act(() => clearToken());
    expect(readDraft('profile:7')).toEqual({ lastName: 'Wang' });
  });

  it('follows a token cleared elsewhere (a 401 in the Apollo link)', () => {
    localStorage.setItem(TOKEN_KEY, token('user'));
    localStorage.setItem(ROLE_KEY, 'user');
    renderSession();
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY })));
    expect(screen.getByTestId('probe').textContent).toBe('Wang Ming @ /en/user/profile');
    act(() => {
      localStorage.removeItem(TOKEN_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
    });
    expect(screen.getByTestId('probe').textContent).toBe('visitor @ /en/user/profile');
  });
});
