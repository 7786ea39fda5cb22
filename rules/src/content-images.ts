// The content studio's image slots (issue 21 item 4): what an image uploaded for a content field must
// be, and the variants made of it. One table for every tier: the backend refuses and resizes by it,
// the gateway reads a stored image's sizes back from its file name (the public pages' srcset), and
// the studio states the rule beside its upload control.
import { imagePixelLimits } from './constants.ts';

export type ContentImageSlotName = 'bannerDesktop' | 'bannerMobile' | 'cover' | 'portrait' | 'og';

export interface ContentImageSlot {
  /** The size the public layout shows it at, at its largest (CSS pixels at 1x, or the 2x a small one needs). */
  width: number;
  height: number;
  /** The widths made, smallest first; the last is `width`. */
  widths: readonly number[];
}

/**
 * The slots, from the public layouts: the home carousel's slide (1920×720 wide, 750×900 on phones),
 * every card, cover and section banner (1200×800, 3:2), a testimonial's round portrait (56 px, made
 * for screens up to 4x), and an article's link-preview image (1200×630, the 1.91:1 Facebook, LINE and
 * X crop to): one size only, since a crawler takes the one JPEG og:image names and scales it itself.
 */
export const contentImageSlots: Record<ContentImageSlotName, ContentImageSlot> = {
  bannerDesktop: { width: 1920, height: 720, widths: [640, 960, 1280, 1920] },
  bannerMobile: { width: 750, height: 900, widths: [375, 750] },
  cover: { width: 1200, height: 800, widths: [400, 800, 1200] },
  portrait: { width: 240, height: 240, widths: [112, 240] },
  og: { width: 1200, height: 630, widths: [1200] },
};

/** An upload's most bytes, whatever the slot. */
export const contentImageMaxBytes = 10 * 1024 * 1024;
/** How far an upload's aspect may be from its slot's (±10 %): the rest is cropped from the centre. */
export const contentImageAspectTolerance = 0.1;
/** Alt texts' most graphemes per language (what a screen reader reads out in one breath). */
export const contentImageAltMax = 150;

/** The slot an image field of a content family fills; undefined when the field takes no upload. */
export function contentImageSlotOf(family: string, field: string): ContentImageSlotName | undefined {
  if (field === 'ogImage') return family === 'article/article' ? 'og' : undefined;
  if (family === 'home/banner') return field === 'imageDes' ? 'bannerDesktop' : field === 'imageMob' ? 'bannerMobile' : undefined;
  if (family.endsWith('/recommend') && family !== 'home/recommend') return field === 'image' ? 'portrait' : undefined;
  return ['image', 'cover', 'photo', 'photos'].includes(field) ? 'cover' : undefined;
}

/**
 * The record's own field that keeps an image field's alt texts, when its family has one: the home
 * banner's `alt` (shared by its two images) and an article's `ogImageAlt` (og:image:alt).
 */
export function contentImageAltFieldOf(family: string, field: string): string | undefined {
  if (family === 'home/banner' && (field === 'imageDes' || field === 'imageMob')) return 'alt';
  if (family === 'article/article' && field === 'ogImage') return 'ogImageAlt';
  return undefined;
}

export type ContentImageRefusal = 'IMAGE_TOO_SMALL' | 'IMAGE_ASPECT' | 'IMAGE_TOO_LARGE';

/** Why an image of this pixel size cannot fill the slot, or null when it can. */
export function contentImageRefusal(size: { width: number; height: number }, slot: ContentImageSlotName): ContentImageRefusal | null {
  const { maxSidePx, maxPixels } = imagePixelLimits;
  if (size.width > maxSidePx || size.height > maxSidePx || size.width * size.height > maxPixels) return 'IMAGE_TOO_LARGE';
  const want = contentImageSlots[slot];
  if (size.width < want.width || size.height < want.height) return 'IMAGE_TOO_SMALL';
  const aspect = size.width / size.height / (want.width / want.height);
  if (Math.abs(aspect - 1) > contentImageAspectTolerance) return 'IMAGE_ASPECT';
  return null;
}

// --- stored names ---
// A stored image is `public/img-<slot>-<24 hex>-<width>.<jpg|webp>` (slot in lower case): its path
// alone says every variant and size, so a public answer needs nothing more than the field's value.

export type ContentImageFormat = 'jpg' | 'webp';
export const contentImageFormats: readonly ContentImageFormat[] = ['webp', 'jpg'];

const slotByFileName = new Map(Object.keys(contentImageSlots).map((slot) => [slot.toLowerCase(), slot as ContentImageSlotName]));
const storedPattern = /^\/files\/public\/img-([a-z]+)-([0-9a-f]{24})-(\d{1,5})\.(jpg|webp)$/;

/** The stem every variant of one upload starts with (`bannerdesktop-…`), the database row's name. */
export const contentImageName = (slot: ContentImageSlotName, random: string) => `${slot.toLowerCase()}-${random}`;
export const contentImageFile = (name: string, width: number, format: ContentImageFormat) => `img-${name}-${width}.${format}`;
/** What a record's field holds: the largest JPEG, which any page, feed or crawler can show as it is. */
export const contentImagePath = (name: string, slot: ContentImageSlotName) => `/files/public/${contentImageFile(name, contentImageSlots[slot].width, 'jpg')}`;

export interface ContentImageVariants {
  name: string;
  slot: ContentImageSlotName;
  width: number;
  height: number;
  /** `srcset` per format, smallest first. */
  srcset: Record<ContentImageFormat, string>;
}

/** A slot's height at a width, keeping its aspect (as the variants were cropped). */
export const slotHeightAt = (slot: ContentImageSlotName, width: number) =>
  Math.round((width * contentImageSlots[slot].height) / contentImageSlots[slot].width);

/** The variants of a stored image's path; undefined for any other path (a seed's SVG, an outside URL). */
export function contentImageVariants(path: string): ContentImageVariants | undefined {
  const match = storedPattern.exec(path);
  const slot = match ? slotByFileName.get(match[1]!) : undefined;
  if (!match || !slot) return undefined;
  const name = `${match[1]}-${match[2]}`;
  const { width, height, widths } = contentImageSlots[slot];
  const srcset = (format: ContentImageFormat) => widths.map((w) => `/files/public/${contentImageFile(name, w, format)} ${w}w`).join(', ');
  return { name, slot, width, height, srcset: { webp: srcset('webp'), jpg: srcset('jpg') } };
}
