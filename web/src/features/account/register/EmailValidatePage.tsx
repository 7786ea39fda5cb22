import { confirmCodeInput } from '@yip/rules';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { localPath } from '../../../app/paths.ts';
import { useSession } from '../../../app/session/SessionProvider.tsx';
import { useToast } from '../../../app/toast/ToastProvider.tsx';
import { useResendRegistrationCodeMutation, useVerifyEmailMutation } from './register.generated.ts';
import { AccountPage } from '../AccountPage.tsx';
import { Form, SubmitButton, TextField, useFailureToast } from '../../../components/Form/index.ts';
import styles from '../Account.module.css';

const messages = defineMessages({
  intro: { id: 'register.emailValidate.intro' },
  email: { id: 'auth.field.email' },
  code: { id: 'register.emailValidate.code' },
  codeHint: { id: 'register.emailValidate.code.hint' },
  submit: { id: 'register.emailValidate.submit' },
  failed: { id: 'register.emailValidate.failed' },
  resend: { id: 'register.emailValidate.resend' },
  resent: { id: 'register.emailValidate.resent' },
  resendFailed: { id: 'register.emailValidate.resendFailed' },
});

/** Sends a new code to the e-mail in the form (also after a failed or expired one). */
function ResendButton() {
  const intl = useIntl();
  const toast = useToast();
  const fail = useFailureToast();
  const { getValues, trigger } = useFormContext();
  const [busy, setBusy] = useState(false);
  const [resend] = useResendRegistrationCodeMutation({ context: { silentErrors: true } });

  const onClick = async () => {
    if (!(await trigger('email'))) return;
    setBusy(true);
    try {
      await resend({ variables: { email: getValues('email') as string } });
      toast.show(intl.formatMessage(messages.resent), 'success');
    } catch (error) {
      fail(error, messages.resendFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className={`button button-secondary ${styles.fullButton}`} disabled={busy} onClick={() => void onClick()}>
      {intl.formatMessage(messages.resend)}
    </button>
  );
}

export default function EmailValidatePage() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { signIn } = useSession();
  const fail = useFailureToast();
  const [verify] = useVerifyEmailMutation({ context: { silentErrors: true } });
  const account = params.get('account') ?? '';

  return (
    <AccountPage
      title={intl.formatMessage(pageTitles.registerEmailValidate)}
      titleId="validate-title"
      intro={intl.formatMessage(messages.intro, { email: account || '—' })}
    >
      <Form
        schema={confirmCodeInput}
        // The mail's link brings the account and the code: the form arrives filled in.
        defaultValues={{ email: account, otp: params.get('code') ?? '' }}
        labelledBy="validate-title"
        onSubmit={async ({ email, otp }) => {
          try {
            const { data } = await verify({ variables: { email, otp } });
            if (!data) throw new Error('no token');
            signIn(data.verifyEmail.token);
          } catch (error) {
            fail(error, messages.failed);
            throw error;
          }
          navigate(localPath(lang, 'register', 'success'), { replace: true });
        }}
      >
        <TextField name="email" type="email" label={intl.formatMessage(messages.email)} autoComplete="email" required />
        <TextField
          name="otp"
          label={intl.formatMessage(messages.code)}
          hint={intl.formatMessage(messages.codeHint)}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          required
        />
        <SubmitButton>{intl.formatMessage(messages.submit)}</SubmitButton>
        <ResendButton />
      </Form>
    </AccountPage>
  );
}
