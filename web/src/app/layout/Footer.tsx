import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useSiteFrameQuery } from './frame.generated.ts';
import { SocialIcon, socialLabels } from '../../components/SocialIcon/SocialIcon.tsx';
import { useLang } from '../i18n/lang.tsx';
import { localPath } from '../paths.ts';
import { footerGroups } from './footerLinks.ts';
import styles from './Footer.module.css';

const messages = defineMessages({
  nav: { id: 'footer.nav.label' },
  terms: { id: 'footer.terms' },
  social: { id: 'footer.social.label' },
  toTop: { id: 'footer.toTop' },
  copyright: { id: 'footer.copyright' },
  site: { id: 'app.siteName' },
});

function scrollToTop() {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  document.getElementById('main')?.focus({ preventScroll: true });
}

export function Footer() {
  const intl = useIntl();
  const lang = useLang();
  const { data } = useSiteFrameQuery();
  const socialLinks = data?.siteSettings.socialLinks ?? [];

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={intl.formatMessage(messages.nav)} className={styles.groups}>
          {/* Groups under headings, not named sections: six more landmarks on every page would
              crowd landmark navigation and could repeat a page section's name. */}
          {footerGroups.map((group) => (
            <div key={group.page}>
              <h2 className={styles.groupTitle}>
                <Link to={localPath(lang, group.page)}>{intl.formatMessage(group.title)}</Link>
              </h2>
              <ul className={styles.links}>
                {group.links.map((link) => (
                  <li key={link.anchor}>
                    <Link to={`${localPath(lang, group.page)}#${link.anchor}`}>{intl.formatMessage(link.label)}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className={styles.bottom}>
          <Link to={localPath(lang, 'policy-terms')} className={styles.terms}>
            {intl.formatMessage(messages.terms)}
          </Link>
          {socialLinks.length > 0 ? (
            <ul className={styles.social} aria-label={intl.formatMessage(messages.social)}>
              {socialLinks.map((link) => (
                <li key={link.network}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                    <SocialIcon network={link.network} />
                    <span className="visually-hidden">{intl.formatMessage(socialLabels[link.network])}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <button type="button" className={styles.toTop} onClick={scrollToTop}>
            <span aria-hidden="true" className={styles.toTopArrow}>
              ↑
            </span>
            {intl.formatMessage(messages.toTop)}
          </button>
        </div>
        <p className={styles.copyright}>
          {intl.formatMessage(messages.copyright, { year: 2023, site: intl.formatMessage(messages.site) })}
        </p>
      </div>
    </footer>
  );
}
