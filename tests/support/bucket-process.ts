// The scaled profile's S3-compatible bucket (backend/src/testing/s3rver.ts) as a process of its own.
import { startTestBucket } from '../../backend/src/testing/s3rver.ts';
import { announce } from './service-process.ts';

const bucket = await startTestBucket();
announce({ settings: bucket.settings, env: bucket.env }, () => bucket.close());
