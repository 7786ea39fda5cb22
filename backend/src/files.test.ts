import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPrefix, type StoredObject } from './files/file-store.ts';
import { call, startTestApp, type TestApp } from './testing/harness.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

describe('public files', () => {
  it('serves seeded SVG images with a content type and a day of caching', async () => {
    const banner = (await call(ctx.app, { method: 'GET', url: '/api/home/banner/pub/list' })).json<{ imageDes: string; imageMob: string }[]>()[0];
    for (const path of [banner?.imageDes, banner?.imageMob]) {
      const response = await call(ctx.app, { method: 'GET', url: path as string });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.body).toMatch(/^<svg /);
      expect(response.rawPayload.length).toBeLessThan(3 * 1024);
    }
    const desktop = (await call(ctx.app, { method: 'GET', url: banner?.imageDes as string })).body;
    expect(desktop).toContain('width="1920" height="720"');
  });

  it('keeps every seeded image small: what pages load under 3 KB, the PNGs for link previews under 200 KB', async () => {
    const files: StoredObject[] = [];
    for await (const file of ctx.app.fileStore.list(publicPrefix)) files.push(file);
    expect(files.length).toBeGreaterThan(30);
    const large = files.filter((file) => file.size >= (file.key.endsWith('.png') ? 200 : 3) * 1024).map((file) => file.key);
    expect(large).toEqual([]);
  });

  it('never leaves the public folder', async () => {
    for (const url of ['/files/public/..%2fportal.sqlite', '/files/public/%2e%2e%2fjwt-secret', '/files/public/.hidden', '/files/public/missing.svg']) {
      const response = await call(ctx.app, { method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }
    expect((await call(ctx.app, { method: 'GET', url: '/files/public/../portal.sqlite' })).statusCode).toBe(404);
  });

  it('answers the health check', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
