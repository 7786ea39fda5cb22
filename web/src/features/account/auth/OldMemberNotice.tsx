import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { localPath } from '../../../app/paths.ts';
import styles from '../Account.module.css';

const messages = defineMessages({
  title: { id: 'auth.oldMember.title' },
  body: { id: 'auth.oldMember.body' },
  hide: { id: 'auth.oldMember.hide' },
  ok: { id: 'auth.oldMember.ok' },
  forget: { id: 'auth.oldMember.forget' },
});

/** Remembers "do not show again" across visits. */
const HIDE_KEY = 'oldMemberNoticeHidden';

function hiddenForGood(): boolean {
  try {
    return localStorage.getItem(HIDE_KEY) === '1';
  } catch {
    return false;
  }
}

/** The notice to members of the previous site: their password must be reset first (spec §2). */
export function OldMemberNotice() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const ref = useRef<HTMLDialogElement>(null);
  // Unticked at first: the notice opens only when it was not hidden for good (and the server,
  // which renders the login page, cannot read the browser's storage).
  const [hide, setHide] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open && !hiddenForGood()) dialog.showModal();
  }, []);

  const remember = (checked: boolean) => {
    setHide(checked);
    try {
      if (checked) localStorage.setItem(HIDE_KEY, '1');
      else localStorage.removeItem(HIDE_KEY);
    } catch {
      // Storage unavailable: the notice shows again next time.
    }
  };

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="old-member-title" aria-describedby="old-member-body">
      <h2 id="old-member-title">{intl.formatMessage(messages.title)}</h2>
      <p id="old-member-body">{intl.formatMessage(messages.body)}</p>
      <label>
        <input type="checkbox" checked={hide} onChange={(e) => remember(e.target.checked)} /> {intl.formatMessage(messages.hide)}
      </label>
      <div className={styles.dialogActions}>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            ref.current?.close();
            navigate(localPath(lang, 'forget-password'));
          }}
        >
          {intl.formatMessage(messages.forget)}
        </button>
        <button type="button" className="button button-primary" autoFocus onClick={() => ref.current?.close()}>
          {intl.formatMessage(messages.ok)}
        </button>
      </div>
    </dialog>
  );
}
