import { forgotPasswordInput } from '@yip/rules';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { paths } from '../../../app/paths.ts';
import { useToast } from '../../../app/toast/ToastProvider.tsx';
import { useRequestPasswordResetMutation } from './auth.generated.ts';
import { AccountPage, AccountScreen } from '../AccountPage.tsx';
import { Form, SubmitButton, TextField, useFailureToast } from '../../../components/Form/index.ts';
import styles from '../Account.module.css';

const messages = defineMessages({
  intro: { id: 'auth.forget.intro' },
  email: { id: 'auth.field.email' },
  submit: { id: 'auth.forget.submit' },
  sent: { id: 'auth.forget.sent' },
  failed: { id: 'auth.forget.failed' },
  back: { id: 'auth.backToLogin' },
});

export default function ForgetPasswordPage() {
  const intl = useIntl();
  const lang = useLang();
  const toast = useToast();
  const fail = useFailureToast();
  const [request] = useRequestPasswordResetMutation({ context: { silentErrors: true } });

  return (
    <AccountScreen>
      <AccountPage title={intl.formatMessage(pageTitles.forgetPassword)} titleId="forget-title" intro={intl.formatMessage(messages.intro)}>
        <Form
          schema={forgotPasswordInput}
          defaultValues={{ email: '' }}
          draftKey="forget-password"
          labelledBy="forget-title"
          onSubmit={async (values) => {
            try {
              await request({ variables: values });
              toast.show(intl.formatMessage(messages.sent), 'success');
            } catch (error) {
              fail(error, messages.failed);
              throw error;
            }
          }}
        >
          <TextField name="email" type="email" label={intl.formatMessage(messages.email)} autoComplete="email" required />
          <SubmitButton>{intl.formatMessage(messages.submit)}</SubmitButton>
        </Form>
        <p className={styles.linkRow}>
          <Link to={paths.login(lang)}>{intl.formatMessage(messages.back)}</Link>
        </p>
      </AccountPage>
    </AccountScreen>
  );
}
