import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { localPath } from '../../../app/paths.ts';
import styles from '../Account.module.css';

const messages = defineMessages({
  title: { id: 'auth.oldMember.title' },
  body: { id: 'auth.oldMember.body' },
  ok: { id: 'auth.oldMember.ok' },
  forget: { id: 'auth.oldMember.forget' },
});

/** Set once the notice has opened in this browser (the key of the former "do not show again"). */
export const SHOWN_KEY = 'oldMemberNoticeHidden';

/** True the first time in this browser (and marks it so); always true when storage is unavailable. */
function firstTime(): boolean {
  try {
    if (localStorage.getItem(SHOWN_KEY) === '1') return false;
    localStorage.setItem(SHOWN_KEY, '1');
    return true;
  } catch {
    return true;
  }
}

/**
 * The notice to members of the previous site: their password must be reset first (spec §2). It
 * opens once per browser, the first time the login page is shown there without a notice of its
 * own (the login page does not render it over one: after an inactivity logout the page's notice is
 * what the member must read).
 */
export function OldMemberNotice() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open && firstTime()) dialog.showModal();
  }, []);

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="old-member-title" aria-describedby="old-member-body">
      <h2 id="old-member-title">{intl.formatMessage(messages.title)}</h2>
      <p id="old-member-body">{intl.formatMessage(messages.body)}</p>
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
