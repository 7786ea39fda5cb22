import { describe, expect, it } from 'vitest';
import {
  contentImageAltFieldOf,
  contentImageGeometry,
  contentImageName,
  contentImagePath,
  contentImageRefusal,
  contentImageSlotOf,
  contentImageSlots,
  contentImageVariants,
  variantHeight,
} from './content-images.ts';

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
    const path = contentImagePath(contentImageName('og', '0123456789abcdef01234567', contentImageSlots.og), contentImageSlots.og);
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
    const path = contentImagePath(contentImageName('bannerMobile', '0123456789abcdef01234567', contentImageSlots.bannerMobile), contentImageSlots.bannerMobile);
    expect(path).toBe('/files/public/img-bannermobile-0123456789abcdef01234567-750.jpg');
    expect(contentImageVariants(path)).toEqual({
      name: 'bannermobile-0123456789abcdef01234567',
      slot: 'bannerMobile',
      width: 750,
      height: 900,
      widths: [375, 750],
      srcset: {
        webp: '/files/public/img-bannermobile-0123456789abcdef01234567-375.webp 375w, /files/public/img-bannermobile-0123456789abcdef01234567-750.webp 750w',
        jpg: '/files/public/img-bannermobile-0123456789abcdef01234567-375.jpg 375w, /files/public/img-bannermobile-0123456789abcdef01234567-750.jpg 750w',
      },
    });
    expect(contentImageVariants('/files/seed/home-banner-competition-desktop.svg')).toBeUndefined();
    expect(contentImageVariants('/files/public/img-unknown-0123456789abcdef01234567-750.jpg')).toBeUndefined();
    expect(contentImageVariants('https://example.org/files/public/img-cover-0123456789abcdef01234567-1200.jpg')).toBeUndefined();
  });

  it('keep an inline image’s own aspect within 1:3 to 3:1, at least 800 px wide', () => {
    expect(contentImageRefusal({ width: 800, height: 267 }, 'inline')).toBeNull();
    expect(contentImageRefusal({ width: 800, height: 2400 }, 'inline')).toBeNull();
    expect(contentImageRefusal({ width: 4000, height: 3000 }, 'inline')).toBeNull();
    expect(contentImageRefusal({ width: 799, height: 600 }, 'inline')).toBe('IMAGE_TOO_SMALL');
    expect(contentImageRefusal({ width: 2500, height: 800 }, 'inline')).toBe('IMAGE_ASPECT');
    expect(contentImageRefusal({ width: 800, height: 2401 }, 'inline')).toBe('IMAGE_ASPECT');
    expect(contentImageRefusal({ width: 8001, height: 4000 }, 'inline')).toBe('IMAGE_TOO_LARGE');
  });

  it('make an inline image at 400, 800 and 1200 px, never above its own width', () => {
    expect(contentImageGeometry('inline', { width: 4000, height: 3000 })).toEqual({ width: 1200, height: 900, widths: [400, 800, 1200] });
    const portrait = contentImageGeometry('inline', { width: 1000, height: 1501 });
    expect(portrait).toEqual({ width: 1000, height: 1501, widths: [400, 800, 1000] });
    expect(variantHeight(portrait, 400)).toBe(600);
    expect(contentImageGeometry('inline', { width: 800, height: 450 })).toEqual({ width: 800, height: 450, widths: [400, 800] });
    // A cropped slot's are its own, whatever was uploaded.
    expect(contentImageGeometry('cover', { width: 3000, height: 2000 })).toBe(contentImageSlots.cover);
  });

  it('name an inline image by its largest size, so its path alone says every variant', () => {
    const geometry = contentImageGeometry('inline', { width: 1000, height: 1501 });
    const path = contentImagePath(contentImageName('inline', '0123456789abcdef01234567', geometry), geometry);
    expect(path).toBe('/files/public/img-inline-0123456789abcdef01234567-1000x1501-1000.jpg');
    const stem = '/files/public/img-inline-0123456789abcdef01234567-1000x1501';
    expect(contentImageVariants(path)).toEqual({
      name: 'inline-0123456789abcdef01234567-1000x1501',
      slot: 'inline',
      width: 1000,
      height: 1501,
      widths: [400, 800, 1000],
      srcset: {
        webp: `${stem}-400.webp 400w, ${stem}-800.webp 800w, ${stem}-1000.webp 1000w`,
        jpg: `${stem}-400.jpg 400w, ${stem}-800.jpg 800w, ${stem}-1000.jpg 1000w`,
      },
    });
    // No size its rule could not have made, and a size only in an inline image's name.
    expect(contentImageVariants('/files/public/img-inline-0123456789abcdef01234567-1600x1200-1600.jpg')).toBeUndefined();
    expect(contentImageVariants('/files/public/img-inline-0123456789abcdef01234567-1200x300-1200.jpg')).toBeUndefined();
    expect(contentImageVariants('/files/public/img-inline-0123456789abcdef01234567-1200.jpg')).toBeUndefined();
    expect(contentImageVariants('/files/public/img-cover-0123456789abcdef01234567-1200x800-1200.jpg')).toBeUndefined();
  });
});
