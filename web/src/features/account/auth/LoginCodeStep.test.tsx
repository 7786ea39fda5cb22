// @vitest-environment jsdom
// Issue 18: a login that meets the account's lock answers "check your e-mail"; the login page then
// asks for the mailed sign-in code, in either language, and the code logs the member in.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { of } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '../../../i18n/messages/en.json';
import zhTw from '../../../i18n/messages/zhTw.json';
import { LangContext } from '../../../app/i18n/lang.tsx';
import { SessionProvider } from '../../../app/session/SessionProvider.tsx';
import { TOKEN_KEY } from '../../../app/session/store.ts';
import { ToastProvider } from '../../../app/toast/ToastProvider.tsx';
import LoginPage from './LoginPage.tsx';

// The member's watch is a lazy chunk SessionProvider imports once a member is in: loaded up front,
// its import cannot outlive the test environment.
beforeAll(() => import('../../../app/session/memberWatch.ts'));

type Answer = { data?: Record<string, unknown>; errors?: Array<{ message: string; extensions: Record<string, unknown> }> };
let answers: Record<string, Answer[]> = {};
let calls: Array<{ operation: string; variables: Record<string, unknown> }> = [];
// The gateway's answers, by operation, one per call in turn; each call's variables are recorded.
const gateway = new ApolloLink((operation) => {
  const name = operation.operationName ?? '';
  calls.push({ operation: name, variables: operation.variables });
  return of(answers[name]?.shift() ?? { errors: [{ message: 'unexpected', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
});

const memberToken = (() => {
  const now = Math.floor(Date.now() / 1000);
  const claims = { role: 'user', iat: now, exp: now + 7200, permissions: [], firstName: 'Ada', lastName: 'Lovelace' };
  return `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;
})();

const catalogues = { en, zhTw };
type Lang = keyof typeof catalogues;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderLogin(lang: Lang) {
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
          { path: `/${lang}/login`, element: <LoginPage /> },
          { path: '*', element: <Where /> },
        ],
      },
    ],
    { initialEntries: [`/${lang}/login?next=/${lang}/invention/apply`] },
  );
  return render(
    <LangContext.Provider value={lang}>
      <IntlProvider locale={lang === 'en' ? 'en' : 'zh-Hant-TW'} messages={catalogues[lang]}>
        <ApolloProvider client={client}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </ApolloProvider>
      </IntlProvider>
    </LangContext.Provider>,
  );
}

const locked: Answer = { errors: [{ message: 'server words', extensions: { code: 'UNAUTHENTICATED', reason: 'EMAIL_CODE_SENT' } }] };
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

async function logIn(t: typeof en) {
  fireEvent.change(field(t['auth.field.email']), { target: { value: 'ada@example.org' } });
  fireEvent.change(field(t['auth.field.password']), { target: { value: 'Right#2026' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: t['auth.login.submit'] }));
  });
}

async function enterCode(t: typeof en, code: string) {
  fireEvent.change(field(t['auth.loginCode.field']), { target: { value: code } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: t['auth.loginCode.submit'] }));
  });
}

describe.each(['en', 'zhTw'] as const)('the login code step (%s)', (lang) => {
  const t = catalogues[lang];
  beforeEach(() => {
    answers = { GoogleSignInSettings: [{ data: { siteSettings: { __typename: 'SiteSettings', googleSignIn: null } } }] };
    calls = [];
    localStorage.clear();
    sessionStorage.clear();
    // The old-member notice is a modal dialog (showModal is not in jsdom): hidden for good here.
    localStorage.setItem('oldMemberNoticeHidden', '1');
  });
  afterEach(cleanup);

  it('explains the lock with the focus on its title, says a wrong and a spent code under the field, and the right code logs in', async () => {
    answers.Login = [locked];
    answers.LoginWithEmailCode = [
      { errors: [{ message: 'wrong', extensions: { code: 'BAD_USER_INPUT' } }] },
      { errors: [{ message: 'spent', extensions: { code: 'BAD_USER_INPUT', reason: 'CODE_EXPIRED' } }] },
      { data: { loginWithEmailCode: { __typename: 'AuthPayload', token: memberToken } } },
    ];
    renderLogin(lang);
    await logIn(t);

    const title = await screen.findByRole('heading', { level: 1, name: t['auth.loginCode.title'] });
    expect(document.activeElement).toBe(title);
    expect(screen.getByText(t['auth.loginCode.intro'].replace('{email}', 'ada@example.org'))).toBeTruthy();
    expect(screen.getByText(t['auth.loginCode.noMail'])).toBeTruthy();
    expect(sessionStorage.getItem('formDraft:login')).toContain('ada@example.org');
    // The server's words are not toasted over the screen that explains.
    expect(screen.queryByText('server words')).toBeNull();
    const code = field(t['auth.loginCode.field']);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');

    await enterCode(t, '123456');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(code.getAttribute('aria-describedby')).toContain(screen.getByText(t['auth.loginCode.wrong']).id);
    expect(document.activeElement).toBe(code);
    await enterCode(t, '123457');
    await screen.findByText(t['auth.loginCode.expired']);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();

    await enterCode(t, '654321');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/${lang}/invention/apply`));
    expect(localStorage.getItem(TOKEN_KEY)).toBe(memberToken);
    expect(sessionStorage.getItem('formDraft:login')).toBeNull();
    expect(calls.filter((call) => call.operation === 'LoginWithEmailCode').map((call) => call.variables)).toEqual(
      ['123456', '123457', '654321'].map((one) => ({ email: 'ada@example.org', code: one })),
    );
  });

  it('checks the code before asking, and goes back to the password form', async () => {
    answers.Login = [locked];
    renderLogin(lang);
    await logIn(t);
    await screen.findByRole('heading', { level: 1, name: t['auth.loginCode.title'] });
    await enterCode(t, '12ab');
    const code = field(t['auth.loginCode.field']);
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.some((call) => call.operation === 'LoginWithEmailCode')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: t['auth.backToLogin'] }));
    expect(field(t['auth.field.password'])).toBeTruthy();
  });
});
