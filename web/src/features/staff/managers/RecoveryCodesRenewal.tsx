import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Form, SubmitButton, TextField } from '../../../components/Form/index.ts';
import { RecoveryCodeList } from '../common/RecoveryCodeList.tsx';
import { codeSchema } from '../common/totpCode.ts';
import styles from '../common/page.module.css';
import { failureText } from '../login/failure.ts';
import { useStaffRenewRecoveryCodesMutation } from './managers.generated.ts';

const messages = defineMessages({
  title: { id: 'staff.recovery.title' },
  intro: { id: 'staff.recovery.renew.intro' },
  start: { id: 'staff.recovery.renew.start' },
  codeIntro: { id: 'staff.recovery.renew.codeIntro' },
  code: { id: 'staff.signIn.code' },
  submit: { id: 'staff.recovery.renew.submit' },
  cancel: { id: 'staff.confirm.cancel' },
  failed: { id: 'staff.recovery.renew.failed' },
  done: { id: 'staff.recovery.renew.done' },
  renewed: { id: 'staff.recovery.renew.renewed' },
});

type Stage = 'idle' | 'asking' | 'renewed' | { codes: string[] };

/**
 * The signed-in officer's own recovery codes made anew (the old ones stop working), after the
 * authenticator app's current code; the new codes are shown once, as at enrolment.
 */
export function RecoveryCodesRenewal({ email }: { email: string }) {
  const intl = useIntl();
  const [stage, setStage] = useState<Stage>('idle');
  const [error, setError] = useState<string | null>(null);
  const [renew] = useStaffRenewRecoveryCodesMutation({ context: { silentErrors: true } });
  const heading = useRef<HTMLHeadingElement>(null);
  const showingCodes = typeof stage === 'object';
  // The form and its button go away: the section's title keeps the focus where the officer is.
  useEffect(() => {
    if (showingCodes || stage === 'renewed') heading.current?.focus();
  }, [showingCodes, stage]);

  return (
    <section className={styles.panel} aria-labelledby="staff-recovery-heading">
      <h2 id="staff-recovery-heading" ref={heading} tabIndex={-1}>
        {intl.formatMessage(messages.title)}
      </h2>
      {typeof stage === 'object' ? (
        <RecoveryCodeList codes={stage.codes} email={email} doneLabel={intl.formatMessage(messages.done)} onDone={() => setStage('renewed')} />
      ) : (
        <>
          <p>{intl.formatMessage(messages.intro)}</p>
          {stage === 'renewed' ? (
            <p role="status" className={styles.success}>
              {intl.formatMessage(messages.renewed)}
            </p>
          ) : null}
          {stage === 'asking' ? (
            <>
              <p>{intl.formatMessage(messages.codeIntro)}</p>
              {error ? (
                <p role="alert" className={styles.error}>
                  {error}
                </p>
              ) : null}
              <Form
                schema={codeSchema}
                defaultValues={{ code: '' }}
                labelledBy="staff-recovery-heading"
                onSubmit={async ({ code }) => {
                  setError(null);
                  try {
                    const { data } = await renew({ variables: { input: { totp: code } } });
                    if (!data) throw new Error('no recovery codes');
                    setStage({ codes: data.staffRenewRecoveryCodes.recoveryCodes });
                  } catch (failure) {
                    setError(failureText(failure, messages.failed, (d) => intl.formatMessage(d)));
                    throw failure;
                  }
                }}
              >
                <TextField name="code" label={intl.formatMessage(messages.code)} inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
                <div className={styles.actions}>
                  <SubmitButton>{intl.formatMessage(messages.submit)}</SubmitButton>
                  <button type="button" className="button button-secondary" onClick={() => setStage('idle')}>
                    {intl.formatMessage(messages.cancel)}
                  </button>
                </div>
              </Form>
            </>
          ) : (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setError(null);
                setStage('asking');
              }}
            >
              {intl.formatMessage(messages.start)}
            </button>
          )}
        </>
      )}
    </section>
  );
}
