// The content studio's image slots (issue 21 items 3, 4): what an image uploaded for a content field,
// or into a rich text, must be, and the variants made of it. One table for every tier: the backend
// refuses and resizes by it, the gateway and the pages read a stored image's sizes back from its
// file name (their srcset), and the studio states the rule beside its upload control. No zod: the
// public pages' rich text imports it (`@yip/rules/content-images`).
import { imagePixelLimits } from './constants.ts';

/** A slot of a fixed size, which its layout fills: an upload is cropped to its aspect. */
export type CroppedSlotName = 'bannerDesktop' | 'bannerMobile' | 'cover' | 'portrait' | 'og';
/** Every slot: the cropped ones, and `inline`, an image inside a rich text, which keeps its own aspect. */
export type ContentImageSlotName = CroppedSlotName | 'inline';

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
export const contentImageSlots: Record<CroppedSlotName, ContentImageSlot> = {
  bannerDesktop: { width: 1920, height: 720, widths: [640, 960, 1280, 1920] },
  bannerMobile: { width: 750, height: 900, widths: [375, 750] },
  cover: { width: 1200, height: 800, widths: [400, 800, 1200] },
  portrait: { width: 240, height: 240, widths: [112, 240] },
  og: { width: 1200, height: 630, widths: [1200] },
};

/**
 * An image inside a rich text (an article's body): shown whole at the text's measure (50rem, so
 * 800 px at 1x and up to 1200 at 1.5x), never cropped. At least `minWidth` wide, neither longer
 * nor taller than 3:1, made at each of `widths` below its own width and at its own width up to
 * the last (never upscaled).
 */
export const inlineImageRule = { minWidth: 800, maxAspect: 3, widths: [400, 800, 1200] } as const;

/** An upload's most bytes, whatever the slot. */
export const contentImageMaxBytes = 10 * 1024 * 1024;
/** How far an upload's aspect may be from its slot's (±10 %): the rest is cropped from the centre. */
export const contentImageAspectTolerance = 0.1;
/** Alt texts' most graphemes per language (what a screen reader reads out in one breath). */
export const contentImageAltMax = 150;

/**
 * The slot an image field of a content family fills; undefined when the field takes no upload. (A
 * rich-text field takes `inline` images: the backend knows its fields' kinds, the editor its own.)
 */
export function contentImageSlotOf(family: string, field: string): CroppedSlotName | undefined {
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
  if (slot === 'inline') {
    if (size.width < inlineImageRule.minWidth) return 'IMAGE_TOO_SMALL';
    const long = Math.max(size.width, size.height) / Math.min(size.width, size.height);
    return long > inlineImageRule.maxAspect ? 'IMAGE_ASPECT' : null;
  }
  const want = contentImageSlots[slot];
  if (size.width < want.width || size.height < want.height) return 'IMAGE_TOO_SMALL';
  const aspect = size.width / size.height / (want.width / want.height);
  if (Math.abs(aspect - 1) > contentImageAspectTolerance) return 'IMAGE_ASPECT';
  return null;
}

/** What is made of an upload: the largest variant's size and every width, smallest first (the last is `width`). */
export type ContentImageGeometry = ContentImageSlot;

/** The variants an image of this upright size makes in its slot: a cropped slot's own, or an inline image's by its size. */
export function contentImageGeometry(slot: ContentImageSlotName, size: { width: number; height: number }): ContentImageGeometry {
  if (slot !== 'inline') return contentImageSlots[slot];
  const largest = inlineImageRule.widths.at(-1)!;
  const width = Math.min(largest, size.width);
  const height = Math.round((width * size.height) / size.width);
  return { width, height, widths: [...inlineImageRule.widths.filter((each) => each < width), width] };
}

/** A variant's height at a width, keeping the largest's aspect (as every variant is resized from it). */
export const variantHeight = (geometry: ContentImageGeometry, width: number) => Math.round((width * geometry.height) / geometry.width);

// --- stored names ---
// A stored image is `public/img-<name>-<width>.<jpg|webp>`: a cropped slot's name is
// `<slot>-<24 hex>` (slot in lower case), whose size the slot gives; an inline image's is
// `inline-<24 hex>-<width>x<height>`, its largest variant's size, since each has its own aspect.
// The path alone says every variant and size, so a public answer or page needs nothing more than
// the field's value or the document's image node.

export type ContentImageFormat = 'jpg' | 'webp';
export const contentImageFormats: readonly ContentImageFormat[] = ['webp', 'jpg'];

const slotNames: readonly ContentImageSlotName[] = [...(Object.keys(contentImageSlots) as CroppedSlotName[]), 'inline'];
const slotByFileName = new Map(slotNames.map((slot) => [slot.toLowerCase(), slot]));
const storedPattern = /^\/files\/public\/img-([a-z]+)-([0-9a-f]{24})(?:-([1-9]\d{0,4})x([1-9]\d{0,4}))?-(\d{1,5})\.(jpg|webp)$/;

/** The stem every variant of one upload starts with (`bannerdesktop-…`, `inline-…-1200x800`), the database row's name. */
export const contentImageName = (slot: ContentImageSlotName, random: string, geometry: ContentImageGeometry) =>
  slot === 'inline' ? `inline-${random}-${geometry.width}x${geometry.height}` : `${slot.toLowerCase()}-${random}`;
export const contentImageFile = (name: string, width: number, format: ContentImageFormat) => `img-${name}-${width}.${format}`;
/** What a record's field (or a document's image) holds: the largest JPEG, which any page, feed or crawler can show as it is. */
export const contentImagePath = (name: string, geometry: ContentImageGeometry) => `/files/public/${contentImageFile(name, geometry.width, 'jpg')}`;

export interface ContentImageVariants extends ContentImageGeometry {
  name: string;
  slot: ContentImageSlotName;
  /** `srcset` per format, smallest first. */
  srcset: Record<ContentImageFormat, string>;
}

/** An inline image's geometry from its name's size: only one its rule could have made. */
function inlineGeometryOf(width: number, height: number): ContentImageGeometry | undefined {
  const long = Math.max(width, height) / Math.min(width, height);
  if (width < inlineImageRule.minWidth || width > inlineImageRule.widths.at(-1)! || long > inlineImageRule.maxAspect) return undefined;
  return contentImageGeometry('inline', { width, height });
}

/** The variants of a stored image's path; undefined for any other path (a seed's SVG, an outside URL). */
export function contentImageVariants(path: string): ContentImageVariants | undefined {
  const match = storedPattern.exec(path);
  const slot = match ? slotByFileName.get(match[1]!) : undefined;
  if (!match || !slot) return undefined;
  const [, stem, random, width, height] = match;
  // A size belongs to an inline image's name, and only there.
  if ((slot === 'inline') !== (width !== undefined)) return undefined;
  const geometry = slot === 'inline' ? inlineGeometryOf(Number(width), Number(height)) : contentImageSlots[slot];
  if (!geometry) return undefined;
  const name = slot === 'inline' ? `${stem}-${random}-${width}x${height}` : `${stem}-${random}`;
  const srcset = (format: ContentImageFormat) => geometry.widths.map((w) => `/files/public/${contentImageFile(name, w, format)} ${w}w`).join(', ');
  return { name, slot, ...geometry, srcset: { webp: srcset('webp'), jpg: srcset('jpg') } };
}
