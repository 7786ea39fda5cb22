import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isPopoverOpen } from '../../components/Dialog/popover.ts';
import { defineMessages, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useLang } from '../i18n/lang.tsx';
import { LANGS, LOCALE, localPath, switchLangPath, type Lang } from '../paths.ts';
import { MemberMenu } from '../session/MemberMenu.tsx';
import { useHydrated } from '../ssr/clientValues.tsx';
import { mainNav } from './nav.ts';
import styles from './Header.module.css';

const messages = defineMessages({
  site: { id: 'app.siteName' },
  mainNav: { id: 'nav.main.label' },
  openMenu: { id: 'nav.menu.open' },
  closeMenu: { id: 'nav.menu.close' },
  language: { id: 'nav.language.label' },
  zhTw: { id: 'nav.language.zhTw' },
  en: { id: 'nav.language.en' },
});

const MENU_ID = 'site-menu';

export function Header() {
  const intl = useIntl();
  const lang = useLang();
  const location = useLocation();
  // The menu belongs to the location it was opened at: any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // Until hydration (and with JavaScript off) the browser opens the menu itself: the toggle is a
  // popover invoker. Hydrated, the menu is React's again, still open if it was opened meanwhile.
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (menuRef.current && isPopoverOpen(menuRef.current)) setOpenAt(location.key);
    // Once, as the page hydrates: later mounts render no popover.
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenAt(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const here = location.pathname + location.search + location.hash;

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {/* Named by its visible text (WCAG 2.5.3): a voice user says what they see. */}
        <Link to={localPath(lang)} className={styles.brand}>
          <span className={styles.logo} aria-hidden="true" />
          <span className={styles.brandText}>{intl.formatMessage(messages.site)}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          // Before hydration the browser tells the expanded state of a popover's invoker itself.
          aria-expanded={hydrated ? open : undefined}
          aria-controls={MENU_ID}
          popoverTarget={hydrated ? undefined : MENU_ID}
          onClick={() => setOpenAt(open ? null : location.key)}
        >
          <span className={styles.toggleIcon} data-open={open} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {hydrated ? (
            <span className="visually-hidden">{intl.formatMessage(open ? messages.closeMenu : messages.openMenu)}</span>
          ) : (
            // Both names, the stylesheet shows the one that fits the popover's state.
            <>
              <span className={`visually-hidden ${styles.whenClosed}`}>{intl.formatMessage(messages.openMenu)}</span>
              <span className={`visually-hidden ${styles.whenOpen}`}>{intl.formatMessage(messages.closeMenu)}</span>
            </>
          )}
        </button>
        <div ref={menuRef} id={MENU_ID} className={styles.menu} data-open={open} popover={hydrated ? undefined : 'auto'}>
          <nav aria-label={intl.formatMessage(messages.mainNav)}>
            <ul className={styles.navList}>
              {mainNav.map((item) => (
                <li key={item.path}>
                  <NavLink
                    to={localPath(lang, item.path)}
                    className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
                  >
                    {intl.formatMessage(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
            <ul className={styles.langList} aria-label={intl.formatMessage(messages.language)}>
              {LANGS.map((l: Lang) => (
                <li key={l}>
                  <Link
                    to={switchLangPath(here, l)}
                    className={styles.langLink}
                    lang={LOCALE[l]}
                    hrefLang={LOCALE[l]}
                    aria-current={l === lang ? 'true' : undefined}
                    preventScrollReset
                  >
                    {intl.formatMessage(messages[l])}
                  </Link>
                </li>
              ))}
            </ul>
            <MemberMenu loginClassName={`button button-primary ${styles.login}`} />
          </div>
        </div>
      </div>
    </header>
  );
}
