import { requiredText, resetPasswordInput, withConfirmation } from '@yip/rules';
import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { getApolloClient } from '../../../app/apollo.ts';
import { useLang } from '../../../app/i18n/lang.tsx';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { localPath, paths, type Lang } from '../../../app/paths.ts';
import { clearSession } from '../../../app/session/store.ts';
import { useToast } from '../../../app/toast/ToastProvider.tsx';
import { ExchangeResetLinkDocument, useResetPasswordMutation } from './auth.generated.ts';
import { AccountPage, AccountScreen } from '../AccountPage.tsx';
import { Form, SubmitButton, useFailureToast } from '../../../components/Form/index.ts';
import { NewPasswordFields } from '../NewPasswordFields.tsx';
import styles from '../Account.module.css';

const messages = defineMessages({
  checking: { id: 'auth.reset.checking' },
  invalid: { id: 'auth.reset.invalid' },
  again: { id: 'auth.reset.again' },
  password: { id: 'auth.field.newPassword' },
  submit: { id: 'auth.reset.submit' },
  done: { id: 'auth.reset.done' },
  failed: { id: 'auth.reset.failed' },
});

const schema = withConfirmation(resetPasswordInput.extend({ confirmPassword: requiredText() }));

// The mailed link is single use: its exchange is made once per page load (and kept for a reload
// or a language switch), never twice.
const exchanges = new Map<string, Promise<string | null>>();
const STORE_PREFIX = 'resetToken:';

function exchange(otpToken: string, lang: Lang): Promise<string | null> {
  let pending = exchanges.get(otpToken);
  if (!pending) {
    const kept = sessionStorage.getItem(STORE_PREFIX + otpToken);
    pending = kept
      ? Promise.resolve(kept)
      : getApolloClient(lang)
          .mutate({ mutation: ExchangeResetLinkDocument, variables: { otpToken }, context: { silentErrors: true } })
          .then(({ data }) => {
            const resetToken = data?.exchangeResetLink.resetToken ?? null;
            if (resetToken) sessionStorage.setItem(STORE_PREFIX + otpToken, resetToken);
            return resetToken;
          })
          .catch(() => null);
    exchanges.set(otpToken, pending);
  }
  return pending;
}

export default function ResetPasswordPage() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const toast = useToast();
  const fail = useFailureToast();
  const { token = '' } = useParams();
  const [resetToken, setResetToken] = useState<string | null | undefined>(undefined);
  const [reset] = useResetPasswordMutation({ context: { silentErrors: true } });

  useEffect(() => {
    let current = true;
    void exchange(token, lang).then((value) => {
      if (current) setResetToken(value);
    });
    return () => {
      current = false;
    };
  }, [token, lang]);

  return (
    <AccountScreen>
      <AccountPage title={intl.formatMessage(pageTitles.resetPassword)} titleId="reset-title">
        {resetToken === undefined ? (
          <p aria-busy="true">{intl.formatMessage(messages.checking)}</p>
        ) : resetToken === null ? (
          <>
            <p className={styles.message} role="alert">
              {intl.formatMessage(messages.invalid)}
            </p>
            <p className={styles.linkRow}>
              <Link to={localPath(lang, 'forget-password')}>{intl.formatMessage(messages.again)}</Link>
            </p>
          </>
        ) : (
          <Form
            schema={schema}
            defaultValues={{ password: '', confirmPassword: '' }}
            labelledBy="reset-title"
            onSubmit={async ({ password }) => {
              try {
                await reset({ variables: { resetToken, password } });
              } catch (error) {
                fail(error, messages.failed);
                throw error;
              }
              sessionStorage.removeItem(STORE_PREFIX + token);
              // Every session ended with the reset: this browser's too.
              clearSession();
              toast.show(intl.formatMessage(messages.done), 'success');
              navigate(paths.login(lang), { replace: true });
            }}
          >
            <NewPasswordFields label={messages.password} rulesId="reset-password-rules" />
            <SubmitButton>{intl.formatMessage(messages.submit)}</SubmitButton>
          </Form>
        )}
      </AccountPage>
    </AccountScreen>
  );
}
