import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * Writes every image into the public folder: `<name>.svg`, which the content points at, and
 * (logos aside) `<name>.png` beside it with the same art, for link previews (`og:image`).
 */
export function writeImages(publicFolder: string, specs: readonly ImageSpec[]): void {
  mkdirSync(publicFolder, { recursive: true });
  for (const spec of specs) {
    const art = artOf(spec);
    writeFileSync(join(publicFolder, `${spec.name}.svg`), renderSvg(art));
    if (!art.wordmark) writeFileSync(join(publicFolder, `${spec.name}.png`), renderPng(art));
  }
}

export const publicPath = (file: string) => `/files/public/${file}`;
