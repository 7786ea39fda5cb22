import { changePasswordInput, requiredText, setPasswordInput, withConfirmation } from '@yip/rules';
import { defineMessages, useIntl } from 'react-intl';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { useSession } from '../../../app/session/SessionProvider.tsx';
import { useHydrated } from '../../../app/ssr/clientValues.tsx';
import { useToast } from '../../../app/toast/ToastProvider.tsx';
import { useChangePasswordMutation, useMemberProfileQuery, useSetPasswordMutation } from './member.generated.ts';
import { AccountPage } from '../AccountPage.tsx';
import { Form, SubmitButton, TextField, useFailureToast } from '../../../components/Form/index.ts';
import { NewPasswordFields } from '../NewPasswordFields.tsx';

const messages = defineMessages({
  loading: { id: 'member.loading' },
  oldPassword: { id: 'member.password.old' },
  password: { id: 'auth.field.newPassword' },
  firstPassword: { id: 'member.password.first' },
  submit: { id: 'member.password.submit' },
  done: { id: 'member.updated' },
  failed: { id: 'member.updateFailed' },
});

const changeSchema = withConfirmation(changePasswordInput.extend({ confirmPassword: requiredText() }));
const setSchema = withConfirmation(setPasswordInput.extend({ confirmPassword: requiredText() }));

function NewPasswordAndSubmit() {
  const intl = useIntl();
  return (
    <>
      <NewPasswordFields label={messages.password} rulesId="change-password-rules" />
      <SubmitButton>{intl.formatMessage(messages.submit)}</SubmitButton>
    </>
  );
}

/** Change the password (or set the first one of a Google account); then log in again (spec §4). */
export default function ChangePasswordPage() {
  const intl = useIntl();
  const toast = useToast();
  const fail = useFailureToast();
  const { logout } = useSession();
  // Read once hydrated: the server renders the page for a visitor.
  const hydrated = useHydrated();
  const { data } = useMemberProfileQuery({ skip: !hydrated });
  const [change] = useChangePasswordMutation({ context: { silentErrors: true } });
  const [setFirst] = useSetPasswordMutation({ context: { silentErrors: true } });

  const finish = async (call: () => Promise<unknown>) => {
    try {
      await call();
    } catch (error) {
      fail(error, messages.failed);
      throw error;
    }
    toast.show(intl.formatMessage(messages.done), 'success');
    logout();
  };

  const me = data?.me;
  return (
    <AccountPage title={intl.formatMessage(pageTitles.userChangePassword)} titleId="password-title">
      {!me ? (
        <p aria-busy="true">{intl.formatMessage(messages.loading)}</p>
      ) : me.hasPassword ? (
        <Form
          schema={changeSchema}
          defaultValues={{ oldPassword: '', password: '', confirmPassword: '' }}
          labelledBy="password-title"
          onSubmit={({ oldPassword, password }) => finish(() => change({ variables: { oldPassword, password } }))}
        >
          <TextField name="oldPassword" type="password" label={intl.formatMessage(messages.oldPassword)} autoComplete="current-password" required />
          <NewPasswordAndSubmit />
        </Form>
      ) : (
        <Form
          schema={setSchema}
          defaultValues={{ password: '', confirmPassword: '' }}
          labelledBy="password-title"
          onSubmit={({ password }) => finish(() => setFirst({ variables: { password } }))}
        >
          <p>{intl.formatMessage(messages.firstPassword)}</p>
          <NewPasswordAndSubmit />
        </Form>
      )}
    </AccountPage>
  );
}
