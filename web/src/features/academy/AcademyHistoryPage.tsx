import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Figure, PageHeader, SkeletonBlock } from '../../components/Page/Page.tsx';
import { usePageMeta } from '../../components/Seo/usePageMeta.ts';
import { useLang } from '../../app/i18n/lang.tsx';
import { pageTitles } from '../../app/i18n/pageTitles.ts';
import { localPath } from '../../app/paths.ts';
import { useAcademyHistoryQuery } from './academy.generated.ts';
import styles from '../../components/Page/Listing.module.css';

const messages = defineMessages({
  description: { id: 'seo.academyHistory.description' },
  lead: { id: 'academy.historyPage.lead' },
  workshop: { id: 'academy.kind.workshop' },
  tour: { id: 'academy.kind.tour' },
  empty: { id: 'academy.status.none' },
});

/** Reviews of past workshops and tours (#history lists them too), each opening its own page. */
export default function AcademyHistoryPage() {
  const intl = useIntl();
  const lang = useLang();
  const title = intl.formatMessage(pageTitles.academyHistory);
  usePageMeta(title, intl.formatMessage(messages.description));
  const { data } = useAcademyHistoryQuery();
  const entries = data?.educationHistory ?? [];

  return (
    <>
      <PageHeader title={title} lead={intl.formatMessage(messages.lead)} />
      <div id="history" className={`container ${styles.page}`}>
        {!data ? (
          <SkeletonBlock />
        ) : entries.length === 0 ? (
          <p className={styles.empty}>{intl.formatMessage(messages.empty)}</p>
        ) : (
          <ul className={styles.grid}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <article className={styles.card}>
                  {entry.photos[0] ? <Figure src={entry.photos[0]} alt="" width={1200} height={800} /> : null}
                  <div className={styles.cardBody}>
                    <p className={styles.kind}>
                      {intl.formatMessage(entry.kind === 'WORKSHOP' ? messages.workshop : messages.tour)} ·{' '}
                      <time dateTime={entry.date}>{intl.formatDate(entry.date, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}</time>
                    </p>
                    <h2 className={styles.cardTitle}>
                      <Link to={localPath(lang, 'academy', 'history', entry.id)} className={styles.cardLink}>
                        {entry.title}
                      </Link>
                    </h2>
                    <p className={styles.text}>{entry.summary}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
