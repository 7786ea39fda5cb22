import { incubatorFileRules, imageLargeEnough } from '@yip/rules';
import { describe, expect, it } from 'vitest';
import { jpg, pdf, png } from '../testing/applications.ts';
import { jpgOf, pngOf } from '../testing/incubator.ts';
import { imageSize } from './image-size.ts';

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

  it('answers undefined for anything it cannot read, never a guess', () => {
    expect(imageSize(jpg(), 'jpg')).toBeUndefined();
    expect(imageSize(pngOf(800, 800).subarray(0, 20), 'png')).toBeUndefined();
    expect(imageSize(pngOf(0, 800), 'png')).toBeUndefined();
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
