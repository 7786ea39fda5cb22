// A small PNG encoder in plain Node (zlib), so link previews get a raster image (Facebook, LINE
// and X do not show SVG) without a native renderer or fonts on the machine.
import { crc32, deflateSync } from 'node:zlib';
import type { Art, Shape } from './art.ts';

type Rgb = [number, number, number];

const rgbOf = (hex: string): Rgb => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as Rgb;
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** How much of the pixel centred on (px, py) the shape covers, 0 to 1, with a one-pixel soft edge. */
function coverage(shape: Shape, px: number, py: number): number {
  switch (shape.kind) {
    case 'circle':
      return clamp01(shape.r - Math.sqrt((px - shape.cx) ** 2 + (py - shape.cy) ** 2) + 0.5);
    case 'ring': {
      const d = Math.sqrt((px - shape.cx) ** 2 + (py - shape.cy) ** 2);
      return clamp01(shape.r + shape.width / 2 - d + 0.5) - clamp01(shape.r - shape.width / 2 - d + 0.5);
    }
    case 'rect': {
      // Signed distance to a rounded rectangle.
      const qx = Math.abs(px - (shape.x + shape.width / 2)) - (shape.width / 2 - shape.radius);
      const qy = Math.abs(py - (shape.y + shape.height / 2)) - (shape.height / 2 - shape.radius);
      const d = Math.sqrt(Math.max(qx, 0) ** 2 + Math.max(qy, 0) ** 2) + Math.min(Math.max(qx, qy), 0) - shape.radius;
      return clamp01(0.5 - d);
    }
  }
}

/** Half the chord at height `dy` of a circle of radius `r` (0 when the row misses it). */
const chord = (r: number, dy: number) => (r > Math.abs(dy) ? Math.sqrt(r * r - dy * dy) : 0);

/**
 * On the row whose centre is `py`, around `centre`: the columns the shape may touch (`reach`),
 * those it surely covers whole (`solid`, a half-width) and a ring's hole it surely leaves (`hole`).
 */
function rowExtent(shape: Shape, py: number): { centre: number; reach: number; solid: number; hole: number } | undefined {
  if (shape.kind === 'rect') {
    if (py < shape.y - 1 || py > shape.y + shape.height + 1) return undefined;
    return { centre: shape.x + shape.width / 2, reach: shape.width / 2 + 1, solid: 0, hole: 0 };
  }
  const dy = py - shape.cy;
  const outer = shape.kind === 'ring' ? shape.r + shape.width / 2 : shape.r;
  const reach = chord(outer + 1, dy);
  if (reach === 0) return undefined;
  if (shape.kind === 'circle') return { centre: shape.cx, reach, solid: chord(outer - 0.5, dy), hole: 0 };
  return { centre: shape.cx, reach, solid: 0, hole: chord(shape.r - shape.width / 2 - 1, dy) };
}

/**
 * The art's pixels, RGB row by row: the gradient, then each shape painted over it (source-over,
 * as SVG does). Fast enough for the first run's seed: rows of the gradient are copies of one line.
 */
export function rasterise(art: Art): Uint8Array {
  const { width: w, height: h } = art;
  const stride = w * 3;
  const pixels = new Uint8Array(h * stride);
  const [from, to] = [rgbOf(art.gradient[0]), rgbOf(art.gradient[1])];
  // objectBoundingBox gradient from (0,0) to (1,1): t = (x/w + y/h) / 2, so row y is the row
  // above shifted by w/h pixels; one line twice the width holds every row (within half a pixel).
  const line = new Uint8Array(2 * stride);
  for (let x = 0; x < 2 * w; x++) {
    const t = (x + 0.5) / (2 * w);
    for (let c = 0; c < 3; c++) line[x * 3 + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
  }
  for (let y = 0; y < h; y++) {
    const shift = Math.round(((y + 0.5) / h) * w) * 3;
    pixels.set(line.subarray(shift, shift + stride), y * stride);
  }
  for (const shape of art.shapes) {
    const colour = rgbOf(shape.color);
    // Whole pixels blend by table: the same opacity over the same byte always gives the same byte.
    const [red, green, blue] = colour.map((target) => Uint8Array.from({ length: 256 }, (_, v) => Math.round(v + (target - v) * shape.opacity))) as [Uint8Array, Uint8Array, Uint8Array];
    for (let y = 0; y < h; y++) {
      const extent = rowExtent(shape, y + 0.5);
      if (!extent) continue;
      const { centre, reach, solid, hole } = extent;
      const row = y * stride;
      const blendEdges = (from: number, to: number) => {
        for (let x = Math.max(0, from); x < Math.min(w, to); x++) {
          const alpha = coverage(shape, x + 0.5, y + 0.5) * shape.opacity;
          if (alpha <= 0) continue;
          const at = row + x * 3;
          for (let c = 0; c < 3; c++) pixels[at + c] = Math.round(pixels[at + c]! + (colour[c]! - pixels[at + c]!) * alpha);
        }
      };
      const [first, last] = [Math.floor(centre - reach), Math.ceil(centre + reach)];
      // Pixels whose centres lie within `solid` of the centre are covered whole; within `hole`, not at all.
      const [inner, outer] = [Math.ceil(centre - (solid || hole) - 0.5), Math.floor(centre + (solid || hole) - 0.5)];
      if (!solid && !hole) {
        blendEdges(first, last);
        continue;
      }
      blendEdges(first, inner);
      blendEdges(outer + 1, last);
      if (solid) {
        for (let at = row + Math.max(0, inner) * 3; at < row + (Math.min(w - 1, outer) + 1) * 3; at += 3) {
          pixels[at] = red[pixels[at]!]!;
          pixels[at + 1] = green[pixels[at + 1]!]!;
          pixels[at + 2] = blue[pixels[at + 2]!]!;
        }
      }
    }
  }
  return pixels;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An 8-bit RGB PNG of `pixels` (as `rasterise` answers them). */
export function encodePng(width: number, height: number, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, adaptive filtering, no interlace
  // No filter and the fastest level: rows of the gradient repeat the row above shifted, which deflate
  // finds on its own; a first run writes some sixty images (level 6 would halve the bytes at four times the time).
  const stride = width * 3;
  const rows = Buffer.alloc(height * (stride + 1));
  for (let y = 0; y < height; y++) {
    const out = y * (stride + 1);
    const row = y * stride;
    rows.set(pixels.subarray(row, row + stride), out + 1);
  }
  return Buffer.concat([pngSignature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 1 })), chunk('IEND', Buffer.alloc(0))]);
}

export const renderPng = (art: Art): Buffer => encodePng(art.width, art.height, rasterise(art));
