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

  it('takes REDIS_URL as a redis:// or rediss:// URL, empty as unset', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).redisUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), REDIS_URL: 'redis://redis:6379' }).redisUrl).toBe('redis://redis:6379');
    expect(loadConfig({ DATA_DIR: tempDir(), REDIS_URL: 'rediss://user:secret@cache.example:6380/2' }).redisUrl).toBe('rediss://user:secret@cache.example:6380/2');
    for (const bad of ['localhost:6379', 'http://redis:6379', 'redis']) expect(() => loadConfig({ DATA_DIR: tempDir(), REDIS_URL: bad })).toThrow(/REDIS_URL/);
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBe(48);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toEqual(first);
    expect(new Uint8Array(readFileSync(join(dataDir, 'jwt-secret')))).toEqual(first);
  });

  it('names every invalid variable', () => {
    const attempt = () => loadConfig({ DATA_DIR: tempDir(), BACKEND_PORT: 'eighty', JWT_SECRET: 'short', SMTP_URL: 'ftp://x' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/BACKEND_PORT[\s\S]*JWT_SECRET[\s\S]*SMTP_URL/);
  });
});
