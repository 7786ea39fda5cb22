import { loginInput } from '@yip/rules';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { localPath, paths } from '../../../app/paths.ts';
import { loginNoticeMessages, readLoginNotice } from '../../../app/session/loginNotice.ts';
import { useHydrated } from '../../../app/ssr/clientValues.tsx';
import { afterLogin, NEXT_PARAM, withNext } from '../../../app/session/returnPath.ts';
import { useSession } from '../../../app/session/SessionProvider.tsx';
import { useToast } from '../../../app/toast/ToastProvider.tsx';
import { VisitorsOnly } from '../../../app/session/VisitorsOnly.tsx';
import { useGoogleSignInSettingsQuery, useLoginMutation } from './auth.generated.ts';
import { AccountPage, AccountScreen } from '../AccountPage.tsx';
import { clearDraft, Form, SubmitButton, TextField, useFailureToast } from '../../../components/Form/index.ts';
import { startGoogleSignIn } from './googleSignIn.ts';
import { emailCodeSent } from './loginCode.ts';
import { LoginCodeStep } from './LoginCodeStep.tsx';
import { OldMemberNotice } from './OldMemberNotice.tsx';
import styles from '../Account.module.css';

const messages = defineMessages({
  email: { id: 'auth.field.email' },
  password: { id: 'auth.field.password' },
  submit: { id: 'auth.login.submit' },
  forgot: { id: 'auth.login.forgot' },
  noAccount: { id: 'auth.login.noAccount' },
  register: { id: 'auth.login.register' },
  or: { id: 'auth.login.or' },
  google: { id: 'auth.login.google' },
  failed: { id: 'auth.login.failed' },
  needsJavaScript: { id: 'auth.login.needsJavaScript' },
});

const draftKey = 'login';

export default function LoginPage() {
  return (
    <VisitorsOnly>
      <Login />
    </VisitorsOnly>
  );
}

function Login() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  // Where the visitor was sent from (?next=), and why (the navigation's state).
  const [params] = useSearchParams();
  const next = params.get(NEXT_PARAM);
  // The page is server-rendered (before its form code loads): what only the browser knows, the
  // navigation's state, shows once hydrated, and the form takes input only then (until then
  // nothing would handle it, and hydration would drop what was typed).
  const hydrated = useHydrated();
  const state: unknown = useLocation().state;
  const notice = hydrated ? readLoginNotice(state) : null;
  const { signIn } = useSession();
  const fail = useFailureToast();
  const toast = useToast();
  const [login] = useLoginMutation({ context: { silentErrors: true } });
  // The button appears once the gateway says Google sign-in is offered; without it, e-mail login still works.
  const { data: settings } = useGoogleSignInSettingsQuery({ context: { silentErrors: true } });
  const googleSignIn = settings?.siteSettings.googleSignIn;
  // The e-mail a sign-in code may have been mailed for, once a login met the account's lock.
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const signedIn = (token: string) => {
    signIn(token);
    navigate(afterLogin(lang, next, paths.home(lang)), { replace: true });
  };

  if (codeFor !== null) {
    return (
      <AccountScreen>
        <LoginCodeStep
          email={codeFor}
          onSignedIn={(token) => {
            // The password form's kept e-mail: its own submit did not succeed, so it is cleared here.
            clearDraft(draftKey);
            signedIn(token);
          }}
          onBack={() => setCodeFor(null)}
        />
      </AccountScreen>
    );
  }

  return (
    <AccountScreen>
      <AccountPage title={intl.formatMessage(pageTitles.login)} titleId="login-title">
        {notice ? <p className={styles.notice}>{intl.formatMessage(loginNoticeMessages[notice])}</p> : null}
        <noscript>
          <p className={styles.notice}>{intl.formatMessage(messages.needsJavaScript)}</p>
        </noscript>
        <Form
          schema={loginInput}
          defaultValues={{ email: '', password: '' }}
          draftKey={draftKey}
          labelledBy="login-title"
          onSubmit={async (values) => {
            try {
              const { data } = await login({ variables: values });
              if (!data) throw new Error('no token');
              signedIn(data.login.token);
            } catch (error) {
              // The code step explains itself: no toast, and none left from the wrong passwords before it.
              if (emailCodeSent(error)) {
                toast.clear();
                setCodeFor(values.email);
              }
              else if (fail(error, messages.failed).code === 'ACCOUNT_NOT_VERIFIED') {
                // No code is sent here: the validation page offers to send one.
                navigate(withNext(`${localPath(lang, 'register', 'email-validate')}?account=${encodeURIComponent(values.email)}`, next));
              }
              throw error;
            }
          }}
        >
          <TextField name="email" type="email" label={intl.formatMessage(messages.email)} autoComplete="username" required readOnly={!hydrated} />
          <TextField name="password" type="password" label={intl.formatMessage(messages.password)} autoComplete="current-password" required readOnly={!hydrated} />
          <Link to={localPath(lang, 'forget-password')}>{intl.formatMessage(messages.forgot)}</Link>
          <SubmitButton>{intl.formatMessage(messages.submit)}</SubmitButton>
        </Form>
        {googleSignIn ? (
          <>
            <p className={styles.divider}>{intl.formatMessage(messages.or)}</p>
            <button
              type="button"
              className={`button button-secondary ${styles.fullButton}`}
              disabled={!hydrated}
              onClick={() => startGoogleSignIn(googleSignIn, lang, next)}
            >
              {intl.formatMessage(messages.google)}
            </button>
          </>
        ) : null}
        <p className={styles.linkRow}>
          {intl.formatMessage(messages.noAccount)} <Link to={withNext(localPath(lang, 'register'), next)}>{intl.formatMessage(messages.register)}</Link>
        </p>
      </AccountPage>
      {/* Once hydrated (only the browser knows what it has shown), and never over the page's own notice. */}
      {hydrated && notice === null ? <OldMemberNotice /> : null}
    </AccountScreen>
  );
}
