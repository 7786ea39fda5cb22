// The pixel size of an uploaded image, read from its own header (PNG IHDR, JPEG SOF) without
// decoding, so neither the 2R rule nor the decompression-bomb limit trusts a size the client
// states. It reads the bytes as they stream to the file store, holding only the few bytes of the
// field it waits for: a JPEG's frame header may sit behind megabytes of EXIF, skipped by length.
// Small enough to own rather than add a dependency.
import type { FileKind } from '@yip/rules';

export interface PixelSize {
  width: number;
  height: number;
}

const pngSignature = Buffer.from('89504e470d0a1a0a', 'hex');

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic); C4, C8 and CC are not frames. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers that stand alone, without a length: TEM, RST0–7, SOI. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

/** One step of a reader at its position: wait for `bytes`, move on by `skip`, or an answer (null: unreadable). */
type Step = { need: number } | { skip: number } | { size: PixelSize | null };

const sized = (width: number, height: number): Step => ({ size: width > 0 && height > 0 ? { width, height } : null });

/** PNG: the IHDR chunk (13 bytes long) must come first, its width and height at bytes 16–23. */
function pngStep(bytes: Buffer): Step {
  if (bytes.length < 24) return { need: 24 };
  if (!bytes.subarray(0, 8).equals(pngSignature)) return { size: null };
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return { size: null };
  return sized(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
}

/**
 * JPEG, one segment at a time: walks the segments (APPn, DQT, DHT… each with its length) to the
 * first SOF, whose height and width follow the sample precision. Scan data starts at SOS, so a
 * frame must come before it.
 */
function jpegStep(bytes: Buffer): Step {
  if (bytes.length < 4) return { need: 4 };
  if (bytes[0] !== 0xff) return { size: null };
  const marker = bytes[1] as number;
  // 0xFF may pad before a marker.
  if (marker === 0xff) return { skip: 1 };
  if (isStandalone(marker)) return { skip: 2 };
  if (marker === 0xd9 || marker === 0xda) return { size: null };
  const length = bytes.readUInt16BE(2);
  if (length < 2) return { size: null };
  if (!isStartOfFrame(marker)) return { skip: 2 + length };
  if (length < 7) return { size: null };
  if (bytes.length < 9) return { need: 9 };
  return sized(bytes.readUInt16BE(7), bytes.readUInt16BE(5));
}

/**
 * Reads the pixel size of a PNG or JPEG from its bytes pushed in order, chunk by chunk; `sizeOf`
 * answers once they are all in (EXIF rotation aside: the shorter side is the same).
 */
export class PixelSizeReader {
  #step: ((bytes: Buffer) => Step) | undefined;
  #kind: FileKind | undefined;
  /** Bytes from the reader's position on, while it waits for more. */
  #held: Buffer = Buffer.alloc(0);
  /** Bytes still to drop before the position. */
  #skipping = 0;
  #result: PixelSize | null | undefined;

  push(chunk: Buffer): void {
    if (this.#result !== undefined) return;
    const dropped = Math.min(this.#skipping, chunk.length);
    this.#skipping -= dropped;
    this.#held = this.#held.length > 0 ? Buffer.concat([this.#held, chunk.subarray(dropped)]) : chunk.subarray(dropped);
    this.#read();
  }

  #read(): void {
    while (this.#held.length > 0 && this.#result === undefined) {
      const step = this.#step ?? this.#start();
      if (!step) return;
      const next = step(this.#held);
      if ('need' in next) return;
      if ('size' in next) {
        this.#result = next.size;
        this.#held = Buffer.alloc(0);
        return;
      }
      this.#skipping = Math.max(0, next.skip - this.#held.length);
      this.#held = this.#held.subarray(next.skip);
    }
  }

  /** The format from the first bytes (a JPEG's SOI is taken here, a PNG's signature in its step); undefined while it cannot tell. */
  #start(): ((bytes: Buffer) => Step) | undefined {
    if (this.#held[0] === 0x89) {
      this.#kind = 'png';
      this.#step = pngStep;
    } else if (this.#held[0] === 0xff && this.#held.length < 2) {
      return undefined;
    } else if (this.#held[0] === 0xff && this.#held[1] === 0xd8) {
      this.#kind = 'jpg';
      this.#step = jpegStep;
      this.#held = this.#held.subarray(2);
    } else {
      this.#step = () => ({ size: null });
    }
    return this.#step;
  }

  /** The size, when every byte is in and the file is the `kind` its first bytes said; undefined if unreadable. */
  sizeOf(kind: FileKind): PixelSize | undefined {
    return this.#kind === kind ? (this.#result ?? undefined) : undefined;
  }
}
