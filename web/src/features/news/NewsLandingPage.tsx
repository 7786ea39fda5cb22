import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ArticleGrid } from '../../components/ArticleCard/ArticleCard.tsx';
import { SectionBanner } from '../../components/SectionBanner/SectionBanner.tsx';
import { useLang } from '../../app/i18n/lang.tsx';
import { pageTitles } from '../../app/i18n/pageTitles.ts';
import { usePageMeta } from '../../components/Seo/usePageMeta.ts';
import { useScrollToHash } from '../../components/Page/useScrollToHash.ts';
import { localPath } from '../../app/paths.ts';
import { useNewsLandingQuery, type NewsLandingQuery } from './news.generated.ts';
import { columns, type ColumnInfo } from './columns.ts';
import { NewsNav } from './NewsNav.tsx';
import styles from './News.module.css';

const messages = defineMessages({
  intro: { id: 'news.landing.intro' },
  more: { id: 'news.landing.more' },
  empty: { id: 'news.list.empty' },
  tagsTitle: { id: 'news.tags.popular' },
});

type Items = NewsLandingQuery['now']['items'];

function ColumnSection({ info, items, loading }: { info: ColumnInfo; items: Items; loading: boolean }) {
  const intl = useIntl();
  const lang = useLang();
  const headingId = `news-${info.anchor}-title`;
  return (
    <section id={info.anchor} className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {intl.formatMessage(pageTitles[info.page])}
        </h2>
        <Link to={localPath(lang, 'news', info.slug)} className={styles.more}>
          {intl.formatMessage(messages.more, { column: intl.formatMessage(pageTitles[info.page]) })}
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
      <ArticleGrid
        articles={items}
        loading={loading}
        hrefFor={(id) => localPath(lang, 'news', info.slug, id)}
        emptyText={intl.formatMessage(messages.empty)}
      />
    </section>
  );
}

/** The news landing: latest news, the social innovation and team columns, popular tags. */
export default function NewsLandingPage() {
  const intl = useIntl();
  const lang = useLang();
  const title = intl.formatMessage(pageTitles.news);
  usePageMeta(title, intl.formatMessage(messages.intro));
  const { data, loading } = useNewsLandingQuery();
  useScrollToHash(data !== undefined);
  const pending = loading && !data;
  const tags = data?.articleTags ?? [];

  return (
    <>
      <SectionBanner
        title={title}
        lead={intl.formatMessage(messages.intro)}
        banner={data ? (data.sectionBanners[0] ?? null) : loading ? undefined : null}
      />
      <div className={`container ${styles.page}`}>
        <NewsNav current="landing" />
        <ColumnSection info={columns.NOW} items={data?.now.items ?? []} loading={pending} />
        <ColumnSection info={columns.SOCIAL} items={data?.social.items ?? []} loading={pending} />
        <ColumnSection info={columns.TEAMS} items={data?.teams.items ?? []} loading={pending} />
        {tags.length > 0 ? (
          <section className={styles.section} aria-labelledby="news-tags-title">
            <h2 id="news-tags-title" className={styles.sectionTitle}>
              {intl.formatMessage(messages.tagsTitle)}
            </h2>
            <ul className={styles.tags}>
              {tags.map((tag) => (
                <li key={tag.id}>
                  <Link to={`${localPath(lang, 'news', 'now')}?tag=${encodeURIComponent(tag.id)}`} className={styles.tag}>
                    #{tag.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
