// Server-rendered public pages through the real gateway and backend (issue 10): every public
// route of spec §2 in both languages answers any Accept and a crawler with the page's own HTML,
// unknown ids answer 404 with the not-found page, and a cached page never holds a member's data;
// the members' pages come as their frame, holding nothing of the member's.
// Needs the web built with its server entry (`npm run build -w web`; WEB_DIST may point elsewhere).
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, graphql, loggedInMember, managerToken } from '../support/applications.ts';
import { repoRoot, startBackend, startGateway, type Tier } from '../support/stack.ts';

type Lang = 'zhTw' | 'en';
const langs: Lang[] = ['zhTw', 'en'];
const locale = { zhTw: 'zh-Hant-TW', en: 'en' } as const;
const catalogue = (lang: Lang) => JSON.parse(readFileSync(resolve(repoRoot, `web/src/i18n/messages/${lang}.json`), 'utf8')) as Record<string, string>;
const messages = { zhTw: catalogue('zhTw'), en: catalogue('en') };

const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let backend: Tier;
let gateway: Tier;
const gql = graphql(() => gateway.url);

interface Page {
  status: number;
  html: string;
  cache: string | null;
}

async function page(path: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await fetch(gateway.url + path, { headers: { accept: '*/*', ...headers }, redirect: 'manual' });
  return { status: res.status, html: await res.text(), cache: res.headers.get('x-page-cache') };
}

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e] ?? e);
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
/** The text of every <h1> (tags inside removed). */
const headingsOf = (html: string) => [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decode((m[1] ?? '').replace(/<[^>]+>/g, '')).trim());
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
const pageDataOf = (html: string) => {
  const text = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return text ? (JSON.parse(text) as { lang: Lang; apollo: Record<string, Record<string, unknown>> }) : null;
};

/** Detail pages' ids, read from the seeded content. */
const ids = { now: '', social: '', teams: '', history: '', fun: '', studyHistory: '' };
const itemTitles: Record<string, Record<Lang, string>> = {};

beforeAll(async () => {
  backend = await startBackend();
  gateway = await startGateway(backend.url);
  for (const lang of langs) {
    const answer = await gql.ask<Record<string, { items?: { id: string; title: string }[] } | { id: string; title: string }[]>>(
      `{ now: articles(column: NOW) { items { id title } } social: articles(column: SOCIAL) { items { id title } }
         teams: articles(column: TEAMS) { items { id title } } history: educationHistory { id title }
         fun: studyReports(kind: IMPACT) { id title } studyHistory: studyHistory { id title } }`,
      {},
      { lang },
    );
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    for (const key of Object.keys(ids) as (keyof typeof ids)[]) {
      const value = answer.data?.[key];
      const first = Array.isArray(value) ? value[0] : value?.items?.[0];
      if (!first) throw new Error(`no seeded ${key}`);
      ids[key] = first.id;
      (itemTitles[key] ??= { zhTw: '', en: '' })[lang] = first.title;
    }
  }
}, 90_000);

afterAll(async () => {
  await gateway?.stop();
  await backend?.stop();
});

/** Public routes of spec §2 with the heading each shows: a catalogue message id, or a seeded item's title. */
const routes: { path: () => string; heading: { message: string } | { item: keyof typeof ids } }[] = [
  { path: () => '', heading: { message: 'home.heading' } },
  { path: () => 'about', heading: { message: 'page.about.title' } },
  { path: () => 'invention', heading: { message: 'page.invention.title' } },
  { path: () => 'incubator', heading: { message: 'page.incubator.title' } },
  { path: () => 'academy/landing', heading: { message: 'page.academy.title' } },
  { path: () => 'academy/history', heading: { message: 'page.academy.history.title' } },
  { path: () => `academy/history/${ids.history}`, heading: { item: 'history' } },
  { path: () => 'study/landing', heading: { message: 'page.study.title' } },
  { path: () => 'study/SRIO', heading: { message: 'page.study.sroi.title' } },
  { path: () => 'study/FUN', heading: { message: 'page.study.fun.title' } },
  { path: () => `study/FUN/${ids.fun}`, heading: { item: 'fun' } },
  { path: () => `study/history/${ids.studyHistory}`, heading: { item: 'studyHistory' } },
  { path: () => 'news/landing', heading: { message: 'page.news.title' } },
  { path: () => 'news/now', heading: { message: 'page.news.now.title' } },
  { path: () => `news/now/${ids.now}`, heading: { item: 'now' } },
  { path: () => 'news/social', heading: { message: 'page.news.social.title' } },
  { path: () => `news/social/${ids.social}`, heading: { item: 'social' } },
  { path: () => 'news/teams', heading: { message: 'page.news.teams.title' } },
  { path: () => `news/teams/${ids.teams}`, heading: { item: 'teams' } },
  { path: () => 'subscribe-edm', heading: { message: 'page.subscribeEdm.title' } },
  { path: () => 'policy-terms', heading: { message: 'page.policyTerms.title' } },
  { path: () => 'building', heading: { message: 'page.building.title' } },
  { path: () => 'unpublic', heading: { message: 'page.unpublic.title' } },
];

describe.each(langs)('public pages in %s', (lang) => {
  it.each(routes.map((route, index) => [index, route] as const))('route %i answers any Accept and a crawler with its own rendered page', async (_index, route) => {
    const path = `/${lang}/${route.path()}`;
    const expected = 'message' in route.heading ? messages[lang][route.heading.message] : itemTitles[route.heading.item]?.[lang];
    expect(expected, path).toBeTruthy();
    for (const headers of [{}, { 'user-agent': crawler }] as Record<string, string>[]) {
      const answer = await page(path, headers);
      expect(answer.status, path).toBe(200);
      expect(langOf(answer.html), path).toBe(locale[lang]);
      expect(headingsOf(answer.html), path).toContain(expected);
      // The title comes from the page head (seo/head.ts): the page's own, with the site's name.
      expect(titleOf(answer.html), path).toContain(messages[lang]['app.siteName']);
      expect(titleOf(answer.html), path).not.toBe(messages[lang]['app.siteName']);
      expect(answer.html, path).not.toContain('<noscript>');
      expect(pageDataOf(answer.html)?.lang, path).toBe(lang);
    }
  });
});

describe('not found', () => {
  it.each([
    ['news/now/999999', 'news.article.notFound.title'],
    ['academy/history/999999', 'seo.notFound.title'],
    ['study/FUN/999999', 'seo.notFound.title'],
    ['study/history/999999', 'seo.notFound.title'],
  ])('an unknown id (%s) answers 404 with the not-found page in both languages', async (path, heading) => {
    for (const lang of langs) {
      const answer = await page(`/${lang}/${path}`);
      expect(answer.status).toBe(404);
      expect(langOf(answer.html)).toBe(locale[lang]);
      expect(headingsOf(answer.html)).toContain(messages[lang][heading]);
    }
  });

  it('an unknown path answers 404 (the client sends it home, spec §2)', async () => {
    const answer = await page('/en/no-such-page');
    expect(answer.status).toBe(404);
    expect(langOf(answer.html)).toBe('en');
  });

  it('a section redirects to its landing page with an HTTP redirect', async () => {
    const answer = await page('/en/news?tag=3');
    expect(answer.status).toBe(301);
    const res = await fetch(`${gateway.url}/en/news?tag=3`, { redirect: 'manual' });
    expect(res.headers.get('location')).toBe('/en/news/landing?tag=3');
  });

  it('the other account flows stay client-rendered (the empty index.html)', async () => {
    for (const path of ['/zhTw/register', '/en/forget-password', '/google-login']) {
      const answer = await page(path);
      expect(answer.status, path).toBe(200);
      expect(rootOf(answer.html).trim(), path).toBe('');
      expect(pageDataOf(answer.html), path).toBeNull();
    }
  });

  it('never serves the server build', async () => {
    expect((await page('/server/entry-server.js')).status).toBe(404);
  });
});

describe('the login page', () => {
  it.each(langs)('is rendered in %s: its own title, its heading and form, inert until hydrated, a note for no JavaScript', async (lang) => {
    const answer = await page(`/${lang}/login`);
    expect(answer.status).toBe(200);
    expect(langOf(answer.html)).toBe(locale[lang]);
    const title = messages[lang]['app.title.format']!.replace('{page}', messages[lang]['page.login.title']!).replace('{site}', messages[lang]['app.siteName']!);
    expect(titleOf(answer.html)).toBe(title);
    expect(headingsOf(answer.html)).toEqual([messages[lang]['page.login.title']]);
    const root = rootOf(answer.html);
    expect(root).toMatch(/<form [^>]*aria-labelledby="login-title"/);
    // Nothing typed before hydration would survive it, and a native submit would send the password in a URL.
    expect(root).toMatch(/<input type="email"[^>]*readOnly=""[^>]*name="email"/);
    expect(root).toMatch(/<input type="password"[^>]*readOnly=""[^>]*name="password"/);
    expect(root).toMatch(/<button type="submit"[^>]*disabled=""/);
    expect(root).toContain(`<noscript><p class="`);
    expect(decode(root)).toContain(messages[lang]['auth.login.needsJavaScript']);
    // Its form's and card's stylesheets come with the HTML (it reads styled with JavaScript off).
    expect(answer.html.match(/<link rel="stylesheet"/g)?.length ?? 0).toBeGreaterThan(1);
    expect(pageDataOf(answer.html)?.lang).toBe(lang);
  });

  it('asked with where to go next, is rendered but never kept', async () => {
    const path = `/en/login?next=${encodeURIComponent('/en/user/profile')}`;
    for (const time of [1, 2]) {
      const answer = await page(path);
      expect(answer.status, `time ${time}`).toBe(200);
      expect(answer.cache).toBe('miss');
      expect(headingsOf(answer.html)).toEqual([messages.en['page.login.title']]);
    }
  });
});

describe('compression', () => {
  /** The answer as it crosses the network (fetch would decode it). */
  function raw(path: string, acceptEncoding: string) {
    return new Promise<{ cache?: string; encoding?: string; vary?: string; body: Buffer }>((done, fail) => {
      get(gateway.url + path, { headers: { accept: 'text/html', 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done({ cache: res.headers['x-page-cache'] as string | undefined, encoding: res.headers['content-encoding'], vary: res.headers.vary, body: Buffer.concat(chunks) }));
      }).on('error', fail);
    });
  }

  it.each(['miss', 'hit'])('a rendered page goes gzipped to a client that accepts it (cache %s), else as it is', async (cache) => {
    const path = '/en/news/now?page=1';
    const zipped = await raw(path, 'gzip, deflate, br');
    expect(zipped.cache).toBe(cache);
    const plain = await raw(path, 'identity');
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.vary).toMatch(/Accept-Encoding/i);
    expect(plain.encoding).toBeUndefined();
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    expect(zipped.body.length).toBeLessThan(plain.body.length / 3);
  });
});

describe('the page cache and members', () => {
  const email = 'ssr-member@example.org';
  const names = { firstName: 'Rendered', lastName: 'Nobody' };
  let token = '';

  beforeAll(async () => {
    token = await loggedInMember(gql, backend.url, await managerToken(backend.url), email, names);
    const me = dataOf<{ email: string }>(await gql.ask('{ me { email } }', {}, { token }), 'me');
    expect(me.email).toBe(email);
  });

  /** What a member's data could look like in a page: their names, e-mail, token. */
  const memberTraces = () => [email, names.firstName, names.lastName, token];

  it("a member's request renders a visitor's page, which a visitor then gets from the cache", async () => {
    // A query of its own (a parameter pages read, so the page is kept): no earlier test rendered it.
    const path = '/en/about?page=901';
    const asMember = await page(path, { authorization: `Bearer ${token}`, cookie: `token=${token}` });
    expect(asMember.status).toBe(200);
    expect(asMember.cache).toBe('miss');
    for (const trace of memberTraces()) expect(asMember.html).not.toContain(trace);
    const state = pageDataOf(asMember.html);
    expect(Object.keys(state?.apollo.ROOT_QUERY ?? {}).some((field) => field.startsWith('me'))).toBe(false);

    const asVisitor = await page(path);
    expect(asVisitor.cache).toBe('hit');
    expect(asVisitor.html).toBe(asMember.html);
  });

  it("the login page a member asks for holds nothing of theirs (the member is sent on once it hydrates)", async () => {
    for (const path of ['/zhTw/login', `/en/login?next=${encodeURIComponent('/en/user/profile')}`]) {
      const asMember = await page(path, { authorization: `Bearer ${token}`, cookie: `token=${token}` });
      expect(asMember.status, path).toBe(200);
      expect(headingsOf(asMember.html), path).toHaveLength(1);
      for (const trace of memberTraces()) expect(asMember.html, path).not.toContain(trace);
      const state = pageDataOf(asMember.html);
      expect(Object.keys(state?.apollo.ROOT_QUERY ?? {}).some((field) => field.startsWith('me')), path).toBe(false);
    }
  });

  it("a members' page is its frame (issue 23): its heading, noindex, nothing of the member's, never kept", async () => {
    for (const [path, heading] of [
      ['/en/invention-apply/team-data/new', messages.en['page.inventionApply.teamData.title']],
      ['/zhTw/user/invention-list', messages.zhTw['page.user.inventionList.title']],
    ] as const) {
      const asMember = await page(path, { authorization: `Bearer ${token}`, cookie: `token=${token}` });
      expect(asMember.status, path).toBe(200);
      expect(headingsOf(asMember.html), path).toEqual([heading]);
      expect(asMember.html, path).toContain('<meta name="robots" content="noindex"');
      for (const trace of memberTraces()) expect(asMember.html, path).not.toContain(trace);
      // The same frame for any id in the path: kept, anyone could fill the page cache with them.
      expect(asMember.cache, path).toBe('miss');
      expect((await page(path)).cache, path).toBe('miss');
    }
  });

  it("a visitor's cached page is what a member gets, and a forged token changes nothing", async () => {
    const path = '/zhTw/about?page=902';
    const asVisitor = await page(path);
    expect(asVisitor.cache).toBe('miss');
    const asMember = await page(path, { authorization: `Bearer ${token}` });
    expect(asMember.cache).toBe('hit');
    expect(asMember.html).toBe(asVisitor.html);
    // The render never forwards the header: an invalid token would have failed its queries.
    const forged = await page('/zhTw/invention', { authorization: 'Bearer not-a-token' });
    expect(forged.status).toBe(200);
    expect(headingsOf(forged.html)).toContain(messages.zhTw['page.invention.title']);
  });

  it('keeps no page asked with a parameter pages do not read, nor one with a one-time token', async () => {
    for (const path of ['/en/?utm_source=flood-1', '/en/subscribe-edm?confirm=' + 'x'.repeat(43)]) {
      expect((await page(path)).cache, path).toBe('miss');
      expect((await page(path)).cache, path).toBe('miss');
    }
    // A news column's page is kept.
    await page('/en/news/now?page=1');
    expect((await page('/en/news/now?page=1')).cache).toBe('hit');
  });

  it("the page's Apollo state holds the answers it was rendered from", async () => {
    const answer = await page(`/en/news/now/${ids.now}`);
    const state = pageDataOf(answer.html);
    const titles = Object.values(state?.apollo ?? {}).map((entity) => entity.title);
    expect(titles).toContain(itemTitles.now?.en);
  });
});
