import { useEffect, useRef, type ReactNode } from 'react';
import { usePageTitle } from '../../app/i18n/usePageTitle.ts';
import styles from './Account.module.css';

interface AccountPageProps {
  title: string;
  titleId: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  /** A screen that replaces another without a navigation moves the focus to its title. */
  focusTitle?: boolean;
}

/** The shell of an account screen: its title (also the document title) over a card. */
export function AccountPage({ title, titleId, intro, children, wide, focusTitle }: AccountPageProps) {
  usePageTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <section className={wide ? `${styles.card} ${styles.wide}` : styles.card} aria-labelledby={titleId}>
      <h1 id={titleId} ref={heading} className={styles.title} tabIndex={focusTitle ? -1 : undefined}>
        {title}
      </h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}

/** The page area around account cards (the register and member layouts bring their own). */
export function AccountScreen({ children }: { children: ReactNode }) {
  return <div className={`container ${styles.screen}`}>{children}</div>;
}
