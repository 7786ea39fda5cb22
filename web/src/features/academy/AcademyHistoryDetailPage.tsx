import { defineMessages, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { NotFound } from '../../components/NotFound/NotFound.tsx';
import { Figure, SkeletonBlock } from '../../components/Page/Page.tsx';
import { RichProse } from '../../components/RichText/RichProse.tsx';
import { usePageMeta } from '../../components/Seo/usePageMeta.ts';
import { useLang } from '../../app/i18n/lang.tsx';
import { pageTitles } from '../../app/i18n/pageTitles.ts';
import { localPath } from '../../app/paths.ts';
import { useAcademyHistoryEntryQuery } from './academy.generated.ts';
import styles from '../../components/Page/Listing.module.css';

const messages = defineMessages({
  back: { id: 'academy.historyDetail.back' },
  photos: { id: 'academy.historyDetail.photos' },
  photoAlt: { id: 'academy.historyDetail.photoAlt' },
  workshop: { id: 'academy.kind.workshop' },
  tour: { id: 'academy.kind.tour' },
});

/** One review of past academy events, with its photos. */
export default function AcademyHistoryDetailPage() {
  const intl = useIntl();
  const lang = useLang();
  const { id = '' } = useParams();
  const { data, loading } = useAcademyHistoryEntryQuery({ variables: { id } });
  const entry = data?.educationHistoryEntry;
  const backTo = localPath(lang, 'academy', 'history');
  const backLabel = intl.formatMessage(messages.back);
  usePageMeta(entry?.title ?? intl.formatMessage(pageTitles.academyHistoryDetail), entry?.summary);

  if (!loading && !entry) return <NotFound back={{ to: backTo, label: backLabel }} />;

  return (
    <div className={`container ${styles.detail}`}>
      <nav className={styles.breadcrumb} aria-label={intl.formatMessage(pageTitles.academyHistory)}>
        <Link to={backTo}>
          <span aria-hidden="true">← </span>
          {backLabel}
        </Link>
      </nav>
      {!entry ? (
        <SkeletonBlock lines={6} />
      ) : (
        <article aria-labelledby="entry-title">
          <p className={styles.kind}>
            {intl.formatMessage(entry.kind === 'WORKSHOP' ? messages.workshop : messages.tour)} ·{' '}
            <time dateTime={entry.date}>{intl.formatDate(entry.date, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}</time>
          </p>
          <h1 id="entry-title" className={styles.detailTitle}>
            {entry.title}
          </h1>
          <p className={styles.lead}>{entry.summary}</p>
          <RichProse document={entry.body} />
          <h2 className={styles.groupTitle}>{intl.formatMessage(messages.photos)}</h2>
          <ul className={styles.photos}>
            {entry.photos.map((photo, index) => (
              <li key={photo}>
                <Figure
                  src={photo}
                  alt={intl.formatMessage(messages.photoAlt, { title: entry.title, index: index + 1 })}
                  width={1200}
                  height={800}
                  eager={index === 0}
                />
              </li>
            ))}
          </ul>
        </article>
      )}
    </div>
  );
}
