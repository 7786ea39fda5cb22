import { loginCodeInput } from '@yip/rules';
import { defineMessages, useIntl } from 'react-intl';
import { z } from 'zod';
import { AccountPage } from '../AccountPage.tsx';
import { Form, SubmitButton, TextField, useFailureToast } from '../../../components/Form/index.ts';
import { useLoginWithEmailCodeMutation } from './auth.generated.ts';
import { codeProblem } from './loginCode.ts';
import styles from '../Account.module.css';

const messages = defineMessages({
  title: { id: 'auth.loginCode.title' },
  intro: { id: 'auth.loginCode.intro' },
  noMail: { id: 'auth.loginCode.noMail' },
  code: { id: 'auth.loginCode.field' },
  hint: { id: 'auth.loginCode.hint' },
  submit: { id: 'auth.loginCode.submit' },
  wrong: { id: 'auth.loginCode.wrong' },
  expired: { id: 'auth.loginCode.expired' },
  failed: { id: 'auth.loginCode.failed' },
  back: { id: 'auth.backToLogin' },
});

// The shared rule of the mailed code, for the one field the member types.
const codeForm = z.object({ code: loginCodeInput.shape.code });

/**
 * The login's second step during an account lock: the screen says why a code is asked for and
 * where it went (focus moves to its heading, so a screen reader reads that first), and takes the code.
 */
export function LoginCodeStep({ email, onSignedIn, onBack }: { email: string; onSignedIn: (token: string) => void; onBack: () => void }) {
  const intl = useIntl();
  const fail = useFailureToast();
  const [loginWithCode] = useLoginWithEmailCodeMutation({ context: { silentErrors: true } });

  return (
    <AccountPage title={intl.formatMessage(messages.title)} titleId="login-code-title" intro={intl.formatMessage(messages.intro, { email })} focusTitle>
      <Form
        schema={codeForm}
        defaultValues={{ code: '' }}
        labelledBy="login-code-title"
        onSubmit={async ({ code }, form) => {
          try {
            const { data } = await loginWithCode({ variables: { email, code } });
            if (!data) throw new Error('no token');
            onSignedIn(data.loginWithEmailCode.token);
          } catch (error) {
            const problem = codeProblem(error);
            if (problem === null) fail(error, messages.failed);
            else form.setError('code', { type: 'server', message: (problem === 'wrong' ? messages.wrong : messages.expired).id });
            throw error;
          }
        }}
      >
        <TextField
          name="code"
          label={intl.formatMessage(messages.code)}
          hint={intl.formatMessage(messages.hint)}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          required
        />
        <SubmitButton>{intl.formatMessage(messages.submit)}</SubmitButton>
      </Form>
      <p className={styles.notice}>{intl.formatMessage(messages.noMail)}</p>
      <p className={styles.linkRow}>
        <button type="button" className="button button-secondary" onClick={onBack}>
          {intl.formatMessage(messages.back)}
        </button>
      </p>
    </AccountPage>
  );
}
