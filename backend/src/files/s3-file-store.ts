// The file store in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2), shared by every backend
// process. An upload is spooled to a file on the process's own disk, then sent in one PUT streamed
// from it; a commit is a server-side copy from `pending/` to the object's key, then the pending
// object is deleted.
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Settings } from '../config.ts';
import { concurrencyGate } from './concurrency-gate.ts';
import { checkKey, countBytes, isKey, newPendingKey, pendingPrefix, type FileStore } from './file-store.ts';

/** Deletes sent at once by a sweep or a restore. */
const deleteBatch = 16;
/** Uploads sent into the bucket at once by one process (concurrency-gate.ts says why). */
const putsAtOnce = 16;
/** How long one readiness answer stands, so a busy load balancer cannot turn it into load on the bucket. */
const checkCacheMs = 2000;
/**
 * Tries of one upload's PUT. The SDK retries no request whose body is a stream ("non-retryable
 * streaming request"): a kept-alive connection the bucket closed just as it was reused (`socket
 * hang up`), met once in a few runs of 40 saves at once, failed an applicant's save. The spooled
 * file can simply be read again.
 */
const putTries = 3;
const retryPauseMs = 100;

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 demands them: the SDK's newer default (a CRC trailer on every upload)
    // is not understood by every S3-compatible store.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Each download streamed through the backend holds a socket while it lasts; the SDK's default is 50.
    requestHandler: { connectionTimeout: 5000, httpAgent: { maxSockets: 256 }, httpsAgent: { maxSockets: 256 } },
  });
}

/** A spooled upload's file: `s3-` and its pending key's random part. */
const spooledName = /^s3-[0-9a-f]{32}$/;

/** Removes the spooled uploads a process that died left behind, once an hour old (processes may share the folder). */
async function sweepSpool(spoolDir: string): Promise<void> {
  const cutoff = Date.now() - 3_600_000;
  for (const name of await readdir(spoolDir)) {
    if (!spooledName.test(name)) continue;
    const path = join(spoolDir, name);
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: Infinity }));
    if (mtimeMs < cutoff) await unlink(path).catch(() => undefined);
  }
}

const isNotFound = (error: unknown) => error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/** A dropped connection, a timeout, or the bucket's own 5xx or throttling: worth sending again. A refusal (4xx) is not. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return true;
  const status = error.$metadata.httpStatusCode ?? 500;
  return status >= 500 || status === 429;
}

/**
 * `spoolDir` holds each upload while it arrives (the backend's DATA_DIR/uploads-tmp, whose disk
 * /readyz watches; the OS's temporary folder for the ops scripts and tests).
 */
export async function openS3FileStore(settings: S3Settings, spoolDir = tmpdir()): Promise<FileStore> {
  const client = createS3Client(settings);
  const Bucket = settings.bucket;
  const deleteKey = (key: string) => client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
  const headBucket = () => client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(checkCacheMs) }).then(() => undefined);
  let lastCheck: { at: number; result: Promise<void> } | undefined;

  try {
    await mkdir(spoolDir, { recursive: true });
    await sweepSpool(spoolDir);
    await headBucket();
  } catch (error) {
    client.destroy();
    throw new Error(`The bucket ${Bucket} (S3_BUCKET) at ${settings.endpoint ?? `AWS ${settings.region}`} cannot be reached: ${(error as Error).message}`, { cause: error });
  }

  const sending = concurrencyGate(putsAtOnce);
  return {
    kind: 's3',

    async put(source) {
      const key = newPendingKey();
      // S3 takes a stream only with its length, which an upload arriving in a multipart body does
      // not tell; the SDK's multipart uploader instead holds a 5 MiB part in memory per upload (a
      // hundred concurrent uploads, half a gigabyte). On disk first, then one PUT streamed from it.
      const spooled = join(spoolDir, `s3-${key.slice(pendingPrefix.length)}`);
      const counted = countBytes(source);
      try {
        await pipeline(counted.chunks, createWriteStream(spooled, { flags: 'wx' }));
        await sending(async () => {
          for (let attempt = 1; ; attempt += 1) {
            try {
              return await client.send(new PutObjectCommand({ Bucket, Key: key, Body: createReadStream(spooled), ContentLength: counted.bytes() }));
            } catch (error) {
              if (attempt >= putTries || !isTransient(error)) throw error;
              await new Promise((resume) => setTimeout(resume, retryPauseMs * attempt));
            }
          }
        });
      } catch (error) {
        source.destroy();
        // A failure met answering may still have left the object written.
        await deleteKey(key).catch(() => undefined);
        throw error;
      } finally {
        await unlink(spooled).catch(() => undefined);
      }
      return { key, size: counted.bytes() };
    },

    async commit(pending, key) {
      await client.send(new CopyObjectCommand({ Bucket, Key: checkKey(key), CopySource: `${Bucket}/${checkKey(pending.key)}` }));
      // A pending object left behind is only a leftover for the sweep.
      await deleteKey(pending.key).catch(() => undefined);
    },

    async remove(keys) {
      for (let at = 0; at < keys.length; at += deleteBatch) await Promise.all(keys.slice(at, at + deleteBatch).map(deleteKey));
    },

    async open(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        if (!(object.Body instanceof Readable)) throw new Error(`GetObject ${key} answered no stream`);
        return { key, size: object.ContentLength ?? 0, modifiedAt: object.LastModified ?? new Date(0), stream: object.Body };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async *list(prefix) {
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && isKey(object.Key)) yield { key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
        }
      }
    },

    check() {
      const at = Date.now();
      // A check still running counts as fresh: concurrent probes share it.
      if (!lastCheck || at - lastCheck.at >= checkCacheMs) lastCheck = { at, result: headBucket() };
      return lastCheck.result;
    },

    async close() {
      client.destroy();
    },
  };
}
