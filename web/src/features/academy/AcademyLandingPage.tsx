import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Section, SkeletonBlock } from '../../components/Page/Page.tsx';
import { SectionBanner } from '../../components/SectionBanner/SectionBanner.tsx';
import { usePageMeta } from '../../components/Seo/usePageMeta.ts';
import { useScrollToHash } from '../../components/Page/useScrollToHash.ts';
import { useLang } from '../../app/i18n/lang.tsx';
import { pageTitles } from '../../app/i18n/pageTitles.ts';
import { localPath } from '../../app/paths.ts';
import { useAcademyLandingQuery, type EducationEventCardFragment } from './academy.generated.ts';
import { type EducationEventKind } from '../../generated/types.ts';
import { EventCard } from './EventCard.tsx';
import styles from '../../components/Page/Listing.module.css';

const messages = defineMessages({
  description: { id: 'seo.academy.description' },
  lead: { id: 'academy.lead' },
  workshop: { id: 'academy.workshop.title' },
  workshopIntro: { id: 'academy.workshop.intro' },
  tour: { id: 'academy.tour.title' },
  tourIntro: { id: 'academy.tour.intro' },
  ongoing: { id: 'academy.status.ongoing' },
  past: { id: 'academy.status.past' },
  none: { id: 'academy.status.none' },
  history: { id: 'academy.history.title' },
  historyIntro: { id: 'academy.history.intro' },
  historyMore: { id: 'academy.history.more' },
});

function EventGroups({ events, kind, prefix }: { events: EducationEventCardFragment[]; kind: EducationEventKind; prefix: string }) {
  const intl = useIntl();
  return (
    <>
      {(['ONGOING', 'PAST'] as const).map((status) => {
        const list = events.filter((e) => e.kind === kind && e.status === status);
        const headingId = `${prefix}-${status.toLowerCase()}`;
        return (
          <div key={status} className={styles.group} role="group" aria-labelledby={headingId}>
            <h3 id={headingId} className={styles.groupTitle}>
              {intl.formatMessage(status === 'ONGOING' ? messages.ongoing : messages.past)}
            </h3>
            {list.length > 0 ? (
              <ul className={styles.grid}>
                {list.map((event) => (
                  <li key={event.id}>
                    <EventCard event={event} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.empty}>{intl.formatMessage(messages.none)}</p>
            )}
          </div>
        );
      })}
    </>
  );
}

/** The academy landing: Impact Workshop (#curriculum) and Impact Tours (#block), then past events. */
export default function AcademyLandingPage() {
  const intl = useIntl();
  const lang = useLang();
  const title = intl.formatMessage(pageTitles.academy);
  usePageMeta(title, intl.formatMessage(messages.description));
  const { data, loading } = useAcademyLandingQuery();
  useScrollToHash(data !== undefined);
  const events = data?.educationEvents ?? [];

  return (
    <>
      <SectionBanner
        title={title}
        lead={intl.formatMessage(messages.lead)}
        banner={data ? (data.sectionBanners[0] ?? null) : loading ? undefined : null}
      />
      <Section id="curriculum" title={intl.formatMessage(messages.workshop)} intro={intl.formatMessage(messages.workshopIntro)}>
        {data ? <EventGroups events={events} kind="WORKSHOP" prefix="curriculum" /> : <SkeletonBlock />}
      </Section>
      <Section id="block" title={intl.formatMessage(messages.tour)} intro={intl.formatMessage(messages.tourIntro)} tone="soft">
        {data ? <EventGroups events={events} kind="TOUR" prefix="block" /> : <SkeletonBlock />}
      </Section>
      <Section id="history" title={intl.formatMessage(messages.history)} intro={intl.formatMessage(messages.historyIntro)}>
        <Link to={localPath(lang, 'academy', 'history')} className="button button-secondary">
          {intl.formatMessage(messages.historyMore)}
        </Link>
      </Section>
    </>
  );
}
