import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Dark gradient pairs: white text on any of them keeps a contrast ratio above 4.5:1. */
const palettes = [
  ['#0a3d4a', '#0f6b73'],
  ['#1e1b4b', '#4338ca'],
  ['#4a044e', '#86198f'],
  ['#052e16', '#166534'],
  ['#7c2d12', '#c2410c'],
  ['#0c4a6e', '#0369a1'],
  ['#881337', '#be123c'],
] as const;

export interface ImageSpec {
  file: string;
  width: number;
  height: number;
  /** Two short lines: Chinese above, English below. */
  label: { zhTw: string; en: string };
  palette: number;
}

export const sizes = {
  bannerDesktop: { width: 1920, height: 720 },
  bannerMobile: { width: 750, height: 900 },
  cover: { width: 1200, height: 800 },
} as const;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** A small decorative SVG: gradient, a few translucent shapes placed from the file name, a label. */
export function renderSvg(spec: ImageSpec): string {
  const { width: w, height: h } = spec;
  const [from, to] = palettes[spec.palette % palettes.length] ?? palettes[0];
  // Deterministic variety: the shapes move with a hash of the file name.
  let hash = 0;
  for (const char of spec.file) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const unit = Math.min(w, h);
  const at = (shift: number, span: number) => ((hash >>> shift) % 1000) / 1000 * span;
  const big = Math.round(unit * 0.45);
  const small = Math.round(unit * 0.18);
  const title = Math.round(Math.min(w / 14, h / 7));
  const subtitle = Math.round(title * 0.5);
  const label = `${spec.label.zhTw} / ${spec.label.en}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${Math.round(at(0, w))}" cy="${Math.round(at(8, h))}" r="${big}" fill="#fff" fill-opacity=".08"/>
<circle cx="${Math.round(at(16, w))}" cy="${Math.round(at(4, h))}" r="${small}" fill="#fff" fill-opacity=".1"/>
<rect x="${Math.round(w * 0.08)}" y="${Math.round(h * 0.5 + title * 1.1 + subtitle)}" width="${Math.round(w * 0.2)}" height="${Math.max(6, Math.round(h * 0.015))}" rx="4" fill="#fde68a"/>
<g fill="#fff" font-family="'Noto Sans TC','PingFang TC','Microsoft JhengHei',system-ui,sans-serif" text-anchor="start">
<text x="${Math.round(w * 0.08)}" y="${Math.round(h * 0.5)}" font-size="${title}" font-weight="700">${escapeXml(spec.label.zhTw)}</text>
<text x="${Math.round(w * 0.08)}" y="${Math.round(h * 0.5 + title * 1.1)}" font-size="${subtitle}">${escapeXml(spec.label.en)}</text>
</g>
</svg>
`;
}

/** Writes every image into the public folder. */
export function writeImages(publicFolder: string, specs: readonly ImageSpec[]): void {
  mkdirSync(publicFolder, { recursive: true });
  for (const spec of specs) writeFileSync(join(publicFolder, spec.file), renderSvg(spec));
}

export const publicPath = (file: string) => `/files/public/${file}`;
