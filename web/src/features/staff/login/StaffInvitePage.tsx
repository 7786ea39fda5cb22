import { registerPassword, requiredText, withConfirmation } from '@yip/rules';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { useLang } from '../../../app/i18n/lang.tsx';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { usePageTitle } from '../../../app/i18n/usePageTitle.ts';
import { localPath } from '../../../app/paths.ts';
import { Form, SubmitButton, TextField } from '../../../components/Form/index.ts';
import { StaffAuthShell } from '../layout/StaffHeader.tsx';
import { storeStaffToken } from '../session/index.ts';
import { EnrolStep, RecoveryCodes, type TotpEnrolment } from './Enrolment.tsx';
import { failureText } from './failure.ts';
import { useStaffAcceptInviteMutation } from './signIn.generated.ts';
import styles from './StaffAuth.module.css';

const messages = defineMessages({
  intro: { id: 'staff.invite.intro' },
  password: { id: 'auth.field.newPassword' },
  confirm: { id: 'auth.field.confirmPassword' },
  rules: { id: 'staff.invite.passwordRules' },
  submit: { id: 'staff.invite.submit' },
  failed: { id: 'staff.invite.failed' },
  noToken: { id: 'staff.invite.noToken' },
  toSignIn: { id: 'staff.invite.toSignIn' },
});

// The members' password rules (rules/), confirmed.
const schema = withConfirmation(z.object({ password: registerPassword(), confirmPassword: requiredText() }));

type Step = { step: 'password' } | { step: 'enrol'; enrolment: TotpEnrolment } | { step: 'codes'; token: string; codes: string[] };

/** `/{lang}/staff/invite?token=`: the invited officer sets a password, then enrols an authenticator app. */
export default function StaffInvitePage() {
  return (
    <StaffAuthShell>
      <AcceptInvite />
    </StaffAuthShell>
  );
}

function AcceptInvite() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  usePageTitle(intl.formatMessage(pageTitles.staffInvite));
  const [step, setStep] = useState<Step>({ step: 'password' });
  const [error, setError] = useState<string | null>(null);
  const [accept] = useStaffAcceptInviteMutation({ context: { silentErrors: true } });

  if (step.step === 'enrol') return <EnrolStep enrolment={step.enrolment} onEnrolled={(session, codes) => setStep({ step: 'codes', token: session, codes })} />;
  if (step.step === 'codes') {
    return (
      <RecoveryCodes
        codes={step.codes}
        email=""
        onDone={() => {
          storeStaffToken(step.token);
          navigate(localPath(lang, 'staff'), { replace: true });
        }}
      />
    );
  }
  return (
    <section className={styles.card} aria-labelledby="staff-invite-title">
      <h1 id="staff-invite-title" className={styles.title}>
        {intl.formatMessage(pageTitles.staffInvite)}
      </h1>
      {token ? (
        <>
          <p>{intl.formatMessage(messages.intro)}</p>
          {error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
          <Form
            schema={schema}
            defaultValues={{ password: '', confirmPassword: '' }}
            labelledBy="staff-invite-title"
            onSubmit={async ({ password }) => {
              setError(null);
              try {
                const { data } = await accept({ variables: { input: { token, password } } });
                if (!data) throw new Error('no enrolment');
                setStep({ step: 'enrol', enrolment: data.staffAcceptInvite });
              } catch (failure) {
                setError(failureText(failure, messages.failed, (d) => intl.formatMessage(d)));
                throw failure;
              }
            }}
          >
            <TextField
              name="password"
              type="password"
              label={intl.formatMessage(messages.password)}
              hint={intl.formatMessage(messages.rules)}
              autoComplete="new-password"
              required
            />
            <TextField name="confirmPassword" type="password" label={intl.formatMessage(messages.confirm)} autoComplete="new-password" required />
            <SubmitButton>{intl.formatMessage(messages.submit)}</SubmitButton>
          </Form>
        </>
      ) : (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(messages.noToken)}
        </p>
      )}
      <p>
        <Link to={localPath(lang, 'staff', 'login')}>{intl.formatMessage(messages.toSignIn)}</Link>
      </p>
    </section>
  );
}
