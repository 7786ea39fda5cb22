// The real gateway over a backend other than the reference one (issue 22): a stand-in REST server,
// answering the few routes asked here in the contract's shapes, whose families number their ids
// each on its own (the reference backend numbers every family from one sequence, which hid
// whether the schema tells two families' records apart), with a list longer than its largest page,
// and one route that answers outside the contract.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Tier } from '../support/stack.ts';

const at = '2026-01-01T00:00:00.000Z';
const record = (id: number) => ({ id, position: id - 1, published: true, createdAt: at, updatedAt: at });
const session = (name: string) => ({ ...record(1), name, applyStart: at, applyEnd: '2099-01-01T00:00:00.000Z', finalUploadEnd: '2099-02-01T00:00:00.000Z', active: true });
const banner = (title: string) => ({ ...record(1), title, subtitle: null, image: `/files/public/${title}.png` });

/** Each family's records, numbered from 1 within the family. */
const families: Record<string, object[]> = {
  'invention/session': [session('Competition 2026')],
  'incubator/session': [session('Incubator 2026')],
  'invention/qa': [{ ...record(1), question: 'Who may enter the competition?', answer: 'Students.' }],
  'incubator/qa': Array.from({ length: 250 }, (_, i) => ({ ...record(i + 1), question: `Incubator question ${i + 1}`, answer: 'Teams.' })),
  'education/banner': [banner('Academy')],
  'book/banner': [banner('Study')],
};
/** The home banners break the contract: a title that is a number, and an e-mail address riding along. */
const drifted = [{ ...record(1), title: 42, imageDes: '/files/public/d.png', imageMob: '/files/public/m.png', alt: 'secret-person@example.org' }];
/** As the backend pages its lists: at most 100 a page. */
const largestPage = 100;

let backend: Server;
let gateway: Tier;
const asked: URL[] = [];

function answer(req: IncomingMessage): [number, unknown] {
  const url = new URL(req.url ?? '/', 'http://backend');
  asked.push(url);
  if (url.pathname === '/api/home/banner/pub/list') return [200, drifted];
  const family = /^\/api\/(.+)\/pub\/list$/.exec(url.pathname)?.[1];
  const items = family ? families[family] : undefined;
  if (!items) return [404, { message: 'Not found' }];
  const size = Math.min(Number(url.searchParams.get('pageSize') ?? 10), largestPage);
  const page = Number(url.searchParams.get('page') ?? 1);
  return [200, { items: items.slice((page - 1) * size, page * size), total: items.length }];
}

beforeAll(async () => {
  backend = createServer((req, res) => {
    const [status, body] = answer(req);
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((ok) => backend.listen(0, '127.0.0.1', ok));
  const { port } = backend.address() as AddressInfo;
  gateway = await startGateway(`http://127.0.0.1:${port}`, { CONTENT_CHANGES_POLL_MS: '0', REQUEST_LOG: 'off' });
});
afterAll(async () => {
  await gateway?.stop();
  backend?.closeAllConnections();
  await new Promise((ok) => backend?.close(ok));
});

interface Answer<T> {
  data: T | null;
  errors?: { message: string; extensions: { code: string } }[];
}

async function ask<T>(query: string, lang: 'zhTw' | 'en' = 'en'): Promise<Answer<T>> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-language': lang },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as Answer<T>;
}

interface Keyed {
  id: string;
  programme?: string;
  section?: string;
}

describe('a backend whose families number their ids each on its own', () => {
  it("keeps the competition's and the incubator's FAQ and sessions, and two sections' banners, of one id apart", async () => {
    type Page = { session: Keyed & { name: string }; faqs: (Keyed & { question: string })[] };
    const { data, errors } = await ask<{ inventionPage: Page; incubatorPage: Page; academy: (Keyed & { title: string })[]; study: (Keyed & { title: string })[] }>(`{
      inventionPage { session { id programme name } faqs { id programme question } }
      incubatorPage { session { id programme name } faqs { id programme question } }
      academy: sectionBanners(section: ACADEMY) { id section title }
      study: sectionBanners(section: STUDY) { id section title }
    }`);
    expect(errors).toBeUndefined();
    const { inventionPage, incubatorPage, academy, study } = data!;
    expect([inventionPage.session, incubatorPage.session]).toEqual([
      { id: '1', programme: 'INVENTION', name: 'Competition 2026' },
      { id: '1', programme: 'INCUBATOR', name: 'Incubator 2026' },
    ]);
    expect([inventionPage.faqs[0], incubatorPage.faqs[0]]).toEqual([
      { id: '1', programme: 'INVENTION', question: 'Who may enter the competition?' },
      { id: '1', programme: 'INCUBATOR', question: 'Incubator question 1' },
    ]);
    expect([...academy, ...study]).toEqual([
      { id: '1', section: 'ACADEMY', title: 'Academy' },
      { id: '1', section: 'STUDY', title: 'Study' },
    ]);
    // What a client's cache keys them by (docs/schema-policy.md "Identity"): one key per record.
    const faqs = [...inventionPage.faqs, ...incubatorPage.faqs];
    expect(new Set(faqs.map((faq) => `${faq.programme}:${faq.id}`)).size).toBe(faqs.length);
  });

  it("answers a list longer than the backend's largest page whole, read page after page", async () => {
    asked.length = 0;
    const { data } = await ask<{ incubatorPage: { faqs: Keyed[] } }>('{ incubatorPage { faqs { id } } }');
    expect(data?.incubatorPage.faqs.map((faq) => faq.id)).toEqual(families['incubator/qa']!.map((_, i) => String(i + 1)));
    const pages = asked.filter((url) => url.pathname === '/api/incubator/qa/pub/list').map((url) => [url.searchParams.get('page'), url.searchParams.get('pageSize')]);
    expect(pages).toEqual([
      ['1', '100'],
      ['2', '100'],
      ['3', '100'],
    ]);
  });

  it('answers data outside the contract as UPSTREAM_INVALID in the request language, logged by path without the values', async () => {
    const en = await ask('{ homeBanners { id title } }', 'en');
    expect(en.data).toBeNull();
    expect(en.errors).toEqual([expect.objectContaining({ message: 'The service returned unexpected data, please try again later', extensions: { code: 'UPSTREAM_INVALID' } })]);
    const zhTw = await ask('{ homeBanners { id title } }', 'zhTw');
    expect([zhTw.errors?.[0]?.extensions.code, zhTw.errors?.[0]?.message]).toEqual(['UPSTREAM_INVALID', '服務回傳的資料有誤，請稍後再試']);
    expect(gateway.output()).toContain('upstream GET /api/home/banner/pub/list answered outside the contract: 0.title: invalid_type');
    expect(gateway.output()).not.toContain('secret-person');
  });
});
