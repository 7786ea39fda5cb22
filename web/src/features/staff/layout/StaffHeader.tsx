import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { LANGS, LOCALE, localPath, switchLangPath, type Lang } from '../../../app/paths.ts';
import styles from './StaffLayout.module.css';

const messages = defineMessages({
  product: { id: 'app.siteName' },
  console: { id: 'staff.layout.console' },
  language: { id: 'nav.language.label' },
  zhTw: { id: 'nav.language.zhTw' },
  en: { id: 'nav.language.en' },
  skip: { id: 'frame.skipToContent' },
});

/** The console's bar: product and "Staff console", the language switch, and what the page adds (the officer, sign out). */
export function StaffHeader({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const lang = useLang();
  const { pathname, search, state: navigationState } = useLocation();
  return (
    <>
      <a className={styles.skipLink} href="#staff-main">
        {intl.formatMessage(messages.skip)}
      </a>
      <header className={styles.header}>
        <Link to={localPath(lang, 'staff')} className={styles.brand}>
          <span className={styles.product}>{intl.formatMessage(messages.product)}</span>
          <span className={styles.console}>{intl.formatMessage(messages.console)}</span>
        </Link>
        <div className={styles.tools}>
          <ul className={styles.langList} aria-label={intl.formatMessage(messages.language)}>
            {LANGS.map((l: Lang) => (
              <li key={l}>
                <Link
                  to={switchLangPath(pathname + search, l)}
                  className={styles.langLink}
                  lang={LOCALE[l]}
                  hrefLang={LOCALE[l]}
                  aria-current={l === lang ? 'true' : undefined}
                  // Where the sign-in page sends the officer back to survives the switch.
                  state={navigationState}
                >
                  {intl.formatMessage(messages[l])}
                </Link>
              </li>
            ))}
          </ul>
          {children}
        </div>
      </header>
    </>
  );
}

/** The sign-in and invitation screens: the console's bar over a centred card. */
export function StaffAuthShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <StaffHeader />
      <main id="staff-main" className={styles.authMain} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
