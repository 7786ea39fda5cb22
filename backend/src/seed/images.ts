import { artOf, type ImageSpec } from './art.ts';
import { renderPng } from './png.ts';
import { renderSvg } from './svg.ts';

export type { ImageSpec } from './art.ts';

export const sizes = {
  bannerDesktop: { width: 1920, height: 720 },
  bannerMobile: { width: 750, height: 900 },
  cover: { width: 1200, height: 800 },
  /** The about page shows partners' logos in 2:1 boxes. */
  logo: { width: 1200, height: 600 },
} as const;

/** A generated file for the file store's `public/`. */
export interface PublicFile {
  name: string;
  bytes: Buffer;
}

/**
 * Every image as public files: `<name>.svg`, which the content points at, and (logos aside)
 * `<name>.png` with the same art, for link previews (`og:image`).
 */
export function imageFiles(specs: readonly ImageSpec[]): PublicFile[] {
  return specs.flatMap((spec) => {
    const art = artOf(spec);
    const svg = { name: `${spec.name}.svg`, bytes: Buffer.from(renderSvg(art)) };
    return art.wordmark ? [svg] : [svg, { name: `${spec.name}.png`, bytes: renderPng(art) }];
  });
}

export const publicPath = (file: string) => `/files/public/${file}`;
