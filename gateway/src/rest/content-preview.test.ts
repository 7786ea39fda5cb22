// The content preview at the REST read layer: a manager's request previewing a record gets it in
// every public read of its family, in its place, in the request's language; other reads are as read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentPreviewRequest } from '../graphql/content-preview-request.ts';
import { previewedRecord } from '../resolvers/content-preview.ts';
import { json, startTestUpstream, type TestUpstream } from '../testing/upstream.ts';
import { createRestClientFactory, type RestClientFactory } from './client.ts';

let upstream: TestUpstream;
let clients: RestClientFactory;

const field = (name: string, kind: string, required = true, choices?: string[]) => ({ name, kind, required, multiline: false, image: false, ...(choices && { choices }) });
const specs = {
  items: [
    { family: 'invention/qa', titleField: 'question', thumbnailField: null, fields: [field('question', 'localised'), field('answer', 'localised')] },
    {
      family: 'education/think',
      titleField: 'title',
      thumbnailField: 'cover',
      fields: [
        field('title', 'localised'),
        field('summary', 'localised'),
        field('content', 'richText'),
        field('startAt', 'dateTime'),
        field('endAt', 'dateTime'),
        field('place', 'localised'),
        field('status', 'choice', true, ['ongoing', 'past']),
        field('cover', 'path'),
        field('signupUrl', 'path', false),
      ],
    },
  ],
};
const meta = (id: number, position: number) => ({ id, position, published: true, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' });
const faq = (id: number, position: number, question: string) => ({ ...meta(id, position), question, answer: 'An answer' });
/** The published FAQs at positions 0 and 2; the unpublished one (id 12) sits at 1. */
const published = [faq(10, 0, 'First'), faq(11, 2, 'Third')];
const stored: Record<string, object> = {
  'invention/qa/pvt/resource/11': { ...faq(11, 2, ''), version: 3, question: { zhTw: '第三', en: 'Third' }, answer: { zhTw: '答', en: 'An answer' } },
  'education/think/pvt/resource/20': { ...meta(20, 0), version: 2, title: { zhTw: '活動', en: 'Event' }, status: 'past', signupUrl: '/files/public/signup.pdf' },
  'invention/qa/pvt/resource/12': { ...faq(12, 1, ''), published: false, version: 1, question: { zhTw: '第二', en: 'Second' }, answer: { zhTw: '答', en: 'Its answer' } },
};

beforeAll(async () => {
  upstream = await startTestUpstream();
  upstream.answer((req, res) => {
    const path = new URL(req.url ?? '', upstream.url).pathname.replace(/^\/api\//, '');
    if (path === 'content/pvt/families') return json(res, 200, specs);
    if (path === 'invention/qa/pub/list') return json(res, 200, { items: published, total: 2 });
    if (path === 'education/think/pub/list') return json(res, 200, { items: [], total: 0 });
    const record = stored[path];
    return record ? json(res, 200, record) : json(res, 404, { code: 'NOT_FOUND' });
  });
  clients = createRestClientFactory({ backendUrl: upstream.url, timeoutMs: 1000 });
});
afterAll(async () => {
  clients.close();
  await upstream.close();
});

const previewing = (lang: 'zhTw' | 'en', preview: ContentPreviewRequest) => {
  const rest = clients.create(lang, 'manager.token.here');
  return rest.withPreview(previewedRecord(rest, lang, preview));
};
const questions = async (list: Promise<{ question: string }[]>) => (await list).map((each) => each.question);

describe('a content preview at the REST read layer', () => {
  it('answers a published record with the unsaved fields laid over it, in its place and in the request language', async () => {
    const fields = [
      { name: 'question', localised: { zhTw: '改過的第三', en: 'Edited third' } },
      { name: 'answer', localised: { zhTw: '改過的答案', en: 'Edited answer' } },
    ];
    const rest = previewing('zhTw', { family: 'INVENTION_QA', id: '11', fields });
    expect(await questions(rest.contentList('invention/qa'))).toEqual(['First', '改過的第三']);
    // The single read answers the same record, its own keys as stored.
    expect(await rest.contentRecord('invention/qa', '11')).toMatchObject({ id: 11, position: 2, question: '改過的第三', answer: '改過的答案', published: true });
    // Another family's reads, and a client without the preview, are as read.
    expect(await rest.contentList('education/think')).toEqual([]);
    expect(await questions(clients.create('zhTw').contentList('invention/qa'))).toEqual(['First', 'Third']);
  });

  it('puts an unpublished record where its position puts it, as saved when the editor sends no fields', async () => {
    const rest = previewing('en', { family: 'INVENTION_QA', id: '12', fields: [] });
    expect(await questions(rest.contentList('invention/qa'))).toEqual(['First', 'Second', 'Third']);
  });

  it('puts a record not created yet last, and answers it under id 0, which no other read asks the backend for', async () => {
    const rest = previewing('en', { family: 'INVENTION_QA', id: null, fields: [{ name: 'question', localised: { zhTw: '新問題', en: 'New question' } }] });
    expect(await questions(rest.contentList('invention/qa'))).toEqual(['First', 'Third', 'New question']);
    expect(await rest.contentRecord('invention/qa', '0')).toMatchObject({ id: 0, question: 'New question', answer: '' });
    const asked = upstream.requests.length;
    expect(await clients.create('en').contentRecord('invention/qa', '0')).toBeNull();
    expect(upstream.requests.length).toBe(asked);
  });

  it('shows a draft with its required fields empty, in the lists whose filters it passes', async () => {
    const rest = previewing('en', { family: 'EDUCATION_THINK', id: null, fields: [{ name: 'title', localised: { zhTw: '工作坊', en: 'Workshop' } }] });
    const [draft] = await rest.contentList('education/think', { status: 'ongoing' });
    expect(draft).toMatchObject({ title: 'Workshop', summary: '', place: '', status: 'ongoing', cover: '', content: { type: 'doc' } });
    expect(Date.parse(draft?.startAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(await rest.contentList('education/think', { status: 'past' })).toEqual([]);
    // An optional field the editor emptied (left out, as a save leaves it) is gone, as a `pub` read leaves it.
    const emptied = previewing('en', { family: 'EDUCATION_THINK', id: '20', fields: [{ name: 'title', localised: { zhTw: '活動', en: 'Event' } }] });
    expect(await emptied.contentRecord('education/think', '20')).not.toHaveProperty('signupUrl');
  });

  it('names the field a page could not show', async () => {
    const rest = previewing('en', { family: 'EDUCATION_THINK', id: null, fields: [{ name: 'status', text: 'someday' }] });
    await expect(rest.contentRecord('education/think', '0')).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'status' } });
  });
});
