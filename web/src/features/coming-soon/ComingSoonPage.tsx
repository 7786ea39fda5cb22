import { defineMessages, useIntl } from 'react-intl';
import { Link, useMatches } from 'react-router-dom';
import { useLang } from '../../app/i18n/lang.tsx';
import { pageTitles } from '../../app/i18n/pageTitles.ts';
import { usePageTitle } from '../../app/i18n/usePageTitle.ts';
import { localPath } from '../../app/paths.ts';
import type { RouteHandle } from '../../app/routes.tsx';
import styles from '../../components/Page/NoticePage.module.css';

const messages = defineMessages({
  body: { id: 'comingSoon.body' },
  home: { id: 'comingSoon.home' },
  news: { id: 'comingSoon.news' },
});

/** The shared page of every route that is not built yet, under the route's own title. */
export default function ComingSoonPage() {
  const intl = useIntl();
  const lang = useLang();
  const matches = useMatches();
  const page = [...matches].reverse().map((m) => (m.handle as RouteHandle | undefined)?.page).find(Boolean);
  const title = intl.formatMessage(pageTitles[page ?? 'building']);
  usePageTitle(title);
  return (
    <section className={styles.page} aria-labelledby="coming-soon-title">
      <span className={styles.mark} aria-hidden="true" />
      <h1 id="coming-soon-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.body}>{intl.formatMessage(messages.body)}</p>
      <div className={styles.actions}>
        <Link to={localPath(lang)} className="button button-primary">
          {intl.formatMessage(messages.home)}
        </Link>
        <Link to={localPath(lang, 'news', 'landing')} className="button button-secondary">
          {intl.formatMessage(messages.news)}
        </Link>
      </div>
    </section>
  );
}
