import { defineMessages, useIntl } from 'react-intl';
import { Carousel } from '../../components/Carousel/Carousel.tsx';
import { FaqList } from '../../components/Faq/FaqList.tsx';
import { Figure, PageHeader, Section, SkeletonBlock } from '../../components/Page/Page.tsx';
import { RichProse } from '../../components/RichText/RichProse.tsx';
import { Registration } from '../../components/Registration/Registration.tsx';
import { usePageMeta } from '../../components/Seo/usePageMeta.ts';
import { useScrollToHash } from '../../components/Page/useScrollToHash.ts';
import { TestimonialCard } from '../../components/Testimonial/Testimonial.tsx';
import { useLang } from '../../app/i18n/lang.tsx';
import { pageTitles } from '../../app/i18n/pageTitles.ts';
import { localPath } from '../../app/paths.ts';
import { useIncubatorPageQuery } from './incubator.generated.ts';
import { type IncubatorIssue } from '../../generated/types.ts';
import styles from './IncubatorPage.module.css';

const messages = defineMessages({
  description: { id: 'seo.incubator.description' },
  lead: { id: 'incubator.lead' },
  introduction: { id: 'incubator.introduction.title' },
  apply: { id: 'incubator.apply.title' },
  qualification: { id: 'incubator.qualification.title' },
  faq: { id: 'incubator.faq.title' },
  testimonials: { id: 'incubator.testimonials.title' },
  mentors: { id: 'incubator.mentors.title' },
  alumni: { id: 'incubator.alumni.title' },
  registration: { id: 'incubator.registration.title' },
});

const issues = defineMessages<IncubatorIssue>({
  CHARITY: { id: 'incubator.issue.charity' },
  HEALTHCARE: { id: 'incubator.issue.healthcare' },
  EDUCATION: { id: 'incubator.issue.education' },
  ENVIRONMENT: { id: 'incubator.issue.environment' },
  CIRCULAR_ECONOMY: { id: 'incubator.issue.circularEconomy' },
  YOUTH_SENIOR: { id: 'incubator.issue.youthSenior' },
  FOOD: { id: 'incubator.issue.food' },
  DISASTER: { id: 'incubator.issue.disaster' },
  LOCAL: { id: 'incubator.issue.local' },
});

/** The incubator page (spec §2): introduction, how to apply, eligibility per group, FAQs, alumni. */
export default function IncubatorPage() {
  const intl = useIntl();
  const lang = useLang();
  const title = intl.formatMessage(pageTitles.incubator);
  usePageMeta(title, intl.formatMessage(messages.description));
  const { data } = useIncubatorPageQuery();
  useScrollToHash(data !== undefined);
  const page = data?.incubatorPage;
  const sections = (anchor: 'INTRODUCTION' | 'APPLY' | 'ELIGIBILITY') => page?.sections.filter((s) => s.anchor === anchor) ?? [];

  return (
    <>
      <PageHeader title={title} lead={intl.formatMessage(messages.lead)} />

      <Section id="introduction" title={intl.formatMessage(messages.introduction)}>
        {page ? sections('INTRODUCTION').map((s) => <RichProse key={s.id} document={s.body} headingLevel={3} />) : <SkeletonBlock />}
      </Section>

      <Section id="qualification" title={intl.formatMessage(messages.qualification)} tone="soft">
        {page ? (
          <div className={styles.groups}>
            {sections('ELIGIBILITY').map((s) => (
              <article key={s.id} className={styles.group}>
                <h3 className={styles.cardTitle}>{s.title}</h3>
                <RichProse document={s.body} headingLevel={4} />
              </article>
            ))}
          </div>
        ) : (
          <SkeletonBlock />
        )}
      </Section>

      <Section id="registration" title={intl.formatMessage(messages.registration)}>
        <div className={styles.applyGrid}>
          <div>
            <h3 className={styles.cardTitle}>{intl.formatMessage(messages.apply)}</h3>
            {page ? sections('APPLY').map((s) => <RichProse key={s.id} document={s.body} headingLevel={3} />) : <SkeletonBlock />}
          </div>
          {page ? (
            <Registration session={page.session} applyTo={localPath(lang, 'incubator-apply', 'team-data', 'new')} />
          ) : (
            <SkeletonBlock />
          )}
        </div>
      </Section>

      <Section id="q-and-a" title={intl.formatMessage(messages.faq)} tone="soft">
        {page ? <FaqList items={page.faqs} /> : <SkeletonBlock />}
      </Section>

      <Section id="recommend" title={intl.formatMessage(messages.testimonials)}>
        {page ? (
          <Carousel
            label={intl.formatMessage(messages.testimonials)}
            items={page.testimonials.map((r, i) => ({ key: r.id ?? String(i), label: r.person, content: <TestimonialCard item={r} /> }))}
          />
        ) : (
          <SkeletonBlock />
        )}
      </Section>

      <Section id="history-teacher" title={intl.formatMessage(messages.mentors)} tone="soft">
        {page ? (
          <ul className={styles.cards}>
            {page.mentors.map((m) => (
              <li key={m.id} className={styles.card}>
                <Figure src={m.photo} alt="" width={1200} height={800} />
                <div className={styles.cardBody}>
                  <h3 className={styles.cardTitle}>{m.name}</h3>
                  <p className={styles.meta}>
                    {m.title} · {m.organisation}
                  </p>
                  <p className={styles.text}>{m.bio}</p>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <SkeletonBlock />
        )}
      </Section>

      <Section id="history-team" title={intl.formatMessage(messages.alumni)}>
        {page ? (
          <ul className={styles.cards}>
            {page.alumni.map((team) => (
              <li key={team.id} className={styles.card}>
                <Figure src={team.image} alt="" width={1200} height={800} />
                <div className={styles.cardBody}>
                  <p className={styles.tag}>
                    {team.year} · {intl.formatMessage(issues[team.issue])}
                  </p>
                  <h3 className={styles.cardTitle}>{team.name}</h3>
                  <p className={styles.text}>{team.summary}</p>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <SkeletonBlock />
        )}
      </Section>
    </>
  );
}
