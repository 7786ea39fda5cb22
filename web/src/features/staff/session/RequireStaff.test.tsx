// @vitest-environment jsdom
// The console's guard: no staff session sends the officer to the staff sign-in with the page to come
// back to; a session that ends while a page is open (idle, refused) sends them there with the reason.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { of } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import en from '../../../i18n/messages/en.json';
import { LangContext } from '../../../app/i18n/lang.tsx';
import { clearStaffToken, RequireStaff, storeStaffToken, useStaffSession } from './index.ts';

const viewer = new ApolloLink(() =>
  of({ data: { staffViewer: { __typename: 'StaffAccount', id: '1', email: 'officer@example.org', firstName: 'A', lastName: 'B' } } }),
);

function Login() {
  const { state } = useLocation();
  return <p data-testid="login">{JSON.stringify(state)}</p>;
}

function Console() {
  const { account } = useStaffSession();
  return <p data-testid="console">{account?.email ?? '…'}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/en/staff/login', element: <Login /> },
      { path: '/en/staff/*', element: <RequireStaff />, children: [{ path: '*', element: <Console /> }] },
    ],
    { initialEntries: [path] },
  );
  render(
    <LangContext.Provider value="en">
      <IntlProvider locale="en" messages={en}>
        <ApolloProvider client={new ApolloClient({ link: viewer, cache: new InMemoryCache() })}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </IntlProvider>
    </LangContext.Provider>,
  );
}

const token = () => {
  const now = Math.floor(Date.now() / 1000);
  return `e30.${btoa(JSON.stringify({ role: 'manager', iat: now, exp: now + 3600 })).replace(/=+$/, '')}.sig`;
};

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('RequireStaff', () => {
  it('sends an officer without a session to sign in, with the page to come back to', async () => {
    renderAt('/en/staff/audit?page=2');
    expect(JSON.parse((await screen.findByTestId('login')).textContent ?? '')).toEqual({ from: '/en/staff/audit?page=2' });
  });

  it('lets a signed-in officer in with their account, and sends them out with the reason when the session ends', async () => {
    storeStaffToken(token());
    renderAt('/en/staff/managers');
    expect((await screen.findByText('officer@example.org')).dataset.testid).toBe('console');
    act(() => clearStaffToken('idle'));
    expect(JSON.parse((await screen.findByTestId('login')).textContent ?? '')).toEqual({ from: '/en/staff/managers', notice: 'idle' });
  });
});
