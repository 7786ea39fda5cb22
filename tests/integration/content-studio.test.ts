// The content studio through the real gateway and backend (issue 21): an officer creates an FAQ
// with its English left empty, cannot publish it so, saves over a stale version in vain, publishes,
// and the public query and the server-rendered page show it within 5 s with the public caches on;
// revisions and their restore, the bin; only managers reach any of it; the site settings' versioned
// saves. Then two gateways sharing a real redis-server: an edit through one shows on the other within
// 5 s. Images: an upload's checks, sizes and stripped metadata, served through the gateway; an
// article's link-preview image in its page's head, and the cover in its place once removed. A
// rich-text article with an image uploaded into it is saved, a hostile one refused at its field, and
// the public query and page answer the document, the image as a <picture> of its sizes.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { codeOf, dataOf, graphql, loggedInMember, type Answer } from '../support/applications.ts';
import { managerToken } from '../support/manager.ts';
import { startRedis, type RedisServer } from '../support/redis.ts';
import { startBackend, startGateway, type Backend, type Tier } from '../support/stack.ts';

let backend: Backend;
let gateway: Tier;
let manager: string;
let member: string;
const gql = graphql(() => gateway.url);

const RECORD = 'id position published version missingTranslations { field language } fields { name localised { zhTw en } }';
const CREATE = `mutation ($input: ContentCreateInput!) { staffCreateContent(input: $input) { ${RECORD} } }`;
const SAVE = `mutation ($input: ContentSaveInput!) { staffSaveContent(input: $input) { ${RECORD} } }`;
const PUBLISH = `mutation ($input: ContentPublishInput!) { staffPublishContent(input: $input) { ${RECORD} } }`;
const RECORDS = `query { staffContentRecords(family: INVENTION_QA) { id } }`;
const REVISIONS = `query ($id: ID!) { staffContentRevisions(family: INVENTION_QA, id: $id) { version action by published changedFields } }`;
const RESTORE_REVISION = `mutation ($input: ContentRestoreRevisionInput!) { staffRestoreContentRevision(input: $input) { ${RECORD} } }`;
const DELETE = `mutation ($id: ID!) { staffDeleteContent(input: { family: INVENTION_QA, id: $id }) { deletedBy purgeAt record { id } } }`;
const BIN = `query { staffContentBin(family: INVENTION_QA) { record { id } } }`;
const RESTORE = `mutation ($id: ID!) { staffRestoreContent(input: { family: INVENTION_QA, id: $id }) { ${RECORD} } }`;

type StudioRecord = { id: string; position: number; published: boolean; version: number; missingTranslations: { field: string; language: string }[] };

const faq = (question: { zhTw: string; en: string }) => [
  { name: 'question', localised: question },
  { name: 'answer', localised: { zhTw: '答案', en: question.en && 'The answer' } },
];

/** Every spelling once, so no answer an earlier step cached stands in for this one. */
let spellings = 0;
async function publicQuestions(on: Tier): Promise<string[]> {
  const alias = `page${++spellings}`;
  const answer = await graphql(() => on.url).ask<Record<string, { faqs: { question: string }[] }>>(`{ ${alias}: inventionPage { faqs { question } } }`, {}, { lang: 'en' });
  return answer.data?.[alias]?.faqs.map((item) => item.question) ?? [];
}
/** The public query as visitors send it, the same every time (the public caches answer it). */
async function cachedQuestions(on: Tier): Promise<string[]> {
  const answer = await graphql(() => on.url).ask<{ inventionPage: { faqs: { question: string }[] } }>('{ inventionPage { faqs { question } } }', {}, { lang: 'en' });
  return answer.data?.inventionPage.faqs.map((item) => item.question) ?? [];
}
const renderedPage = async (on: Tier) => (await fetch(`${on.url}/en/invention`)).text();

/** What visitors are shown, read until it holds (at most 5 s: the studio's promise). */
async function within5s(on: Tier, check: (questions: string[], page: string) => void): Promise<void> {
  await vi.waitFor(async () => check(await cachedQuestions(on), await renderedPage(on)), { timeout: 5_000, interval: 100 });
}

const asManager = <T>(query: string, variables: object = {}) => gql.ask<T>(query, variables, { token: manager, lang: 'en' });

beforeAll(async () => {
  // The scheduler looks every second and the gateway reads the change feed every quarter second, so
  // a scheduled change is waited for in seconds (their defaults: 30 s and 2 s).
  backend = await startBackend({ LOG_LEVEL: 'warn', CONTENT_SCHEDULE_CHECK_SECONDS: '1' });
  gateway = await startGateway(backend.url, { REQUEST_LOG: 'off', CONTENT_CHANGES_POLL_MS: '250' });
  manager = await managerToken(backend.url);
  member = await loggedInMember(gql, backend.url, manager, 'studio.member@example.org');
}, 120_000);
afterAll(async () => {
  await gateway?.stop();
  await backend?.stop();
});

describe('the content studio through the gateway', () => {
  it('creates a draft, refuses a stale save and an incomplete publication, and shows the published record on the public query and page within 5 s', async () => {
    // Visitors' answers cached before the change: the public query twice, the page rendered and kept.
    await cachedQuestions(gateway);
    expect(await cachedQuestions(gateway)).not.toContain('Studio question');
    await renderedPage(gateway);

    const draft = dataOf<StudioRecord>(await asManager(CREATE, { input: { family: 'INVENTION_QA', fields: faq({ zhTw: '工作室的問題', en: '' }) } }), 'staffCreateContent');
    expect(draft).toMatchObject({ published: false, version: 1, missingTranslations: [{ field: 'question', language: 'EN' }, { field: 'answer', language: 'EN' }] });

    const refused = await asManager(PUBLISH, { input: { family: 'INVENTION_QA', id: draft.id, published: true } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'INCOMPLETE_TRANSLATION' });
    expect(refused.errors?.[0]?.extensions.fields?.map((field) => field.path)).toEqual(['question.en', 'answer.en']);

    const saved = dataOf<StudioRecord>(await asManager(SAVE, { input: { family: 'INVENTION_QA', id: draft.id, version: 1, fields: faq({ zhTw: '工作室的問題', en: 'Studio question' }) } }), 'staffSaveContent');
    expect(saved).toMatchObject({ version: 2, missingTranslations: [] });
    const stale = await asManager(SAVE, { input: { family: 'INVENTION_QA', id: draft.id, version: 1, fields: faq({ zhTw: '覆蓋', en: 'Overwrite' }) } });
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'STALE_VERSION' });

    expect(dataOf<StudioRecord>(await asManager(PUBLISH, { input: { family: 'INVENTION_QA', id: draft.id, published: true } }), 'staffPublishContent')).toMatchObject({ published: true, version: 3 });
    await within5s(gateway, (questions, page) => {
      expect(questions).toContain('Studio question');
      expect(page).toContain('Studio question');
    });

    await asManager(SAVE, { input: { family: 'INVENTION_QA', id: draft.id, version: 3, fields: faq({ zhTw: '工作室的問題', en: 'Studio question, edited' }) } });
    await within5s(gateway, (questions, page) => {
      expect(questions).toContain('Studio question, edited');
      expect(page).toContain('Studio question, edited');
    });

    // Only managers: a member's token is refused, and a visitor is asked to sign in.
    expect(codeOf(await gql.ask(RECORDS, {}, { token: member }))).toBe('FORBIDDEN');
    expect(codeOf(await gql.ask(RECORDS))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gql.ask(SAVE, { input: { family: 'INVENTION_QA', id: draft.id, version: 4, fields: faq({ zhTw: '成員', en: 'Member' }) } }, { token: member }))).toBe('FORBIDDEN');
  });

  it('lists revisions newest first and restores one, then deletes to the bin and restores from it', async () => {
    const draft = dataOf<StudioRecord>(await asManager(CREATE, { input: { family: 'INVENTION_QA', fields: faq({ zhTw: '第一版', en: 'First wording' }) } }), 'staffCreateContent');
    await asManager(PUBLISH, { input: { family: 'INVENTION_QA', id: draft.id, published: true } });
    await asManager(SAVE, { input: { family: 'INVENTION_QA', id: draft.id, version: 2, fields: faq({ zhTw: '第二版', en: 'Second wording' }) } });
    const revisions = dataOf<{ version: number; action: string; changedFields: string[] }[]>(await asManager(REVISIONS, { id: draft.id }), 'staffContentRevisions');
    expect(revisions.map(({ version, action }) => [version, action])).toEqual([
      [3, 'SAVE'],
      [2, 'PUBLISH'],
      [1, 'CREATE'],
    ]);
    expect(revisions[0]?.changedFields).toEqual(['question']);

    const restored = dataOf<StudioRecord>(await asManager(RESTORE_REVISION, { input: { family: 'INVENTION_QA', id: draft.id, version: 3, revision: 2 } }), 'staffRestoreContentRevision');
    expect(restored).toMatchObject({ version: 4, published: true });
    expect(await publicQuestions(gateway)).toContain('First wording');

    const binned = dataOf<{ deletedBy: string; record: { id: string } }>(await asManager(DELETE, { id: draft.id }), 'staffDeleteContent');
    expect(binned.record.id).toBe(draft.id);
    expect(await publicQuestions(gateway)).not.toContain('First wording');
    expect(dataOf<{ record: { id: string } }[]>(await asManager(BIN), 'staffContentBin').map((entry) => entry.record.id)).toContain(draft.id);

    const back = dataOf<StudioRecord>(await asManager(RESTORE, { id: draft.id }), 'staffRestoreContent');
    const ids = dataOf<{ id: string }[]>(await asManager(RECORDS), 'staffContentRecords').map((record) => record.id);
    expect(back).toMatchObject({ published: false, position: ids.length - 1 });
    expect(ids.at(-1)).toBe(draft.id);
  });

  it('saves the social links over their version, refuses a stale save and a bad address, and the footer shows them within 5 s', async () => {
    const SETTINGS = 'query { staffSiteSettings { socialLinks { network url } socialLinksVersion } }';
    const SAVE_LINKS = 'mutation ($input: StaffSocialLinksInput!) { staffSaveSocialLinks(input: $input) { socialLinks { url } socialLinksVersion } }';
    const publicLinks = async () => (await gql.ask<{ siteSettings: { socialLinks: { url: string }[] } }>('{ siteSettings { socialLinks { url } } }', {}, { lang: 'en' })).data?.siteSettings.socialLinks.map((link) => link.url) ?? [];
    const footer = async () => (await fetch(`${gateway.url}/en`)).text();
    // Visitors' answers cached before the change.
    await publicLinks();
    await footer();

    const read = dataOf<{ socialLinksVersion: string }>(await asManager(SETTINGS), 'staffSiteSettings').socialLinksVersion;
    const links = [{ network: 'YOUTUBE', url: 'https://www.youtube.com/@studio-settings' }];
    const saved = dataOf<{ socialLinksVersion: string }>(await asManager(SAVE_LINKS, { input: { version: read, links } }), 'staffSaveSocialLinks');
    expect(saved.socialLinksVersion).not.toBe(read);
    const stale = await asManager(SAVE_LINKS, { input: { version: read, links: [{ network: 'FACEBOOK', url: 'https://www.facebook.com/overwrite' }] } });
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'STALE_VERSION' });
    const bad = await asManager(SAVE_LINKS, { input: { version: saved.socialLinksVersion, links: [{ network: 'FACEBOOK', url: 'http://www.facebook.com/' }] } });
    expect(bad.errors?.[0]?.extensions.fields?.map((field) => field.path)).toEqual(['links.0.url']);
    expect(codeOf(await gql.ask(SAVE_LINKS, { input: { version: saved.socialLinksVersion, links } }, { token: member }))).toBe('FORBIDDEN');

    await vi.waitFor(async () => {
      expect(await publicLinks()).toEqual(['https://www.youtube.com/@studio-settings']);
      expect(await footer()).toContain('https://www.youtube.com/@studio-settings');
    }, { timeout: 5_000, interval: 100 });
  });

  it('lists the links’ revisions and restores the seed’s, which the cached public query answers at once; a member is refused', async () => {
    type Revision = { id: string; action: string; by: string | null; socialLinks: { url: string }[] | null; impactFigures: unknown };
    const REVISIONS_OF = 'query { staffSiteSettingRevisions(setting: SOCIAL_LINKS) { id action by socialLinks { url } impactFigures { key } } }';
    const RESTORE_SETTING = 'mutation ($input: SiteSettingRestoreRevisionInput!) { staffRestoreSiteSettingRevision(input: $input) { socialLinks { url } socialLinksVersion } }';
    const publicLinks = async () => (await gql.ask<{ siteSettings: { socialLinks: { url: string }[] } }>('{ siteSettings { socialLinks { url } } }', {}, { lang: 'en' })).data?.siteSettings.socialLinks.map((link) => link.url) ?? [];
    // The test above saved the links over the seed's; visitors' answer of them is cached.
    expect(await publicLinks()).toEqual(['https://www.youtube.com/@studio-settings']);

    const [saved, earlier] = dataOf<Revision[]>(await asManager(REVISIONS_OF), 'staffSiteSettingRevisions');
    expect(saved).toMatchObject({ action: 'SAVE', socialLinks: [{ url: 'https://www.youtube.com/@studio-settings' }], impactFigures: null });
    expect(earlier).toMatchObject({ action: 'EARLIER', by: null });
    const version = dataOf<{ socialLinksVersion: string }>(await asManager('query { staffSiteSettings { socialLinksVersion } }'), 'staffSiteSettings').socialLinksVersion;
    const input = { setting: 'SOCIAL_LINKS', version, revision: earlier!.id };
    expect(codeOf(await gql.ask(REVISIONS_OF, {}, { token: member }))).toBe('FORBIDDEN');
    expect(codeOf(await gql.ask(RESTORE_SETTING, { input }, { token: member }))).toBe('FORBIDDEN');

    const restored = dataOf<{ socialLinks: { url: string }[] }>(await asManager(RESTORE_SETTING, { input }), 'staffRestoreSiteSettingRevision');
    const seeded = earlier!.socialLinks!.map((link) => link.url);
    expect(restored.socialLinks.map((link) => link.url)).toEqual(seeded);
    // Visitors' cached answer is dropped by the restore before it answers (or by the change feed, read every 250 ms here).
    expect(await publicLinks()).toEqual(seeded);
    const stale = await asManager(RESTORE_SETTING, { input });
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'STALE_VERSION' });
  });
});

const UPLOAD = `mutation StaffUploadContentImage($input: ContentImageUploadInput!) {
  staffUploadContentImage(input: $input) { path width height alt { zhTw en } sources { webpSrcset jpegSrcset } }
}`;
type Uploaded = { path: string; width: number; height: number; sources: { webpSrcset: string; jpegSrcset: string } };
const image = (family: string, field: string, filename: string, contentType: string, data: Buffer, token = manager, alt = { altZhTw: '學生在競賽中', altEn: 'Students at the competition' }) =>
  gql.upload<{ staffUploadContentImage: Uploaded }>(UPLOAD, { input: { family, field, ...alt, file: null } }, [{ path: 'variables.input.file', filename, contentType, data }], { token, lang: 'en' });

describe('images through the gateway', () => {
  const served = async (path: string) => {
    const res = await fetch(`${gateway.url}${path}`);
    expect(res.status).toBe(200);
    // A new upload gets a new name, so its files are kept for good.
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    return { type: res.headers.get('content-type'), meta: await sharp(Buffer.from(await res.arrayBuffer())).metadata() };
  };

  it('takes a manager’s JPEG upright and without its EXIF, serves every size, tells a PNG by its bytes, refuses an SVG and a member', async () => {
    // A phone photo: its pixels stand 720 × 1920, its EXIF turns it into a 1920 × 720 banner and says where it was taken.
    const photo = await sharp({ create: { width: 720, height: 1920, channels: 3, background: '#2d6a4f' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 2/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '121/1 33/1 0/1' } })
      .toBuffer();
    // Its EXIF holds a GPS directory (tag 0x8825, little-endian as libvips writes it).
    expect((await sharp(photo).metadata()).exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(codeOf(await image('HOME_BANNER', 'imageDes', 'photo.jpg', 'image/jpeg', photo, member))).toBe('FORBIDDEN');

    const banner = dataOf<Uploaded>(await image('HOME_BANNER', 'imageDes', 'photo.jpg', 'image/jpeg', photo), 'staffUploadContentImage');
    expect(banner).toMatchObject({ width: 1920, height: 720, path: expect.stringMatching(/^\/files\/public\/img-bannerdesktop-[0-9a-f]{24}-1920\.jpg$/) });
    const sizes = [...banner.sources.webpSrcset.split(', '), ...banner.sources.jpegSrcset.split(', ')].map((entry) => entry.split(' ')[0]!);
    expect(sizes).toHaveLength(8);
    for (const path of sizes) {
      const { type, meta } = await served(path);
      const width = Number(/-(\d+)\.(?:webp|jpg)$/.exec(path)?.[1]);
      expect(type).toBe(path.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
      expect(meta).toMatchObject({ width, height: Math.round((width * 720) / 1920) });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }

    // Saved in a banner, its sizes are the public query's; a path that is no upload has none.
    const fields = [
      { name: 'title', localised: { zhTw: '上傳的橫幅', en: 'Uploaded banner' } },
      { name: 'imageDes', text: banner.path },
      { name: 'imageMob', text: '/files/public/uploaded-banner-mobile.svg' },
      { name: 'alt', localised: { zhTw: '學生在競賽中', en: 'Students at the competition' } },
    ];
    const record = dataOf<StudioRecord>(await asManager(CREATE, { input: { family: 'HOME_BANNER', fields } }), 'staffCreateContent');
    await asManager(PUBLISH, { input: { family: 'HOME_BANNER', id: record.id, published: true } });
    type Sources = { webpSrcset: string } | null;
    const banners = await gql.ask<{ homeBanners: { id: string; imageDesktopSources: Sources; imageMobileSources: Sources }[] }>('{ homeBanners { id imageDesktopSources { webpSrcset } imageMobileSources { webpSrcset } } }');
    expect(banners.data?.homeBanners.find((item) => item.id === record.id)).toEqual({ id: record.id, imageDesktopSources: { webpSrcset: banner.sources.webpSrcset }, imageMobileSources: null });

    // A PNG sent as a .jpg is read as the PNG it is; an SVG, whatever it is called, is refused.
    const png = await sharp({ create: { width: 1500, height: 1000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const cover = dataOf<Uploaded>(await image('ARTICLE', 'cover', 'cover.jpg', 'image/jpeg', png), 'staffUploadContentImage');
    expect((await served(cover.path)).meta).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="720"><script>alert(1)</script></svg>');
    const refused = await image('HOME_BANNER', 'imageDes', 'banner.png', 'image/png', svg);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'IMAGE_KIND' });
    expect(refused.errors?.[0]?.message).toBe('The image must be a JPEG, PNG or WebP file');
    // Both alt texts, or nothing is kept.
    const noAlt = await image('HOME_BANNER', 'imageDes', 'photo.jpg', 'image/jpeg', photo, manager, { altZhTw: '學生', altEn: ' ' });
    expect(noAlt.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'ALT_REQUIRED' });
  });

  it('takes an article’s link-preview image; its page’s head shows it in the page’s language, then the cover once an edit removes it', async () => {
    const FAMILIES = '{ staffContentFamilies { family fields { name kind image maxLength } } }';
    const article = dataOf<{ family: string; fields: object[] }[]>(await asManager(FAMILIES), 'staffContentFamilies').find((spec) => spec.family === 'ARTICLE');
    expect(article?.fields).toEqual(
      expect.arrayContaining([{ name: 'ogImage', kind: 'PATH', image: true, maxLength: null }, { name: 'ogImageAlt', kind: 'LOCALISED', image: false, maxLength: 150 }]),
    );

    // A 1.91:1 photo a little larger than the slot: one 1200 × 630 JPEG (and its WebP), no smaller size.
    const photo = await sharp({ create: { width: 1300, height: 680, channels: 3, background: '#1d3557' } }).jpeg().toBuffer();
    const alt = { altZhTw: '學生在頒獎典禮上', altEn: 'Students at the award ceremony' };
    const og = dataOf<Uploaded>(await image('ARTICLE', 'ogImage', 'preview.jpg', 'image/jpeg', photo, manager, alt), 'staffUploadContentImage');
    expect(og).toMatchObject({ width: 1200, height: 630, path: expect.stringMatching(/^\/files\/public\/img-og-[0-9a-f]{24}-1200\.jpg$/) });
    expect(og.sources.jpegSrcset).toBe(`${og.path} 1200w`);
    expect((await served(og.path)).meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // No other family has the field.
    expect((await image('EDUCATION_THINK', 'ogImage', 'preview.jpg', 'image/jpeg', photo)).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });

    const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
    const fields = [
      { name: 'column', text: 'now' },
      { name: 'title', localised: { zhTw: '分享的文章', en: 'Shared article' } },
      { name: 'summary', localised: { zhTw: '摘要', en: 'Summary' } },
      { name: 'content', richText: { zhTw: doc('內文'), en: doc('Body') } },
      { name: 'cover', text: '/files/public/shared-cover.jpg' },
      { name: 'publishedAt', text: '2026-11-25' },
      { name: 'tagIds', numbers: [] },
    ];
    const withOg = [...fields, { name: 'ogImage', text: og.path }, { name: 'ogImageAlt', localised: { zhTw: alt.altZhTw, en: alt.altEn } }];
    const record = dataOf<StudioRecord>(await asManager(CREATE, { input: { family: 'ARTICLE', fields: withOg } }), 'staffCreateContent');
    await asManager(PUBLISH, { input: { family: 'ARTICLE', id: record.id, published: true } });

    const pageUrl = (lang: 'zhTw' | 'en') => `${gateway.url}/${lang}/news/now/${record.id}`;
    /** The server-rendered page's head, as a link-preview crawler reads it. */
    const head = async (lang: 'zhTw' | 'en') => {
      const html = await (await fetch(pageUrl(lang))).text();
      const tags = /<head>[\s\S]*?<\/head>/.exec(html)?.[0] ?? '';
      const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(tags)?.[1];
      return { image: meta('og:image'), width: meta('og:image:width'), height: meta('og:image:height'), alt: meta('og:image:alt'), twitter: meta('twitter:image') };
    };
    const ogUrl = `${gateway.url}${og.path}`;
    expect(await head('en')).toEqual({ image: ogUrl, width: '1200', height: '630', alt: 'Students at the award ceremony', twitter: ogUrl });
    expect((await head('zhTw')).alt).toBe('學生在頒獎典禮上');

    // Saved without it while the page is in the page cache: then the cover, 3:2 as it is, and the title for its alt.
    // (A render that overlapped the publication's change is not kept, so the page may take one more render to be cached.)
    await vi.waitFor(
      async () => {
        const cached = await fetch(pageUrl('en'));
        await cached.body?.cancel();
        expect(cached.headers.get('x-page-cache')).toBe('hit');
      },
      { timeout: 5_000, interval: 100 },
    );
    expect(dataOf<StudioRecord>(await asManager(SAVE, { input: { family: 'ARTICLE', id: record.id, version: 2, fields } }), 'staffSaveContent').published).toBe(true);
    const coverUrl = `${gateway.url}/files/public/shared-cover.jpg`;
    await vi.waitFor(async () => expect(await head('en')).toEqual({ image: coverUrl, width: '1200', height: '800', alt: 'Shared article', twitter: coverUrl }), { timeout: 5_000, interval: 100 });
  });
});

describe('scheduled publishing through the gateway', () => {
  const SCHEDULE = 'mutation ($input: ContentScheduleInput!) { staffScheduleContent(input: $input) { publishAt unpublishAt setBy } }';
  const banner = (en: string) => [
    { name: 'title', localised: { zhTw: '預約的橫幅', en } },
    { name: 'alt', localised: { zhTw: '圖片', en: 'Picture' } },
    { name: 'imageDes', text: '/files/public/d.jpg' },
    { name: 'imageMob', text: '/files/public/m.jpg' },
  ];
  /** The home page's slides as visitors ask for them, the same query each time (the caches answer it). */
  const publicBanners = async () => (await gql.ask<{ homeBanners: { title: string }[] }>('{ homeBanners { title } }', {}, { lang: 'en' })).data?.homeBanners.map((slide) => slide.title) ?? [];

  it('refuses a past time in the officer’s language, then publishes at the time set, shown to visitors from the backend’s change alone', async () => {
    const draft = dataOf<StudioRecord>(await asManager(CREATE, { input: { family: 'HOME_BANNER', fields: banner('Scheduled slide') } }), 'staffCreateContent');
    const past = await gql.ask(SCHEDULE, { input: { family: 'HOME_BANNER', id: draft.id, publishAt: new Date(Date.now() - 60_000).toISOString() } }, { token: manager, lang: 'zhTw' });
    expect(past.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'publishAt', message: '排程時間必須晚於現在' }] });

    // Cached while unpublished: only the change feed can make the gateway drop this answer.
    expect(await publicBanners()).not.toContain('Scheduled slide');
    const publishAt = new Date(Date.now() + 2_000).toISOString();
    const kept = dataOf<{ publishAt: string; setBy: string }>(await asManager(SCHEDULE, { input: { family: 'HOME_BANNER', id: draft.id, publishAt } }), 'staffScheduleContent');
    expect(kept).toMatchObject({ publishAt, setBy: expect.stringContaining('@') });
    expect(await publicBanners()).not.toContain('Scheduled slide');

    await vi.waitFor(async () => expect(await publicBanners()).toContain('Scheduled slide'), { timeout: 15_000, interval: 200 });
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(publishAt));
    const revisions = dataOf<{ action: string; by: string }[]>(
      await asManager('query ($id: ID!) { staffContentRevisions(family: HOME_BANNER, id: $id) { action by } }', { id: draft.id }),
      'staffContentRevisions',
    );
    expect(revisions[0]).toEqual({ action: 'PUBLISH', by: 'scheduler' });
  });
});

describe('previews, never shown to visitors', () => {
  const ARTICLE = 'query ($id: ID!) { article(id: $id) { id title paragraphs } }';
  const article = (title: { zhTw: string; en: string }) => [
    { name: 'column', text: 'now' },
    { name: 'title', localised: title },
    { name: 'summary', localised: { zhTw: '摘要', en: 'Summary' } },
    { name: 'content', richText: { zhTw: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '內文' }] }] }, en: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Body' }] }] } } },
    { name: 'cover', text: '/files/public/cover.jpg' },
    { name: 'publishedAt', text: '2026-01-05' },
    { name: 'tagIds', numbers: [] },
  ];
  /** A public query as the console's preview sends it: a POST naming the record in `extensions`, never in the URL. */
  const previewed = async <T>(query: string, variables: object, preview: object, token: string | undefined, lang: 'zhTw' | 'en') => {
    const answer = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'content-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables, extensions: { contentPreview: preview } }),
    });
    return (await answer.json()) as Answer<T>;
  };
  const previewAsk = (id: string, token: string | undefined, lang: 'zhTw' | 'en', fields: object[]) =>
    previewed<{ article: { title: string; paragraphs: string[] } | null }>(ARTICLE, { id }, { family: 'ARTICLE', id, fields }, token, lang);

  it('lets a manager see an unpublished article with unsaved edits in either language, and a new slide, and a visitor nothing of them by any public query', async () => {
    const draft = dataOf<StudioRecord>(await asManager(CREATE, { input: { family: 'ARTICLE', fields: article({ zhTw: '未發布的文章', en: 'Unpublished article' }) } }), 'staffCreateContent');
    const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
    const unsaved = [
      { name: 'title', localised: { zhTw: '尚未儲存的標題', en: 'Unsaved title' } },
      { name: 'content', richText: { zhTw: doc('尚未儲存的內文'), en: doc('Unsaved body') } },
    ];

    expect((await previewAsk(draft.id, manager, 'en', unsaved)).data?.article).toEqual({ id: draft.id, title: 'Unsaved title', paragraphs: ['Unsaved body'] });
    expect((await previewAsk(draft.id, manager, 'zhTw', unsaved)).data?.article?.title).toBe('尚未儲存的標題');

    // Not to a visitor or a member naming the same preview, nor to anyone on the public queries, page or sitemap.
    expect((await previewAsk(draft.id, undefined, 'en', unsaved)).data?.article).toBeNull();
    expect((await previewAsk(draft.id, member, 'en', unsaved)).data?.article).toBeNull();
    expect((await gql.ask<{ article: unknown }>(ARTICLE, { id: draft.id }, { lang: 'en' })).data?.article).toBeNull();
    expect((await asManager<{ article: unknown }>(ARTICLE, { id: draft.id })).data?.article).toBeNull();
    const listed = await gql.ask<{ articles: { items: { id: string }[] } }>('{ articles(column: NOW, pageSize: 50) { items { id } } }', {}, { lang: 'en' });
    expect(listed.data?.articles.items.map((item) => item.id)).not.toContain(draft.id);
    const page = await fetch(`${gateway.url}/en/news/now/${draft.id}`);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain('Unpublished article');
    expect(await (await fetch(`${gateway.url}/sitemap.xml`)).text()).not.toContain(`/news/now/${draft.id}<`);

    // A banner slide not created yet, among the home page's slides for the manager only.
    const slide = [{ name: 'title', localised: { zhTw: '預覽橫幅', en: 'Previewed slide' } }];
    const slides = async (token: string | undefined) =>
      (await previewed<{ homeBanners: { title: string }[] }>('{ homeBanners { title } }', {}, { family: 'HOME_BANNER', id: null, fields: slide }, token, 'en')).data?.homeBanners.map((each) => each.title);
    expect((await slides(manager))?.at(-1)).toBe('Previewed slide');
    expect(await slides(undefined)).not.toContain('Previewed slide');

    // The preview's page may be framed by the site's own editor; no other page may be framed at all.
    const framing = async (path: string) => {
      const answer = await fetch(gateway.url + path);
      await answer.body?.cancel();
      return answer.headers.get('content-security-policy');
    };
    expect(await framing(`/en/staff/preview/article/${draft.id}`)).toContain("frame-ancestors 'self'");
    expect(await framing(`/en/staff/content/article/${draft.id}`)).toContain("frame-ancestors 'none'");
  });

  it('shows a manager an unpublished FAQ with unsaved edits in its place, and a new review on its own page, and no visitor or member either, nothing of it cached', async () => {
    const created = async (question: string, publish: boolean) => {
      const record = dataOf<StudioRecord>(await asManager(CREATE, { input: { family: 'INVENTION_QA', fields: faq({ zhTw: `中文：${question}`, en: question }) } }), 'staffCreateContent');
      if (publish) await asManager(PUBLISH, { input: { family: 'INVENTION_QA', id: record.id, published: true } });
      return record;
    };
    await created('Before the draft', true);
    const draft = await created('Unpublished question', false);
    // Its publication drops the family's stored answers: the preview below is the first answer made since.
    await created('After the draft', true);
    const unsaved = [{ name: 'question', localised: { zhTw: '尚未儲存的問題', en: 'Unsaved question' } }];
    // The very query visitors send (cachedQuestions), so a stored preview would be served to them.
    const questions = async (token: string | undefined, lang: 'zhTw' | 'en' = 'en') =>
      (await previewed<{ inventionPage: { faqs: { question: string }[] } }>('{ inventionPage { faqs { question } } }', {}, { family: 'INVENTION_QA', id: draft.id, fields: unsaved }, token, lang)).data?.inventionPage.faqs.map(
        (each) => each.question,
      ) ?? [];

    const shown = await questions(manager);
    expect(shown.slice(shown.indexOf('Before the draft'), shown.indexOf('After the draft') + 1)).toEqual(['Before the draft', 'Unsaved question', 'After the draft']);
    expect(await questions(manager, 'zhTw')).toContain('尚未儲存的問題');
    for (const token of [undefined, member]) expect(await questions(token)).toEqual(shown.filter((question) => question !== 'Unsaved question'));
    expect(await cachedQuestions(gateway)).not.toContain('Unsaved question');
    expect(await renderedPage(gateway)).not.toContain('Unsaved question');

    // A review not created yet, with only its kind and title, on its own page (id 0) for the manager only.
    const REVIEW = 'query ($id: ID!) { educationHistoryEntry(id: $id) { id kind title summary } }';
    const review = [
      { name: 'kind', text: 'tour' },
      { name: 'title', localised: { zhTw: '未存的回顧', en: 'Unsaved review' } },
    ];
    const reviewFor = async (token: string | undefined) =>
      (await previewed<{ educationHistoryEntry: unknown }>(REVIEW, { id: '0' }, { family: 'EDUCATION_HISTORY', id: null, fields: review }, token, 'en')).data?.educationHistoryEntry;
    expect(await reviewFor(manager)).toEqual({ id: '0', kind: 'TOUR', title: 'Unsaved review', summary: '' });
    expect(await reviewFor(undefined)).toBeNull();
    expect(await reviewFor(member)).toBeNull();
    const page = await fetch(`${gateway.url}/en/academy/history/0`);
    expect(page.status).toBe(404);
    await page.body?.cancel();
  });
});

describe('rich text through the gateway', () => {
  const paragraph = (text: string, marks?: object[]) => ({ type: 'paragraph', content: [{ type: 'text', text, ...(marks ? { marks } : {}) }] });
  const body = (heading: string) => ({
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: heading }] },
      { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph('First point')] }] },
      paragraph('Read more', [{ type: 'link', attrs: { href: 'https://example.org/more' } }]),
    ],
  });
  const article = (content: object) => [
    { name: 'column', text: 'now' },
    { name: 'title', localised: { zhTw: '富文本文章', en: 'Rich article' } },
    { name: 'summary', localised: { zhTw: '摘要', en: 'A summary' } },
    { name: 'content', richText: content },
    { name: 'cover', text: '/files/public/rich-cover.jpg' },
    { name: 'tagIds', numbers: [] },
    { name: 'publishedAt', text: '2026-11-20' },
  ];

  it('saves a rich article with an image uploaded into it, refuses a hostile one at its field, and the public query and page answer the document', async () => {
    const hostile = { type: 'doc', content: [paragraph('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]), { type: 'image', attrs: { src: 'data:image/svg+xml,<svg onload=alert(1)>', alt: 'x' } }] };
    const refused = await asManager(CREATE, { input: { family: 'ARTICLE', fields: article({ zhTw: body('標題'), en: hostile }) } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(refused.errors?.[0]?.extensions.fields).toEqual([{ path: 'content.en', message: 'A link must start with https://, http://, mailto: or /' }]);

    // An image uploaded into the English text: its alt text in that language alone, its own shape kept.
    const photo = await sharp({ create: { width: 1000, height: 1500, channels: 3, background: '#40916c' } }).jpeg().toBuffer();
    const noAlt = await image('ARTICLE', 'content', 'bench.jpg', 'image/jpeg', photo, manager, { altZhTw: '', altEn: ' ' });
    expect(noAlt.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'ALT_REQUIRED' });
    const alt = { altZhTw: '', altEn: 'Students at the bench' };
    const inline = dataOf<Uploaded>(await image('ARTICLE', 'content', 'bench.jpg', 'image/jpeg', photo, manager, alt), 'staffUploadContentImage');
    expect(inline).toMatchObject({ width: 1000, height: 1500, path: expect.stringMatching(/^\/files\/public\/img-inline-[0-9a-f]{24}-1000x1500-1000\.jpg$/) });
    const english = { type: 'doc', content: [...body('Rich heading').content, { type: 'image', attrs: { src: inline.path, alt: alt.altEn } }] };

    const created = dataOf<StudioRecord>(await asManager(CREATE, { input: { family: 'ARTICLE', fields: article({ zhTw: body('富文本標題'), en: english }) } }), 'staffCreateContent');
    await asManager(PUBLISH, { input: { family: 'ARTICLE', id: created.id, published: true } });

    const answer = await gql.ask<{ article: { body: unknown; paragraphs: string[] } }>('query ($id: ID!) { article(id: $id) { body paragraphs } }', { id: created.id }, { lang: 'en' });
    expect(answer.data?.article).toEqual({ body: english, paragraphs: ['Rich heading', 'First point', 'Read more'] });
    // Rendered on the server as elements: the heading, the list and the link, and no script anywhere.
    const page = await (await fetch(`${gateway.url}/en/news/now/${created.id}`)).text();
    expect(page).toMatch(/<h2[^>]*>Rich heading<\/h2>/);
    expect(page).toMatch(/<ul[^>]*><li><p>First point<\/p><\/li><\/ul>/);
    expect(page).toContain('<a href="https://example.org/more" rel="noopener noreferrer">Read more</a>');
    // The image in its sizes, its place kept before it loads.
    const stem = inline.path.replace(/-1000\.jpg$/, '');
    expect(page).toContain(`<picture><source type="image/webp" srcSet="${stem}-400.webp 400w, ${stem}-800.webp 800w, ${stem}-1000.webp 1000w"`);
    expect(page).toMatch(new RegExp(`<img src="${inline.path}" srcSet="${stem}-400.jpg 400w, [^"]+" sizes="[^"]+" width="1000" height="1500"[^>]* alt="Students at the bench" loading="lazy"`));
    expect(page).not.toContain('javascript:');
  });
});

describe('a long article through the gateway', () => {
  // A paragraph of 100 graphemes, half of it bold, as an officer pastes a formatted report.
  const formatted = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text: text.slice(0, 50) }, { type: 'text', text: text.slice(50), marks: [{ type: 'bold' }] }] });
  const document = (unit: string, graphemes: number) => ({
    type: 'doc',
    content: Array.from({ length: Math.ceil(graphemes / 100) }, (_, i) => formatted(unit.repeat(Math.min(100, graphemes - i * 100)))),
  });
  const article = (zhTw: object, en: object) => [
    { name: 'column', text: 'now' },
    { name: 'title', localised: { zhTw: '年度報告全文', en: 'The annual report in full' } },
    { name: 'summary', localised: { zhTw: '摘要', en: 'A summary' } },
    { name: 'content', richText: { zhTw, en } },
    { name: 'cover', text: '/files/public/report-cover.jpg' },
    { name: 'tagIds', numbers: [] },
    { name: 'publishedAt', text: '2026-11-20' },
  ];
  const bodyOf = (fields: object) => JSON.stringify({ query: CREATE, variables: { input: { family: 'ARTICLE', fields } } });

  it('saves an article at its limit, 20,000 graphemes in each language, and refuses one more at its field', async () => {
    const full = article(document('報', 20_000), document('r', 20_000));
    // Past the 100 kB every other request is held to.
    expect(Buffer.byteLength(bodyOf(full))).toBeGreaterThan(120_000);
    const created = dataOf<StudioRecord>(await asManager(CREATE, { input: { family: 'ARTICLE', fields: full } }), 'staffCreateContent');
    const saved = await asManager<{ staffContentRecord: { fields: { name: string; richText: unknown }[] } }>(
      'query ($id: ID!) { staffContentRecord(family: ARTICLE, id: $id) { fields { name richText { zhTw en } } } }',
      { id: created.id },
    );
    expect(saved.data?.staffContentRecord.fields.find((field) => field.name === 'content')?.richText).toEqual({ zhTw: document('報', 20_000), en: document('r', 20_000) });

    const over = await asManager(CREATE, { input: { family: 'ARTICLE', fields: article(document('報', 20_001), document('r', 20_000)) } });
    expect(over.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'content.zhTw', message: expect.stringMatching(/too long|long/i) }] });
  });

  it('holds a visitor and a member to 100 kB in their language, and answers a forged manager token as a refused session', async () => {
    const body = bodyOf(article(document('報', 20_000), document('r', 20_000)));
    const [header, , signature] = manager.split('.');
    const claims = JSON.parse(Buffer.from(manager.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '999' })).toString('base64url')}.${signature}`;
    for (const [token, lang, status, message] of [
      [undefined, 'en', 413, 'The request body is too large'],
      [member, 'zhTw', 413, '請求內容過大'],
      // Refused unread, as a small request with it is refused.
      [forged, 'en', 401, 'Automatic login failed or your session has expired. Please log in again.'],
    ] as const) {
      const res = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body,
      });
      expect([res.status, ((await res.json()) as { errors: { message: string }[] }).errors[0]?.message]).toEqual([status, message]);
    }
  });
});

describe('two gateways sharing Redis', () => {
  let redis: RedisServer;
  let gatewayA: Tier;
  let gatewayB: Tier;

  beforeAll(async () => {
    redis = await startRedis();
    [gatewayA, gatewayB] = await Promise.all([
      startGateway(backend.url, { REQUEST_LOG: 'off', REDIS_URL: redis.url }),
      startGateway(backend.url, { REQUEST_LOG: 'off', REDIS_URL: redis.url }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([gatewayA?.stop(), gatewayB?.stop()]);
    await redis?.stop();
  });

  it('shows an edit made through gateway A on gateway B within 5 s', async () => {
    const draft = dataOf<StudioRecord>(
      await graphql(() => gatewayA.url).ask<StudioRecord>(CREATE, { input: { family: 'INVENTION_QA', fields: faq({ zhTw: '共用', en: 'Shared wording' }) } }, { token: manager }),
      'staffCreateContent',
    );
    const onA = graphql(() => gatewayA.url);
    await onA.ask(PUBLISH, { input: { family: 'INVENTION_QA', id: draft.id, published: true } }, { token: manager });
    await within5s(gatewayB, (questions, page) => {
      expect(questions).toContain('Shared wording');
      expect(page).toContain('Shared wording');
    });
    // B has now cached both answers, in its own front cache and in the shared store.
    const edited: Answer = await onA.ask(SAVE, { input: { family: 'INVENTION_QA', id: draft.id, version: 2, fields: faq({ zhTw: '共用', en: 'Shared wording, edited' }) } }, { token: manager });
    expect(edited.errors).toBeUndefined();
    await within5s(gatewayB, (questions, page) => {
      expect(questions).toContain('Shared wording, edited');
      expect(page).toContain('Shared wording, edited');
    });
  });
});
