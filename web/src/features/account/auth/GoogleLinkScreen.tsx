import { confirmCodeInput, loginInput } from '@yip/rules';
import { useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { useLang } from '../../../app/i18n/lang.tsx';
import { paths } from '../../../app/paths.ts';
import { afterLogin, loginPath } from '../../../app/session/returnPath.ts';
import { useSession } from '../../../app/session/SessionProvider.tsx';
import { useToast } from '../../../app/toast/ToastProvider.tsx';
import { Form, SubmitButton, TextField, useFailureToast, type SchemaForm } from '../../../components/Form/index.ts';
import { AccountPage } from '../AccountPage.tsx';
import { forgetLink, linkProblem, type PendingLink } from './googleLink.ts';
import { useLinkGoogleAccountMutation, useSendGoogleLinkCodeMutation } from './googleLink.generated.ts';
import accountStyles from '../Account.module.css';
import styles from './GoogleLinkScreen.module.css';

const messages = defineMessages({
  title: { id: 'auth.googleLink.title' },
  intro: { id: 'auth.googleLink.intro' },
  passwordTitle: { id: 'auth.googleLink.password.title' },
  password: { id: 'auth.field.password' },
  passwordSubmit: { id: 'auth.googleLink.password.submit' },
  wrongPassword: { id: 'auth.googleLink.password.wrong' },
  or: { id: 'auth.login.or' },
  codeTitle: { id: 'auth.googleLink.code.title' },
  codeIntro: { id: 'auth.googleLink.code.intro' },
  send: { id: 'auth.googleLink.code.send' },
  resend: { id: 'auth.googleLink.code.resend' },
  sent: { id: 'auth.googleLink.code.sent' },
  sendFailed: { id: 'auth.googleLink.code.sendFailed' },
  code: { id: 'auth.googleLink.code.field' },
  codeHint: { id: 'auth.googleLink.code.hint' },
  codeSubmit: { id: 'auth.googleLink.code.submit' },
  wrongCode: { id: 'auth.googleLink.code.wrong' },
  codeExpired: { id: 'auth.googleLink.code.expired' },
  failed: { id: 'auth.googleLink.failed' },
  expired: { id: 'auth.googleLink.expired' },
  back: { id: 'auth.backToLogin' },
});

// The shared rules of the login password and of a mailed code, under the mutation's names.
const passwordProof = z.object({ password: loginInput.shape.password });
const codeProof = z.object({ code: confirmCodeInput.shape.otp });

/**
 * What a refused proof shows: a wrong password or code, or an expired code, under its field (the
 * form then focuses it); an expired link replaces the screen; anything else is a toast.
 */
function useRefusal(onLinkExpired: () => void) {
  const fail = useFailureToast();
  return <V extends FieldValues, O>(error: unknown, form: SchemaForm<V, O>, field: Path<V>, wrong: MessageDescriptor) => {
    const problem = linkProblem(error);
    if (problem === 'linkExpired') onLinkExpired();
    else if (problem === 'wrongProof') form.setError(field, { type: 'server', message: wrong.id });
    else if (problem === 'codeExpired') form.setError(field, { type: 'server', message: messages.codeExpired.id });
    else fail(error, messages.failed);
  };
}

/** Mails a code to the account; the same button sends a new one after a wrong or expired code. */
function SendCodeButton({ linkToken, onLinkExpired }: { linkToken: string; onLinkExpired: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const fail = useFailureToast();
  const [send] = useSendGoogleLinkCodeMutation({ context: { silentErrors: true } });
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    try {
      await send({ variables: { linkToken } });
      setSent(true);
      toast.show(intl.formatMessage(messages.sent), 'success');
    } catch (error) {
      // The server's words, e.g. too many codes asked for (5 per 10 minutes).
      if (linkProblem(error) === 'linkExpired') onLinkExpired();
      else fail(error, messages.sendFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className={`button button-secondary ${accountStyles.fullButton}`} disabled={busy} aria-busy={busy} onClick={() => void onClick()}>
      {intl.formatMessage(sent ? messages.resend : messages.send)}
    </button>
  );
}

/**
 * The screen of a Google sign-in whose e-mail is an existing account's: the member proves the
 * account with its password or a mailed code; then the Google identity is linked and they are in.
 */
export function GoogleLinkScreen({ link }: { link: PendingLink }) {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [linkAccount] = useLinkGoogleAccountMutation({ context: { silentErrors: true } });
  const [expired, setExpired] = useState(false);
  const onLinkExpired = () => {
    forgetLink();
    setExpired(true);
  };
  const refuse = useRefusal(onLinkExpired);
  const { linkToken, email } = link;

  const linked = (token: string) => {
    forgetLink();
    signIn(token);
    navigate(afterLogin(link.lang, link.next, paths.home(link.lang)), { replace: true });
  };

  if (expired) {
    return (
      <AccountPage title={intl.formatMessage(messages.title)} titleId="google-link-title" focusTitle>
        <p className={accountStyles.message} role="alert">
          {intl.formatMessage(messages.expired)}
        </p>
        <p className={accountStyles.linkRow}>
          <Link to={loginPath(lang, link.next)}>{intl.formatMessage(messages.back)}</Link>
        </p>
      </AccountPage>
    );
  }

  return (
    <AccountPage title={intl.formatMessage(messages.title)} titleId="google-link-title" intro={intl.formatMessage(messages.intro, { email })} focusTitle>
      <section className={styles.proof} aria-labelledby="google-link-password">
        <h2 id="google-link-password" className={styles.proofTitle}>
          {intl.formatMessage(messages.passwordTitle)}
        </h2>
        <Form
          schema={passwordProof}
          defaultValues={{ password: '' }}
          labelledBy="google-link-password"
          onSubmit={async ({ password }, form) => {
            try {
              const { data } = await linkAccount({ variables: { linkToken, password } });
              if (!data) throw new Error('no token');
              linked(data.linkGoogleAccount.token);
            } catch (error) {
              refuse(error, form, 'password', messages.wrongPassword);
              throw error;
            }
          }}
        >
          {/* For password managers: the account the password belongs to. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <TextField name="password" type="password" label={intl.formatMessage(messages.password)} autoComplete="current-password" required />
          <SubmitButton>{intl.formatMessage(messages.passwordSubmit)}</SubmitButton>
        </Form>
      </section>
      <p className={accountStyles.divider}>{intl.formatMessage(messages.or)}</p>
      <section className={styles.proof} aria-labelledby="google-link-code">
        <h2 id="google-link-code" className={styles.proofTitle}>
          {intl.formatMessage(messages.codeTitle)}
        </h2>
        <p className={accountStyles.intro}>{intl.formatMessage(messages.codeIntro, { email })}</p>
        <Form
          schema={codeProof}
          defaultValues={{ code: '' }}
          labelledBy="google-link-code"
          onSubmit={async ({ code }, form) => {
            try {
              const { data } = await linkAccount({ variables: { linkToken, code } });
              if (!data) throw new Error('no token');
              linked(data.linkGoogleAccount.token);
            } catch (error) {
              refuse(error, form, 'code', messages.wrongCode);
              throw error;
            }
          }}
        >
          <SendCodeButton linkToken={linkToken} onLinkExpired={onLinkExpired} />
          <TextField
            name="code"
            label={intl.formatMessage(messages.code)}
            hint={intl.formatMessage(messages.codeHint)}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            required
          />
          <SubmitButton>{intl.formatMessage(messages.codeSubmit)}</SubmitButton>
        </Form>
      </section>
      <p className={accountStyles.linkRow}>
        <Link to={loginPath(lang, link.next)} onClick={() => forgetLink()}>
          {intl.formatMessage(messages.back)}
        </Link>
      </p>
    </AccountPage>
  );
}
