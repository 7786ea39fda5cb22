// @vitest-environment jsdom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { of } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '../../../i18n/messages/en.json';
import { LangContext } from '../../../app/i18n/lang.tsx';
import { SessionProvider } from '../../../app/session/SessionProvider.tsx';
import { TOKEN_KEY } from '../../../app/session/store.ts';
import { ToastProvider } from '../../../app/toast/ToastProvider.tsx';
import { GoogleLinkScreen } from './GoogleLinkScreen.tsx';
import { readLink, rememberLink, type PendingLink } from './googleLink.ts';

// The member's watch is a lazy chunk SessionProvider imports once a member is in: loaded up front,
// its import cannot outlive the test environment.
beforeAll(() => import('../../../app/session/memberWatch.ts'));

// The gateway's answers, by operation; each call's variables are recorded.
type Answer = { data?: Record<string, unknown>; errors?: Array<{ message: string; extensions: Record<string, unknown> }> };
let answers: Record<string, Answer> = {};
let calls: Array<{ operation: string; variables: Record<string, unknown> }> = [];
const gateway = new ApolloLink((operation) => {
  calls.push({ operation: operation.operationName ?? '', variables: operation.variables });
  return of(answers[operation.operationName ?? ''] ?? { errors: [{ message: 'unexpected', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
});

const memberToken = (() => {
  const now = Math.floor(Date.now() / 1000);
  const claims = { role: 'user', iat: now, exp: now + 7200, permissions: [], firstName: 'Ada', lastName: 'Lovelace' };
  return `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;
})();

const link: PendingLink = { linkToken: 'lt-1', email: 'ada@example.org', lang: 'en', next: '/en/invention/apply' };

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderScreen() {
  const client = new ApolloClient({ link: gateway, cache: new InMemoryCache() });
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider>
            <Outlet />
          </SessionProvider>
        ),
        children: [
          { path: '/google-login', element: <GoogleLinkScreen link={link} /> },
          { path: '*', element: <Where /> },
        ],
      },
    ],
    { initialEntries: ['/google-login'] },
  );
  return render(
    <LangContext.Provider value="en">
      <IntlProvider locale="en" messages={en}>
        <ApolloProvider client={client}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </ApolloProvider>
      </IntlProvider>
    </LangContext.Provider>,
  );
}

const refused = (extensions: Record<string, unknown>): Answer => ({ errors: [{ message: 'refused', extensions }] });

// The label reads "Password *" (the mark is hidden from speech); the form's title also names a password.
const passwordField = () => screen.getByLabelText(new RegExp(`^${en['auth.field.password']}`));

async function submitPassword(password: string) {
  fireEvent.change(passwordField(), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: en['auth.googleLink.password.submit'] }));
  });
}

describe('GoogleLinkScreen', () => {
  beforeEach(() => {
    answers = {};
    calls = [];
    localStorage.clear();
    sessionStorage.clear();
    rememberLink(link);
  });
  afterEach(cleanup);

  it('arrives with the focus on its title and names the account', () => {
    renderScreen();
    const title = screen.getByRole('heading', { level: 1, name: en['auth.googleLink.title'] });
    expect(document.activeElement).toBe(title);
    expect(screen.getByText(en['auth.googleLink.intro'].replace('{email}', link.email))).toBeTruthy();
  });

  it('says a wrong password under the field, tied to it and focused, and keeps the member out', async () => {
    answers.LinkGoogleAccount = refused({ code: 'BAD_USER_INPUT' });
    renderScreen();
    await submitPassword('Wrong#2026');
    const field = passwordField();
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const message = screen.getByText(en['auth.googleLink.password.wrong']);
    expect(field.getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(field);
    expect(calls).toEqual([{ operation: 'LinkGoogleAccount', variables: { linkToken: 'lt-1', password: 'Wrong#2026' } }]);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(readLink()).toEqual(link);
  });

  it('logs the member in with the right password and follows the return path', async () => {
    answers.LinkGoogleAccount = { data: { linkGoogleAccount: { __typename: 'AuthPayload', token: memberToken } } };
    renderScreen();
    await submitPassword('Right#2026');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/invention/apply'));
    expect(localStorage.getItem(TOKEN_KEY)).toBe(memberToken);
    expect(readLink()).toBeNull();
  });

  it('mails a code, then says a wrong or expired code under the code field', async () => {
    answers.SendGoogleLinkCode = { data: { sendGoogleLinkCode: { __typename: 'Accepted', ok: true } } };
    renderScreen();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: en['auth.googleLink.code.send'] }));
    });
    await screen.findByText(en['auth.googleLink.code.sent']);
    expect(screen.getByRole('button', { name: en['auth.googleLink.code.resend'] })).toBeTruthy();

    const code = screen.getByLabelText(new RegExp(`^${en['auth.googleLink.code.field']}`));
    const submit = screen.getByRole('button', { name: en['auth.googleLink.code.submit'] });
    answers.LinkGoogleAccount = refused({ code: 'BAD_USER_INPUT' });
    fireEvent.change(code, { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(submit);
    });
    await screen.findByText(en['auth.googleLink.code.wrong']);
    answers.LinkGoogleAccount = refused({ code: 'BAD_USER_INPUT', reason: 'CODE_EXPIRED' });
    await act(async () => {
      fireEvent.click(submit);
    });
    await screen.findByText(en['auth.googleLink.code.expired']);
    expect(calls.filter((c) => c.operation === 'LinkGoogleAccount').map((c) => c.variables)).toEqual([
      { linkToken: 'lt-1', code: '123456' },
      { linkToken: 'lt-1', code: '123456' },
    ]);
  });

  it('asks for a new Google sign-in once the link has expired', async () => {
    answers.LinkGoogleAccount = refused({ code: 'BAD_USER_INPUT', reason: 'LINK_EXPIRED' });
    renderScreen();
    await submitPassword('Right#2026');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(en['auth.googleLink.expired']);
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(screen.getByRole('link', { name: en['auth.backToLogin'] }).getAttribute('href')).toBe('/en/login?next=%2Fen%2Finvention%2Fapply');
    expect(readLink()).toBeNull();
  });
});
