// The drawing of a seeded image as plain data, shared by the SVG and the PNG renderers so both
// files of an image show the same art. No lettering: one image serves both languages (the
// contract has one path per image) and the page's own text says what it is about. Only a
// partner's logo carries its name, in Latin letters, as a real brand mark would in both languages.

/** Dark gradient pairs, so white text the web lays over an image keeps a contrast ratio above 4.5:1. */
const palettes = [
  ['#0a3d4a', '#0f6b73'],
  ['#1e1b4b', '#4338ca'],
  ['#4a044e', '#86198f'],
  ['#052e16', '#166534'],
  ['#7c2d12', '#c2410c'],
  ['#0c4a6e', '#0369a1'],
  ['#881337', '#be123c'],
] as const;

/** `scene` for covers and banners, `portrait` for people's photos, `emblem` for partners' logos. */
export type Motif = 'scene' | 'portrait' | 'emblem';

export interface ImageSpec {
  /** The file name without its extension: the seed writes `<name>.svg` and `<name>.png`. */
  name: string;
  width: number;
  height: number;
  palette: number;
  motif: Motif;
  /** A logo's name in Latin letters; drawn in the SVG only, so a logo gets no PNG. */
  wordmark?: string;
}

export type Shape =
  | { kind: 'circle'; cx: number; cy: number; r: number; color: string; opacity: number }
  /** A circle's outline `width` wide, centred on radius `r`. */
  | { kind: 'ring'; cx: number; cy: number; r: number; width: number; color: string; opacity: number }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; radius: number; color: string; opacity: number };

export interface Art {
  width: number;
  height: number;
  /** A linear gradient from the top-left corner to the bottom-right one. */
  gradient: readonly [string, string];
  /** Painted in order over the gradient. */
  shapes: Shape[];
  /** White bold text whose baseline starts at (x, y). */
  wordmark?: { text: string; x: number; y: number; size: number };
}

const white = '#ffffff';
const accent = '#fde68a';

/** The art of a spec; the shapes move with a hash of its name, so images differ but every run draws the same. */
export function artOf(spec: ImageSpec): Art {
  const { width: w, height: h } = spec;
  let hash = 0;
  for (const char of spec.name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const unit = Math.min(w, h);
  const at = (shift: number, span: number) => Math.round((((hash >>> shift) % 1000) / 1000) * span);
  const backdrop: Shape[] = [
    { kind: 'circle', cx: at(0, w), cy: at(8, h), r: Math.round(unit * 0.45), color: white, opacity: 0.08 },
    { kind: 'circle', cx: at(16, w), cy: at(4, h), r: Math.round(unit * 0.18), color: white, opacity: 0.1 },
  ];
  const motifs: Record<Motif, Shape[]> = {
    scene: [
      { kind: 'ring', cx: at(12, w), cy: at(20, h), r: Math.round(unit * 0.28), width: Math.max(4, Math.round(unit * 0.02)), color: white, opacity: 0.14 },
      { kind: 'rect', x: Math.round(w * 0.08), y: Math.round(h * 0.78), width: Math.round(w * 0.2), height: Math.max(6, Math.round(h * 0.015)), radius: 4, color: accent, opacity: 1 },
    ],
    portrait: [
      { kind: 'circle', cx: Math.round(w / 2), cy: Math.round(h * 0.45), r: Math.round(unit * 0.16), color: white, opacity: 0.3 },
      { kind: 'circle', cx: Math.round(w / 2), cy: Math.round(h + unit * 0.08), r: Math.round(unit * 0.42), color: white, opacity: 0.3 },
    ],
    // The mark at the left, the wordmark beside it.
    emblem: [
      { kind: 'ring', cx: Math.round(w * 0.2), cy: Math.round(h / 2), r: Math.round(unit * 0.26), width: Math.round(unit * 0.05), color: white, opacity: 0.5 },
      { kind: 'circle', cx: Math.round(w * 0.2), cy: Math.round(h / 2), r: Math.round(unit * 0.1), color: accent, opacity: 1 },
    ],
  };
  const [from, to] = palettes[spec.palette % palettes.length] ?? palettes[0];
  const size = Math.round(h * 0.17);
  const wordmark = spec.wordmark ? { text: spec.wordmark, x: Math.round(w * 0.4), y: Math.round(h / 2 + size * 0.35), size } : undefined;
  return { width: w, height: h, gradient: [from, to], shapes: [...backdrop, ...motifs[spec.motif]], ...(wordmark ? { wordmark } : {}) };
}
