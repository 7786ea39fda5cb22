// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { createMemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRouterInEnglish } from '../testing.tsx';
import { SessionProvider, useSession } from './SessionProvider.tsx';
import { readDraft, writeDraft } from '../../components/Form/draft.ts';
import { clearToken, ROLE_KEY, TOKEN_KEY } from './store.ts';
import { readLoginNotice } from './loginNotice.ts';
import { FLUSH_TIMEOUT_MS, registerUnsavedWork } from './unsavedWork.ts';
import { GRACE_MS } from './idleLogout.ts';

const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);

// The server side of logout (revoke.ts) is the gateway's; here only what the session asks of it.
const revoked = vi.hoisted(() => ({ one: [] as string[], everywhere: [] as string[], everywhereFails: false }));
vi.mock('./revoke.ts', () => ({
  revokeToken: (_lang: string, token: string) => {
    revoked.one.push(token);
    return Promise.resolve();
  },
  revokeEverywhere: (_lang: string, token: string) => {
    if (revoked.everywhereFails) return Promise.reject(new Error('UPSTREAM_UNAVAILABLE'));
    revoked.everywhere.push(token);
    return Promise.resolve();
  },
}));

function token(role: string, issuedAt = T0): string {
  const payload = { role, iat: issuedAt / 1000, exp: issuedAt / 1000 + 7200, permissions: [], firstName: 'Ming', lastName: 'Wang' };
  return `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`;
}

function Probe() {
  const { member, logout, logoutEverywhere } = useSession();
  const { pathname, search, state } = useLocation();
  return (
    <>
      <p data-testid="probe">
        {member ? `${member.lastName} ${member.firstName}` : 'visitor'} @ {pathname}
        {search}
      </p>
      <p data-testid="notice">{readLoginNotice(state)}</p>
      <button type="button" onClick={logout}>
        logout
      </button>
      <button type="button" onClick={() => void logoutEverywhere().catch(() => undefined)}>
        everywhere
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
    Object.assign(revoked, { one: [], everywhere: [], everywhereFails: false });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  // The member's watch is a lazy chunk: the timed rules start once it has loaded.
  const memberWatchLoaded = () => act(async () => void (await import('./memberWatch.ts')));

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
    renderRouterInEnglish(router);
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
    expect(screen.getByRole('status').textContent).toContain('Automatic login failed or your session has expired. Please log in again.');
  });

  it('treats an expired token as logged out', () => {
    localStorage.setItem(TOKEN_KEY, token('user', T0 - 3 * 3_600_000));
    localStorage.setItem(ROLE_KEY, 'user');
    renderSession();
    expect(screen.getByTestId('probe').textContent).toBe('visitor @ /en/user/profile');
    act(() => vi.advanceTimersByTime(0));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('after 15 idle minutes clears token and role and goes to login, saying why', async () => {
    localStorage.setItem(TOKEN_KEY, token('user'));
    localStorage.setItem(ROLE_KEY, 'user');
    renderSession();
    await memberWatchLoaded();
    await act(() => vi.advanceTimersByTimeAsync(900_000 - 1));
    expect(localStorage.getItem(TOKEN_KEY)).not.toBeNull();
    // The logout starts at 15 minutes and leaves once the other tabs had a second to save.
    await act(() => vi.advanceTimersByTimeAsync(1 + GRACE_MS));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(ROLE_KEY)).toBeNull();
    // Back to the page after logging in again.
    expect(screen.getByTestId('probe').textContent).toBe('visitor @ /en/login?next=%2Fen%2Fuser%2Fprofile');
    expect(screen.getByTestId('notice').textContent).toBe('idle');
  });

  it('saves the unsaved work before the inactivity logout clears the forms', async () => {
    localStorage.setItem(TOKEN_KEY, token('user'));
    localStorage.setItem(ROLE_KEY, 'user');
    writeDraft('apply:new', { team: { name: 'Care' } });
    const saved: Array<string | null> = [];
    // The save takes 3 s; the token must still be there when it is sent and when it ends.
    const unregister = registerUnsavedWork(async () => {
      saved.push(localStorage.getItem(TOKEN_KEY));
      await new Promise((resolve) => setTimeout(resolve, 3000));
      saved.push(localStorage.getItem(TOKEN_KEY));
    });
    renderSession('/en/invention-apply/team-data/new');
    await memberWatchLoaded();
    await act(() => vi.advanceTimersByTimeAsync(900_000 + 2999));
    expect(saved).toEqual([token('user')]);
    expect(readDraft('apply:new')).toEqual({ team: { name: 'Care' } });
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(saved).toEqual([token('user'), token('user')]);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(readDraft('apply:new')).toEqual({});
    expect(screen.getByTestId('probe').textContent).toBe('visitor @ /en/login?next=%2Fen%2Finvention-apply%2Fteam-data%2Fnew');
    unregister();
  });

  it('returns the member, after logging in again, to where the save moved a new application', async () => {
    localStorage.setItem(TOKEN_KEY, token('user'));
    localStorage.setItem(ROLE_KEY, 'user');
    const unregister = registerUnsavedWork(() => Promise.resolve('/en/invention-apply/team-data/42'));
    renderSession('/en/invention-apply/team-data/new');
    await memberWatchLoaded();
    await act(() => vi.advanceTimersByTimeAsync(900_000 + GRACE_MS));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(screen.getByTestId('probe').textContent).toBe('visitor @ /en/login?next=%2Fen%2Finvention-apply%2Fteam-data%2F42');
    unregister();
  });

  it('keeps the local copies when the save before the inactivity logout fails or outlasts 10 s', async () => {
    for (const flush of [() => Promise.reject(new Error('offline')), () => new Promise<void>(() => undefined)]) {
      localStorage.setItem(TOKEN_KEY, token('user', Date.now()));
      localStorage.setItem(ROLE_KEY, 'user');
      writeDraft('apply:7', { proposal: { abstract: 'We build a care robot' } });
      const unregister = registerUnsavedWork(flush);
      renderSession('/en/invention-apply/proposal/7');
      await act(() => vi.advanceTimersByTimeAsync(900_000 + FLUSH_TIMEOUT_MS + GRACE_MS));
      expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
      expect(readDraft('apply:7')).toEqual({ proposal: { abstract: 'We build a care robot' } });
      expect(screen.getByTestId('notice').textContent).toBe('idle');
      unregister();
      cleanup();
    }
  });

  it('waits for another tab still saving before clearing the shared token', async () => {
    localStorage.setItem(TOKEN_KEY, token('user'));
    localStorage.setItem(ROLE_KEY, 'user');
    renderSession();
    // Another tab of the member says it is saving (as idleLogout.ts writes it).
    localStorage.setItem('session.flush.othertab', JSON.stringify({ state: 'pending', at: Date.now() + 900_000 }));
    await act(() => vi.advanceTimersByTimeAsync(900_000 + 5000));
    expect(localStorage.getItem(TOKEN_KEY)).not.toBeNull();
    localStorage.setItem('session.flush.othertab', JSON.stringify({ state: 'saved', at: Date.now() }));
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('logout clears token, role and every form draft, and goes to login', () => {
    localStorage.setItem(TOKEN_KEY, token('user'));
    localStorage.setItem(ROLE_KEY, 'user');
    writeDraft('profile:7', { lastName: 'Wang', mobile: '0912345678', birthday: '2002-05-20' });
    writeDraft('register', { email: 'ming@example.org' });
    sessionStorage.setItem('unrelated', 'kept');
    renderSession();
    act(() => screen.getByRole('button', { name: 'logout' }).click());
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(ROLE_KEY)).toBeNull();
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

  it('a logout asks the server to forget the token (after clearing it here); another role is not sent', async () => {
    const member = token('user');
    localStorage.setItem(TOKEN_KEY, member);
    localStorage.setItem(ROLE_KEY, 'user');
    renderSession();
    act(() => screen.getByRole('button', { name: 'logout' }).click());
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(revoked.one).toEqual([member]);
    cleanup();
    localStorage.setItem(TOKEN_KEY, token('manager'));
    localStorage.setItem(ROLE_KEY, 'manager');
    renderSession();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(revoked.one).toEqual([member]);
  });

  it('the inactivity logout revokes the token once every save is done', async () => {
    const member = token('user');
    localStorage.setItem(TOKEN_KEY, member);
    localStorage.setItem(ROLE_KEY, 'user');
    renderSession();
    await memberWatchLoaded();
    await act(() => vi.advanceTimersByTimeAsync(900_000));
    expect(revoked.one).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(GRACE_MS));
    expect(revoked.one).toEqual([member]);
  });

  it('logs out everywhere only once the server confirmed it', async () => {
    const member = token('user');
    localStorage.setItem(TOKEN_KEY, member);
    localStorage.setItem(ROLE_KEY, 'user');
    revoked.everywhereFails = true;
    renderSession();
    await act(async () => screen.getByRole('button', { name: 'everywhere' }).click());
    expect(localStorage.getItem(TOKEN_KEY)).toBe(member);
    expect(screen.getByTestId('probe').textContent).toBe('Wang Ming @ /en/user/profile');
    revoked.everywhereFails = false;
    await act(async () => screen.getByRole('button', { name: 'everywhere' }).click());
    expect(revoked.everywhere).toEqual([member]);
    expect(revoked.one).toEqual([]);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(screen.getByTestId('probe').textContent).toBe('visitor @ /en/login');
  });
});
