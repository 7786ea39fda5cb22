import { defineMessages, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { ArticleGrid } from '../../components/ArticleCard/ArticleCard.tsx';
import { useLang } from '../../app/i18n/lang.tsx';
import { pageTitles } from '../../app/i18n/pageTitles.ts';
import { usePageMeta } from '../../components/Seo/usePageMeta.ts';
import { localPath } from '../../app/paths.ts';
import { useNewsColumnQuery } from './news.generated.ts';
import { type ArticleColumn } from '../../generated/types.ts';
import { columns } from './columns.ts';
import { NewsNav } from './NewsNav.tsx';
import styles from './News.module.css';

const PAGE_SIZE = 12;

const messages = defineMessages({
  tagsLabel: { id: 'news.tags.label' },
  allTags: { id: 'news.tags.all' },
  empty: { id: 'news.list.empty' },
  pagination: { id: 'news.pagination.label' },
  previous: { id: 'news.pagination.previous' },
  next: { id: 'news.pagination.next' },
  pageOf: { id: 'news.pagination.pageOf' },
});

/** A paged list of one news column, optionally filtered by a tag (`?tag=`, `?page=`). */
export function NewsColumnPage({ column }: { column: ArticleColumn }) {
  const intl = useIntl();
  const lang = useLang();
  const info = columns[column];
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const tagId = params.get('tag') || null;
  const title = intl.formatMessage(pageTitles[info.page]);
  usePageMeta(title, intl.formatMessage(info.intro));

  const { data, previousData, loading } = useNewsColumnQuery({
    variables: { column, page, pageSize: PAGE_SIZE, tagId },
  });
  const shown = data ?? previousData;
  const articles = shown?.articles.items ?? [];
  const total = shown?.articles.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const tags = shown?.articleTags ?? [];
  const base = localPath(lang, 'news', info.slug);
  const query = (next: { page?: number; tag?: string | null }) => {
    const q = new URLSearchParams();
    const t = next.tag === undefined ? tagId : next.tag;
    if (t) q.set('tag', t);
    if (next.page && next.page > 1) q.set('page', String(next.page));
    const s = q.toString();
    return s ? `${base}?${s}` : base;
  };

  return (
    <div className={`container ${styles.page}`}>
      <NewsNav current={info.slug} />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intl.formatMessage(info.intro)}</p>
      </header>

      {tags.length > 0 ? (
        <nav aria-label={intl.formatMessage(messages.tagsLabel)}>
          <ul className={styles.tags}>
            <li>
              <Link to={query({ tag: null, page: 1 })} className={styles.tag} aria-current={!tagId ? 'page' : undefined}>
                {intl.formatMessage(messages.allTags)}
              </Link>
            </li>
            {tags.map((tag) => (
              <li key={tag.id}>
                <Link
                  to={query({ tag: tag.id, page: 1 })}
                  className={styles.tag}
                  aria-current={tagId === tag.id ? 'page' : undefined}
                >
                  #{tag.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <ArticleGrid
        articles={articles}
        loading={loading && !shown}
        busy={loading}
        skeletons={6}
        headingLevel={2}
        hrefFor={(id) => localPath(lang, 'news', info.slug, id)}
        emptyText={intl.formatMessage(messages.empty)}
      />

      {pages > 1 ? (
        <nav className={styles.pagination} aria-label={intl.formatMessage(messages.pagination)}>
          {page > 1 ? (
            <Link to={query({ page: page - 1 })} className="button button-secondary" rel="prev">
              {intl.formatMessage(messages.previous)}
            </Link>
          ) : (
            <span />
          )}
          <span className={styles.pageOf}>
            {intl.formatMessage(messages.pageOf, { page, pages })}
          </span>
          {page < pages ? (
            <Link to={query({ page: page + 1 })} className="button button-secondary" rel="next">
              {intl.formatMessage(messages.next)}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

export function NewsNowPage() {
  return <NewsColumnPage column="NOW" />;
}

export function NewsSocialPage() {
  return <NewsColumnPage column="SOCIAL" />;
}

export function NewsTeamsPage() {
  return <NewsColumnPage column="TEAMS" />;
}
