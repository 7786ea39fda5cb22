// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import en from '../../../i18n/messages/en.json';
import { renderStaffPage, type Answer, type Request } from '../common/testing.tsx';
import { RecoveryCodesRenewal } from './RecoveryCodesRenewal.tsx';

afterEach(cleanup);

const codes = Array.from({ length: 10 }, (_, i) => `a${i}b2c-d3e4f`);

it('asks for the app’s code, says a wrong one in place, then shows the new codes once until they are kept', { timeout: 20_000 }, async () => {
  const asked: Request[] = [];
  const answers: Answer[] = [
    { errors: [{ message: 'Wrong code: enter the code your app shows now', extensions: { code: 'BAD_USER_INPUT', reason: 'TOTP_WRONG' } }] },
    { data: { staffRenewRecoveryCodes: { recoveryCodes: codes } } },
  ];
  renderStaffPage('/en/staff/managers', '/en/staff/managers', <RecoveryCodesRenewal email="officer@example.org" />, (request) => {
    asked.push(request);
    return answers.shift() ?? { data: null };
  });
  fireEvent.click(screen.getByRole('button', { name: en['staff.recovery.renew.start'] }));
  const code = screen.getByLabelText(new RegExp(`^${en['staff.signIn.code']}`));
  const submit = screen.getByRole('button', { name: en['staff.recovery.renew.submit'] });

  fireEvent.input(code, { target: { value: '12345' } });
  fireEvent.click(submit);
  await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
  expect(asked).toEqual([]);

  fireEvent.input(code, { target: { value: '111111' } });
  fireEvent.click(submit);
  expect((await screen.findByRole('alert')).textContent).toBe('Wrong code: enter the code your app shows now');

  fireEvent.input(screen.getByLabelText(new RegExp(`^${en['staff.signIn.code']}`)), { target: { value: '222222' } });
  fireEvent.click(screen.getByRole('button', { name: en['staff.recovery.renew.submit'] }));
  await screen.findByText(codes[9]!);
  expect(asked.map((request) => request.variables)).toEqual([{ input: { totp: '111111' } }, { input: { totp: '222222' } }]);
  expect(document.activeElement?.textContent).toBe(en['staff.recovery.title']);

  const done = screen.getByRole('button', { name: en['staff.recovery.renew.done'] });
  expect((done as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByLabelText(en['staff.recovery.kept']));
  fireEvent.click(done);
  expect((await screen.findByText(en['staff.recovery.renew.renewed'])).getAttribute('role')).toBe('status');
  expect(screen.queryByText(codes[0]!)).toBeNull();
});
