// The file store the configuration names: the bucket when S3_BUCKET is set, else DATA_DIR's disk.
import type { S3Settings } from '../config.ts';
import type { FileStore } from './file-store.ts';
import { openLocalFileStore, uploadsTempDir } from './local-file-store.ts';
import { openS3FileStore } from './s3-file-store.ts';

export const openFileStore = (config: { dataDir: string; s3: S3Settings | undefined }): Promise<FileStore> =>
  config.s3 ? openS3FileStore(config.s3, uploadsTempDir(config.dataDir)) : openLocalFileStore(config.dataDir);
