import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appStartTimeout, startTestApp, type TestApp } from '../testing/harness.ts';
import { routeTable } from './routes.ts';

let test: TestApp;

/** The value at a path of keys in parsed JSON (undefined where the path ends early). */
function at(value: unknown, ...keys: string[]): unknown {
  return keys.reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), value);
}

beforeAll(async () => {
  test = await startTestApp();
}, appStartTimeout);
afterAll(() => test?.close());

describe('GET /api/openapi.json', () => {
  it('declares only routes the backend has, and serves the document generated from the handlers’ schemas to anyone', async () => {
    const missing = routeTable.filter(({ method, path }) => !test.app.hasRoute({ method: method.toUpperCase() as 'GET', url: path.replace(/\{(\w+)\}/g, ':$1') }));
    expect(missing.map(({ method, path }) => `${method} ${path}`)).toEqual([]);

    const response = await test.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document: unknown = response.json();
    expect(at(document, 'openapi')).toBe('3.1.0');
    const paths = at(document, 'paths') as Record<string, object>;
    expect(Object.values(paths).flatMap(Object.keys)).toHaveLength(routeTable.length);
    const answer = (path: string, method: string) => at(paths, path, method, 'responses', '200', 'content', 'application/json', 'schema');
    // The registration body is the rules' schema the handler parses with: its fields, required as they are there.
    expect(at(paths, '/api/user/register', 'post', 'requestBody', 'content', 'application/json', 'schema', 'required')).toEqual(
      expect.arrayContaining(['email', 'password', 'firstName', 'lastName']),
    );
    // A public read answers localised fields in one language: the family's `{ zhTw, en }` becomes a string.
    expect(at(answer('/api/home/banner/pub/list', 'get'), 'items', 'properties', 'title')).toEqual({ type: 'string' });
    // A manager's read of a session keeps both languages.
    expect(Object.keys(at(answer('/api/invention/session/pvt/resource/{id}', 'get'), 'properties', 'name', 'properties') as object).sort()).toEqual(['en', 'zhTw']);
  });
});
