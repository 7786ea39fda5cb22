// The content studio through the real gateway and backend (issue 21): an officer creates an FAQ
// with its English left empty, cannot publish it so, saves over a stale version in vain, publishes,
// and the public query and the server-rendered page show it within 5 s with the public caches on;
// revisions and their restore, the bin; only managers reach any of it. Then two gateways sharing a
// real redis-server: an edit through one shows on the other within 5 s. A rich-text article is
// saved, a hostile one refused at its field, and the public query and page answer the document.
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
  backend = await startBackend({ LOG_LEVEL: 'warn' });
  gateway = await startGateway(backend.url, { REQUEST_LOG: 'off' });
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

  it('saves a rich article, refuses a hostile one at its field, and the public query and page answer the document', async () => {
    const hostile = { type: 'doc', content: [paragraph('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]), { type: 'image', attrs: { src: 'data:image/svg+xml,<svg onload=alert(1)>', alt: 'x' } }] };
    const refused = await asManager(CREATE, { input: { family: 'ARTICLE', fields: article({ zhTw: body('標題'), en: hostile }) } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(refused.errors?.[0]?.extensions.fields).toEqual([{ path: 'content.en', message: 'A link must start with https://, http://, mailto: or /' }]);

    const created = dataOf<StudioRecord>(await asManager(CREATE, { input: { family: 'ARTICLE', fields: article({ zhTw: body('富文本標題'), en: body('Rich heading') }) } }), 'staffCreateContent');
    await asManager(PUBLISH, { input: { family: 'ARTICLE', id: created.id, published: true } });

    const answer = await gql.ask<{ article: { body: unknown; paragraphs: string[] } }>('query ($id: ID!) { article(id: $id) { body paragraphs } }', { id: created.id }, { lang: 'en' });
    expect(answer.data?.article).toEqual({ body: body('Rich heading'), paragraphs: ['Rich heading', 'First point', 'Read more'] });
    // Rendered on the server as elements: the heading, the list and the link, and no script anywhere.
    const page = await (await fetch(`${gateway.url}/en/news/now/${created.id}`)).text();
    expect(page).toMatch(/<h2[^>]*>Rich heading<\/h2>/);
    expect(page).toMatch(/<ul[^>]*><li><p>First point<\/p><\/li><\/ul>/);
    expect(page).toContain('<a href="https://example.org/more" rel="noopener noreferrer">Read more</a>');
    expect(page).not.toContain('javascript:');
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
