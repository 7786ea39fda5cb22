import { defineMessages, useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { AccountScreen } from '../AccountPage.tsx';
import styles from '../Account.module.css';

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
      <ol className={styles.steps} aria-label={intl.formatMessage(messages.label)}>
        {steps.map((step, index) => (
          <li
            key={step.path}
            className={styles.step}
            data-state={index < current ? 'done' : index === current ? 'current' : 'next'}
            aria-current={index === current ? 'step' : undefined}
          >
            {intl.formatMessage(step.label)}
          </li>
        ))}
      </ol>
      <Outlet />
    </AccountScreen>
  );
}
