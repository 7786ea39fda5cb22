// The file store in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2), shared by every backend
// process. Uploads stream through the SDK's multipart uploader one 5 MiB part at a time; a commit
// is a server-side copy from `pending/` to the object's key, then the pending object is deleted.
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { S3Settings } from '../config.ts';
import { checkKey, countBytes, isKey, newPendingKey, type FileStore } from './file-store.ts';

/** S3's smallest part: what one upload holds in memory at most, one part at a time. */
const partBytes = 5 * 1024 * 1024;
/** Deletes sent at once by a sweep or a restore. */
const deleteBatch = 16;
/** How long one readiness answer stands, so a busy load balancer cannot turn it into load on the bucket. */
const checkCacheMs = 2000;

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

const isNotFound = (error: unknown) => error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

export async function openS3FileStore(settings: S3Settings): Promise<FileStore> {
  const client = createS3Client(settings);
  const Bucket = settings.bucket;
  const deleteKey = (key: string) => client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
  const headBucket = () => client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(checkCacheMs) }).then(() => undefined);
  let lastCheck: { at: number; result: Promise<void> } | undefined;

  try {
    await headBucket();
  } catch (error) {
    client.destroy();
    throw new Error(`The bucket ${Bucket} (S3_BUCKET) at ${settings.endpoint ?? `AWS ${settings.region}`} cannot be reached: ${(error as Error).message}`, { cause: error });
  }

  return {
    kind: 's3',

    async put(source) {
      const key = newPendingKey();
      let sourceError: unknown;
      const counted = countBytes(source);
      const body = Readable.from(counted.chunks).once('error', (error) => {
        sourceError = error;
      });
      const upload = new Upload({ client, params: { Bucket, Key: key, Body: body }, partSize: partBytes, queueSize: 1 });
      try {
        await upload.done();
      } catch (error) {
        // The uploader aborts its multipart upload itself; a failure it met answering may still
        // have left the object written.
        body.destroy();
        await deleteKey(key).catch(() => undefined);
        throw sourceError ?? error;
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
