// Reads a multipart request (a save's `data`, `keepList` and one file part per slot; the final
// upload's one `file`) as streams: each file streams to a pending object of the file store through
// a byte counter holding its slot's hard limit, which keeps its first bytes to read its type from
// and reads an image's pixel size from its header on the way. Whatever fails, every pending object
// of the request is deleted.
import type { MultipartFile } from '@fastify/multipart';
import { fileKindMime, imageLargeEnough, imageWithinPixelLimits, maxFileBytes, type FileKind, type FileRule } from '@yip/rules';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { Readable } from 'node:stream';
import { ApiError, badInput, type FieldError } from '../errors.ts';
import type { FileStore, PendingFile } from '../files/file-store.ts';
import type { MessageId } from '../i18n/messages.ts';
import { displayFileName } from './file-names.ts';
import { PixelSizeReader } from './image-size.ts';
import { pathText, type DataPath, type Programme } from './programme.ts';
import { removeFiles } from './storage.ts';

export interface ReceivedFile {
  /** The part's name, e.g. `members.1.pdfFile`. */
  slot: string;
  path: DataPath;
  pending: PendingFile;
  kind: FileKind;
  size: number;
  /** The applicant's file name, cleaned for display and downloads. */
  name: string;
}

export interface ReceivedSave {
  data: unknown;
  keepList: unknown;
  files: ReceivedFile[];
}

/** file-type sniffs at most this many leading bytes. */
const sniffBytes = 4100;
const kinds = Object.keys(fileKindMime) as FileKind[];

const tooLarge = (path: DataPath, rule: FileRule) =>
  new ApiError(413, 'PAYLOAD_TOO_LARGE', rule.tooLarge, undefined, [{ path: pathText(path), messageId: rule.tooLarge }]);
/** A file read whole but refused (its kind, its pixels): the request reads on, to name every such file at once. */
class FileRefusal extends ApiError {
  constructor(readonly refused: FieldError) {
    super(400, 'BAD_USER_INPUT', refused.messageId, refused.path, [refused]);
  }
}
const refusedAt = (path: DataPath, messageId: MessageId) => new FileRefusal({ path: pathText(path), messageId });

/**
 * Every image's pixel size is read from its header, never decoded: one that claims more pixels
 * than a reader's browser should decode (a decompression bomb) is refused, and so is one whose
 * header cannot be read, since its size cannot be vouched for. A slot with a smallest side
 * ('至少須符合2R') also refuses a smaller one.
 */
function checkPixelSize(pixels: PixelSizeReader, kind: FileKind, slot: { path: DataPath; rule: FileRule }): void {
  if (kind === 'pdf') return;
  const size = pixels.sizeOf(kind);
  if (!size) throw refusedAt(slot.path, 'validation.fileType');
  if (!imageWithinPixelLimits(size)) throw refusedAt(slot.path, 'validation.imageTooLarge');
  const minSide = slot.rule.minSidePx;
  if (minSide !== undefined && !imageLargeEnough(size, minSide)) throw refusedAt(slot.path, 'validation.imageTooSmall');
}

/** The file store failed while a file streamed in: ours (a 500), never the client's body. */
class StoreFailure extends Error {
  constructor(cause: unknown) {
    super('the file store failed', { cause });
  }
}

async function receiveFile(part: MultipartFile, slot: { path: DataPath; rule: FileRule }, storage: FileStore): Promise<ReceivedFile> {
  const head: Buffer[] = [];
  let headBytes = 0;
  let size = 0;
  const pixels = new PixelSizeReader();
  let bodyFailure: unknown;
  async function* limited(chunks: AsyncIterable<Buffer>) {
    try {
      for await (const chunk of chunks) {
        size += chunk.length;
        // One byte over is refused: the file is never kept truncated.
        if (size > slot.rule.maxBytes) throw tooLarge(slot.path, slot.rule);
        if (headBytes < sniffBytes) {
          head.push(chunk);
          headBytes += chunk.length;
        }
        pixels.push(chunk);
        yield chunk;
      }
    } catch (error) {
      bodyFailure = error;
      throw error;
    }
  }
  // A failed put leaves nothing behind; a refusal after it deletes its pending object.
  const pending = await storage.put(Readable.from(limited(part.file))).catch((error: unknown) => {
    throw error === bodyFailure ? error : new StoreFailure(error);
  });
  try {
    if (part.file.truncated) throw tooLarge(slot.path, slot.rule);
    const detected = await fileTypeFromBuffer(Buffer.concat(head).subarray(0, sniffBytes));
    const kind = kinds.find((k) => k === detected?.ext);
    if (!kind || !slot.rule.kinds.includes(kind)) throw refusedAt(slot.path, 'validation.fileType');
    checkPixelSize(pixels, kind, slot);
    return { slot: part.fieldname, path: slot.path, pending, kind, size, name: displayFileName(part.filename, kind) };
  } catch (error) {
    await removeFiles(storage, [pending.key]);
    throw error;
  }
}

function jsonField(value: unknown, name: string): unknown {
  // A part sent as application/json arrives parsed; a plain one is parsed here.
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw badInput('malformedJson', name);
  }
}

/** Errors of the multipart parser as the contract answers them; our own disk and storage errors stay 500s. */
function asUploadError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  if (error instanceof StoreFailure) return error.cause;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_REQ_FILE_TOO_LARGE') {
    return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'payloadTooLarge');
  }
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return badInput('malformedJson');
  if ((error as { syscall?: unknown }).syscall) return error;
  // A malformed body or a connection that ended early.
  return badInput('uploadFailed');
}

/** What one kind of multipart request may carry. */
export interface PartRules {
  /** The JSON field parts it takes. */
  fields: readonly string[];
  /** The data path and rule of a file part's name; undefined for any other name. */
  fileSlot(name: string): { path: DataPath; rule: FileRule } | undefined;
}

/**
 * The parts of a multipart request. Throws (having deleted every pending object) on an unknown or
 * repeated part, a file over its slot's limit, bad JSON or a request that did not arrive whole; and,
 * once every part is read, on the files of a kind their slot does not take or photos too small, all
 * of them named in `fields`.
 */
export async function receiveParts(request: FastifyRequest, storage: FileStore, rules: PartRules): Promise<{ fields: Map<string, unknown>; files: ReceivedFile[] }> {
  if (!request.isMultipart()) throw new ApiError(415, 'BAD_USER_INPUT', 'badInput', 'multipart/form-data');
  const files: ReceivedFile[] = [];
  const fields = new Map<string, unknown>();
  const refusals: FieldError[] = [];
  try {
    // The parser's own limit sits one byte above the largest slot, so the slot's counter speaks first.
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes + 1 } })) {
      if (part.type === 'field') {
        if (!rules.fields.includes(part.fieldname) || fields.has(part.fieldname)) throw badInput('unknownField', part.fieldname);
        if (part.valueTruncated) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'payloadTooLarge');
        fields.set(part.fieldname, jsonField(part.value, part.fieldname));
        continue;
      }
      const slot = rules.fileSlot(part.fieldname);
      if (!slot || files.some((file) => file.slot === part.fieldname)) throw badInput('unknownField', part.fieldname);
      try {
        files.push(await receiveFile(part, slot, storage));
      } catch (error) {
        if (!(error instanceof FileRefusal)) throw error;
        refusals.push(error.refused);
      }
    }
    // The parser may end quietly on a body cut short ('Unexpected end of multipart data'): half a save is no save.
    if (request.raw.readableAborted) throw badInput('uploadFailed');
    const [first] = refusals;
    if (first) throw badInput(first.messageId, refusals.map((refusal) => refusal.path).join(', '), refusals);
  } catch (error) {
    await removeFiles(storage, files.map((file) => file.pending.key));
    // Read and drop the rest of the body, so the client finishes sending and reads the answer.
    request.raw.unpipe();
    request.raw.resume();
    throw asUploadError(error);
  }
  return { fields, files };
}

/** The parts of a save: `data` (required), `keepList` and the programme's file slots. */
export async function receiveSave(request: FastifyRequest, programme: Programme, storage: FileStore): Promise<ReceivedSave> {
  const { fields, files } = await receiveParts(request, storage, { fields: ['data', 'keepList'], fileSlot: (name) => programme.fileSlot(name) });
  if (!fields.has('data')) throw await discarding(storage, files, badInput('validation.required', 'data'));
  return { data: fields.get('data'), keepList: fields.get('keepList') ?? [], files };
}

/** Deletes received files before their request fails. */
export async function discarding(storage: FileStore, files: readonly ReceivedFile[], error: unknown): Promise<unknown> {
  await removeFiles(storage, files.map((file) => file.pending.key));
  return error;
}
