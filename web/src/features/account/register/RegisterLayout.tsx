import { defineMessages, useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { Stepper } from '../../../components/Stepper/index.ts';
import { AccountScreen } from '../AccountPage.tsx';

const messages = defineMessages({
  label: { id: 'register.steps.label' },
  memberData: { id: 'register.steps.memberData' },
  emailValidate: { id: 'register.steps.emailValidate' },
  success: { id: 'register.steps.success' },
});

const steps = [
  { path: 'member-data', label: messages.memberData },
  { path: 'email-validate', label: messages.emailValidate },
  { path: 'success', label: messages.success },
] as const;

/** Registration's three steps (spec §2) above the current one. */
export default function RegisterLayout() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const current = Math.max(0, steps.findIndex((s) => pathname.replace(/\/+$/, '').endsWith(`/${s.path}`)));
  return (
    <AccountScreen>
      <Stepper
        steps={steps.map((step) => ({ key: step.path, label: intl.formatMessage(step.label) }))}
        current={current}
        label={intl.formatMessage(messages.label)}
      />
      <Outlet />
    </AccountScreen>
  );
}
