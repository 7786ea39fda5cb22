import { registerInput, requiredText, withConfirmation } from '@yip/rules';
import { useWatch } from 'react-hook-form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { useLang } from '../../../app/i18n/lang.tsx';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { localPath, paths } from '../../../app/paths.ts';
import { loginPath, NEXT_PARAM, withNext } from '../../../app/session/returnPath.ts';
import { VisitorsOnly } from '../../../app/session/VisitorsOnly.tsx';
import type { RegistrationState } from './registrationState.ts';
import { useRegisterMutation } from './register.generated.ts';
import { AccountPage } from '../AccountPage.tsx';
import { Form, SubmitButton, TextField, useFailureToast } from '../../../components/Form/index.ts';
import { MemberDataFields, memberFieldMessages } from '../MemberDataFields.tsx';
import { NewPasswordFields } from '../NewPasswordFields.tsx';
import styles from '../Account.module.css';

const messages = defineMessages({
  intro: { id: 'register.memberData.intro' },
  password: { id: 'auth.field.password' },
  terms: { id: 'register.terms' },
  submit: { id: 'register.submit' },
  failed: { id: 'register.failed' },
  haveAccount: { id: 'register.haveAccount' },
  login: { id: 'register.login' },
});

const schema = withConfirmation(registerInput.extend({ confirmPassword: requiredText(), sameContact: z.boolean() }));

/** "Same as above" copies the login e-mail as it is being typed. */
function RegisterMemberData() {
  const email = (useWatch({ name: 'email' }) as string | undefined) ?? '';
  return <MemberDataFields loginEmail={email} />;
}

export default function MemberDataPage() {
  return (
    <VisitorsOnly>
      <MemberData />
    </VisitorsOnly>
  );
}

function MemberData() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  // A visitor sent to log in, who registers instead, still comes back to that page at the end.
  const next = useSearchParams()[0].get(NEXT_PARAM);
  const fail = useFailureToast();
  const [register] = useRegisterMutation({ context: { silentErrors: true } });

  return (
    <AccountPage title={intl.formatMessage(pageTitles.registerMemberData)} titleId="register-title" intro={intl.formatMessage(messages.intro)} wide>
      <Form
        schema={schema}
        defaultValues={{
          lastName: '',
          firstName: '',
          mobile: '',
          birthday: '',
          email: '',
          contactEmail: '',
          sameContact: false,
          password: '',
          confirmPassword: '',
          subscribed: false,
        }}
        draftKey="register"
        labelledBy="register-title"
        onSubmit={async ({ lastName, firstName, mobile, birthday, email, contactEmail, password, subscribed }) => {
          try {
            await register({ variables: { input: { lastName, firstName, mobile, birthday, email, contactEmail, password, subscribed } } });
          } catch (error) {
            fail(error, messages.failed);
            throw error;
          }
          navigate(withNext(`${localPath(lang, 'register', 'email-validate')}?account=${encodeURIComponent(email)}`, next), {
            state: { codeSent: true } satisfies RegistrationState,
          });
        }}
      >
        <TextField name="email" type="email" label={intl.formatMessage(memberFieldMessages.email)} autoComplete="email" required />
        <div className={styles.grid}>
          <NewPasswordFields label={messages.password} rulesId="register-password-rules" />
        </div>
        <RegisterMemberData />
        <p>
          <FormattedMessage
            {...messages.terms}
            values={{ link: (text) => <Link to={paths.policyTerms(lang)}>{text}</Link> }}
          />
        </p>
        <SubmitButton>{intl.formatMessage(messages.submit)}</SubmitButton>
      </Form>
      <p className={styles.linkRow}>
        {intl.formatMessage(messages.haveAccount)} <Link to={loginPath(lang, next)}>{intl.formatMessage(messages.login)}</Link>
      </p>
    </AccountPage>
  );
}
