import { describe, expect, it } from 'vitest';
import { contentImageAltFieldOf, contentImagePath, contentImageRefusal, contentImageSlotOf, contentImageVariants } from './content-images.ts';

describe('content image slots', () => {
  it('give each image field of the families the slot its layout needs', () => {
    expect(contentImageSlotOf('home/banner', 'imageDes')).toBe('bannerDesktop');
    expect(contentImageSlotOf('home/banner', 'imageMob')).toBe('bannerMobile');
    expect(contentImageSlotOf('article/article', 'cover')).toBe('cover');
    expect(contentImageSlotOf('home/recommend', 'image')).toBe('cover');
    expect(contentImageSlotOf('invention/recommend', 'image')).toBe('portrait');
    expect(contentImageSlotOf('education/history', 'photos')).toBe('cover');
    expect(contentImageSlotOf('home/banner', 'link')).toBeUndefined();
    expect(contentImageSlotOf('book/sori', 'pdf')).toBeUndefined();
  });

  it('give an article a link-preview slot of one 1200 × 630 size, with its alt texts in the record', () => {
    expect(contentImageSlotOf('article/article', 'ogImage')).toBe('og');
    expect(contentImageSlotOf('education/think', 'ogImage')).toBeUndefined();
    expect(contentImageAltFieldOf('article/article', 'ogImage')).toBe('ogImageAlt');
    expect(contentImageAltFieldOf('home/banner', 'imageMob')).toBe('alt');
    expect(contentImageAltFieldOf('article/article', 'cover')).toBeUndefined();
    // A 1.91:1 photo a little larger is taken (and cropped); a 3:2 cover is not.
    expect(contentImageRefusal({ width: 1910, height: 1000 }, 'og')).toBeNull();
    expect(contentImageRefusal({ width: 1200, height: 800 }, 'og')).toBe('IMAGE_ASPECT');
    expect(contentImageRefusal({ width: 1199, height: 630 }, 'og')).toBe('IMAGE_TOO_SMALL');
    const path = contentImagePath('og-0123456789abcdef01234567', 'og');
    expect(path).toBe('/files/public/img-og-0123456789abcdef01234567-1200.jpg');
    expect(contentImageVariants(path)).toMatchObject({ slot: 'og', width: 1200, height: 630, srcset: { jpg: `${path} 1200w` } });
  });

  it('take an image at least the slot’s size whose aspect is within 10 % of it', () => {
    expect(contentImageRefusal({ width: 1920, height: 720 }, 'bannerDesktop')).toBeNull();
    expect(contentImageRefusal({ width: 3840, height: 1440 }, 'bannerDesktop')).toBeNull();
    // 2.4 against 2.67: 10 % narrower, still cropped.
    expect(contentImageRefusal({ width: 2074, height: 864 }, 'bannerDesktop')).toBeNull();
    expect(contentImageRefusal({ width: 1919, height: 720 }, 'bannerDesktop')).toBe('IMAGE_TOO_SMALL');
    expect(contentImageRefusal({ width: 1920, height: 719 }, 'bannerDesktop')).toBe('IMAGE_TOO_SMALL');
    // A 16:9 photo would lose a third of its height as a banner.
    expect(contentImageRefusal({ width: 1920, height: 1080 }, 'bannerDesktop')).toBe('IMAGE_ASPECT');
    expect(contentImageRefusal({ width: 900, height: 900 }, 'bannerMobile')).toBe('IMAGE_ASPECT');
    expect(contentImageRefusal({ width: 7000, height: 7000 }, 'portrait')).toBe('IMAGE_TOO_LARGE');
    expect(contentImageRefusal({ width: 9000, height: 6000 }, 'cover')).toBe('IMAGE_TOO_LARGE');
  });

  it('read every variant and size back from a stored path, and nothing from another path', () => {
    const path = contentImagePath('bannermobile-0123456789abcdef01234567', 'bannerMobile');
    expect(path).toBe('/files/public/img-bannermobile-0123456789abcdef01234567-750.jpg');
    expect(contentImageVariants(path)).toEqual({
      name: 'bannermobile-0123456789abcdef01234567',
      slot: 'bannerMobile',
      width: 750,
      height: 900,
      srcset: {
        webp: '/files/public/img-bannermobile-0123456789abcdef01234567-375.webp 375w, /files/public/img-bannermobile-0123456789abcdef01234567-750.webp 750w',
        jpg: '/files/public/img-bannermobile-0123456789abcdef01234567-375.jpg 375w, /files/public/img-bannermobile-0123456789abcdef01234567-750.jpg 750w',
      },
    });
    expect(contentImageVariants('/files/seed/home-banner-competition-desktop.svg')).toBeUndefined();
    expect(contentImageVariants('/files/public/img-unknown-0123456789abcdef01234567-750.jpg')).toBeUndefined();
    expect(contentImageVariants('https://example.org/files/public/img-cover-0123456789abcdef01234567-1200.jpg')).toBeUndefined();
  });
});
