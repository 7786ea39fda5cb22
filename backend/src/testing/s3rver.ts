// An S3-compatible server in the test process (s3rver, on a free loopback port, its objects in a
// temporary folder) with one empty bucket: the backend's S3 file store runs against it.
import S3rver from '@20minutes/s3rver';
import { mkdtempSync, rmSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Settings } from '../config.ts';

export interface TestBucket {
  settings: S3Settings;
  /** The same as the backend's S3_* variables. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver's own key pair. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startTestBucket(bucket = 'yip-test'): Promise<TestBucket> {
  const directory = mkdtempSync(join(tmpdir(), 'yip-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
    // s3rver signs a bucket's own path without the trailing slash the SDK signs (`/bucket/`), so
    // it would refuse HeadBucket and ListObjectsV2; the key pair is still checked.
    allowMismatchedSignatures: true,
  });
  // s3rver removes a deleted key's folder once it looks empty (a readdir, then a recursive rm), so a
  // put under the same prefix landing in between vanishes (two backends storing files at once lost
  // pending objects so). A bucket has no folders: they are left.
  server.store.deleteObject = async (name, key) => {
    const gone = ['object', 'object.md5', 'metadata.json'].map((resource) =>
      unlink(server.store.getResourcePath(name, key, resource)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      }),
    );
    await Promise.all(gone);
  };
  // eslint-disable-next-line no-restricted-syntax -- s3rver's own run(), not a database query
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: { endpoint, bucket, region: 'us-east-1', forcePathStyle: true, credentials },
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: credentials.accessKeyId, S3_SECRET_ACCESS_KEY: credentials.secretAccessKey },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
