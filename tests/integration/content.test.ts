// The public content queries through the gateway over the real backend: every page in both
// languages, the response cache (per language, never for members) and the session's isOpen flag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerToken } from '../support/manager.ts';
import { startBackend, startGateway, type Tier } from '../support/stack.ts';

let backend: Tier;
let gateway: Tier;

type Data = Record<string, unknown>;
interface Answer {
  headers: Headers;
  body: { data?: Data | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function gql(query: string, lang: 'zhTw' | 'en', variables?: object): Promise<Answer> {
  const res = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-language': lang },
    body: JSON.stringify({ query, variables }),
  });
  return { headers: res.headers, body: (await res.json()) as Answer['body'] };
}

const pages: Record<string, string> = {
  homeContent: '{ homeContent { recommends { id title } supportStatements { title content } testimonials { quote person role } slogans } }',
  aboutPage: '{ aboutPage { ceoMessage { name title paragraphs photo } themes { key title content } partners { name logo url } coreSlogans } }',
  sectionBanners: '{ a: sectionBanners(section: ACADEMY) { id title subtitle image } s: sectionBanners(section: STUDY) { title } n: sectionBanners(section: NEWS) { title } }',
  educationEvents: '{ educationEvents { id kind title summary paragraphs startAt endAt place status cover signupUrl } }',
  educationHistory: '{ educationHistory { id kind title summary paragraphs date photos } }',
  studyReports: '{ studyReports { id kind title summary year pdf cover } }',
  studyHistory: '{ studyHistory { id title summary paragraphs year cover pdf } }',
  inventionPage: `{ inventionPage {
    session { id programme name applyStart applyEnd finalUploadEnd isOpen isFinalUploadOpen timeZone }
    sections { id anchor group title paragraphs file } prizes { id group rank title amount quota description }
    faqs { id question answer } recommendations { id quote person role image }
    teams { id name school year award summary members image } } }`,
  incubatorPage: `{ incubatorPage {
    session { id name isOpen } sections { id anchor group title paragraphs } faqs { question answer }
    testimonials { quote person role } mentors { id name title org photo bio } alumni { id name year issue summary image } } }`,
  session: '{ session(programme: INVENTION) { id name isOpen } }',
};

/** Every string leaf of an answer, with its path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}.${i}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

const han = /[\u4e00-\u9fff]/;

beforeAll(async () => {
  backend = await startBackend();
  gateway = await startGateway(backend.url);
});

afterAll(async () => {
  await gateway?.stop();
  await backend?.stop();
});

describe('content queries', () => {
  it.each(Object.keys(pages))('%s answers in zhTw and en, with localised text that differs', async (name) => {
    const query = pages[name] ?? '';
    const [zh, en] = await Promise.all([gql(query, 'zhTw'), gql(query, 'en')]);
    for (const answer of [zh, en]) {
      expect(answer.body.errors).toBeUndefined();
      for (const value of Object.values(answer.body.data ?? {})) {
        expect(value).not.toBeNull();
        if (Array.isArray(value)) expect(value.length).toBeGreaterThan(0);
      }
    }
    const zhTexts = strings(zh.body.data).filter(([, text]) => han.test(text));
    expect(zhTexts.length).toBeGreaterThan(0);
    const enByPath = new Map(strings(en.body.data));
    for (const [path, text] of zhTexts) expect(enByPath.get(path), path).not.toBe(text);
  });

  it('filters events and reports, and reads one by id', async () => {
    const past = await gql('{ educationEvents(kind: TOUR, status: PAST) { id kind status signupUrl } }', 'en');
    const events = past.body.data?.educationEvents as { id: string; kind: string; status: string; signupUrl: string | null }[];
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.kind === 'TOUR' && event.status === 'PAST')).toBe(true);
    const one = await gql('query ($id: ID!) { educationEvent(kind: TOUR, id: $id) { id title } workshop: educationEvent(kind: WORKSHOP, id: $id) { id } }', 'en', { id: events[0]?.id });
    expect(one.body.data?.educationEvent).toMatchObject({ id: events[0]?.id });
    expect(one.body.data?.workshop).toBeNull();

    const alumni = await gql('{ studyReports(kind: ALUMNI) { id kind pdf } sroi: studyReports(kind: SROI) { id kind } }', 'zhTw');
    const reports = alumni.body.data?.studyReports as { id: string; kind: string; pdf: string }[];
    expect(reports.length).toBeGreaterThan(0);
    expect(reports.every((report) => report.kind === 'ALUMNI')).toBe(true);
    expect((alumni.body.data?.sroi as { kind: string }[]).map((report) => report.kind)).toEqual(['SROI']);
    const pdf = await fetch(gateway.url + (reports[0]?.pdf ?? ''));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    await pdf.body?.cancel();
  });

  it('gives the competition page its anchors, the template download and prizes by group', async () => {
    const answer = await gql('{ inventionPage { sections { anchor group file } prizes { group rank } } }', 'en');
    const page = answer.body.data?.inventionPage as { sections: { anchor: string; group: string | null; file: string | null }[]; prizes: { group: string; rank: number }[] };
    expect(new Set(page.sections.map((section) => section.anchor))).toEqual(
      new Set(['DESCRIPTION', 'ELIGIBILITY', 'SELECTION', 'SCHEDULE', 'REWARDS', 'TEMPLATE', 'SUMMARY']),
    );
    expect(page.sections.find((section) => section.anchor === 'TEMPLATE')?.file).toMatch(/\.pdf$/);
    expect(page.prizes.map((prize) => `${prize.group}${prize.rank}`)).toEqual(['COLLEGE1', 'COLLEGE2', 'COLLEGE3', 'COLLEGE4', 'VOCATIONAL1', 'VOCATIONAL2', 'VOCATIONAL3', 'VOCATIONAL4']);
  });
});

describe('response cache', () => {
  it('answers the second identical public query from the cache, separately per language', async () => {
    const query = '{ incubatorPage { mentors { name } } }';
    const first = await gql(query, 'en');
    const second = await gql(query, 'en');
    expect(second.body).toEqual(first.body);
    expect(first.headers.get('age')).toBeNull();
    expect(second.headers.get('age')).not.toBeNull();
    expect(second.headers.get('cache-control')).toBe('max-age=60, public');
    expect(second.headers.get('vary')).toMatch(/Content-Language/i);
    const chinese = await gql(query, 'zhTw');
    expect(chinese.headers.get('age')).toBeNull();
    expect(chinese.body).not.toEqual(first.body);
  });

  it('serves GET and automatic persisted queries with Cache-Control for a CDN', async () => {
    const query = '{ aboutPage { coreSlogans } }';
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(query).digest('hex');
    const extensions = encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }));
    const headers = { 'content-language': 'en', 'apollo-require-preflight': 'true' };
    const miss = await fetch(`${gateway.url}/graphql?extensions=${extensions}`, { headers });
    expect(((await miss.json()) as Answer['body']).errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const register = await fetch(`${gateway.url}/graphql?query=${encodeURIComponent(query)}&extensions=${extensions}`, { headers });
    expect(register.status).toBe(200);
    await register.body?.cancel();
    const hit = await fetch(`${gateway.url}/graphql?extensions=${extensions}`, { headers });
    expect(hit.status).toBe(200);
    expect(hit.headers.get('cache-control')).toBe('max-age=300, public');
    expect(hit.headers.get('vary')).toMatch(/Content-Language/i);
    expect(((await hit.json()) as Answer['body']).data).toEqual({ aboutPage: { coreSlogans: ['Compassion', 'Innovation', 'Action', 'Impact'] } });
  });
});

describe('session', () => {
  it('is open for the seeded session and closed once a manager moves applyEnd into the past', async () => {
    // A fresh document each time: an identical one would be answered from the response cache.
    const open = await gql('{ session(programme: INCUBATOR) { id isOpen applyEnd timeZone } }', 'en');
    const session = open.body.data?.session as { id: string; isOpen: boolean; applyEnd: string; timeZone: string };
    expect(session).toMatchObject({ isOpen: true, timeZone: 'Asia/Taipei' });
    // Cached no longer than the time left until registration closes, and at most 30 s.
    expect(open.headers.get('cache-control')).toBe('max-age=30, public');

    const token = await managerToken(backend.url);
    const url = `${backend.url}/api/incubator/session/pvt/resource/${session.id}`;
    const stored = (await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json()) as Record<string, unknown>;
    const day = 86_400_000;
    const update = await fetch(url, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: stored.name,
        applyStart: new Date(Date.now() - 10 * day).toISOString(),
        applyEnd: new Date(Date.now() - day).toISOString(),
        finalUploadEnd: new Date(Date.now() + 10 * day).toISOString(),
        active: true,
      }),
    });
    expect(update.status).toBe(200);

    const closed = await gql('query AfterDeadline { session(programme: INCUBATOR) { id isOpen isFinalUploadOpen } }', 'en');
    expect(closed.body.data?.session).toEqual({ id: session.id, isOpen: false, isFinalUploadOpen: true });
    const zh = await gql('query AfterDeadline { incubatorPage { session { isOpen } } }', 'zhTw');
    expect(zh.body.data).toEqual({ incubatorPage: { session: { isOpen: false } } });
  });
});
