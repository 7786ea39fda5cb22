import { requiredText, ruleMessage } from '@yip/rules';
import QRCode from 'qrcode';
import { useEffect, useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { z } from 'zod';
import { Form, SubmitButton, TextField } from '../../../components/Form/index.ts';
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
  codesIntro: { id: 'staff.recovery.intro' },
  copy: { id: 'staff.recovery.copy' },
  copied: { id: 'staff.recovery.copied' },
  download: { id: 'staff.recovery.download' },
  kept: { id: 'staff.recovery.kept' },
  continue: { id: 'staff.recovery.continue' },
});

export interface TotpEnrolment {
  ticket: string;
  secret: string;
  otpauthUri: string;
}

export const codeSchema = z.object({ code: requiredText().regex(/^\d{6}$/, { error: ruleMessage.code }) });

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

/** The ten recovery codes, shown this once: copy or download them, and say they are kept before going on. */
export function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const intl = useIntl();
  const keptId = useId();
  const [kept, setKept] = useState(false);
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `recovery-codes-${email || 'staff'}.txt`;
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section className={styles.card} aria-labelledby="staff-codes-title">
      <h1 id="staff-codes-title" className={styles.title} tabIndex={-1}>
        {intl.formatMessage(messages.codesTitle)}
      </h1>
      <p>{intl.formatMessage(messages.codesIntro)}</p>
      <ol className={styles.codes} translate="no">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(() => setCopied(true));
          }}
        >
          {intl.formatMessage(messages.copy)}
        </button>
        <button type="button" className="button button-secondary" onClick={download}>
          {intl.formatMessage(messages.download)}
        </button>
      </div>
      <p aria-live="polite" className={styles.status}>
        {copied ? intl.formatMessage(messages.copied) : ''}
      </p>
      <p className={styles.check}>
        <input id={keptId} type="checkbox" checked={kept} onChange={(event) => setKept(event.target.checked)} />
        <label htmlFor={keptId}>{intl.formatMessage(messages.kept)}</label>
      </p>
      <button type="button" className="button button-primary" disabled={!kept} onClick={onDone}>
        {intl.formatMessage(messages.continue)}
      </button>
    </section>
  );
}
