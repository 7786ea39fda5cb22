import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageHeader, Prose, Section, SkeletonBlock } from '../../components/Page/Page.tsx';
import { usePageMeta } from '../../components/Seo/usePageMeta.ts';
import { useScrollToHash } from '../../components/Page/useScrollToHash.ts';
import { useLang } from '../../app/i18n/lang.tsx';
import { pageTitles } from '../../app/i18n/pageTitles.ts';
import { localPath } from '../../app/paths.ts';
import { useAboutPageQuery } from './about.generated.ts';
import { type ThemeKey } from '../../generated/types.ts';
import styles from './AboutPage.module.css';

const messages = defineMessages({
  description: { id: 'seo.about.description' },
  lead: { id: 'about.lead' },
  ceo: { id: 'about.ceo.title' },
  themes: { id: 'about.themes.title' },
  partners: { id: 'about.partners.title' },
  partnerSite: { id: 'about.partners.site' },
  slogans: { id: 'about.slogans.title' },
  themeMore: { id: 'about.themes.more' },
});

// Where each of the four themes is practised on the site.
const themePath: Record<ThemeKey, string[]> = {
  VENTURES: ['invention'],
  ACADEMY: ['academy', 'landing'],
  STUDY: ['study', 'landing'],
  NEWS: ['news', 'landing'],
};

/** About (spec §1): the CEO's message, the four themes (#four-main), partners (#partner), slogans. */
export default function AboutPage() {
  const intl = useIntl();
  const lang = useLang();
  const title = intl.formatMessage(pageTitles.about);
  usePageMeta(title, intl.formatMessage(messages.description));
  const { data } = useAboutPageQuery();
  useScrollToHash(data !== undefined);
  const about = data?.aboutPage;

  return (
    <>
      <PageHeader title={title} lead={intl.formatMessage(messages.lead)} />

      <Section id="ceo" title={intl.formatMessage(messages.ceo)}>
        {about ? (
          <div className={styles.ceo}>
            <img className={styles.portrait} src={about.ceoMessage.photo} alt="" width={1200} height={800} fetchPriority="high" />
            <div>
              <Prose text={about.ceoMessage.paragraphs} />
              <p className={styles.signature}>
                <span className={styles.name}>{about.ceoMessage.name}</span>
                <span className={styles.role}>{about.ceoMessage.title}</span>
              </p>
            </div>
          </div>
        ) : (
          <SkeletonBlock lines={5} />
        )}
      </Section>

      <Section id="four-main" title={intl.formatMessage(messages.themes)} tone="soft">
        {about ? (
          <ol className={styles.themes}>
            {about.themes.map((theme, index) => (
              <li key={theme.key} className={styles.theme} data-theme={theme.key}>
                <span className={styles.themeIndex} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className={styles.themeTitle}>{theme.title}</h3>
                <p className={styles.themeText}>{theme.content}</p>
                <Link to={localPath(lang, ...themePath[theme.key])} className={styles.themeLink}>
                  {intl.formatMessage(messages.themeMore, { title: theme.title })}
                  <span aria-hidden="true"> →</span>
                </Link>
              </li>
            ))}
          </ol>
        ) : (
          <SkeletonBlock />
        )}
      </Section>

      <Section id="partner" title={intl.formatMessage(messages.partners)}>
        {about ? (
          <ul className={styles.partners}>
            {about.partners.map((partner) => {
              const logo = <img src={partner.logo} alt={partner.name} width={240} height={120} loading="lazy" decoding="async" />;
              return (
                <li key={partner.name} className={styles.partner}>
                  {partner.url ? (
                    <a href={partner.url} target="_blank" rel="noopener noreferrer" className={styles.partnerLink}>
                      {logo}
                      <span className="visually-hidden">{intl.formatMessage(messages.partnerSite)}</span>
                    </a>
                  ) : (
                    logo
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <SkeletonBlock />
        )}
      </Section>

      <Section id="slogans" title={intl.formatMessage(messages.slogans)} tone="soft">
        {about ? (
          <ul className={styles.slogans}>
            {about.coreSlogans.map((slogan) => (
              <li key={slogan}>{slogan}</li>
            ))}
          </ul>
        ) : (
          <SkeletonBlock />
        )}
      </Section>
    </>
  );
}
