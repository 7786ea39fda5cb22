// Uploads cut off half-way, over a real socket (app.inject cannot drop a connection).
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeData, jpg, multipart, pdf, storedFiles } from '../testing/applications.ts';
import { call, createMember, login, managerPassword, startTestApp, type TestApp } from '../testing/harness.ts';
import { submittedIncubator } from '../testing/incubator.ts';

let ctx: TestApp;
let port: number;
let token: string;
/** Uploads streaming into the file store now: a bucket lists an object only once it is whole. */
let uploading = 0;

beforeAll(async () => {
  ctx = await startTestApp();
  const put = ctx.app.fileStore.put;
  ctx.app.fileStore.put = async (source) => {
    uploading += 1;
    try {
      return await put(source);
    } finally {
      uploading -= 1;
    }
  };
  token = (await createMember(ctx.app, 'aborter@example.org')).token as string;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

async function until(condition: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 200; i += 1) {
    if (await condition()) return;
    await sleep(25);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Sends the first `sentBytes` of a save whose declared length is the whole body, waits for `ready`, then drops the connection. */
async function abortAfter(body: Buffer, headers: Record<string, string>, sentBytes: number, ready: () => boolean | Promise<boolean>, target = { path: '/api/invention/apply/pvt/resource', token: '' }) {
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: target.path,
    headers: { ...headers, authorization: `Bearer ${target.token || token}`, 'content-length': String(body.length) },
  });
  req.on('error', () => undefined);
  req.write(body.subarray(0, sentBytes));
  await until(ready, 'the upload to reach the server');
  req.destroy();
}

async function expectNothingKept() {
  await until(async () => uploading === 0 && (await storedFiles(ctx.app)).temp.length === 0, 'the pending uploads to go');
  // Give a wrongly continuing save the time to commit before looking.
  await sleep(200);
  expect((await storedFiles(ctx.app))).toEqual({ private: [], temp: [] });
  const list = await call(ctx.app, { method: 'GET', url: '/api/invention/apply/pvt/list', token });
  expect(list.json()).toEqual({ items: [], total: 0 });
}

describe('an upload cut off', () => {
  it('in the middle of a file leaves no file and no record', async () => {
    const { payload, headers } = multipart([
      { name: 'data', value: JSON.stringify(completeData()) },
      { name: 'keepList', value: '[]' },
      { name: 'proposal.pdfFile', filename: 'plan.pdf', type: 'application/pdf', content: pdf(5 * 1024 * 1024) },
    ]);
    await abortAfter(payload, headers, 1024 * 1024, () => uploading > 0);
    await expectNothingKept();
  });

  it('between two files (the first one whole) leaves no file and no record', async () => {
    const photo = jpg(64 * 1024);
    const { payload, headers } = multipart([
      { name: 'data', value: JSON.stringify(completeData()) },
      { name: 'keepList', value: '[]' },
      { name: 'previewImg', filename: 'team.jpg', type: 'image/jpeg', content: photo },
      { name: 'proposal.pdfFile', filename: 'plan.pdf', type: 'application/pdf', content: pdf(1024 * 1024) },
    ]);
    // Up to the boundary line after the photo: the photo part is whole, the next one not begun.
    const boundaryLine = payload.subarray(0, payload.indexOf('\r\n') + 2);
    const cut = payload.indexOf(boundaryLine, payload.indexOf(photo) + photo.length) + boundaryLine.length;
    const photoStored = async () => (await storedFiles(ctx.app)).temp.length > 0;
    await abortAfter(payload, headers, cut, photoStored);
    await expectNothingKept();
  });

  it('still lets the member save afterwards', async () => {
    const { payload, headers } = multipart([
      { name: 'data', value: JSON.stringify(completeData()) },
      { name: 'keepList', value: '[]' },
    ]);
    const response = await call(ctx.app, { method: 'POST', url: '/api/invention/apply/pvt/resource', token, payload, headers });
    expect(response.statusCode).toBe(200);
  });
});

describe('a final upload cut off', () => {
  it('in the middle of the PDF leaves no file and the application waiting for it', async () => {
    const finalist = (await createMember(ctx.app, 'final.aborter@example.org')).token as string;
    const manager = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
    const application = await submittedIncubator(ctx.app, finalist, { manager });
    const before = (await storedFiles(ctx.app)).private;
    const { payload, headers } = multipart([{ name: 'file', filename: 'final.pdf', type: 'application/pdf', content: pdf(5 * 1024 * 1024) }]);
    const path = `/api/incubator/apply/pvt/final/submit/${application.id}`;
    await abortAfter(payload, headers, 1024 * 1024, () => uploading > 0, { path, token: finalist });
    await until(async () => uploading === 0 && (await storedFiles(ctx.app)).temp.length === 0, 'the pending uploads to go');
    await sleep(200);
    expect((await storedFiles(ctx.app))).toEqual({ private: before, temp: [] });
    const read = await call(ctx.app, { method: 'GET', url: `/api/incubator/apply/pvt/resource/${application.id}`, token: finalist });
    expect(read.json()).toMatchObject({ status: 'final_upload', finalSubmittedAt: null });
    expect(read.json().finalFile).toBeUndefined();
  });
});

describe('a file over its limit, streamed', () => {
  it('is answered 413 while the client is still sending, and the client can read the answer', async () => {
    const streamer = (await createMember(ctx.app, 'streamer@example.org')).token as string;
    const { payload, headers } = multipart([
      { name: 'data', value: JSON.stringify(completeData()) },
      { name: 'keepList', value: '[]' },
      { name: 'members.0.pdfFile', filename: 'proof.pdf', type: 'application/pdf', content: pdf(8 * 1024 * 1024) },
    ]);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({
        host: '127.0.0.1',
        port,
        agent: false,
        method: 'POST',
        path: '/api/invention/apply/pvt/resource',
        headers: { ...headers, authorization: `Bearer ${streamer}`, 'content-language': 'en', 'content-length': String(payload.length) },
      });
      req.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      // In 64 KiB writes, as a streaming client sends it.
      for (let offset = 0; offset < payload.length; offset += 65_536) req.write(payload.subarray(offset, offset + 65_536));
      req.end();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 3 MB' });
    expect((await storedFiles(ctx.app)).temp).toEqual([]);
  });
});
