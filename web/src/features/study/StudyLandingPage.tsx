import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Section, SkeletonBlock } from '../../components/Page/Page.tsx';
import { SectionBanner } from '../../components/SectionBanner/SectionBanner.tsx';
import { usePageMeta } from '../../components/Seo/usePageMeta.ts';
import { useScrollToHash } from '../../components/Page/useScrollToHash.ts';
import { useLang } from '../../app/i18n/lang.tsx';
import { pageTitles } from '../../app/i18n/pageTitles.ts';
import { localPath } from '../../app/paths.ts';
import { useStudyLandingQuery } from './study.generated.ts';
import { ReportCard } from './ReportCard.tsx';
import { styles } from './styles.ts';

const messages = defineMessages({
  description: { id: 'seo.study.description' },
  lead: { id: 'study.lead' },
  sroi: { id: 'study.sroi.title' },
  sroiIntro: { id: 'study.sroi.intro' },
  fun: { id: 'study.fun.title' },
  funIntro: { id: 'study.fun.intro' },
  alumni: { id: 'study.alumni.title' },
  alumniIntro: { id: 'study.alumni.intro' },
  more: { id: 'study.more' },
  empty: { id: 'study.empty' },
});

/** The study landing: the SROI report (#SROI), impact reports (#FUN) and alumni reports. */
export default function StudyLandingPage() {
  const intl = useIntl();
  const lang = useLang();
  const title = intl.formatMessage(pageTitles.study);
  usePageMeta(title, intl.formatMessage(messages.description));
  const { data, loading } = useStudyLandingQuery();
  useScrollToHash(data !== undefined);
  const reports = data?.studyReports ?? [];
  const sroi = reports.filter((r) => r.kind === 'SROI');
  const impact = reports.filter((r) => r.kind === 'IMPACT');
  const alumni = [
    ...reports.filter((r) => r.kind === 'ALUMNI').map((r) => ({ report: r, to: undefined })),
    ...(data?.studyHistory ?? []).map((h) => ({ report: h, to: localPath(lang, 'study', 'history', h.id) })),
  ];

  const more = (label: string, to: string) => (
    <Link to={to} className={styles.more}>
      {intl.formatMessage(messages.more, { title: label })}
      <span aria-hidden="true"> →</span>
    </Link>
  );

  return (
    <>
      <SectionBanner
        title={title}
        lead={intl.formatMessage(messages.lead)}
        banner={data ? (data.sectionBanners[0] ?? null) : loading ? undefined : null}
      />
      <Section
        id="SROI"
        title={intl.formatMessage(messages.sroi)}
        intro={intl.formatMessage(messages.sroiIntro)}
        action={more(intl.formatMessage(messages.sroi), localPath(lang, 'study', 'SRIO'))}
      >
        {!data ? (
          <SkeletonBlock />
        ) : sroi.length > 0 ? (
          <ul className={styles.grid}>
            {sroi.slice(0, 3).map((r) => (
              <li key={r.id}>
                <ReportCard report={r} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{intl.formatMessage(messages.empty)}</p>
        )}
      </Section>
      <Section
        id="FUN"
        title={intl.formatMessage(messages.fun)}
        intro={intl.formatMessage(messages.funIntro)}
        tone="soft"
        action={more(intl.formatMessage(messages.fun), localPath(lang, 'study', 'FUN'))}
      >
        {!data ? (
          <SkeletonBlock />
        ) : impact.length > 0 ? (
          <ul className={styles.grid}>
            {impact.slice(0, 3).map((r) => (
              <li key={r.id}>
                <ReportCard report={r} to={localPath(lang, 'study', 'FUN', r.id)} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{intl.formatMessage(messages.empty)}</p>
        )}
      </Section>
      <Section id="alumni" title={intl.formatMessage(messages.alumni)} intro={intl.formatMessage(messages.alumniIntro)}>
        {!data ? (
          <SkeletonBlock />
        ) : alumni.length > 0 ? (
          <ul className={styles.grid}>
            {alumni.map(({ report, to }) => (
              <li key={`${to ? "history" : "report"}-${report.id}`}>
                <ReportCard report={report} to={to} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{intl.formatMessage(messages.empty)}</p>
        )}
      </Section>
    </>
  );
}
