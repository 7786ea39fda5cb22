// What an uploaded image becomes (issue 21 items 3, 4): its type read from its own bytes (JPEG, PNG or
// WebP; an SVG, which can carry script, or anything else is refused), its pixel size checked against
// its slot before anything is decoded, then turned upright by its EXIF orientation, cropped from the
// centre to the slot's exact aspect (an inline image keeps its own) and made at each of its widths as
// WebP and JPEG. Every variant is encoded from decoded pixels, so nothing of the file's metadata
// (EXIF, GPS, XMP, ICC, comments) survives.
import {
  contentImageRefusal,
  contentImageSlots,
  imagePixelLimits,
  inlineImageRule,
  variantHeight,
  type ContentImageFormat,
  type ContentImageGeometry,
  type ContentImageSlotName,
} from '@yip/rules';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ApiError } from '../errors.ts';

export interface Variant {
  width: number;
  height: number;
  format: ContentImageFormat;
  bytes: Buffer;
}

const acceptedKinds = new Set(['jpg', 'png', 'webp']);
// Quality 80 for both; the JPEGs (mozjpeg) are for browsers without WebP and for link previews.
const webpOptions = { quality: 80, effort: 4 } as const;
const jpegOptions = { quality: 80, mozjpeg: true } as const;

/** Sharp's limit matches the pixel rule, so a decompression bomb is refused before it is decoded. */
const open = (input: Buffer) => sharp(input, { limitInputPixels: imagePixelLimits.maxPixels, failOn: 'error' });

type RefusalMessage = 'imageKind' | 'imageTooSmall' | 'imageAspect' | 'inlineImageTooSmall' | 'inlineImageAspect' | 'imageTooLarge' | 'imageUnreadable';
const refused = (reason: string, messageId: RefusalMessage, detail?: string) =>
  new ApiError(400, 'BAD_USER_INPUT', messageId, detail, [{ path: 'file', messageId }], reason);

/** The upright size of an image as its header says (EXIF orientations 5–8 turn it a quarter). */
async function uprightSize(input: Buffer): Promise<{ width: number; height: number }> {
  const meta = await open(input)
    .metadata()
    .catch(() => {
      throw refused('IMAGE_UNREADABLE', 'imageUnreadable');
    });
  if (!meta.width || !meta.height) throw refused('IMAGE_UNREADABLE', 'imageUnreadable');
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/** Refuses what is not a JPEG, PNG or WebP by its bytes, or does not fit the slot; answers its upright size. */
export async function checkImage(input: Buffer, slot: ContentImageSlotName): Promise<{ width: number; height: number }> {
  const kind = await fileTypeFromBuffer(input.subarray(0, 4100));
  if (!kind || !acceptedKinds.has(kind.ext)) throw refused('IMAGE_KIND', 'imageKind');
  const size = await uprightSize(input);
  const refusal = contentImageRefusal(size, slot);
  if (refusal === 'IMAGE_TOO_LARGE') throw refused(refusal, 'imageTooLarge');
  if (slot === 'inline') {
    if (refusal === 'IMAGE_TOO_SMALL') throw refused(refusal, 'inlineImageTooSmall', String(inlineImageRule.minWidth));
    if (refusal === 'IMAGE_ASPECT') throw refused(refusal, 'inlineImageAspect');
    return size;
  }
  const want = `${contentImageSlots[slot].width}×${contentImageSlots[slot].height}`;
  if (refusal === 'IMAGE_TOO_SMALL') throw refused(refusal, 'imageTooSmall', want);
  if (refusal === 'IMAGE_ASPECT') throw refused(refusal, 'imageAspect', want);
  return size;
}

/** Every variant of a checked image (its `contentImageGeometry`): each width, WebP first then JPEG. */
export async function makeVariants(input: Buffer, want: ContentImageGeometry): Promise<Variant[]> {
  // Decoded, turned and cropped (to its own aspect, for an inline image: nothing) once; each width is
  // resized from these pixels.
  const master = await open(input)
    .rotate()
    .resize({ width: want.width, height: want.height, fit: 'cover', position: 'centre' })
    // A transparent PNG's background as the pages' own: JPEG has no transparency.
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      if (error instanceof ApiError) throw error;
      throw refused('IMAGE_UNREADABLE', 'imageUnreadable');
    });
  const raw = { raw: { width: master.info.width, height: master.info.height, channels: master.info.channels } } as const;
  const variants: Variant[] = [];
  for (const width of want.widths) {
    const height = variantHeight(want, width);
    const sized = () => sharp(master.data, raw).resize({ width, height, fit: 'fill' });
    variants.push({ width, height, format: 'webp', bytes: await sized().webp(webpOptions).toBuffer() });
    variants.push({ width, height, format: 'jpg', bytes: await sized().jpeg(jpegOptions).toBuffer() });
  }
  return variants;
}
