import type { RichDocument } from '@yip/rules/rich-text';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { NotFound } from '../../components/NotFound/NotFound.tsx';
import { Figure, SkeletonBlock } from '../../components/Page/Page.tsx';
import { RichProse } from '../../components/RichText/RichProse.tsx';
import { usePageMeta } from '../../components/Seo/usePageMeta.ts';
import { useLang } from '../../app/i18n/lang.tsx';
import { pageTitles } from '../../app/i18n/pageTitles.ts';
import { localPath } from '../../app/paths.ts';
import { useStudyHistoryEntryQuery, useStudyReportQuery } from './study.generated.ts';
import { styles } from './styles.ts';

const messages = defineMessages({
  year: { id: 'study.report.year' },
  pdf: { id: 'study.report.pdf' },
  back: { id: 'study.detail.back' },
});

interface Shown {
  title: string;
  summary: string;
  year: number;
  cover: string;
  pdf: string | null;
  body?: RichDocument;
}

function Detail({ item, loading, back }: { item: Shown | null | undefined; loading: boolean; back: { to: string; label: string } }) {
  const intl = useIntl();
  usePageMeta(item?.title ?? back.label, item?.summary);
  if (!loading && !item) return <NotFound back={back} />;
  return (
    <div className={`container ${styles.detail}`}>
      <nav className={styles.breadcrumb} aria-label={back.label}>
        <Link to={back.to}>
          <span aria-hidden="true">← </span>
          {back.label}
        </Link>
      </nav>
      {!item ? (
        <SkeletonBlock lines={6} />
      ) : (
        <article aria-labelledby="report-title">
          <p className={styles.kind}>{intl.formatMessage(messages.year, { year: item.year })}</p>
          <h1 id="report-title" className={styles.detailTitle}>
            {item.title}
          </h1>
          <p className={styles.lead}>{item.summary}</p>
          <Figure src={item.cover} alt="" width={1200} height={800} eager />
          {item.body ? <RichProse document={item.body} className={styles.body} /> : null}
          {item.pdf ? (
            <a href={item.pdf} className={`button button-primary ${styles.download}`} target="_blank" rel="noopener">
              {intl.formatMessage(messages.pdf, { title: item.title })}
            </a>
          ) : null}
        </article>
      )}
    </div>
  );
}

/** FUN/:id — one impact report. */
export function StudyFunDetailPage() {
  const intl = useIntl();
  const lang = useLang();
  const { id = '' } = useParams();
  const { data, loading } = useStudyReportQuery({ variables: { kind: 'IMPACT', id } });
  return (
    <Detail
      item={data?.studyReport}
      loading={loading}
      back={{ to: localPath(lang, 'study', 'FUN'), label: intl.formatMessage(messages.back, { title: intl.formatMessage(pageTitles.studyFun) }) }}
    />
  );
}

/** history/:id — one alumni report or earlier publication. */
export function StudyHistoryDetailPage() {
  const intl = useIntl();
  const lang = useLang();
  const { id = '' } = useParams();
  const { data, loading } = useStudyHistoryEntryQuery({ variables: { id } });
  return (
    <Detail
      item={data?.studyHistoryEntry}
      loading={loading}
      back={{ to: localPath(lang, 'study', 'landing'), label: intl.formatMessage(messages.back, { title: intl.formatMessage(pageTitles.study) }) }}
    />
  );
}
