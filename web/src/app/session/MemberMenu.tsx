import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useLang } from '../i18n/lang.tsx';
import { localPath, paths } from '../paths.ts';
import { memberName } from './memberName.ts';
import { useSession } from './SessionProvider.tsx';
import styles from './MemberMenu.module.css';

const messages = defineMessages({
  login: { id: 'nav.login' },
  label: { id: 'session.menu.label' },
  profile: { id: 'session.menu.profile' },
  logout: { id: 'session.menu.logout' },
});

const MENU_ID = 'member-menu';

/** The header's login link, or for a member their name opening profile and logout (spec §2). */
export function MemberMenu({ loginClassName }: { loginClassName: string }) {
  const intl = useIntl();
  const lang = useLang();
  const location = useLocation();
  const { member, logout } = useSession();
  // Open at one location only: navigating closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The header's own Escape handler must not also close the whole mobile menu.
      event.stopImmediatePropagation();
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [open]);

  if (!member) {
    return (
      <Link to={paths.login(lang)} className={loginClassName}>
        {intl.formatMessage(messages.login)}
      </Link>
    );
  }

  const name = memberName(intl, member);
  return (
    <div className={styles.wrap}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={MENU_ID}
        // The name the button shows starts its accessible name (WCAG 2.5.3); the initial beside it is decoration.
        aria-label={intl.formatMessage(messages.label, { name })}
        onClick={() => setOpenAt(open ? null : location.key)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {member.lastName.slice(0, 1)}
        </span>
        <span className={styles.name}>{name}</span>
        <span className={styles.caret} data-open={open} aria-hidden="true" />
      </button>
      <ul id={MENU_ID} className={styles.list} hidden={!open}>
        <li>
          <Link to={localPath(lang, 'user', 'profile')} className={styles.item}>
            {intl.formatMessage(messages.profile)}
          </Link>
        </li>
        <li>
          <button type="button" className={styles.item} onClick={logout}>
            {intl.formatMessage(messages.logout)}
          </button>
        </li>
      </ul>
    </div>
  );
}
