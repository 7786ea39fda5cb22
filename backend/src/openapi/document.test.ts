import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/harness.ts';
import { routeTable } from './routes.ts';

let test: TestApp;

beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

describe('GET /api/openapi.json', () => {
  it('declares only routes the backend has, and serves the document generated from the handlers’ schemas to anyone', async () => {
    const missing = routeTable.filter(({ method, path }) => !test.app.hasRoute({ method: method.toUpperCase() as 'GET', url: path.replace(/\{(\w+)\}/g, ':$1') }));
    expect(missing.map(({ method, path }) => `${method} ${path}`)).toEqual([]);

    const response = await test.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, any>> }>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.values(document.paths).flatMap(Object.keys)).toHaveLength(routeTable.length);
    // The registration body is the rules' schema the handler parses with: its fields, required as they are there.
    const register = document.paths['/api/user/register']!.post.requestBody.content['application/json'].schema;
    expect(register.required).toEqual(expect.arrayContaining(['email', 'password', 'firstName', 'lastName']));
    // A public read answers localised fields in one language: the family's `{ zhTw, en }` becomes a string.
    const banner = document.paths['/api/home/banner/pub/list']!.get.responses['200'].content['application/json'].schema;
    expect(banner.items.properties.title).toEqual({ type: 'string' });
    // A manager's read of a session keeps both languages.
    const session = document.paths['/api/invention/session/pvt/resource/{id}']!.get.responses['200'].content['application/json'].schema;
    expect(Object.keys(session.properties.name.properties).sort()).toEqual(['en', 'zhTw']);
  });
});
