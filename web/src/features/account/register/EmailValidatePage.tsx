import { CombinedGraphQLErrors } from '@apollo/client';
import { confirmCodeInput } from '@yip/rules';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { defineMessages, useIntl } from 'react-intl';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { localPath } from '../../../app/paths.ts';
import { NEXT_PARAM, withNext } from '../../../app/session/returnPath.ts';
import { useSession } from '../../../app/session/SessionProvider.tsx';
import { VisitorsOnly } from '../../../app/session/VisitorsOnly.tsx';
import { useToast } from '../../../app/toast/ToastProvider.tsx';
import { Form, SubmitButton, TextField, useFailureToast } from '../../../components/Form/index.ts';
import { AccountPage } from '../AccountPage.tsx';
import { readRegistrationState, useAfterVerification } from './registrationState.ts';
import { useResendRegistrationCodeMutation, useVerifyEmailMutation } from './register.generated.ts';
import styles from '../Account.module.css';

const messages = defineMessages({
  intro: { id: 'register.emailValidate.intro' },
  introNotSent: { id: 'register.emailValidate.intro.notSent' },
  email: { id: 'auth.field.email' },
  code: { id: 'register.emailValidate.code' },
  codeHint: { id: 'register.emailValidate.code.hint' },
  submit: { id: 'register.emailValidate.submit' },
  failed: { id: 'register.emailValidate.failed' },
  wrongCode: { id: 'register.emailValidate.wrongCode' },
  expired: { id: 'register.emailValidate.expired' },
  send: { id: 'register.emailValidate.send' },
  sent: { id: 'register.emailValidate.sent' },
  resend: { id: 'register.emailValidate.resend' },
  resent: { id: 'register.emailValidate.resent' },
  resendFailed: { id: 'register.emailValidate.resendFailed' },
});

type CodeProblem = 'wrong' | 'expired';

/** A refused code: expired when the gateway says so (`extensions.reason`), else wrong or expired. */
function codeProblem(error: unknown): CodeProblem | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors[0]?.extensions;
  if (first?.code !== 'BAD_USER_INPUT') return null;
  return first.reason === 'CODE_EXPIRED' ? 'expired' : 'wrong';
}

/** Sends a code to the e-mail in the form: the first one, or a new one after a failed or expired one. */
function SendCodeButton({ sent, onSent }: { sent: boolean; onSent: () => void }) {
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
      toast.show(intl.formatMessage(sent ? messages.resent : messages.sent), 'success');
      onSent();
    } catch (error) {
      // The server's words, e.g. too many codes asked for (rate limited).
      fail(error, messages.resendFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className={`button button-secondary ${styles.fullButton}`} disabled={busy} onClick={() => void onClick()}>
      {intl.formatMessage(sent ? messages.resend : messages.send)}
    </button>
  );
}

/**
 * The code step. Only the member-data step (just now) and the mail's link know that a code was
 * sent; a login with an unverified account sends none, so the page offers to send one.
 */
function EmailValidate({ account }: { account: string }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const location = useLocation();
  const { signIn } = useSession();
  const fail = useFailureToast();
  const afterVerification = useAfterVerification();
  const [verify] = useVerifyEmailMutation({ context: { silentErrors: true } });
  const mailedCode = params.get('code') ?? '';
  const [sent, setSent] = useState(() => readRegistrationState(location.state).codeSent === true || mailedCode !== '');
  const [problem, setProblem] = useState<CodeProblem | null>(null);

  return (
    <AccountPage
      title={intl.formatMessage(pageTitles.registerEmailValidate)}
      titleId="validate-title"
      intro={intl.formatMessage(sent ? messages.intro : messages.introNotSent, { email: account })}
    >
      <Form
        schema={confirmCodeInput}
        // The mail's link brings the account and the code: the form arrives filled in.
        defaultValues={{ email: account, otp: mailedCode }}
        labelledBy="validate-title"
        onSubmit={async ({ email, otp }) => {
          setProblem(null);
          try {
            const { data } = await verify({ variables: { email, otp } });
            if (!data) throw new Error('no token');
            signIn(data.verifyEmail.token);
          } catch (error) {
            const refused = codeProblem(error);
            if (refused) setProblem(refused);
            else fail(error, messages.failed);
            throw error;
          }
          afterVerification(params.get(NEXT_PARAM));
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
        {problem ? (
          <p className={styles.message} role="alert">
            {intl.formatMessage(problem === 'expired' ? messages.expired : messages.wrongCode)}
          </p>
        ) : null}
        <SendCodeButton
          sent={sent}
          onSent={() => {
            setSent(true);
            setProblem(null);
          }}
        />
      </Form>
    </AccountPage>
  );
}

export default function EmailValidatePage() {
  const lang = useLang();
  const [params] = useSearchParams();
  const account = params.get('account')?.trim() ?? '';
  return (
    <VisitorsOnly>
      {/* Without an account there is nothing to verify: registration starts at its first step. */}
      {account ? (
        <EmailValidate account={account} />
      ) : (
        <Navigate to={withNext(localPath(lang, 'register', 'member-data'), params.get(NEXT_PARAM))} replace />
      )}
    </VisitorsOnly>
  );
}
