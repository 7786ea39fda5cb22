// @vitest-environment jsdom
// The login page is server-rendered (issue 10): the browser's hydration must draw what the server
// drew (no notice from history state, no kept draft, no member), then take over.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { of } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '../../../i18n/messages/en.json';
import { LangContext } from '../../../app/i18n/lang.tsx';
import { loginState } from '../../../app/session/loginNotice.ts';
import { hydrationHarness } from '../../../app/ssr/hydrationTesting.ts';
import { SessionProvider } from '../../../app/session/SessionProvider.tsx';
import { ROLE_KEY, TOKEN_KEY } from '../../../app/session/store.ts';
import { ToastProvider } from '../../../app/toast/ToastProvider.tsx';
import { GoogleSignInSettingsDocument, type GoogleSignInSettingsQuery } from './auth.generated.ts';
import LoginPage from './LoginPage.tsx';

// A member's session loads the member's watch, a lazy chunk: loaded up front, its import cannot
// outlive the test environment.
beforeAll(() => import('../../../app/session/memberWatch.ts'));

const nothingAsked = new ApolloLink(() => of({ errors: [{ message: 'unexpected request', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }));
const googleSignIn = { clientId: 'client-1', authorizeUrl: 'https://accounts.example.org/auth' };

/** A client whose cache holds the prefetched settings: the server's by its loader, the browser's from the page data. */
function clientWithSettings() {
  const client = new ApolloClient({ link: nothingAsked, cache: new InMemoryCache() });
  // As the gateway answers it, with the __typename fields the generated type leaves out.
  const data = { siteSettings: { __typename: 'SiteSettings', googleSignIn: { __typename: 'GoogleSignIn', ...googleSignIn } } } as GoogleSignInSettingsQuery;
  client.writeQuery({ query: GoogleSignInSettingsDocument, data });
  return client;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function app(entry: string | { pathname: string; state: unknown }): ReactNode {
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider>
            <Outlet />
          </SessionProvider>
        ),
        children: [
          { path: '/en/login', element: <LoginPage /> },
          { path: '*', element: <Where /> },
        ],
      },
    ],
    { initialEntries: [entry] },
  );
  return (
    <LangContext.Provider value="en">
      <IntlProvider locale="en" messages={en}>
        <ApolloProvider client={clientWithSettings()}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </ApolloProvider>
      </IntlProvider>
    </LangContext.Provider>
  );
}

const memberToken = (() => {
  const now = Math.floor(Date.now() / 1000);
  const claims = { role: 'user', iat: now, exp: now + 7200, permissions: [], firstName: 'Ada', lastName: 'Lovelace' };
  return `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;
})();

const page = hydrationHarness();

/** The server's markup (rendered without the browser's state), then hydrated with it. */
async function serverThenBrowser(browserEntry: Parameters<typeof app>[0] = '/en/login') {
  const html = await page.hydrate(app('/en/login'), app(browserEntry));
  const before = document.createElement('div');
  before.innerHTML = html;
  return { html, before };
}

const email = (within: ParentNode) => within.querySelector<HTMLInputElement>('input[type="email"]')!;
const password = (within: ParentNode) => within.querySelector<HTMLInputElement>('input[type="password"]')!;
const submit = (within: ParentNode) => within.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const google = (within: ParentNode) => [...within.querySelectorAll('button')].find((button) => button.textContent === en['auth.login.google'])!;

describe('LoginPage rendered on the server, hydrated in the browser', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    // The old-member notice is a modal dialog (showModal is not in jsdom): hidden for good here.
    localStorage.setItem('oldMemberNoticeHidden', '1');
  });

  it('takes no input before hydration, and hydrates without a mismatch into a working form', async () => {
    const { html, before } = await serverThenBrowser();
    // The server's page: the form and the Google button drawn but inert (nothing would handle them yet).
    expect(email(before).readOnly).toBe(true);
    expect(password(before).readOnly).toBe(true);
    expect(submit(before).disabled).toBe(true);
    expect(google(before).disabled).toBe(true);
    // With JavaScript off the page says why the form does nothing.
    expect(html).toContain(`<noscript><p`);
    expect(html).toContain(en['auth.login.needsJavaScript']);

    expect(page.problems).toEqual([]);
    expect(email(page.container).readOnly).toBe(false);
    expect(password(page.container).readOnly).toBe(false);
    expect(submit(page.container).disabled).toBe(false);
    expect(google(page.container).disabled).toBe(false);
  });

  it("shows the navigation's notice once hydrated, never in the server's markup", async () => {
    const { html } = await serverThenBrowser({ pathname: '/en/login', state: loginState('idle') });
    expect(html).not.toContain(en['session.notice.idle']);
    expect(page.problems).toEqual([]);
    expect(page.container.textContent).toContain(en['session.notice.idle']);
  });

  it('puts the kept e-mail back as it hydrates, not in the markup', async () => {
    sessionStorage.setItem('formDraft:login', JSON.stringify({ email: 'ada@example.org' }));
    const { html, before } = await serverThenBrowser();
    expect(html).not.toContain('ada@example.org');
    expect(email(before).value).toBe('');
    expect(page.problems).toEqual([]);
    expect(email(page.container).value).toBe('ada@example.org');
  });

  it('sends a member on once hydrated (the server and the hydration saw a visitor)', async () => {
    localStorage.setItem(TOKEN_KEY, memberToken);
    localStorage.setItem(ROLE_KEY, 'user');
    const { html } = await serverThenBrowser();
    expect(html).not.toContain('Lovelace');
    expect(page.problems).toEqual([]);
    expect(page.container.querySelector('[data-testid="where"]')?.textContent).toBe('/en/user/profile');
  });

  it('a member rendered in the browser alone (a client-side navigation) is sent on as before', async () => {
    localStorage.setItem(TOKEN_KEY, memberToken);
    localStorage.setItem(ROLE_KEY, 'user');
    await page.render(app('/en/login'));
    expect(page.container.querySelector('[data-testid="where"]')?.textContent).toBe('/en/user/profile');
  });
});

describe('the returning-members notice', () => {
  const showModal = HTMLDialogElement.prototype.showModal;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    // jsdom has no modal dialogs: opening one sets its `open`.
    HTMLDialogElement.prototype.showModal = function open(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  });
  afterEach(() => {
    HTMLDialogElement.prototype.showModal = showModal;
  });
  const notice = () => page.container.querySelector('dialog');

  it('opens on the first login visit of this browser, and is remembered as shown', async () => {
    await serverThenBrowser();
    expect(page.problems).toEqual([]);
    expect(notice()?.open).toBe(true);
    expect(localStorage.getItem('oldMemberNoticeHidden')).toBe('1');
  });

  it("never covers the page's own notice (an inactivity logout), and is kept for a later visit", async () => {
    await serverThenBrowser({ pathname: '/en/login', state: loginState('idle') });
    expect(page.container.textContent).toContain(en['session.notice.idle']);
    expect(notice()).toBeNull();
    expect(localStorage.getItem('oldMemberNoticeHidden')).toBeNull();
  });
});
