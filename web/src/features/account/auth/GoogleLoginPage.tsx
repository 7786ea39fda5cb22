import { profileInput } from '@yip/rules';
import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { getApolloClient } from '../../../app/apollo.ts';
import { useLang } from '../../../app/i18n/lang.tsx';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { paths, type Lang } from '../../../app/paths.ts';
import { afterLogin } from '../../../app/session/returnPath.ts';
import { useSession } from '../../../app/session/SessionProvider.tsx';
import { useAfterVerification } from '../register/registrationState.ts';
import { LoginWithGoogleDocument, useCompleteGoogleSignUpMutation, type LoginWithGoogleMutation } from './auth.generated.ts';
import { AccountPage, AccountScreen } from '../AccountPage.tsx';
import { Form, ReadOnlyField, SubmitButton, useFailureToast } from '../../../components/Form/index.ts';
import { MemberDataFields, memberFieldMessages } from '../MemberDataFields.tsx';
import { takeGoogleRedirect } from './googleSignIn.ts';
import { forgetLink, linkRequired, readLink, rememberLink, type PendingLink } from './googleLink.ts';
import { GoogleLinkScreen } from './GoogleLinkScreen.tsx';
import styles from '../Account.module.css';

const messages = defineMessages({
  checking: { id: 'auth.google.checking' },
  failed: { id: 'auth.login.failed' },
  signUp: { id: 'auth.google.signUp' },
  submit: { id: 'register.submit' },
  registerFailed: { id: 'register.failed' },
  back: { id: 'auth.backToLogin' },
});

type Result = LoginWithGoogleMutation['loginWithGoogle'];
type SignUp = Extract<Result, { __typename: 'GoogleSignUpRequired' }>;

const schema = profileInput.extend({ sameContact: z.boolean() });

type Outcome = { result: Result; lang: Lang; next: string | null } | { link: PendingLink } | { error: unknown } | null;

// The provider's redirect is read once per page load, even if React mounts the page twice.
let attempt: { hash: string; result: Promise<Outcome> } | null = null;

function signInOnce(hash: string): Promise<Outcome> {
  if (attempt?.hash !== hash) {
    const redirect = takeGoogleRedirect(hash);
    // Without a fresh redirect, a reload of the link screen finds its pending link again.
    const kept = redirect ? forgetLink() : readLink();
    const result: Promise<Outcome> = redirect
      ? getApolloClient(redirect.lang)
          .mutate({ mutation: LoginWithGoogleDocument, variables: { idToken: redirect.idToken, nonce: redirect.nonce }, context: { silentErrors: true } })
          .then(({ data }) => (data ? { result: data.loginWithGoogle, lang: redirect.lang, next: redirect.next } : null))
          .catch((error: unknown) => {
            const required = linkRequired(error);
            if (!required) return { error };
            const link = { ...required, lang: redirect.lang, next: redirect.next };
            rememberLink(link);
            return { link };
          })
      : Promise.resolve(kept ? { link: kept } : null);
    attempt = { hash, result };
  }
  return attempt.result;
}

function CompleteSignUp({ signUp, next }: { signUp: SignUp; next: string | null }) {
  const intl = useIntl();
  const afterVerification = useAfterVerification();
  const fail = useFailureToast();
  const { signIn } = useSession();
  const [complete] = useCompleteGoogleSignUpMutation({ context: { silentErrors: true } });
  const { profile } = signUp;
  return (
    <Form
      schema={schema}
      defaultValues={{ lastName: profile.lastName, firstName: profile.firstName, mobile: '', birthday: '', contactEmail: profile.email, sameContact: true, subscribed: false }}
      draftKey="google-sign-up"
      labelledBy="google-title"
      onSubmit={async ({ sameContact: _same, ...input }) => {
        try {
          const { data } = await complete({ variables: { input: { ...input, socialToken: signUp.socialToken } } });
          if (!data) throw new Error('no token');
          signIn(data.completeGoogleSignUp.token);
        } catch (error) {
          fail(error, messages.registerFailed);
          throw error;
        }
        afterVerification(next);
      }}
    >
      <ReadOnlyField label={intl.formatMessage(memberFieldMessages.email)} value={profile.email} hint={intl.formatMessage(memberFieldMessages.emailFixed)} />
      <MemberDataFields loginEmail={profile.email} />
      <SubmitButton>{intl.formatMessage(messages.submit)}</SubmitButton>
    </Form>
  );
}

/** Where the provider sends the member back: sign in, or complete a new member's sign-up. */
export default function GoogleLoginPage() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const fail = useFailureToast();
  const { signIn } = useSession();
  const [state, setState] = useState<{ signUp: SignUp; next: string | null } | { link: PendingLink } | 'checking' | 'failed'>('checking');

  useEffect(() => {
    let current = true;
    void signInOnce(window.location.hash).then((outcome) => {
      if (!current) return;
      if (!outcome || 'error' in outcome) {
        fail(outcome?.error, messages.failed);
        setState('failed');
      } else if ('link' in outcome) {
        setState(outcome);
      } else if (outcome.result.__typename === 'AuthPayload') {
        signIn(outcome.result.token);
        navigate(afterLogin(outcome.lang, outcome.next, paths.home(outcome.lang)), { replace: true });
      } else {
        setState({ signUp: outcome.result, next: outcome.next });
      }
    });
    return () => {
      current = false;
    };
  }, [lang, fail, signIn, navigate]);

  if (typeof state === 'object' && 'link' in state) {
    return (
      <AccountScreen>
        <GoogleLinkScreen link={state.link} />
      </AccountScreen>
    );
  }

  return (
    <AccountScreen>
      <AccountPage
        title={intl.formatMessage(pageTitles.googleLogin)}
        titleId="google-title"
        intro={typeof state === 'object' ? intl.formatMessage(messages.signUp) : undefined}
        wide={typeof state === 'object'}
      >
        {state === 'checking' ? <p aria-busy="true">{intl.formatMessage(messages.checking)}</p> : null}
        {state === 'failed' ? (
          <p className={styles.linkRow}>
            <Link to={paths.login(lang)}>{intl.formatMessage(messages.back)}</Link>
          </p>
        ) : null}
        {typeof state === 'object' ? <CompleteSignUp signUp={state.signUp} next={state.next} /> : null}
      </AccountPage>
    </AccountScreen>
  );
}
