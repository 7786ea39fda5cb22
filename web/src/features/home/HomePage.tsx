import { lazy, Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ArticleGrid } from '../../components/ArticleCard/ArticleCard.tsx';
import { usePageMeta } from '../../components/Seo/usePageMeta.ts';
import { useLang } from '../../app/i18n/lang.tsx';
import { pageTitles } from '../../app/i18n/pageTitles.ts';
import { localPath } from '../../app/paths.ts';
import { useHomePageQuery } from './home.generated.ts';
import { BannerCarousel } from './BannerCarousel.tsx';
import { BannerSkeleton } from './BannerView.tsx';
import { Slogan } from './Slogan.tsx';
import styles from './HomePage.module.css';

const messages = defineMessages({
  heading: { id: 'home.heading' },
  description: { id: 'seo.home.description' },
  latestTitle: { id: 'home.latest.title' },
  latestMore: { id: 'home.latest.more' },
  latestEmpty: { id: 'home.latest.empty' },
});

const LATEST_COUNT = 3;

// Everything below the latest news is below the fold on every screen: its own chunk keeps the
// home route's initial JS small (DESIGN §5).
const HomeSections = lazy(() => import('./HomeSections.tsx'));

export default function HomePage() {
  const intl = useIntl();
  const lang = useLang();
  usePageMeta(intl.formatMessage(pageTitles.home), intl.formatMessage(messages.description));
  const { data, loading } = useHomePageQuery();
  const pending = loading && !data;
  const banners = data?.homeBanners ?? [];
  const latest = data?.latest.items ?? [];

  return (
    <>
      <h1 className="visually-hidden">{intl.formatMessage(messages.heading)}</h1>
      {pending ? (
        <BannerSkeleton />
      ) : banners.length > 0 ? (
        <BannerCarousel banners={banners} />
      ) : null}

      <Slogan slogans={data?.homeContent.slogans ?? []} />

      <section className={`container ${styles.section}`} aria-labelledby="home-latest-title">
        <div className={styles.sectionHead}>
          <h2 id="home-latest-title" className={styles.sectionTitle}>
            {intl.formatMessage(messages.latestTitle)}
          </h2>
          <Link to={localPath(lang, 'news', 'now')} className={styles.more}>
            {intl.formatMessage(messages.latestMore)}
            <span aria-hidden="true"> →</span>
          </Link>
        </div>
        <ArticleGrid
          articles={latest}
          loading={pending}
          skeletons={LATEST_COUNT}
          eagerCount={LATEST_COUNT}
          hrefFor={(id) => localPath(lang, 'news', 'now', id)}
          emptyText={intl.formatMessage(messages.latestEmpty)}
        />
      </section>

      {data ? (
        <Suspense fallback={<div className={styles.sectionsFallback} />}>
          <HomeSections content={data.homeContent} figures={data.siteSettings.impactFigures} />
        </Suspense>
      ) : (
        <div className={styles.sectionsFallback} />
      )}
    </>
  );
}
