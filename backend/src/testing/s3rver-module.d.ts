// @20minutes/s3rver ships no types; the tests use only its constructor, run, close and two methods
// of its file system store (s3rver.ts).
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string }[];
      allowMismatchedSignatures?: boolean;
    });
    run(): Promise<AddressInfo>;
    store: {
      getResourcePath(bucket: string, key: string, resource: string): string;
      deleteObject(bucket: string, key: string): Promise<void>;
    };
    close(): Promise<void>;
  }
}
