// The pixel size of an uploaded image, read from its own header (PNG IHDR, JPEG SOF) without
// decoding, so neither the 2R rule nor the decompression-bomb limit trusts a size the client
// states. Small enough to own rather than add a dependency.
import type { FileKind } from '@yip/rules';

export interface PixelSize {
  width: number;
  height: number;
}

const pngSignature = Buffer.from('89504e470d0a1a0a', 'hex');

/** PNG: the IHDR chunk (13 bytes long) must come first, its width and height at bytes 16–23. */
function pngSize(bytes: Buffer): PixelSize | undefined {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(pngSignature)) return undefined;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic); C4, C8 and CC are not frames. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers that stand alone, without a length: TEM, RST0–7, SOI. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

/**
 * JPEG: walks the segments (APPn, DQT, DHT… each with its length) to the first SOF, whose height
 * and width follow the sample precision. Scan data starts at SOS, so a frame must come before it.
 */
function jpegSize(bytes: Buffer): PixelSize | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] as number;
    // 0xFF may pad before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (isStandalone(marker)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined;
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      if (length < 7 || offset + 9 > bytes.length) return undefined;
      const height = bytes.readUInt16BE(offset + 5);
      const width = bytes.readUInt16BE(offset + 7);
      return width > 0 && height > 0 ? { width, height } : undefined;
    }
    offset += 2 + length;
  }
  return undefined;
}

/** The stored pixel size of a PNG or JPEG (EXIF rotation aside: the shorter side is the same); undefined if unreadable. */
export function imageSize(bytes: Buffer, kind: FileKind): PixelSize | undefined {
  if (kind === 'png') return pngSize(bytes);
  if (kind === 'jpg') return jpegSize(bytes);
  return undefined;
}
