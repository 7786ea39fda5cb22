import { defineMessages, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { useLang } from '../../app/i18n/lang.tsx';
import { pageTitles } from '../../app/i18n/pageTitles.ts';
import { localPath, type NewsColumnSlug } from '../../app/paths.ts';
import styles from './News.module.css';

const messages = defineMessages({ label: { id: 'news.nav.label' } });

/** The news section's own menu: landing and the three columns. */
export function NewsNav({ current }: { current: NewsColumnSlug | 'landing' }) {
  const intl = useIntl();
  const lang = useLang();
  const items = [
    { slug: 'landing', title: pageTitles.news },
    { slug: 'now', title: pageTitles.newsNow },
    { slug: 'social', title: pageTitles.newsSocial },
    { slug: 'teams', title: pageTitles.newsTeams },
  ] as const;
  return (
    <nav className={styles.sectionNav} aria-label={intl.formatMessage(messages.label)}>
      <ul>
        {items.map((item) => (
          <li key={item.slug}>
            <NavLink
              to={localPath(lang, 'news', item.slug)}
              end
              className={styles.sectionNavLink}
              aria-current={current === item.slug ? 'page' : undefined}
            >
              {intl.formatMessage(item.title)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
