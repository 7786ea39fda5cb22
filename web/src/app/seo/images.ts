// The link-preview image (og:image) of a page: an article's own link-preview image (1200×630), else
// its cover or banner as an absolute URL of a raster file, since Facebook, LINE and X render no SVG.
// A cover is 3:2 and said to be 1200×800: the previews crop it to their 1.91:1 themselves.
import type { HeadImage } from './head.ts';

/** Sizes the schema promises for each kind of image. */
export const imageSizes = {
  cover: { width: 1200, height: 800 },
  homeBanner: { width: 1920, height: 720 },
} as const;

/** The site's own preview image (web/public), for pages without a cover or banner of their own. */
export const siteImage = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** An absolute URL for a root-relative path (or an absolute URL as it is). */
export function absoluteUrl(origin: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : origin + (path.startsWith('/') ? path : `/${path}`);
}

/**
 * The preview of a content image. A seeded SVG has a PNG of the same art and size beside it
 * (backend/src/seed); another format is used as it is. A size not known (null) is left unsaid.
 */
export function previewImage(origin: string, path: string, size: { width: number | null; height: number | null }, alt: string): HeadImage {
  const raster = path.replace(/\.svg(?=$|\?)/i, '.png');
  const known = size.width && size.height ? { width: size.width, height: size.height } : {};
  return { url: absoluteUrl(origin, raster), ...known, alt };
}

export function sitePreviewImage(origin: string, alt: string): HeadImage {
  return { url: absoluteUrl(origin, siteImage.path), width: siteImage.width, height: siteImage.height, alt };
}
