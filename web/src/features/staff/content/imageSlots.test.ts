import { describe, expect, it } from 'vitest';
import { contentImageSlotOf } from '@yip/rules';
import { backendFamilyName } from './imageSlots.ts';

describe('backendFamilyName', () => {
  it('names the families as the backend and the image slots do', () => {
    expect(backendFamilyName('HOME_BANNER')).toBe('home/banner');
    expect(backendFamilyName('INVENTION_RECOMMEND')).toBe('invention/recommend');
    expect(backendFamilyName('ARTICLE')).toBe('article/article');
    expect(backendFamilyName('ARTICLE_TAG')).toBe('article/tag');
    expect(contentImageSlotOf(backendFamilyName('HOME_BANNER'), 'imageMob')).toBe('bannerMobile');
    expect(contentImageSlotOf(backendFamilyName('INCUBATOR_RECOMMEND'), 'image')).toBe('portrait');
  });
});
