import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styles from './RecoveryCodeList.module.css';

const messages = defineMessages({
  intro: { id: 'staff.recovery.intro' },
  copy: { id: 'staff.recovery.copy' },
  copied: { id: 'staff.recovery.copied' },
  download: { id: 'staff.recovery.download' },
  print: { id: 'staff.recovery.print' },
  printTitle: { id: 'staff.recovery.printTitle' },
  kept: { id: 'staff.recovery.kept' },
});

/**
 * Recovery codes shown this once (at enrolment, or made anew): copy, download or print them, and
 * say they are kept before going on. Printing prints only the codes and whose they are.
 */
export function RecoveryCodeList({ codes, email, doneLabel, onDone }: { codes: string[]; email: string; doneLabel: string; onDone: () => void }) {
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
    <>
      <p>{intl.formatMessage(messages.intro)}</p>
      <div className={styles.sheet}>
        <p className={styles.printOnly}>
          {intl.formatMessage(messages.printTitle)}
          {email ? ` · ${email}` : null}
        </p>
        <ol className={styles.codes} translate="no">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
      </div>
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
        <button type="button" className="button button-secondary" onClick={() => window.print()}>
          {intl.formatMessage(messages.print)}
        </button>
      </div>
      <p aria-live="polite" className={styles.status}>
        {copied ? intl.formatMessage(messages.copied) : ''}
      </p>
      <p className={styles.check}>
        <input id={keptId} type="checkbox" checked={kept} onChange={(event) => setKept(event.target.checked)} />
        <label htmlFor={keptId}>{intl.formatMessage(messages.kept)}</label>
      </p>
      <button type="button" className={`button button-primary ${styles.done}`} disabled={!kept} onClick={onDone}>
        {doneLabel}
      </button>
    </>
  );
}
