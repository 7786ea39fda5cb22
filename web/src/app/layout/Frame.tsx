import { lazy, Suspense, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useNavigation } from 'react-router-dom';
import { sectionRules } from '../pageManifest.ts';
import { Header } from './Header.tsx';
import styles from './Frame.module.css';

const messages = defineMessages({ skip: { id: 'frame.skipToContent' } });

// Below the fold or fixed in place: the footer and the social bar come in their own chunk, after
// the page's first paint, so they neither weigh on the initial JS nor shift what is on screen.
const Footer = lazy(() => import('./Footer.tsx').then((m) => ({ default: m.Footer })));
const SocialBar = lazy(() => import('./SocialBar.tsx').then((m) => ({ default: m.SocialBar })));

/**
 * The frame of every page: skip link, top menu, content, footer and the fixed social bar; a
 * section with a frame of its own (the staff console) renders in its place.
 */
export function Frame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (sectionRules(pathname.split('/')[2] ?? '').ownFrame) return children;
  return <SiteFrame>{children}</SiteFrame>;
}

function SiteFrame({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const navigation = useNavigation();
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {intl.formatMessage(messages.skip)}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1} aria-busy={navigation.state === 'loading'}>
        {children}
      </main>
      <Suspense fallback={<div className={styles.footerPlaceholder} />}>
        <Footer />
        <SocialBar />
      </Suspense>
    </div>
  );
}
