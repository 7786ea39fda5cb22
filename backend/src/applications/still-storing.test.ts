import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStillStoring } from './still-storing.ts';

const everyMs = 40;
const storeMs = 300;
const app = Fastify();
// The same, vouching for a store only so long.
const brief = Fastify();

beforeAll(async () => {
  await app.register(multipart);
  registerStillStoring(app, everyMs);
  // Reads the whole body, then "stores" it for a while, as a save into a bucket does.
  app.post('/upload', async (req) => {
    for await (const part of req.parts()) if (part.type === 'file') await part.toBuffer();
    await new Promise((resolve) => setTimeout(resolve, storeMs));
    return { ok: true };
  });
  app.post('/json', async () => {
    await new Promise((resolve) => setTimeout(resolve, storeMs));
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  await brief.register(multipart);
  registerStillStoring(brief, everyMs, everyMs * 2.5);
  brief.post('/upload', async (req) => {
    for await (const part of req.parts()) if (part.type === 'file') await part.toBuffer();
    await new Promise((resolve) => setTimeout(resolve, storeMs));
    return { ok: true };
  });
  await brief.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => Promise.all([app.close(), brief.close()]));

/** Sends a body and counts the interim answers before the final one. */
function send(path: string, contentType: string, body: string, server = app): Promise<{ interim: number; status: number; body: string }> {
  const { port } = server.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    let interim = 0;
    const req = request({ port, host: '127.0.0.1', path, method: 'POST', headers: { 'content-type': contentType } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ interim, status: res.statusCode ?? 0, body: text }));
    });
    req.on('information', (info) => {
      expect(info.statusCode).toBe(102);
      interim += 1;
    });
    req.on('error', reject);
    req.end(body);
  });
}

const boundary = 'b0undary';
const upload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 test\r\n--${boundary}--\r\n`;

describe('still storing', () => {
  it('says 102 Processing every few moments between the last byte of an upload and its answer, which arrives whole', async () => {
    const answer = await send('/upload', `multipart/form-data; boundary=${boundary}`, upload);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ ok: true });
    expect(answer.interim).toBeGreaterThanOrEqual(Math.floor(storeMs / everyMs) - 3);
  });

  it('stops vouching for a store that takes longer than it may', async () => {
    const answer = await send('/upload', `multipart/form-data; boundary=${boundary}`, upload, brief);
    expect(answer.status).toBe(200);
    expect(answer.interim).toBeLessThanOrEqual(2);
  });

  it('says nothing before the answer of a request that is not an upload', async () => {
    const answer = await send('/json', 'application/json', '{}');
    expect(answer).toEqual({ interim: 0, status: 200, body: '{"ok":true}' });
  });
});
