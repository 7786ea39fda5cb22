import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Carousel } from '../../components/Carousel/Carousel.tsx';
import { NewsletterForm } from '../../components/NewsletterForm/NewsletterForm.tsx';
import { Figure } from '../../components/Page/Page.tsx';
import { useScrollToHash } from '../../components/Page/useScrollToHash.ts';
import { SmartLink } from '../../components/SmartLink/SmartLink.tsx';
import { TestimonialList } from '../../components/Testimonial/Testimonial.tsx';
import { useLang } from '../../app/i18n/lang.tsx';
import { localPath } from '../../app/paths.ts';
import type { HomePageQuery } from './home.generated.ts';
import { ImpactFigures } from './ImpactFigures.tsx';
import styles from './HomeSections.module.css';

const messages = defineMessages({
  impactTitle: { id: 'home.impact.title' },
  recommendTitle: { id: 'home.recommend.title' },
  recommendMore: { id: 'home.recommend.more' },
  supportTitle: { id: 'home.support.title' },
  testimonialsTitle: { id: 'home.testimonials.title' },
  themesTitle: { id: 'home.themes.title' },
  pillarsTitle: { id: 'home.pillars.title' },
  pillarsMore: { id: 'home.pillars.more' },
  newsletterTitle: { id: 'home.newsletter.title' },
  newsletterIntro: { id: 'home.newsletter.intro' },
});

// The four theme buttons (spec §1) and where each leads.
const themes = [
  { key: 'ventures', path: ['invention'], label: defineMessages({ m: { id: 'home.theme.ventures' } }).m },
  { key: 'academy', path: ['academy', 'landing'], label: defineMessages({ m: { id: 'home.theme.academy' } }).m },
  { key: 'study', path: ['study', 'landing'], label: defineMessages({ m: { id: 'home.theme.study' } }).m },
  { key: 'news', path: ['news', 'landing'], label: defineMessages({ m: { id: 'home.theme.news' } }).m },
] as const;

// The four pillars: the programme's two application tracks and its two learning tracks.
const pillars = [
  { key: 'invention', path: ['invention'], ...defineMessages({ title: { id: 'home.pillar.invention.title' }, body: { id: 'home.pillar.invention.body' } }) },
  { key: 'incubator', path: ['incubator'], ...defineMessages({ title: { id: 'home.pillar.incubator.title' }, body: { id: 'home.pillar.incubator.body' } }) },
  { key: 'academy', path: ['academy', 'landing'], ...defineMessages({ title: { id: 'home.pillar.academy.title' }, body: { id: 'home.pillar.academy.body' } }) },
  { key: 'study', path: ['study', 'landing'], ...defineMessages({ title: { id: 'home.pillar.study.title' }, body: { id: 'home.pillar.study.body' } }) },
] as const;

type Content = HomePageQuery['homeContent'];
type Figures = HomePageQuery['siteSettings']['impactFigures'];

/** The home page below the latest news, in one lazily loaded chunk. */
export default function HomeSections({ content, figures }: { content: Content; figures: Figures }) {
  const intl = useIntl();
  const lang = useLang();
  const recommendTitle = intl.formatMessage(messages.recommendTitle);
  // Mounted with the page's content: a #section (the studio's preview of a recommendation) is there.
  useScrollToHash(true);

  return (
    <div className={styles.sections}>
      {figures.length > 0 ? <ImpactFigures figures={figures} title={intl.formatMessage(messages.impactTitle)} /> : null}

      {content.recommendations.length > 0 ? (
        <section className={`container ${styles.block}`} aria-labelledby="home-recommend-title">
          <h2 id="home-recommend-title" className={styles.title}>
            {recommendTitle}
          </h2>
          <div data-testid="recommend-carousel">
            <Carousel
              label={recommendTitle}
              items={content.recommendations.map((item) => ({
                key: item.id,
                label: item.title,
                content: (
                  <article className={styles.recommend}>
                    {item.image ? <Figure src={item.image} alt="" width={1200} height={800} /> : null}
                    <div className={styles.recommendBody}>
                      <h3 className={styles.cardTitle}>{item.title}</h3>
                      <p className={styles.cardText}>{item.content}</p>
                      {item.link ? (
                        <SmartLink href={item.link} className={styles.cardLink}>
                          {intl.formatMessage(messages.recommendMore, { title: item.title })}
                        </SmartLink>
                      ) : null}
                    </div>
                  </article>
                ),
              }))}
            />
          </div>
        </section>
      ) : null}

      {content.supportStatements.length > 0 ? (
        <section className={styles.support} aria-labelledby="home-support-title">
          <div className="container">
            <h2 id="home-support-title" className={styles.title}>
              {intl.formatMessage(messages.supportTitle)}
            </h2>
            <ul className={styles.supportGrid}>
              {content.supportStatements.map((block, index) => (
                <li key={index} className={styles.supportItem}>
                  <span className={styles.supportIndex} aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <h3 className={styles.cardTitle}>{block.title}</h3>
                  <p className={styles.cardText}>{block.content}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {content.testimonials.length > 0 ? (
        <section className={`container ${styles.block}`} aria-labelledby="home-testimonials-title">
          <h2 id="home-testimonials-title" className={styles.title}>
            {intl.formatMessage(messages.testimonialsTitle)}
          </h2>
          <TestimonialList items={content.testimonials} />
        </section>
      ) : null}

      <section className={styles.themes} aria-labelledby="home-themes-title">
        <div className="container">
          <h2 id="home-themes-title" className={styles.title}>
            {intl.formatMessage(messages.themesTitle)}
          </h2>
          <ul className={styles.themeList}>
            {themes.map((theme) => (
              <li key={theme.key}>
                <Link to={localPath(lang, ...theme.path)} className={styles.themeButton} data-theme={theme.key}>
                  {intl.formatMessage(theme.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`container ${styles.block}`} aria-labelledby="home-pillars-title">
        <h2 id="home-pillars-title" className={styles.title}>
          {intl.formatMessage(messages.pillarsTitle)}
        </h2>
        <ul className={styles.pillars}>
          {pillars.map((pillar) => (
            <li key={pillar.key} className={styles.pillar}>
              <h3 className={styles.cardTitle}>{intl.formatMessage(pillar.title)}</h3>
              <p className={styles.cardText}>{intl.formatMessage(pillar.body)}</p>
              <Link to={localPath(lang, ...pillar.path)} className={styles.cardLink}>
                {intl.formatMessage(messages.pillarsMore, { title: intl.formatMessage(pillar.title) })}
                <span aria-hidden="true"> →</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.newsletter} aria-labelledby="home-newsletter-title">
        <div className={`container ${styles.newsletterInner}`}>
          <div>
            <h2 id="home-newsletter-title" className={styles.newsletterTitle}>
              {intl.formatMessage(messages.newsletterTitle)}
            </h2>
            <p className={styles.newsletterIntro}>{intl.formatMessage(messages.newsletterIntro)}</p>
          </div>
          <NewsletterForm idPrefix="home-newsletter" tone="dark" />
        </div>
      </section>
    </div>
  );
}
