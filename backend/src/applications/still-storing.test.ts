import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStillStoring } from './still-storing.ts';

const everyMs = 40;
const storeMs = 300;
const app = Fastify();

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
});
afterAll(() => app.close());

/** Sends a body and counts the interim answers before the final one. */
function send(path: string, contentType: string, body: string): Promise<{ interim: number; status: number; body: string }> {
  const { port } = app.server.address() as AddressInfo;
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

describe('still storing', () => {
  it('says 102 Processing every few moments between the last byte of an upload and its answer, which arrives whole', async () => {
    const boundary = 'b0undary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 test\r\n--${boundary}--\r\n`;
    const answer = await send('/upload', `multipart/form-data; boundary=${boundary}`, body);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ ok: true });
    expect(answer.interim).toBeGreaterThanOrEqual(Math.floor(storeMs / everyMs) - 3);
  });

  it('says nothing before the answer of a request that is not an upload', async () => {
    const answer = await send('/json', 'application/json', '{}');
    expect(answer).toEqual({ interim: 0, status: 200, body: '{"ok":true}' });
  });
});
