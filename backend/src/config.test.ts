import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'yip-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config).toMatchObject({ port: 4100, host: '127.0.0.1', managerEmail: 'manager@example.org', managerPassword: undefined, smtpUrl: undefined, readyMinFreeMb: 200 });
  });

  it('takes READY_MIN_FREE_MB as whole megabytes, 0 to turn the margin off', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), READY_MIN_FREE_MB: '0' }).readyMinFreeMb).toBe(0);
    expect(loadConfig({ DATA_DIR: tempDir(), READY_MIN_FREE_MB: '1024' }).readyMinFreeMb).toBe(1024);
    for (const bad of ['-1', '1.5', 'lots']) expect(() => loadConfig({ DATA_DIR: tempDir(), READY_MIN_FREE_MB: bad })).toThrow(/READY_MIN_FREE_MB/);
  });

  it('keeps the data in SQLite without DATABASE_URL, in PostgreSQL with a postgres:// or postgresql:// one', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).database).toEqual({ engine: 'sqlite', url: undefined, poolSize: 10 });
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: ' ' }).database.engine).toBe('sqlite');
    for (const url of ['postgres://portal:secret@db:5432/portal', 'postgresql://db/portal', 'postgres:///portal?host=/run/postgresql']) {
      expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: url }).database).toEqual({ engine: 'postgres', url, poolSize: 10 });
    }
    for (const bad of ['mysql://db/portal', 'db:5432/portal', 'postgres://', 'file:portal.sqlite']) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: bad })).toThrow(/DATABASE_URL/);
    }
  });

  it('takes DATABASE_POOL_SIZE as a whole number from 1 to 1000', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_POOL_SIZE: '25' }).database.poolSize).toBe(25);
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_POOL_SIZE: '' }).database.poolSize).toBe(10);
    for (const bad of ['0', '1001', '2.5', 'many']) expect(() => loadConfig({ DATA_DIR: tempDir(), DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('takes REDIS_URL as a redis:// or rediss:// URL, empty as unset', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).redisUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), REDIS_URL: 'redis://redis:6379' }).redisUrl).toBe('redis://redis:6379');
    expect(loadConfig({ DATA_DIR: tempDir(), REDIS_URL: 'rediss://user:secret@cache.example:6380/2' }).redisUrl).toBe('rediss://user:secret@cache.example:6380/2');
    for (const bad of ['localhost:6379', 'http://redis:6379', 'redis']) expect(() => loadConfig({ DATA_DIR: tempDir(), REDIS_URL: bad })).toThrow(/REDIS_URL/);
  });

  it('takes MANAGER_TOTP_SECRET as a base32 secret, empty as unset', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), MANAGER_TOTP_SECRET: 'JBSWY3DPEHPK3PXP' }).managerTotpSecret).toBe('JBSWY3DPEHPK3PXP');
    expect(loadConfig({ DATA_DIR: tempDir(), MANAGER_TOTP_SECRET: '' }).managerTotpSecret).toBeUndefined();
    for (const bad of ['jbswy3dpehpk3pxp', 'JBSWY3DP', 'JBSWY3DPEHPK3PX1']) expect(() => loadConfig({ DATA_DIR: tempDir(), MANAGER_TOTP_SECRET: bad })).toThrow(/MANAGER_TOTP_SECRET/);
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBe(48);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toEqual(first);
    expect(new Uint8Array(readFileSync(join(dataDir, 'jwt-secret')))).toEqual(first);
  });

  it('keeps the files under DATA_DIR unless S3_BUCKET names a bucket', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).s3).toBeUndefined();
    const minio = { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'yip-files', S3_ACCESS_KEY_ID: 'portal', S3_SECRET_ACCESS_KEY: 'portal-secret' };
    expect(loadConfig({ DATA_DIR: tempDir(), ...minio }).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'yip-files',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'portal', secretAccessKey: 'portal-secret' },
    });
    expect(loadConfig({ DATA_DIR: tempDir(), S3_BUCKET: 'yip-files', S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'false' }).s3).toEqual({
      endpoint: undefined,
      bucket: 'yip-files',
      region: 'eu-west-1',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('refuses S3 settings that cannot work', () => {
    const attempt = (env: Record<string, string>) => () => loadConfig({ DATA_DIR: tempDir(), ...env });
    expect(attempt({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET: is required with S3_ENDPOINT/);
    expect(attempt({ S3_BUCKET: 'Yip_Files' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(attempt({ S3_BUCKET: 'yip-files', S3_ACCESS_KEY_ID: 'portal' })).toThrow(/S3_SECRET_ACCESS_KEY: set both/);
    expect(attempt({ S3_BUCKET: 'yip-files', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(attempt({ S3_BUCKET: 'yip-files', S3_ENDPOINT: 'ftp://files.example.org' })).toThrow(/S3_ENDPOINT/);
  });

  it('names every invalid variable', () => {
    const attempt = () => loadConfig({ DATA_DIR: tempDir(), BACKEND_PORT: 'eighty', JWT_SECRET: 'short', SMTP_URL: 'ftp://x' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/BACKEND_PORT[\s\S]*JWT_SECRET[\s\S]*SMTP_URL/);
  });
});
