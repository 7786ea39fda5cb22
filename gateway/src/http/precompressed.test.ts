import express from 'express';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressed } from './precompressed.ts';

const source = 'console.log("hello");'.repeat(50);
let base = '';
let close: () => void;

beforeAll(async () => {
  const folder = mkdtempSync(join(tmpdir(), 'precompressed-'));
  writeFileSync(join(folder, 'app.js'), source);
  writeFileSync(join(folder, 'app.js.br'), brotliCompressSync(source));
  const app = express();
  app.use('/assets', precompressed(folder), express.static(folder));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((ok) => server.once('listening', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
  close = () => server.close();
});
afterAll(() => close());

describe('precompressed assets', () => {
  it('sends the brotli copy with its type when the browser accepts brotli', async () => {
    const res = await fetch(`${base}/app.js`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    // fetch decodes brotli itself: the bytes read are the original file.
    expect(await res.text()).toBe(source);
    expect(Number(res.headers.get('content-length'))).toBe(brotliCompressSync(source).length);
  });

  it('falls back to the plain file when no compressed copy fits', async () => {
    const res = await fetch(`${base}/app.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(source);
  });

  it('never leaves its folder', async () => {
    const res = await fetch(`${base}/..%2f..%2fetc%2fpasswd.js`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).not.toBe(200);
  });
});

