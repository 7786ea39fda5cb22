// The multipart body of an application save (DESIGN §4): JSON fields first, then each browser
// upload re-streamed as a part named by its slot. Nothing is buffered: bytes flow from the
// browser's request through this form into the backend's request, paced by the slower side.
import type { Readable } from 'node:stream';
import FormData from 'form-data';
import type { GraphQLError } from 'graphql';
import type { FileUpload } from 'graphql-upload-minimal';
import { translate, type Language } from '../i18n.ts';
import { gatewayError } from './errors.ts';

/** A new file for one slot (`previewImg`, `members.1.pdfFile`, `proposal.pdfFile`). */
export interface UploadPart {
  slot: string;
  upload: Promise<FileUpload>;
}

export interface StreamedForm {
  form: FormData;
  /** Why a browser upload failed (it went away, a file was missing), if one did. */
  uploadError(): unknown;
  /**
   * Called once the backend has answered: whatever the browser is still sending (the backend
   * refused early, or a file was never read) is read and dropped, so its request completes and
   * it gets the answer.
   */
  discardRest(): void;
}

/** form-data's parent, combined-stream: its `append` queues a value without a part header. */
type Queue = (this: FormData, next: (release: (value: string) => void) => void) => void;
const queue = (Object.getPrototypeOf(FormData.prototype) as { append: Queue }).append;

/**
 * Builds the form. The browser's files arrive one after another in its own order, and the next one
 * appears only once the previous one has been read (graphql-upload-minimal parses the request as a
 * stream), so parts are added in arrival order while the form is already streaming: a lazy
 * placeholder at the end of the queue waits for the next arrival, appends it (with the next
 * placeholder behind it), then lets the form go on. Reading the slots in a fixed order instead would
 * wait forever on a file stuck behind an unread one.
 */
export function streamedForm(fields: Record<string, unknown>, uploads: UploadPart[]): StreamedForm {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, JSON.stringify(value), { contentType: 'application/json' });
  // Parts are added while the body streams, so its length is unknown: axios sends it chunked. (A
  // form of JSON fields alone keeps its known length: it is written whole the moment it is piped,
  // before axios listens for its end, so only a Content-Length tells the backend where it stops.)
  if (uploads.length > 0) form.getLength = (callback) => callback(new Error('a streamed form has no length in advance'), 0);

  // A browser upload that fails (here, or in a file stream the form reads) fails the form. Kept to
  // tell the caller why; listened to so a failure after the backend's answer cannot crash the process.
  let failure: unknown;
  form.on('error', (error: unknown) => {
    failure ??= error;
  });

  const arrivals = inArrivalOrder(uploads);
  const taken: Readable[] = [];
  let discarded = false;
  const placeholder = (index: number) => (release: (value: string) => void) => {
    arrivals[index]!.then(({ slot, file }) => {
      if (discarded) return;
      const stream = file.createReadStream();
      taken.push(stream);
      form.append(slot, stream, { header: filePartHeader(form, slot, chosenFileName(file.filename), file.mimetype || 'application/octet-stream') });
      if (index + 1 < arrivals.length) queue.call(form, placeholder(index + 1));
      release('');
    })
      // The browser went away or sent a broken request: the upstream request fails with it.
      .catch((error: unknown) => form.emit('error', error));
  };
  if (arrivals.length > 0) queue.call(form, placeholder(0));

  let ended = false;
  form.once('end', () => {
    ended = true;
  });
  return {
    form,
    uploadError: () => failure,
    discardRest() {
      discarded = true;
      if (!ended) form.destroy();
      for (const stream of taken) drop(stream);
      discardUploads(uploads);
    },
  };
}

/**
 * The file name the member chose. A browser sends `"`, CR and LF in a file name as %22, %0D and %0A
 * (the HTML standard's multipart/form-data encoding), which busboy passes on as they are.
 */
export function chosenFileName(sent: string): string {
  return sent.replace(/%(?:22|0D|0A)/g, (escape) => String.fromCharCode(Number.parseInt(escape.slice(1), 16)));
}

/**
 * A file part's header for the backend, the name as a quoted-string with `"` and `\` escaped as
 * quoted-pairs, which the backend's parser reads back (form-data would send `"` as %22, which it
 * keeps as is). CR and LF, which no header line can hold, are left out: the backend drops control
 * characters from names anyway. Given whole, as form-data takes it, from the boundary on.
 */
export function filePartHeader(form: FormData, slot: string, filename: string, contentType: string): string {
  const quoted = filename.replace(/[\r\n]/g, '').replace(/["\\]/g, '\\$&');
  return `--${form.getBoundary()}\r\nContent-Disposition: form-data; name="${slot}"; filename="${quoted}"\r\nContent-Type: ${contentType}\r\n\r\n`;
}

/** Reads and drops whatever of these uploads nobody has read, so the browser's request can complete. */
export function discardUploads(uploads: UploadPart[]): void {
  for (const { upload } of uploads) {
    upload.then((file) => {
      try {
        drop(file.createReadStream());
      } catch {
        // Already taken by the form (dropped with it) or already failed: nothing left to read.
      }
    }, () => undefined);
  }
}

function drop(stream: Readable): void {
  if (stream.readableEnded || stream.destroyed) return;
  stream.on('error', () => undefined);
  stream.resume();
}

/** The i-th promise settles with the i-th upload to arrive, whichever slot it is. */
function inArrivalOrder(uploads: UploadPart[]): Promise<{ slot: string; file: FileUpload }>[] {
  const settle: { resolve: (value: { slot: string; file: FileUpload }) => void; reject: (error: unknown) => void }[] = [];
  const arrivals = uploads.map(
    () =>
      new Promise<{ slot: string; file: FileUpload }>((resolve, reject) => {
        settle.push({ resolve, reject });
      }),
  );
  // Nobody may be waiting on a later arrival when an earlier one fails.
  for (const arrival of arrivals) arrival.catch(() => undefined);
  let next = 0;
  for (const { slot, upload } of uploads) {
    upload.then(
      (file) => settle[next++]?.resolve({ slot, file }),
      (error: unknown) => settle[next++]?.reject(error),
    );
  }
  return arrivals;
}

/** graphql-upload-minimal's errors carry an HTTP status: 413 for too many files, 4xx for a broken request. */
export function uploadFailure(error: unknown, lang: Language): GraphQLError {
  const status = (error as { status?: unknown }).status;
  return status === 413 ? gatewayError('PAYLOAD_TOO_LARGE', lang) : gatewayError('BAD_USER_INPUT', lang, translate(lang, 'uploadFailed'));
}
