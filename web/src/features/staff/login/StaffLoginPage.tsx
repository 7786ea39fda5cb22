import { loginInput, requiredText } from '@yip/rules';
import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { useLang } from '../../../app/i18n/lang.tsx';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { usePageTitle } from '../../../app/i18n/usePageTitle.ts';
import { Form, SubmitButton, TextField } from '../../../components/Form/index.ts';
import { StaffAuthShell } from '../layout/StaffHeader.tsx';
import { afterStaffSignIn, readStaffToken, storeStaffToken, type StaffLoginState } from '../session/index.ts';
import { codeSchema } from '../common/totpCode.ts';
import { EnrolStep, RecoveryCodes, type TotpEnrolment } from './Enrolment.tsx';
import { failureText } from './failure.ts';
import { useStaffSignInMutation } from './signIn.generated.ts';
import styles from './StaffAuth.module.css';

const messages = defineMessages({
  email: { id: 'auth.field.email' },
  password: { id: 'auth.field.password' },
  submit: { id: 'staff.signIn.submit' },
  failed: { id: 'staff.signIn.failed' },
  codeTitle: { id: 'staff.signIn.codeTitle' },
  codeIntro: { id: 'staff.signIn.codeIntro' },
  code: { id: 'staff.signIn.code' },
  recoveryIntro: { id: 'staff.signIn.recoveryIntro' },
  recoveryCode: { id: 'staff.signIn.recoveryCode' },
  useRecovery: { id: 'staff.signIn.useRecovery' },
  useApp: { id: 'staff.signIn.useApp' },
  verify: { id: 'staff.signIn.verify' },
  idle: { id: 'staff.signIn.notice.idle' },
  expired: { id: 'staff.signIn.notice.expired' },
  signedOut: { id: 'staff.signIn.notice.signedOut' },
});

const recoverySchema = z.object({ code: requiredText() });

type Step =
  | { step: 'password' }
  | { step: 'code'; email: string; password: string; recovery: boolean }
  | { step: 'enrol'; email: string; enrolment: TotpEnrolment }
  | { step: 'codes'; email: string; token: string; codes: string[] };

/** `/{lang}/staff/login`: e-mail and password, then the authenticator's code, or the first sign-in's enrolment. */
export default function StaffLoginPage() {
  const lang = useLang();
  const { state } = useLocation();
  // Already signed in in this tab: straight on.
  const [signedIn] = useState(() => readStaffToken() !== null);
  if (signedIn) return <Navigate to={afterStaffSignIn(lang, state)} replace />;
  return (
    <StaffAuthShell>
      <StaffSignIn />
    </StaffAuthShell>
  );
}

export function StaffSignIn() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const { state } = useLocation();
  usePageTitle(intl.formatMessage(pageTitles.staffLogin));
  const notice = (state as StaffLoginState | null)?.notice;
  const [step, setStep] = useState<Step>({ step: 'password' });
  const [error, setError] = useState<string | null>(null);
  const [signIn] = useStaffSignInMutation({ context: { silentErrors: true } });
  // Each new step's title takes the focus, so a screen reader hears where the sign-in stands.
  useEffect(() => {
    if (step.step !== 'password') document.querySelector<HTMLElement>('#staff-main h1')?.focus();
  }, [step]);

  const finish = (token: string) => {
    storeStaffToken(token);
    navigate(afterStaffSignIn(lang, state), { replace: true });
  };
  const format = (d: Parameters<typeof intl.formatMessage>[0]) => intl.formatMessage(d);
  const attempt = async (input: { email: string; password: string; totp?: string; recoveryCode?: string }) => {
    setError(null);
    try {
      const { data } = await signIn({ variables: { input } });
      const result = data?.staffSignIn;
      if (result?.step === 'SIGNED_IN' && result.token) finish(result.token);
      else if (result?.step === 'ENROLMENT_REQUIRED' && result.enrolment) setStep({ step: 'enrol', email: input.email, enrolment: result.enrolment });
      else if (result?.step === 'SECOND_FACTOR_REQUIRED') setStep({ step: 'code', email: input.email, password: input.password, recovery: false });
      else throw new Error('unexpected sign-in answer');
    } catch (failure) {
      setError(failureText(failure, messages.failed, format));
      throw failure;
    }
  };
  const errorBox = error ? (
    <p role="alert" className={styles.error}>
      {error}
    </p>
  ) : null;

  if (step.step === 'enrol') {
    return <EnrolStep enrolment={step.enrolment} onEnrolled={(token, codes) => setStep({ step: 'codes', email: step.email, token, codes })} />;
  }
  if (step.step === 'codes') return <RecoveryCodes codes={step.codes} email={step.email} onDone={() => finish(step.token)} />;
  if (step.step === 'code') {
    const { recovery } = step;
    return (
      <section className={styles.card} aria-labelledby="staff-code-title">
        <h1 id="staff-code-title" className={styles.title} tabIndex={-1}>
          {intl.formatMessage(messages.codeTitle)}
        </h1>
        <p>{intl.formatMessage(recovery ? messages.recoveryIntro : messages.codeIntro)}</p>
        {errorBox}
        <Form
          key={recovery ? 'recovery' : 'totp'}
          schema={recovery ? recoverySchema : codeSchema}
          defaultValues={{ code: '' }}
          labelledBy="staff-code-title"
          onSubmit={({ code }) =>
            attempt({ email: step.email, password: step.password, ...(recovery ? { recoveryCode: code.trim() } : { totp: code }) })
          }
        >
          {recovery ? (
            <TextField name="code" label={intl.formatMessage(messages.recoveryCode)} autoComplete="off" spellCheck={false} required />
          ) : (
            <TextField name="code" label={intl.formatMessage(messages.code)} inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
          )}
          <SubmitButton>{intl.formatMessage(messages.verify)}</SubmitButton>
        </Form>
        <button
          type="button"
          className={styles.switch}
          onClick={() => {
            setError(null);
            setStep({ ...step, recovery: !recovery });
          }}
        >
          {intl.formatMessage(recovery ? messages.useApp : messages.useRecovery)}
        </button>
      </section>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="staff-login-title">
      <h1 id="staff-login-title" className={styles.title}>
        {intl.formatMessage(pageTitles.staffLogin)}
      </h1>
      {notice ? <p className={styles.notice}>{intl.formatMessage(messages[notice])}</p> : null}
      {errorBox}
      <Form schema={loginInput} defaultValues={{ email: '', password: '' }} labelledBy="staff-login-title" onSubmit={(values) => attempt(values)}>
        <TextField name="email" type="email" label={intl.formatMessage(messages.email)} autoComplete="username" required />
        <TextField name="password" type="password" label={intl.formatMessage(messages.password)} autoComplete="current-password" required />
        <SubmitButton>{intl.formatMessage(messages.submit)}</SubmitButton>
      </Form>
    </section>
  );
}
