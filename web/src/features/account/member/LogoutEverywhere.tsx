import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSession } from '../../../app/session/SessionProvider.tsx';
import { useToast } from '../../../app/toast/ToastProvider.tsx';
import { useFailureToast } from '../../../components/Form/index.ts';
import styles from '../Account.module.css';

const messages = defineMessages({
  title: { id: 'member.sessions.title' },
  hint: { id: 'member.sessions.hint' },
  button: { id: 'member.sessions.logoutEverywhere' },
  done: { id: 'member.sessions.done' },
  failed: { id: 'member.sessions.failed' },
});

/** Ends the member's sessions on every device (a lost phone, a shared computer), this one included. */
export function LogoutEverywhere() {
  const intl = useIntl();
  const toast = useToast();
  const fail = useFailureToast();
  const { logoutEverywhere } = useSession();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    try {
      await logoutEverywhere();
      toast.show(intl.formatMessage(messages.done), 'success');
    } catch (error) {
      // Not confirmed by the server: the member stays logged in here and knows to try again.
      fail(error, messages.failed);
      setBusy(false);
    }
  };

  return (
    <section className={styles.sessions} aria-labelledby="sessions-title">
      <h2 id="sessions-title" className={styles.sessionsTitle}>
        {intl.formatMessage(messages.title)}
      </h2>
      <p className={styles.intro}>{intl.formatMessage(messages.hint)}</p>
      <button type="button" className="button button-secondary" disabled={busy} onClick={() => void onClick()}>
        {intl.formatMessage(messages.button)}
      </button>
    </section>
  );
}
