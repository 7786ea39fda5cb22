import { defineMessages, useIntl } from 'react-intl';
import { PageHeader, SkeletonBlock } from '../../components/Page/Page.tsx';
import { usePageMeta } from '../../components/Seo/usePageMeta.ts';
import { useLang } from '../../app/i18n/lang.tsx';
import { pageTitles } from '../../app/i18n/pageTitles.ts';
import { localPath } from '../../app/paths.ts';
import { useStudyReportsQuery } from './study.generated.ts';
import { ReportCard } from './ReportCard.tsx';
import { styles } from './styles.ts';

const messages = defineMessages({
  sroiDescription: { id: 'seo.studySroi.description' },
  funDescription: { id: 'seo.studyFun.description' },
  sroiIntro: { id: 'study.sroi.intro' },
  funIntro: { id: 'study.fun.intro' },
  empty: { id: 'study.empty' },
});

/** All reports of one kind: the SROI reports (SRIO) or the impact reports (FUN). */
function StudyReportsPage({ kind }: { kind: 'SROI' | 'IMPACT' }) {
  const intl = useIntl();
  const lang = useLang();
  const sroi = kind === 'SROI';
  const title = intl.formatMessage(sroi ? pageTitles.studySroi : pageTitles.studyFun);
  usePageMeta(title, intl.formatMessage(sroi ? messages.sroiDescription : messages.funDescription));
  const { data } = useStudyReportsQuery({ variables: { kind } });
  const reports = data?.studyReports ?? [];
  return (
    <>
      <PageHeader title={title} lead={intl.formatMessage(sroi ? messages.sroiIntro : messages.funIntro)} />
      <div id={sroi ? 'SROI' : 'FUN'} className={`container ${styles.page}`}>
        {!data ? (
          <SkeletonBlock />
        ) : reports.length === 0 ? (
          <p className={styles.empty}>{intl.formatMessage(messages.empty)}</p>
        ) : (
          <ul className={styles.grid}>
            {reports.map((r) => (
              <li key={r.id}>
                <ReportCard report={r} level={2} to={sroi ? undefined : localPath(lang, 'study', 'FUN', r.id)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

export function StudySroiPage() {
  return <StudyReportsPage kind="SROI" />;
}

export function StudyFunPage() {
  return <StudyReportsPage kind="IMPACT" />;
}
