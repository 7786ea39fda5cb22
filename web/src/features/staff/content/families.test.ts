import { describe, expect, it } from 'vitest';
import type { ContentFamily } from '../../../generated/types.ts';
import { familyNames, familyOfSegment, familySegment, groupByPage, pageOf } from './families.ts';

const every = Object.keys(familyNames) as ContentFamily[];

describe('the families in the console paths', () => {
  it('names each family by a segment that leads back to it', () => {
    for (const family of every) expect(familyOfSegment(familySegment(family))).toBe(family);
    expect(familySegment('INVENTION_QA')).toBe('invention-qa');
  });

  it('finds no family behind an unknown or malformed segment', () => {
    for (const segment of ['bin', 'INVENTION_QA', 'invention_qa', 'constructor', '', undefined]) expect(familyOfSegment(segment)).toBeNull();
  });
});

describe('the families by public page', () => {
  it('puts each family under the page it fills, pages in the site order', () => {
    expect(every.filter((family) => family.startsWith('INVENTION_')).map(pageOf)).toEqual(Array(5).fill('competition'));
    expect(every.filter((family) => family.startsWith('EDUCATION_')).map(pageOf)).toEqual(Array(4).fill('academy'));
    const groups = groupByPage([{ family: 'ARTICLE' }, { family: 'HOME_BANNER' }, { family: 'INVENTION_QA' }, { family: 'HOME_RECOMMEND' }] as const);
    expect(groups.map(({ page, specs }) => [page, specs.map((spec) => spec.family)])).toEqual([
      ['home', ['HOME_BANNER', 'HOME_RECOMMEND']],
      ['competition', ['INVENTION_QA']],
      ['news', ['ARTICLE']],
    ]);
  });
});
