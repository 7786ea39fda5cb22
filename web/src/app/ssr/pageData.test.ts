// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetPageData, mergeCacheStates, pageDataTag, PAGE_DATA_ID, readPageData, serialisePageData } from './pageData.ts';

afterEach(forgetPageData);

describe('page data', () => {
  const data = { lang: 'en' as const, apollo: { 'Article:1': { title: '</script><script>alert(1)</script>' } }, router: { loaderData: {} }, renderedAt: 1 };

  it('cannot close its script element or open a comment', () => {
    const text = serialisePageData(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });

  it('is read back from the tag the server wrote', () => {
    document.body.innerHTML = `<div id="root"></div>${pageDataTag(data)}`;
    expect(readPageData(document)).toEqual(data);
  });

  it('is null on a client-rendered page', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPageData(document)).toBeNull();
    expect(document.getElementById(PAGE_DATA_ID)).toBeNull();
  });
});

describe('mergeCacheStates', () => {
  it("keeps the stored cache's other entries and root fields, the server's answers on top", () => {
    const stored = { ROOT_QUERY: { __typename: 'Query', a: 1, b: 'old' }, 'Article:1': { title: 'old' } };
    const server = { ROOT_QUERY: { __typename: 'Query', b: 'new' }, 'Article:2': { title: 'two' } };
    expect(mergeCacheStates(stored, server)).toEqual({
      ROOT_QUERY: { __typename: 'Query', a: 1, b: 'new' },
      'Article:1': { title: 'old' },
      'Article:2': { title: 'two' },
    });
  });
});
