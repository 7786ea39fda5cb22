// Where a preview opens: the record's own public page where it has one, else the page that lists
// it at its section; the family's choice fields (a column, a block's anchor, a report's kind) decide.
import { describe, expect, it } from 'vitest';
import type { ContentFamily } from '../../../generated/types.ts';
import { familyNames } from './families.ts';
import { previewFamilies, previewPath } from './previewPath.ts';

describe('the public path of a preview', () => {
  it('opens a record with a page of its own there, a record not created yet under id 0', () => {
    expect(previewPath('en', 'ARTICLE', '5', [{ name: 'column', text: 'social' }])).toBe('/en/news/social/5');
    expect(previewPath('zhTw', 'EDUCATION_HISTORY', null, [])).toBe('/zhTw/academy/history/0');
    expect(previewPath('en', 'BOOK_REPORT', '9', [{ name: 'kind', text: 'impact' }])).toBe('/en/study/FUN/9');
  });

  it('opens any other record on the page that lists it, at its section', () => {
    expect(previewPath('en', 'HOME_BANNER', null, [])).toBe('/en/');
    expect(previewPath('en', 'INVENTION_QA', '3', [])).toBe('/en/invention#q-and-a');
    expect(previewPath('zhTw', 'INVENTION_CONTENT', '4', [{ name: 'anchor', text: 'eligibility' }])).toBe('/zhTw/invention#qualification');
    expect(previewPath('en', 'INCUBATOR_CONTENT', '4', [{ name: 'anchor', text: 'apply' }])).toBe('/en/incubator#registration');
    expect(previewPath('en', 'BOOK_REPORT', '9', [{ name: 'kind', text: 'alumni' }])).toBe('/en/study/landing#alumni');
    expect(previewPath('en', 'EDUCATION_WALK', null, [])).toBe('/en/academy/landing#block');
  });

  it('has no page for a tag, and one for every other family', () => {
    expect(previewPath('en', 'ARTICLE_TAG', '1', [])).toBeNull();
    const families = Object.keys(familyNames) as ContentFamily[];
    expect([...previewFamilies].sort()).toEqual(families.filter((family) => family !== 'ARTICLE_TAG').sort());
  });
});
