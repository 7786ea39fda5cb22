// The content families' seeded records, read the way the public site reads them: both languages,
// the fields of the contract, and the generated files they point at.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, managerPassword, startTestApp, type TestApp } from '../testing/harness.ts';
import { getFamily, type FamilyName } from './families.ts';

type Item = Record<string, unknown> & { id: number };
type Page = { items: Item[]; total: number };

let ctx: TestApp;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const list = async (family: FamilyName, language: 'zhTw' | 'en', query = '') => {
  const response = await call(ctx.app, { method: 'GET', url: `/api/${family}/pub/list${query}`, language });
  expect(response.statusCode).toBe(200);
  return response.json<Page>();
};

const han = /[\u4e00-\u9fff]/;

/** Families whose pages this issue built, with a text field that must read differently per language (rich texts: rich-text.test.ts). */
const contentFamilies: [FamilyName, string][] = [
  ['education/banner', 'title'],
  ['education/think', 'summary'],
  ['education/walk', 'place'],
  ['education/history', 'summary'],
  ['book/banner', 'subtitle'],
  ['book/sori', 'summary'],
  ['book/report', 'title'],
  ['book/history', 'summary'],
  ['invention/content', 'title'],
  ['invention/prize', 'title'],
  ['invention/qa', 'question'],
  ['invention/recommend', 'quote'],
  ['invention/team', 'award'],
  ['incubator/content', 'title'],
  ['incubator/qa', 'answer'],
  ['incubator/recommend', 'role'],
  ['incubator/teacher', 'bio'],
  ['incubator/team', 'summary'],
];

describe('content families', () => {
  it.each(contentFamilies)('%s answers seeded records in zhTw and en', async (family, field) => {
    const [zh, en] = await Promise.all([list(family, 'zhTw'), list(family, 'en')]);
    expect(zh.total).toBeGreaterThan(0);
    expect(en.items.map((item) => item.id)).toEqual(zh.items.map((item) => item.id));
    zh.items.forEach((item, i) => {
      const english = en.items[i]?.[field];
      expect(item[field]).toEqual(expect.stringMatching(han));
      expect(english).toEqual(expect.any(String));
      expect(english).not.toBe(item[field]);
      // Every field the schema knows, and nothing stored in both languages at once.
      for (const key of Object.keys(item)) expect(typeof item[key] === 'object' && item[key] !== null && 'zhTw' in item[key]).toBe(false);
      const known = Object.keys(getFamily(family).fieldKinds);
      expect(Object.keys(item).filter((key) => !['id', 'position', 'published', 'createdAt', 'updatedAt', 'version'].includes(key)).every((key) => known.includes(key))).toBe(true);
    });
  });

  it('flattens lists of localised names', async () => {
    const [zh, en] = await Promise.all([list('invention/team', 'zhTw'), list('invention/team', 'en')]);
    expect(zh.items[0]?.members).toEqual(expect.arrayContaining([expect.stringMatching(han)]));
    expect((en.items[0]?.members as string[]).every((name) => !han.test(name))).toBe(true);
  });

  it('filters events by status, reports by kind and prizes by group', async () => {
    const ongoing = await list('education/think', 'en', '?status=ongoing');
    expect(ongoing.total).toBeGreaterThan(0);
    expect(ongoing.items.every((event) => event.status === 'ongoing' && typeof event.signupUrl === 'string')).toBe(true);
    const past = await list('education/walk', 'en', '?status=past');
    expect(past.items.every((event) => event.status === 'past')).toBe(true);
    const alumni = await list('book/report', 'en', '?kind=alumni');
    expect(alumni.total).toBeGreaterThan(0);
    expect(alumni.items.every((report) => report.kind === 'alumni')).toBe(true);
    const vocational = await list('invention/prize', 'zhTw', '?group=vocational');
    expect(vocational.items.map((prize) => prize.rank)).toEqual([1, 2, 3, 4]);
  });

  it('seeds the sections the competition and incubator pages anchor to', async () => {
    const invention = await list('invention/content', 'en');
    expect(new Set(invention.items.map((section) => section.anchor))).toEqual(
      new Set(['description', 'eligibility', 'selection', 'schedule', 'rewards', 'template', 'summary']),
    );
    const groups = invention.items.filter((section) => section.anchor === 'summary').map((section) => section.group);
    expect(groups.sort()).toEqual(['college', 'vocational']);
    const incubator = await list('incubator/content', 'en', '?anchor=eligibility');
    expect(incubator.items.map((section) => section.group).sort()).toEqual(['asia-pacific', 'taiwan-acceleration', 'taiwan-incubation']);
  });

  it('serves the proposal template and the reports as real PDFs', async () => {
    const template = (await list('invention/content', 'en', '?anchor=template')).items[0]?.file as string;
    const reports = (await list('book/report', 'en')).items.map((report) => report.pdf as string);
    for (const path of [template, ...reports]) {
      const file = await ctx.app.inject({ method: 'GET', url: path });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
      expect(file.rawPayload.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    }
  });

  it('serves every seeded image a record points at', async () => {
    const records = [
      ...(await list('incubator/teacher', 'en')).items.map((teacher) => teacher.photo),
      ...(await list('education/history', 'en')).items.flatMap((item) => item.photos as string[]),
    ];
    for (const path of records) {
      const file = await ctx.app.inject({ method: 'GET', url: path as string });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/svg+xml');
    }
  });

  it('refuses a manager write with a field outside the contract', async () => {
    const manager = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/invention/qa/pvt/resource',
      token: manager,
      payload: { question: { zhTw: '問', en: 'Q' }, answer: { zhTw: '答', en: 'A' }, title: { zhTw: '標', en: 'T' } },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('public settings of the home and About pages', () => {
  it('answers support statements, testimonials, slogans and the About page in both languages', async () => {
    const read = async (language: 'zhTw' | 'en') =>
      (await call(ctx.app, { method: 'GET', url: '/api/setting/pub/info', language })).json<Record<string, unknown>>();
    const [zh, en] = await Promise.all([read('zhTw'), read('en')]);
    expect(zh.homeSupport).toHaveLength(4);
    expect((zh.homeSupport as { title: string }[])[0]?.title).toMatch(han);
    expect((en.homeSupport as { title: string }[])[0]?.title).not.toMatch(han);
    expect((en.homeTestimonials as unknown[]).length).toBeGreaterThan(0);
    expect((en.slogans as string[]).every((slogan) => !han.test(slogan))).toBe(true);
    const about = en.about as { ceoMessage: { content: string }; themes: { key: string }[]; partners: unknown[]; coreSlogans: string[] };
    expect(about.themes.map((theme) => theme.key)).toEqual(['ventures', 'academy', 'study', 'news']);
    expect(about.ceoMessage.content).not.toMatch(han);
    expect(about.partners.length).toBeGreaterThan(0);
    expect(about.coreSlogans).toHaveLength(4);
  });
});
