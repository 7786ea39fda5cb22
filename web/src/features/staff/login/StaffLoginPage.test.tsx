// @vitest-environment jsdom
// The staff sign-in's steps against mocked gateway answers: password then TOTP code (or a recovery
// code), the first sign-in's enrolment with its recovery codes, and the backend's refusals shown
// in place with what was typed kept.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { of } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import en from '../../../i18n/messages/en.json';
import { LangContext } from '../../../app/i18n/lang.tsx';
import { TOKEN_KEY } from '../../../app/session/store.ts';
import { readStaffToken } from '../session/index.ts';
import StaffLoginPage from './StaffLoginPage.tsx';

type Answer = { data?: Record<string, unknown>; errors?: Array<{ message: string; extensions: Record<string, unknown> }> };
let answers: Record<string, Answer[]> = {};
let calls: Array<{ operation: string; input: Record<string, unknown> }> = [];
const gateway = new ApolloLink((operation) => {
  const name = operation.operationName ?? '';
  calls.push({ operation: name, input: operation.variables.input as Record<string, unknown> });
  return of(answers[name]?.shift() ?? { errors: [{ message: 'unexpected', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
});

const staffToken = (() => {
  const now = Math.floor(Date.now() / 1000);
  return `e30.${btoa(JSON.stringify({ role: 'manager', iat: now, exp: now + 3600 })).replace(/=+$/, '')}.sig`;
})();

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderLogin() {
  const client = new ApolloClient({ link: gateway, cache: new InMemoryCache() });
  const router = createMemoryRouter(
    [
      { path: '/en/staff/login', element: <StaffLoginPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [{ pathname: '/en/staff/login', state: { from: '/en/staff/audit?page=2' } }] },
  );
  return render(
    <LangContext.Provider value="en">
      <IntlProvider locale="en" messages={en}>
        <ApolloProvider client={client}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </IntlProvider>
    </LangContext.Provider>,
  );
}

const signInAnswer = (step: string, extra: Record<string, unknown> = {}): Answer => ({
  data: { staffSignIn: { __typename: 'StaffSignInResult', step, token: null, enrolment: null, ...extra } },
});

async function password() {
  fireEvent.input(screen.getByLabelText(/^E-mail/), { target: { value: 'officer@example.org' } });
  fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: 'Secret#2026' } });
  fireEvent.click(screen.getByRole('button', { name: en['staff.signIn.submit'] }));
}

beforeEach(() => {
  answers = {};
  calls = [];
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(cleanup);

describe('the staff sign-in', { timeout: 20_000 }, () => {
  it('asks for the TOTP code after the password, then signs in and goes back where the officer was sent from', async () => {
    answers.StaffSignIn = [signInAnswer('SECOND_FACTOR_REQUIRED'), signInAnswer('SIGNED_IN', { token: staffToken })];
    renderLogin();
    await password();
    await screen.findByRole('heading', { name: en['staff.signIn.codeTitle'] });
    fireEvent.input(screen.getByLabelText(new RegExp(`^${en['staff.signIn.code']}`)), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: en['staff.signIn.verify'] }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/staff/audit'));
    expect(calls.map((c) => c.input)).toEqual([
      { email: 'officer@example.org', password: 'Secret#2026' },
      { email: 'officer@example.org', password: 'Secret#2026', totp: '123456' },
    ]);
    expect(readStaffToken()).toBe(staffToken);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('takes a recovery code instead, and shows the backend’s refusal with the code kept', async () => {
    answers.StaffSignIn = [
      signInAnswer('SECOND_FACTOR_REQUIRED'),
      { errors: [{ message: 'Too many wrong codes: wait a minute.', extensions: { code: 'UNAUTHENTICATED' } }] },
    ];
    renderLogin();
    await password();
    fireEvent.click(await screen.findByRole('button', { name: en['staff.signIn.useRecovery'] }));
    const field = screen.getByLabelText(new RegExp(`^${en['staff.signIn.recoveryCode']}`));
    fireEvent.input(field, { target: { value: 'abcd-efgh' } });
    fireEvent.click(screen.getByRole('button', { name: en['staff.signIn.verify'] }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many wrong codes: wait a minute.');
    expect((field as HTMLInputElement).value).toBe('abcd-efgh');
    expect(calls[1]?.input).toEqual({ email: 'officer@example.org', password: 'Secret#2026', recoveryCode: 'abcd-efgh' });
    expect(readStaffToken()).toBeNull();
  });

  it('enrols the authenticator on the first sign-in and shows the recovery codes once before going on', async () => {
    const enrolment = { __typename: 'StaffTotpEnrolment', ticket: 't1', secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/YIP:officer?secret=JBSWY3DPEHPK3PXP' };
    const codes = Array.from({ length: 10 }, (_, i) => `code-${i}`);
    answers.StaffSignIn = [signInAnswer('ENROLMENT_REQUIRED', { enrolment })];
    answers.StaffEnrolTotp = [{ data: { staffEnrolTotp: { __typename: 'StaffEnrolment', token: staffToken, recoveryCodes: codes } } }];
    renderLogin();
    await password();
    await screen.findByRole('heading', { name: en['staff.enrol.title'] });
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    fireEvent.input(screen.getByLabelText(new RegExp(`^${en['staff.signIn.code']}`)), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: en['staff.enrol.submit'] }));
    await screen.findByRole('heading', { name: en['staff.recovery.title'] });
    expect(calls[1]).toEqual({ operation: 'StaffEnrolTotp', input: { ticket: 't1', totp: '654321' } });
    expect(within(screen.getAllByRole('list').at(-1)!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(codes);
    const go = screen.getByRole('button', { name: en['staff.recovery.continue'] });
    expect((go as HTMLButtonElement).disabled).toBe(true);
    expect(readStaffToken()).toBeNull();
    fireEvent.click(screen.getByLabelText(en['staff.recovery.kept']));
    fireEvent.click(go);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/staff/audit'));
    expect(readStaffToken()).toBe(staffToken);
  });

  it('refuses a wrong password in place, keeping the e-mail', async () => {
    answers.StaffSignIn = [{ errors: [{ message: 'Wrong e-mail or password.', extensions: { code: 'UNAUTHENTICATED' } }] }];
    renderLogin();
    await password();
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong e-mail or password.');
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('officer@example.org');
  });
});
