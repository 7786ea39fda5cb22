import { incubatorFileRules, imageLargeEnough, imageWithinPixelLimits, type FileKind } from '@yip/rules';
import { describe, expect, it } from 'vitest';
import { jpg, pdf, png } from '../testing/applications.ts';
import { jpgOf, pngOf } from '../testing/incubator.ts';
import { PixelSizeReader } from './image-size.ts';

/** The size read from `bytes` arriving in chunks of `chunkBytes`, as an upload streams them. */
function imageSize(bytes: Buffer, kind: FileKind, chunkBytes = bytes.length || 1) {
  const reader = new PixelSizeReader();
  for (let at = 0; at < bytes.length; at += chunkBytes) reader.push(bytes.subarray(at, at + chunkBytes));
  return reader.sizeOf(kind);
}

describe('imageSize', () => {
  it('reads a PNG’s IHDR', () => {
    expect(imageSize(pngOf(800, 600), 'png')).toEqual({ width: 800, height: 600 });
    expect(imageSize(png(), 'png')).toEqual({ width: 16, height: 16 });
    expect(imageSize(pngOf(4_000_000_000, 1), 'png')).toEqual({ width: 4_000_000_000, height: 1 });
  });

  it('reads a JPEG’s frame header behind APPn segments of any length', () => {
    expect(imageSize(jpgOf(1050, 750), 'jpg')).toEqual({ width: 1050, height: 750 });
    expect(imageSize(jpgOf(800, 800, { exifBytes: 60_000, size: 70_000 }), 'jpg')).toEqual({ width: 800, height: 800 });
  });

  it('reads progressive frames and skips fill bytes, but not the DHT marker that sits where a frame could', () => {
    const progressive = jpgOf(900, 760);
    progressive[progressive.indexOf(Buffer.from([0xff, 0xc0])) + 1] = 0xc2;
    expect(imageSize(progressive, 'jpg')).toEqual({ width: 900, height: 760 });
    const padded = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xff]), jpgOf(800, 800).subarray(2)]);
    expect(imageSize(padded, 'jpg')).toEqual({ width: 800, height: 800 });
    const huffmanOnly = jpgOf(800, 800);
    huffmanOnly[huffmanOnly.indexOf(Buffer.from([0xff, 0xc0])) + 1] = 0xc4;
    expect(imageSize(huffmanOnly, 'jpg')).toBeUndefined();
  });

  it('reads the same whatever the chunks, one byte at a time too, skipping an EXIF block it never holds', () => {
    const images: [Buffer, FileKind][] = [
      [pngOf(800, 600), 'png'],
      [jpgOf(1050, 750), 'jpg'],
      [jpgOf(800, 800, { exifBytes: 60_000, size: 70_000 }), 'jpg'],
      [jpgOf(800, 800).subarray(0, 30), 'jpg'],
      [pdf(), 'pdf'],
    ];
    for (const [bytes, kind] of images) {
      const whole = imageSize(bytes, kind);
      for (const chunkBytes of [1, 2, 3, 7, 4096]) expect(imageSize(bytes, kind, chunkBytes)).toEqual(whole);
    }
  });

  it('answers undefined for anything it cannot read, never a guess', () => {
    expect(imageSize(Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), 'jpg')).toBeUndefined();
    expect(imageSize(jpg(), 'jpg')).toEqual({ width: 16, height: 16 });
    expect(imageSize(pngOf(800, 800).subarray(0, 20), 'png')).toBeUndefined();
    expect(imageSize(pngOf(0, 800), 'png')).toBeUndefined();
    const longIhdr = pngOf(800, 800);
    longIhdr.writeUInt32BE(14, 8);
    expect(imageSize(longIhdr, 'png')).toBeUndefined();
    expect(imageSize(jpgOf(800, 800).subarray(0, 30), 'jpg')).toBeUndefined();
    expect(imageSize(Buffer.from('ffd8ffd9', 'hex'), 'jpg')).toBeUndefined();
    expect(imageSize(Buffer.from('ffd8ffe00001', 'hex'), 'jpg')).toBeUndefined();
    expect(imageSize(pdf(), 'pdf')).toBeUndefined();
    expect(imageSize(pngOf(800, 800), 'jpg')).toBeUndefined();
  });
});

describe('the 2R boundary by pixel size', () => {
  const minSide = incubatorFileRules.proposalImg.minSidePx as number;
  it.each([
    [800, 800, true],
    [750, 1050, true],
    [750, 750, true],
    [749, 1050, false],
    [1050, 749, false],
    [4000, 700, false],
  ])('%i×%i px → %s', (width, height, taken) => {
    for (const bytes of [pngOf(width, height), jpgOf(width, height)]) {
      const kind = bytes[0] === 0x89 ? 'png' : 'jpg';
      const size = imageSize(bytes, kind);
      expect(size).toEqual({ width, height });
      expect(imageLargeEnough(size as { width: number; height: number }, minSide)).toBe(taken);
    }
  });
});

/** A JPEG of a few dozen bytes: SOI, then one frame header of the given marker, then SOS. */
function tinyJpeg(width: number, height: number, sof = 0xc0): Buffer {
  const frame = Buffer.from([0xff, sof, 0, 11, 8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), frame, Buffer.from([0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0, 0xff, 0xd9])]);
}

describe('decompression bombs: a header claiming more pixels than a reader should decode', () => {
  it.each([
    ['a 68-byte PNG of 50000×50000', pngOf(50_000, 50_000, 68), 'png'],
    ['a 68-byte PNG of 65535×65535', pngOf(65_535, 65_535, 68), 'png'],
    ['a PNG one pixel over a side', pngOf(8001, 100, 68), 'png'],
    ['a PNG over 40 megapixels with neither side over 8,000', pngOf(8000, 5001, 68), 'png'],
    ['a baseline JPEG of 65535×65535', tinyJpeg(65_535, 65_535), 'jpg'],
    ['a progressive JPEG of 20000×20000', tinyJpeg(20_000, 20_000, 0xc2), 'jpg'],
    ['an arithmetic-coded progressive JPEG of 9000×9000', tinyJpeg(9000, 9000, 0xca), 'jpg'],
    ['a JPEG whose huge frame sits behind EXIF', jpgOf(30_000, 30_000, { exifBytes: 60_000, size: 70_000 }), 'jpg'],
  ] as const)('%s is read without decoding and is over the limit', (_name, bytes, kind) => {
    expect(bytes.length).toBeLessThanOrEqual(kind === 'png' ? 68 : 70_000);
    const size = imageSize(bytes, kind);
    expect(size).toBeDefined();
    expect(imageWithinPixelLimits(size as { width: number; height: number })).toBe(false);
  });

  it.each([
    ['a phone photo of 4032×3024', pngOf(4032, 3024), 'png'],
    ['an 8000×5000 PNG, at both limits', pngOf(8000, 5000), 'png'],
    ['an 800×800 JPEG', jpgOf(800, 800), 'jpg'],
    ['a progressive 6000×4000 JPEG', tinyJpeg(6000, 4000, 0xc2), 'jpg'],
  ] as const)('%s still passes', (_name, bytes, kind) => {
    const size = imageSize(bytes, kind);
    expect(size).toBeDefined();
    expect(imageWithinPixelLimits(size as { width: number; height: number })).toBe(true);
  });
});
