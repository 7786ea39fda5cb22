// Rich-text fields as the families keep them: text stored before rich text reads as documents with
// nothing lost (the read-time upgrade that stands for a migration), and hostile documents are
// refused naming the field and language.
import { documentParagraphs, type RichDocument } from '@yip/rules';
import { describe, expect, it } from 'vitest';
import type { ResourceRow } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { parseFields } from './drafts.ts';
import { getFamily } from './families.ts';
import { presentRecord } from './present.ts';
import { presentRevision } from './revisions.ts';

const article = getFamily('article/article');
const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const doc = (...texts: string[]) => ({ type: 'doc', content: texts.map(paragraph) });

const legacyText = { zhTw: '第一段。\n\n第二段：\n第二行。', en: 'First.\n\n\nSecond <b>bold</b>?' };
const fields = { column: 'now', title: { zhTw: '標題', en: 'Title' }, summary: { zhTw: '摘要', en: 'Summary' }, cover: '/files/public/a.jpg', tagIds: [], publishedAt: '2026-01-02' };
const row = { id: 7, position: 0, published: true, version: 3, createdAt: new Date(), updatedAt: new Date(), updatedBy: null, ownerId: null, data: { ...fields, content: legacyText } } as unknown as ResourceRow;

/** The thrown ApiError's field problems, or none. */
function refusal(run: () => unknown): { path: string; messageId: string }[] | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return [...(error.fields ?? [])];
    throw error;
  }
  return undefined;
}

describe('rich-text fields', () => {
  it('read text kept before rich text as documents, every paragraph and line kept, for staff, visitors and revisions', () => {
    const stored = presentRecord(article, row, 'stored') as unknown as { content: Record<'zhTw' | 'en', RichDocument> };
    expect(documentParagraphs(stored.content.zhTw)).toEqual(['第一段。', '第二段：\n第二行。']);
    expect(documentParagraphs(stored.content.en)).toEqual(['First.', 'Second <b>bold</b>?']);
    const visitor = presentRecord(article, row, 'en') as unknown as { content: RichDocument; title: string };
    expect(visitor).toMatchObject({ title: 'Title', content: stored.content.en });
    const revision = presentRevision(article, { version: 1, action: 'create', at: new Date(), actorEmail: null, published: true, data: row.data, changedFields: [] } as never);
    expect(revision.data.content).toEqual(stored.content);
    // The stored row is not rewritten by reading it.
    expect(row.data.content).toBe(legacyText);
  });

  it('store a document, or a plain text sent as before, normalised', () => {
    const saved = parseFields(article, { ...fields, content: { zhTw: '一段\n\n兩段', en: doc('One') } }, true);
    expect(saved.content).toEqual({ zhTw: doc('一段', '兩段'), en: doc('One') });
  });

  it('refuse a hostile document naming the field and language, and a published record with a language empty', () => {
    const script = { type: 'doc', content: [{ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] }] };
    const javascriptLink = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] }] };
    expect(refusal(() => parseFields(article, { ...fields, content: { zhTw: script, en: javascriptLink } }, false))).toEqual([
      { path: 'content.zhTw', messageId: 'richTextElement' },
      { path: 'content.en', messageId: 'richTextLink' },
    ]);
    // Unpublished, a language may wait; published, it may not.
    const draft = { ...fields, content: { zhTw: doc('有中文'), en: { type: 'doc', content: [] } } };
    expect(parseFields(article, draft, false).content).toEqual(draft.content);
    expect(refusal(() => parseFields(article, draft, true))).toEqual([{ path: 'content.en', messageId: 'incompleteTranslation' }]);
  });
});
