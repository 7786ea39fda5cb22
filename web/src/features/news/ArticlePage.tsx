import { defineMessages, FormattedDate, useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { useLang } from '../../app/i18n/lang.tsx';
import { pageTitles } from '../../app/i18n/pageTitles.ts';
import { Picture } from '../../components/Picture/Picture.tsx';
import { RichText } from '../../components/RichText/RichText.tsx';
import { usePageMeta } from '../../components/Seo/usePageMeta.ts';
import { useMarkNotFound } from '../../app/ssr/renderStatus.ts';
import { localPath, paths } from '../../app/paths.ts';
import { useNewsArticleQuery } from './news.generated.ts';
import { columnOfSlug, columns } from './columns.ts';
import styles from './News.module.css';

const messages = defineMessages({
  back: { id: 'news.article.back' },
  breadcrumb: { id: 'news.article.breadcrumb' },
  tags: { id: 'news.article.tags' },
  author: { id: 'news.article.author' },
  notFoundTitle: { id: 'news.article.notFound.title' },
  notFoundBody: { id: 'news.article.notFound.body' },
});

/** One article of a news column (`news/now/:id`, `news/social/:id`, `news/teams/:id`). */
export default function ArticlePage() {
  const intl = useIntl();
  const lang = useLang();
  const { id = '' } = useParams();
  const { pathname, search, hash } = useLocation();
  const info = columnOfSlug(pathname.split('/')[3]);
  const columnTitle = intl.formatMessage(pageTitles[info.page]);
  const columnPath = localPath(lang, 'news', info.slug);
  const { data, loading, error } = useNewsArticleQuery({ variables: { id } });
  const article = data?.article;
  const missing = !loading && !error && data !== undefined && article === null;
  useMarkNotFound(missing);
  usePageMeta(
    article?.title ?? (missing ? intl.formatMessage(messages.notFoundTitle) : columnTitle),
    article?.summary ?? (missing ? intl.formatMessage(messages.notFoundBody) : null),
  );

  const back = (
    <nav aria-label={intl.formatMessage(messages.breadcrumb)} className={styles.breadcrumb}>
      <Link to={columnPath}>
        <span aria-hidden="true">← </span>
        {intl.formatMessage(messages.back, { column: columnTitle })}
      </Link>
    </nav>
  );

  // An article opened under another column's path (`news/now/{id of a social article}`) moves
  // to its own column's path, replacing the wrong entry in the history.
  if (article && article.column !== info.column) {
    return <Navigate to={`${paths.article(lang, columns[article.column].slug, article.id)}${search}${hash}`} replace />;
  }

  if (missing) {
    return (
      <div className={`container ${styles.articlePage}`}>
        {back}
        <section className={styles.notFound} aria-labelledby="article-not-found">
          <h1 id="article-not-found" className={styles.title}>
            {intl.formatMessage(messages.notFoundTitle)}
          </h1>
          <p className={styles.intro}>{intl.formatMessage(messages.notFoundBody)}</p>
          <Link to={columnPath} className="button button-primary">
            {intl.formatMessage(messages.back, { column: columnTitle })}
          </Link>
        </section>
      </div>
    );
  }

  if (!article) {
    return (
      <div className={`container ${styles.articlePage}`} aria-busy={loading}>
        {back}
        <div aria-hidden="true">
          <span className={`${styles.skelHeading} skeleton`} />
          <span className={`${styles.skelMeta} skeleton`} />
          <div className={`${styles.cover} skeleton`} />
          {[0, 1, 2].map((i) => (
            <span key={i} className={`${styles.skelParagraph} skeleton`} />
          ))}
        </div>
      </div>
    );
  }

  return (
    <div className={`container ${styles.articlePage}`}>
      {back}
      <article aria-labelledby="article-title">
        <header className={styles.articleHeader}>
          <h1 id="article-title" className={styles.articleTitle}>
            {article.title}
          </h1>
          <p className={styles.meta}>
            <time dateTime={article.publishedAt}>
              <FormattedDate value={article.publishedAt} year="numeric" month="long" day="numeric" />
            </time>
            {article.author ? (
              <span>{intl.formatMessage(messages.author, { author: article.author })}</span>
            ) : null}
          </p>
          {article.tags.length > 0 ? (
            <ul className={styles.tags} aria-label={intl.formatMessage(messages.tags)}>
              {article.tags.map((tag) => (
                <li key={tag.id}>
                  <Link to={`${columnPath}?tag=${encodeURIComponent(tag.id)}`} className={styles.tag}>
                    #{tag.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </header>
        <div className={styles.cover}>
          {/* The cover fills the article's column, at most 50rem wide. */}
          <Picture src={article.cover} sources={article.coverSources} sizes="(max-width: 50rem) 100vw, 50rem" alt="" width={1200} height={800} fetchPriority="high" />
        </div>
        <RichText document={article.body} className={styles.prose} />
      </article>
    </div>
  );
}
