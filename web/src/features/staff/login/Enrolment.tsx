import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Form, SubmitButton, TextField } from '../../../components/Form/index.ts';
import { RecoveryCodeList } from '../common/RecoveryCodeList.tsx';
import { codeSchema } from '../common/totpCode.ts';
import { useStaffEnrolTotpMutation } from './signIn.generated.ts';
import { failureText } from './failure.ts';
import styles from './StaffAuth.module.css';

const messages = defineMessages({
  title: { id: 'staff.enrol.title' },
  intro: { id: 'staff.enrol.intro' },
  qrAlt: { id: 'staff.enrol.qrAlt' },
  secret: { id: 'staff.enrol.secret' },
  code: { id: 'staff.signIn.code' },
  submit: { id: 'staff.enrol.submit' },
  failed: { id: 'staff.enrol.failed' },
  codesTitle: { id: 'staff.recovery.title' },
  continue: { id: 'staff.recovery.continue' },
});

export interface TotpEnrolment {
  ticket: string;
  secret: string;
  otpauthUri: string;
}

/** The first sign-in's enrolment: the secret as a QR code and as text, then the app's first code. */
export function EnrolStep({ enrolment, onEnrolled }: { enrolment: TotpEnrolment; onEnrolled: (token: string, recoveryCodes: string[]) => void }) {
  const intl = useIntl();
  const [qr, setQr] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [enrol] = useStaffEnrolTotpMutation({ context: { silentErrors: true } });
  useEffect(() => {
    let current = true;
    // Drawn here, in the browser: the secret is never sent anywhere to be turned into an image.
    QRCode.toDataURL(enrolment.otpauthUri, { margin: 2, width: 220, errorCorrectionLevel: 'M' })
      .then((url) => current && setQr(url))
      .catch(() => current && setQr(null));
    return () => {
      current = false;
    };
  }, [enrolment.otpauthUri]);
  return (
    <section className={styles.card} aria-labelledby="staff-enrol-title">
      <h1 id="staff-enrol-title" className={styles.title} tabIndex={-1}>
        {intl.formatMessage(messages.title)}
      </h1>
      <p>{intl.formatMessage(messages.intro)}</p>
      <div className={styles.qr}>{qr ? <img src={qr} width={220} height={220} alt={intl.formatMessage(messages.qrAlt)} /> : null}</div>
      <p className={styles.secretLabel}>{intl.formatMessage(messages.secret)}</p>
      <p className={styles.secret} translate="no">
        {enrolment.secret.replace(/(.{4})(?=.)/g, '$1 ')}
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <Form
        schema={codeSchema}
        defaultValues={{ code: '' }}
        labelledBy="staff-enrol-title"
        onSubmit={async ({ code }) => {
          try {
            setError(null);
            const { data } = await enrol({ variables: { input: { ticket: enrolment.ticket, totp: code } } });
            if (!data) throw new Error('no enrolment');
            onEnrolled(data.staffEnrolTotp.token, data.staffEnrolTotp.recoveryCodes);
          } catch (failure) {
            setError(failureText(failure, messages.failed, (d) => intl.formatMessage(d)));
            throw failure;
          }
        }}
      >
        <TextField name="code" label={intl.formatMessage(messages.code)} inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
        <SubmitButton>{intl.formatMessage(messages.submit)}</SubmitButton>
      </Form>
    </section>
  );
}

/** The first sign-in's recovery codes, shown this once before the console opens. */
export function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const intl = useIntl();
  return (
    <section className={styles.card} aria-labelledby="staff-codes-title">
      <h1 id="staff-codes-title" className={styles.title} tabIndex={-1}>
        {intl.formatMessage(messages.codesTitle)}
      </h1>
      <RecoveryCodeList codes={codes} email={email} doneLabel={intl.formatMessage(messages.continue)} onDone={onDone} />
    </section>
  );
}
