// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { createMemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderRouterInEnglish } from '../testing.tsx';
import { readLoginNotice } from './loginNotice.ts';
import { RequireMember } from './RequireMember.tsx';
import { SessionProvider, useSession } from './SessionProvider.tsx';
import { clearToken, ROLE_KEY, TOKEN_KEY } from './store.ts';

// The member's watch is a lazy chunk SessionProvider imports once a member is in: loaded up front,
// its import cannot outlive the test environment.
beforeAll(() => import('./memberWatch.ts'));

function keepMemberToken(): void {
  const now = Math.floor(Date.now() / 1000);
  const payload = { role: 'user', iat: now, exp: now + 7200, permissions: [], firstName: 'Ming', lastName: 'Wang' };
  localStorage.setItem(TOKEN_KEY, `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`);
  localStorage.setItem(ROLE_KEY, 'user');
}

function Login() {
  const { search, state } = useLocation();
  return (
    <p data-testid="login">
      login{search} {readLoginNotice(state) ?? 'no notice'}
    </p>
  );
}

function ApplyForm() {
  const { logout } = useSession();
  return (
    <button type="button" onClick={logout}>
      the form
    </button>
  );
}

function renderAt(path: string, notice?: 'apply' | 'upload') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider>
            <RequireMember notice={notice} />
          </SessionProvider>
        ),
        children: [{ path: '/en/invention-apply/:step/:id', element: <ApplyForm /> }],
      },
      { path: '/en/login', element: <Login /> },
    ],
    { initialEntries: [path] },
  );
  renderRouterInEnglish(router);
  return router;
}

describe('RequireMember (spec §6: applying and uploading require login)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('sends a visitor to log in, saying why, with the way back', () => {
    const router = renderAt('/en/invention-apply/team-data/new?from=list', 'apply');
    expect(screen.getByTestId('login').textContent).toBe('login?next=%2Fen%2Finvention-apply%2Fteam-data%2Fnew%3Ffrom%3Dlist apply');
    // Replaced: Back does not return to the page that sent the visitor away.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('the final upload says "before uploading"', () => {
    renderAt('/en/invention-apply/upload/3', 'upload');
    expect(screen.getByTestId('login').textContent).toContain(' upload');
  });

  it('shows the page to a member', () => {
    keepMemberToken();
    renderAt('/en/invention-apply/team-data/new', 'apply');
    expect(screen.getByRole('button', { name: 'the form' })).toBeTruthy();
  });

  it('a session that ends on its own (a 401) says it expired, and keeps the way back', () => {
    keepMemberToken();
    renderAt('/en/invention-apply/proposal/7', 'apply');
    act(() => clearToken());
    expect(screen.getByTestId('login').textContent).toBe('login?next=%2Fen%2Finvention-apply%2Fproposal%2F7 expired');
  });

  it('a logout goes where the logout sends it, not through the guard', () => {
    keepMemberToken();
    renderAt('/en/invention-apply/proposal/7', 'apply');
    act(() => screen.getByRole('button', { name: 'the form' }).click());
    expect(screen.getByTestId('login').textContent).toBe('login no notice');
  });
});
