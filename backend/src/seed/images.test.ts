import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { artOf, type Art } from './art.ts';
import { buildSeedContent } from './content.ts';
import { imageFiles } from './images.ts';
import { encodePng, pngSignature, rasterise } from './png.ts';
import { renderSvg } from './svg.ts';

const content = buildSeedContent(new Date('2026-03-01T00:00:00Z'));
const files = new Map(imageFiles(content.images).map((file) => [file.name, file.bytes]));
const file = (name: string) => files.get(name) ?? Buffer.alloc(0);

/** Any CJK ideograph or CJK punctuation, full-width forms included. */
const cjk = /[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

interface Png {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
  pixels: Buffer;
}

/** Reads a PNG as a viewer would: signature, chunks with their CRCs, then the inflated rows. */
function readPng(file: Buffer): Png {
  expect(file.subarray(0, 8).equals(pngSignature)).toBe(true);
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < file.length; ) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    const data = file.subarray(at + 8, at + 8 + length);
    expect(file.readUInt32BE(at + 8 + length), `${type} CRC`).toBe(crc32(file.subarray(at + 4, at + 8 + length)));
    chunks.push({ type, data });
    at += 12 + length;
  }
  expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const header = chunks[0]!.data;
  return {
    width: header.readUInt32BE(0),
    height: header.readUInt32BE(4),
    bitDepth: header[8]!,
    colourType: header[9]!,
    pixels: inflateSync(chunks[1]!.data),
  };
}

describe('seeded images', () => {
  it('carry no Chinese lettering, so English pages show none; only partners’ logos carry their Latin name', () => {
    const logos = content.images.filter((spec) => spec.wordmark);
    expect(logos.map((spec) => spec.name)).toEqual(['partner-east-coast-institute', 'partner-kangning', 'partner-apsif']);
    for (const spec of content.images) {
      const svg = file(`${spec.name}.svg`).toString('utf8');
      expect(svg, spec.name).not.toMatch(cjk);
      expect(svg).toContain(`width="${spec.width}" height="${spec.height}"`);
      const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
      expect(texts, spec.name).toEqual(spec.wordmark ? [spec.wordmark] : []);
    }
  });

  it('exist for every image path the content points at', () => {
    const paths = JSON.stringify({ records: content.records, articles: content.articles, settings: content.settings }).match(/\/files\/public\/[^"]+\.svg/g) ?? [];
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) expect(files.has(path.slice('/files/public/'.length)), path).toBe(true);
  });

  it('each have a PNG beside the SVG (logos aside): valid, 8-bit RGB, of the same size, covers and banners at least 1200×630', () => {
    for (const spec of content.images) {
      expect(files.has(`${spec.name}.png`), spec.name).toBe(!spec.wordmark);
      if (spec.wordmark) continue;
      const png = readPng(file(`${spec.name}.png`));
      expect([png.width, png.height], spec.name).toEqual([spec.width, spec.height]);
      expect([png.bitDepth, png.colourType]).toEqual([8, 2]);
      expect(png.pixels.length).toBe(spec.height * (1 + spec.width * 3));
      if (spec.motif === 'scene' && !spec.name.endsWith('-mobile')) {
        expect(png.width).toBeGreaterThanOrEqual(1200);
        expect(png.height).toBeGreaterThanOrEqual(630);
      }
    }
  });

  it('draw the same art in both files: the PNG holds the rasterised pixels of the SVG’s shapes', () => {
    const spec = content.images.find((image) => image.name === 'education-banner');
    expect(spec).toBeDefined();
    const art = artOf(spec!);
    const svg = renderSvg(art);
    for (const shape of art.shapes) expect(svg).toContain(shape.kind === 'rect' ? `rx="${shape.radius}"` : `r="${shape.r}"`);
    const png = readPng(file('education-banner.png'));
    const stride = art.width * 3;
    const rows = Buffer.concat(Array.from({ length: art.height }, (_, y) => png.pixels.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1))));
    expect(rows.equals(Buffer.from(rasterise(art)))).toBe(true);
  });
});

describe('rasterise', () => {
  const plain: Art = { width: 300, height: 200, gradient: ['#000000', '#ffffff'], shapes: [] };
  const pixel = (pixels: Uint8Array, art: Art, x: number, y: number) => Array.from(pixels.subarray((y * art.width + x) * 3, (y * art.width + x) * 3 + 3));

  it('runs the gradient from the top-left corner to the bottom-right one, mid-grey on the other diagonal', () => {
    const pixels = rasterise(plain);
    expect(pixel(pixels, plain, 0, 0).every((v) => v <= 2)).toBe(true);
    expect(pixel(pixels, plain, 299, 199).every((v) => v >= 253)).toBe(true);
    for (const [x, y] of [[299, 0], [0, 199], [150, 100]] as const) {
      for (const v of pixel(pixels, plain, x, y)) expect(Math.abs(v - 128)).toBeLessThanOrEqual(2);
    }
  });

  it('paints shapes over it with their opacity, leaving the outside alone', () => {
    const art: Art = { ...plain, shapes: [{ kind: 'circle', cx: 150, cy: 100, r: 40, color: '#ff0000', opacity: 1 }] };
    const pixels = rasterise(art);
    expect(pixel(pixels, art, 150, 100)).toEqual([255, 0, 0]);
    expect(pixel(pixels, art, 10, 100)).toEqual(pixel(rasterise(plain), plain, 10, 100));
    const half: Art = { ...plain, gradient: ['#000000', '#000000'], shapes: [{ kind: 'ring', cx: 150, cy: 100, r: 50, width: 10, color: '#ffffff', opacity: 0.5 }] };
    const ring = rasterise(half);
    expect(pixel(ring, half, 200, 100)).toEqual([128, 128, 128]);
    expect(pixel(ring, half, 150, 100)).toEqual([0, 0, 0]);
  });

  it('encodes what it is given', () => {
    const pixels = rasterise(plain);
    const png = readPng(encodePng(plain.width, plain.height, pixels));
    expect(png.pixels.subarray(1, 1 + plain.width * 3).equals(Buffer.from(pixels.subarray(0, plain.width * 3)))).toBe(true);
  });
});
