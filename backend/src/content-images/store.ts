// Keeps an uploaded image: its variants as public files, then its row. The row is written last, so
// a row always has its files; whatever fails before it removes the files written so far, and files
// a dead process left without a row are the sweep's (sweep.ts).
import { contentImageFile, contentImageGeometry, contentImageName, contentImagePath, type ContentImageSlotName } from '@yip/rules';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { contentImages } from '../db/schema.ts';
import type { Store } from '../db/store.ts';
import { storePublicFile } from '../files.ts';
import { concurrencyGate } from '../files/concurrency-gate.ts';
import { publicKey, type FileStore } from '../files/file-store.ts';
import type { Localised } from '../i18n/language.ts';
import { checkImage, makeVariants } from './variants.ts';

export interface NewImage {
  family: string;
  field: string;
  slot: ContentImageSlotName;
  alt: Localised;
  bytes: Buffer;
  actor: string;
}

export interface StoredImage {
  id: number;
  /** What the record's field takes: the largest JPEG's path. */
  path: string;
  slot: ContentImageSlotName;
  width: number;
  height: number;
  alt: Localised;
  /** Every variant's bytes together, and how long making them took (the log's, for the encode budget). */
  bytes: number;
  encodeMs: number;
}

// Two encodes at once per process: each holds a decoded image (a 1920×720 banner is 4 MB of pixels)
// and a core; more would only slow every officer's upload and the public pages beside them.
const encodes = concurrencyGate(2);

export async function storeImage(store: Store, files: FileStore, image: NewImage): Promise<StoredImage> {
  const geometry = contentImageGeometry(image.slot, await checkImage(image.bytes, image.slot));
  const started = performance.now();
  const variants = await encodes(() => makeVariants(image.bytes, geometry));
  const encodeMs = Math.round(performance.now() - started);
  const name = contentImageName(image.slot, randomBytes(12).toString('hex'), geometry);
  const written: string[] = [];
  try {
    for (const variant of variants) {
      const file = contentImageFile(name, variant.width, variant.format);
      await storePublicFile(files, file, variant.bytes);
      written.push(publicKey(file));
    }
    const { width, height } = geometry;
    const bytes = variants.reduce((sum, variant) => sum + variant.bytes.length, 0);
    const [row] = await store.transaction(async (tx) =>
      tx
        .insert(contentImages)
        .values({
          name,
          slot: image.slot,
          family: image.family,
          field: image.field,
          width,
          height,
          widths: [...geometry.widths],
          altZhTw: image.alt.zhTw,
          altEn: image.alt.en,
          bytes,
          createdAt: new Date(),
          createdBy: image.actor,
        })
        .returning({ id: contentImages.id }),
    );
    return { id: row!.id, path: contentImagePath(name, geometry), slot: image.slot, width, height, alt: image.alt, bytes, encodeMs };
  } catch (error) {
    await files.remove(written).catch(() => undefined);
    throw error;
  }
}
