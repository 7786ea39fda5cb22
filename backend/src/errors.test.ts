import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from './testing/harness.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

describe('error envelope', () => {
  it('answers unknown routes with 404 in the request language', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/nothing/here', language: 'en' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such route', code: 'NOT_FOUND' });
  });

  it('answers unexpected failures with a generic 500 and no detail', async () => {
    await ctx.app.store.close();
    const read = await call(ctx.app, { method: 'GET', url: '/api/article/tag/pub/list' });
    expect(read.statusCode).toBe(500);
    expect(read.json()).toEqual({ message: '資料拿取失敗', code: 'INTERNAL_SERVER_ERROR' });
    const health = await call(ctx.app, { method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
  });
});
