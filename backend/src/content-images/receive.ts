// Reads an image upload's multipart request: the alt text in each language (`altZhTw`, `altEn`; for
// an image inside a rich text, whose document is one language's, that language's alone) and one
// `file`, read as it streams through a counter that refuses the byte after the limit. The image is
// held in memory only up to that limit (10 MB): it has to be decoded whole anyway.
import { characterCount, contentImageAltMax, contentImageMaxBytes } from '@yip/rules';
import type { FastifyRequest } from 'fastify';
import { ApiError, badInput } from '../errors.ts';
import type { Localised } from '../i18n/language.ts';

export interface ReceivedImage {
  alt: Localised;
  bytes: Buffer;
}

const altFields = { altZhTw: 'zhTw', altEn: 'en' } as const;
type AltField = keyof typeof altFields;
const isAltField = (name: string): name is AltField => Object.hasOwn(altFields, name);

const tooLarge = () => new ApiError(413, 'PAYLOAD_TOO_LARGE', 'imageFileTooLarge', undefined, [{ path: 'file', messageId: 'imageFileTooLarge' }]);

async function readLimited(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const read: Buffer[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.length;
    if (size > contentImageMaxBytes) throw tooLarge();
    read.push(chunk);
  }
  return Buffer.concat(read);
}

/** The parser's own refusals as the contract answers them. */
function asUploadError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (typeof code === 'string' && /^FST_(PARTS|FILES|FIELDS)_LIMIT$/.test(code)) return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'payloadTooLarge');
  return badInput('uploadFailed');
}

/**
 * The alt texts, trimmed, each within its limit and present (`oneLanguage`: one at least, the other
 * left empty); else 400 naming the ones that are not.
 */
function checkAlt(sent: Partial<Record<AltField, string>>, oneLanguage: boolean): Localised {
  const alt = { zhTw: sent.altZhTw?.trim() ?? '', en: sent.altEn?.trim() ?? '' };
  const given = (Object.keys(altFields) as AltField[]).filter((field) => alt[altFields[field]] !== '');
  const missing = (Object.keys(altFields) as AltField[]).filter((field) => {
    const text = alt[altFields[field]];
    return characterCount(text) > contentImageAltMax || (text === '' && (!oneLanguage || given.length === 0));
  });
  if (missing.length > 0) {
    const messageId = oneLanguage ? 'inlineAltRequired' : 'altRequired';
    throw new ApiError(400, 'BAD_USER_INPUT', messageId, undefined, missing.map((path) => ({ path, messageId })), 'ALT_REQUIRED');
  }
  return alt;
}

/**
 * The request's alt texts (both, or with `oneLanguage` one at least) and image bytes; throws, having
 * read the rest of the body, on anything else.
 */
export async function receiveImage(request: FastifyRequest, { oneLanguage }: { oneLanguage: boolean }): Promise<ReceivedImage> {
  if (!request.isMultipart()) throw new ApiError(415, 'BAD_USER_INPUT', 'badInput', 'multipart/form-data');
  const alt: Partial<Record<AltField, string>> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: contentImageMaxBytes + 1, files: 1, fields: 2, parts: 3 } })) {
      if (part.type === 'field') {
        if (!isAltField(part.fieldname) || alt[part.fieldname] !== undefined || typeof part.value !== 'string') throw badInput('unknownField', part.fieldname);
        alt[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || bytes) throw badInput('unknownField', part.fieldname);
      bytes = await readLimited(part.file);
      if (part.file.truncated) throw tooLarge();
    }
    if (request.raw.readableAborted) throw badInput('uploadFailed');
  } catch (error) {
    // Read and drop the rest of the body, so the client finishes sending and reads the answer.
    request.raw.unpipe();
    request.raw.resume();
    throw asUploadError(error);
  }
  const checkedAlt = checkAlt(alt, oneLanguage);
  if (!bytes || bytes.length === 0) throw badInput('validation.required', 'file', [{ path: 'file', messageId: 'validation.required' }]);
  return { alt: checkedAlt, bytes };
}
