import { ApolloClient, ApolloLink, type DocumentNode, type OperationVariables } from '@apollo/client';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/messages/en.json';
import zhTw from '../../i18n/messages/zhTw.json';
import { createCache } from '../apollo.ts';
import type { PageKey } from '../i18n/pageTitles.ts';
import type { Lang } from '../paths.ts';
import { pageHead, type PageHead } from './head.ts';
import { SeoArticleDocument, SeoEducationEventsDocument, SeoHomeDocument, SeoSectionBannerDocument } from './seo.generated.ts';

const origin = 'https://yip.example.org';
const catalogues = { zhTw, en } as Record<Lang, Record<string, string>>;

function clientWith(...writes: Array<{ query: DocumentNode; variables?: OperationVariables; data: object }>) {
  // No link is ever used: the head only reads what the page's render left in the cache.
  const client = new ApolloClient({ cache: createCache(), link: ApolloLink.empty() });
  for (const write of writes) client.writeQuery(write);
  return client;
}

function head(lang: Lang, pathname: string, page: PageKey | undefined, options: { params?: Record<string, string>; client?: ApolloClient; notFound?: boolean } = {}): PageHead {
  return pageHead({
    lang,
    pathname,
    page,
    params: options.params ?? {},
    client: options.client ?? clientWith(),
    intl: createIntl({ locale: lang === 'en' ? 'en' : 'zh-Hant-TW', messages: catalogues[lang] }),
    origin,
    notFound: options.notFound ?? false,
  });
}

const article = (lang: Lang) => ({
  query: SeoArticleDocument,
  variables: { id: '80' },
  data: {
    article: {
      __typename: 'Article',
      id: '80',
      column: 'SOCIAL',
      title: lang === 'en' ? 'Care robots in village clinics' : '偏鄉診所的照護機器人',
      summary: lang === 'en' ? 'How a team brought robots to the clinics.' : '一支團隊如何把機器人帶進診所。',
      body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '…' }] }] },
      cover: '/files/seed/article-care-robots.svg',
      author: 'Social Innovation Column desk',
      publishedAt: '2026-10-01T00:00:00.000Z',
      ogImage: null as null | { __typename: 'LinkPreviewImage'; src: string; width: number | null; height: number | null; alt: string },
    },
  },
});

describe('pageHead', () => {
  it('home: the site as og:title, its banner as the image, Organization with the social links', () => {
    const client = clientWith({
      query: SeoHomeDocument,
      data: {
        homeBanners: [{ __typename: 'HomeBanner', id: '1', alt: 'Students at the competition', imageDesktop: '/files/seed/home-banner-competition-desktop.svg' }],
        siteSettings: { __typename: 'SiteSettings', socialLinks: [{ __typename: 'SocialLink', network: 'FACEBOOK', url: 'https://facebook.com/yip' }] },
      },
    });
    const zh = head('zhTw', '/zhTw/', 'home', { client });
    expect(zh.title).toBe('首頁 | 青年公益實踐計畫');
    expect(zh.ogTitle).toBe('青年公益實踐計畫');
    expect(zh.description).toBe(zhTw['seo.home.description']);
    expect(zh.canonical).toBe(`${origin}/zhTw/`);
    expect(zh.alternates).toEqual([
      { hreflang: 'zh-Hant-TW', href: `${origin}/zhTw/` },
      { hreflang: 'en', href: `${origin}/en/` },
      { hreflang: 'x-default', href: `${origin}/zhTw/` },
    ]);
    expect(zh.locale).toBe('zh_TW');
    expect(zh.image).toEqual({ url: `${origin}/files/seed/home-banner-competition-desktop.png`, width: 1920, height: 720, alt: 'Students at the competition' });
    expect(zh.jsonLd).toEqual([
      { '@context': 'https://schema.org', '@type': 'Organization', name: '青年公益實踐計畫', url: `${origin}/zhTw/`, sameAs: ['https://facebook.com/yip'] },
    ]);
    const english = head('en', '/en', 'home');
    expect(english.title).toBe('Home | Youth Social Impact Programme');
    expect(english.description).toBe(en['seo.home.description']);
    expect(english.canonical).toBe(`${origin}/en/`);
    expect(english.locale).toBe('en_US');
    // Without its banners in the cache the page still has a preview: the site's image.
    expect(english.image).toEqual({ url: `${origin}/og-image.png`, width: 1200, height: 630, alt: 'Youth Social Impact Programme' });
  });

  it.each(['zhTw', 'en'] as const)('an article in %s: its own title, summary, cover and NewsArticle, canonical under its own column', (lang) => {
    const written = article(lang);
    const result = head(lang, `/${lang}/news/now/80`, 'newsArticle', { params: { lang, id: '80' }, client: clientWith(written) });
    const { title, summary } = written.data.article;
    expect(result.title).toBe(`${title} | ${catalogues[lang]['app.siteName']}`);
    expect(result.ogTitle).toBe(title);
    expect(result.description).toBe(summary);
    expect(result.ogType).toBe('article');
    expect(result.publishedAt).toBe('2026-10-01T00:00:00.000Z');
    expect(result.canonical).toBe(`${origin}/${lang}/news/social/80`);
    expect(result.alternates.map((link) => link.href)).toEqual([`${origin}/zhTw/news/social/80`, `${origin}/en/news/social/80`, `${origin}/zhTw/news/social/80`]);
    expect(result.image).toEqual({ url: `${origin}/files/seed/article-care-robots.png`, width: 1200, height: 800, alt: title });
    expect(result.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'NewsArticle',
        headline: title,
        description: summary,
        image: [`${origin}/files/seed/article-care-robots.png`],
        datePublished: '2026-10-01T00:00:00.000Z',
        inLanguage: lang === 'en' ? 'en' : 'zh-Hant-TW',
        mainEntityOfPage: `${origin}/${lang}/news/social/80`,
        author: { '@type': 'Organization', name: 'Social Innovation Column desk' },
      }),
    ]);
    expect(result.robots).toBeUndefined();
  });

  it('an article with its own link-preview image: og:image is it, with its size when known; JSON-LD keeps the cover', () => {
    const written = article('en');
    const ogImage = { __typename: 'LinkPreviewImage' as const, src: '/files/public/img-og-0123456789abcdef01234567-1200.jpg', width: 1200, height: 630, alt: 'Robots at a clinic' };
    written.data.article.ogImage = ogImage;
    const result = head('en', '/en/news/social/80', 'newsArticle', { params: { id: '80' }, client: clientWith(written) });
    expect(result.image).toEqual({ url: `${origin}${ogImage.src}`, width: 1200, height: 630, alt: 'Robots at a clinic' });
    expect(result.jsonLd).toEqual([expect.objectContaining({ image: [`${origin}/files/seed/article-care-robots.png`] })]);
    // A path typed by hand has no size the server knows, so none is claimed.
    written.data.article.ogImage = { ...ogImage, src: 'https://cdn.example.org/preview.jpg', width: null, height: null };
    const typed = head('en', '/en/news/social/80', 'newsArticle', { params: { id: '80' }, client: clientWith(written) });
    expect(typed.image).toEqual({ url: 'https://cdn.example.org/preview.jpg', alt: 'Robots at a clinic' });
  });

  it('an unknown article is not found: noindex, no alternates, no JSON-LD', () => {
    const client = clientWith({ query: SeoArticleDocument, variables: { id: '999' }, data: { article: null } });
    for (const lang of ['zhTw', 'en'] as const) {
      const result = head(lang, `/${lang}/news/now/999`, 'newsArticle', { params: { id: '999' }, client });
      expect(result.robots).toBe('noindex');
      expect(result.title).toBe(`${catalogues[lang]['seo.notFound.title']} | ${catalogues[lang]['app.siteName']}`);
      expect(result.description).toBe(catalogues[lang]['seo.notFound.body']);
      expect(result.alternates).toEqual([]);
      expect(result.jsonLd).toEqual([]);
    }
    // The renderer's word is enough too (an unknown path).
    expect(head('en', '/en/news/now/5', 'newsArticle', { notFound: true }).robots).toBe('noindex');
  });

  it.each(['zhTw', 'en'] as const)('academy events in %s: one Event each, with the section banner as the image', (lang) => {
    const client = clientWith(
      {
        query: SeoEducationEventsDocument,
        data: {
          educationEvents: [
            {
              __typename: 'EducationEvent',
              id: '3',
              kind: 'TOUR',
              title: lang === 'en' ? 'Impact Tour: Hualien' : '影響力走讀：花蓮',
              summary: lang === 'en' ? 'A day with a rural care team.' : '與偏鄉照護團隊的一天。',
              startAt: '2026-12-05T01:00:00.000Z',
              endAt: '2026-12-05T09:00:00.000Z',
              place: lang === 'en' ? 'Hualien' : '花蓮',
              status: 'ONGOING',
              cover: '/files/seed/tour-hualien.svg',
              signupUrl: null,
            },
          ],
        },
      },
      { query: SeoSectionBannerDocument, variables: { section: 'ACADEMY' }, data: { sectionBanners: [{ __typename: 'SectionBanner', id: '1', section: 'ACADEMY', title: 'Academy', image: '/files/seed/education-banner.svg' }] } },
    );
    const result = head(lang, `/${lang}/academy/landing`, 'academy', { client });
    expect(result.title).toBe(`${catalogues[lang]['page.academy.title']} | ${catalogues[lang]['app.siteName']}`);
    expect(result.description).toBe(catalogues[lang]['seo.academy.description']);
    expect(result.image?.url).toBe(`${origin}/files/seed/education-banner.png`);
    expect(result.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: lang === 'en' ? 'Impact Tour: Hualien' : '影響力走讀：花蓮',
        description: lang === 'en' ? 'A day with a rural care team.' : '與偏鄉照護團隊的一天。',
        startDate: '2026-12-05T01:00:00.000Z',
        endDate: '2026-12-05T09:00:00.000Z',
        location: { '@type': 'Place', name: lang === 'en' ? 'Hualien' : '花蓮', address: lang === 'en' ? 'Hualien' : '花蓮' },
        image: [`${origin}/files/seed/tour-hualien.png`],
        url: `${origin}/${lang}/academy/landing`,
        inLanguage: lang === 'en' ? 'en' : 'zh-Hant-TW',
        organizer: { '@type': 'Organization', name: catalogues[lang]['app.siteName'], url: `${origin}/${lang}/` },
      },
    ]);
  });

  it.each(['zhTw', 'en'] as const)('the competition page in %s: its title and its own description', (lang) => {
    const result = head(lang, `/${lang}/invention/`, 'invention');
    expect(result.title).toBe(`${catalogues[lang]['page.invention.title']} | ${catalogues[lang]['app.siteName']}`);
    expect(result.description).toBe(catalogues[lang]['seo.invention.description']);
    expect(result.canonical).toBe(`${origin}/${lang}/invention`);
    expect(result.alternates[2]).toEqual({ hreflang: 'x-default', href: `${origin}/zhTw/invention` });
    expect(result.ogType).toBe('website');
  });

  it("placeholder pages and the members' rendered frames are not to be listed", () => {
    expect(head('en', '/en/building', 'building').robots).toBe('noindex');
    expect(head('zhTw', '/zhTw/unpublic', 'unpublic').robots).toBe('noindex');
    expect(head('en', '/en/invention-apply/team-data/new', 'inventionApplyTeamData').robots).toBe('noindex');
    expect(head('zhTw', '/zhTw/user/invention-list', 'userInventionList').robots).toBe('noindex');
    expect(head('en', '/en/about', 'about').robots).toBeUndefined();
  });

  it('a catalogue without the page texts (split by area) falls back to the site name', () => {
    const result = pageHead({
      lang: 'en',
      pathname: '/en/about',
      page: 'about',
      params: {},
      client: clientWith(),
      intl: createIntl({ locale: 'en', messages: { 'app.siteName': 'YIP', 'app.title.format': '{page} | {site}', 'page.about.title': 'About' }, onError: () => {} }),
      origin,
      notFound: false,
    });
    expect(result.title).toBe('About | YIP');
    expect(result.description).toBe('YIP');
  });
});
