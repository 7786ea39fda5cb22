import { FormattedDate } from 'react-intl';
import { Link } from 'react-router-dom';
import { Picture, type PictureSources } from '../Picture/Picture.tsx';
import styles from './ArticleCard.module.css';

export interface ArticleCardData {
  id: string;
  title: string;
  summary: string;
  cover: string;
  /** The cover's sizes, when it was uploaded in the studio. */
  coverSources?: PictureSources | null;
  publishedAt: string;
}

// One column on a phone, two from 640 px, three of the 72rem container from 1024 px.
const cardSizes = '(max-width: 639px) 100vw, (max-width: 1023px) 50vw, 24rem';

/** A news card: cover (sized; lazy unless `eager`), date, title linking to the article, summary. */
export function ArticleCard({
  article,
  href,
  headingLevel = 3,
  eager = false,
}: {
  article: ArticleCardData;
  href: string;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Picture src={article.cover} sources={article.coverSources} sizes={cardSizes} alt="" width={1200} height={800} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      </div>
      <div className={styles.body}>
        <time className={styles.date} dateTime={article.publishedAt}>
          <FormattedDate value={article.publishedAt} year="numeric" month="long" day="numeric" />
        </time>
        <Heading className={styles.title}>
          <Link to={href} className={styles.link}>
            {article.title}
          </Link>
        </Heading>
        <p className={styles.summary}>{article.summary}</p>
      </div>
    </article>
  );
}

/** Same footprint as a card, while the list loads. */
export function ArticleCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={`${styles.media} skeleton`} />
      <div className={styles.body}>
        <span className={`${styles.skelLine} skeleton`} style={{ width: '30%' }} />
        <span className={`${styles.skelTitle} skeleton`} />
        <span className={`${styles.skelLine} skeleton`} />
        <span className={`${styles.skelLine} skeleton`} style={{ width: '80%' }} />
      </div>
    </div>
  );
}

/**
 * A grid of article cards: skeletons of the same size while the first page loads, the cards, or
 * the empty text. `busy` marks a refetch that keeps the previous cards on screen. The first
 * `eagerCount` covers load at once: near the top of a page they are the largest paint.
 */
export function ArticleGrid({
  articles,
  loading,
  busy = false,
  hrefFor,
  emptyText,
  skeletons = 3,
  headingLevel,
  eagerCount = 0,
}: {
  articles: readonly ArticleCardData[];
  loading: boolean;
  busy?: boolean;
  hrefFor: (id: string) => string;
  emptyText: string;
  skeletons?: number;
  headingLevel?: 2 | 3;
  eagerCount?: number;
}) {
  if (loading) {
    return (
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <li key={i}>
            <ArticleCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (articles.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={styles.grid} aria-busy={busy || undefined}>
      {articles.map((article, index) => (
        <li key={article.id}>
          <ArticleCard article={article} href={hrefFor(article.id)} headingLevel={headingLevel} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
