import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLang } from '../../app/i18n/lang.tsx';
import { pageTitles } from '../../app/i18n/pageTitles.ts';
import { localPath } from '../../app/paths.ts';
import { usePageMeta } from '../../components/Seo/usePageMeta.ts';
import styles from '../../components/Page/NoticePage.module.css';

const texts = {
  building: defineMessages({ body: { id: 'seo.building.body' }, description: { id: 'seo.building.description' } }),
  unpublic: defineMessages({ body: { id: 'seo.unpublic.body' }, description: { id: 'seo.unpublic.description' } }),
};

const messages = defineMessages({
  home: { id: 'comingSoon.home' },
  news: { id: 'comingSoon.news' },
});

/** The two placeholder pages of spec §2: under construction, and not yet public. */
function PlaceholderPage({ kind }: { kind: 'building' | 'unpublic' }) {
  const intl = useIntl();
  const lang = useLang();
  const title = intl.formatMessage(pageTitles[kind]);
  usePageMeta(title, intl.formatMessage(texts[kind].description));
  return (
    <section className={styles.page} aria-labelledby="placeholder-title">
      <span className={styles.mark} data-kind={kind} aria-hidden="true" />
      <h1 id="placeholder-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.body}>{intl.formatMessage(texts[kind].body)}</p>
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

export function BuildingPage() {
  return <PlaceholderPage kind="building" />;
}

export function UnpublicPage() {
  return <PlaceholderPage kind="unpublic" />;
}
