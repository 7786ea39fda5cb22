import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express, { type ErrorRequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webClient } from './web-client.ts';

let dist: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="zh-Hant-TW"><head><title>青年公益實踐計畫</title></head><body><div id="root"></div></body></html>');
  const app = express()
    .use(webClient(dist))
    // As in app.ts: what nobody answers is a plain 404, and an asset's error keeps its status.
    .use((_req, res) => void res.status(404).type('text/plain').send('Not found'))
    .use(((error, _req, res, _next) => void res.status(error.status ?? 500).type('text/plain').send('error')) as ErrorRequestHandler);
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (path: string) => fetch(base + path, { headers: { accept: 'text/html' } });

describe('the web client', () => {
  it("answers a page with index.html whose lang and title are the path's language, never cached", async () => {
    for (const [path, lang, title] of [
      ['/zhTw/about', 'zh-Hant-TW', '青年公益實踐計畫'],
      ['/en/about', 'en', 'Youth Social Impact Programme'],
      ['/en', 'en', 'Youth Social Impact Programme'],
      ['/english-page', 'zh-Hant-TW', '青年公益實踐計畫'],
      ['/google-login', 'zh-Hant-TW', '青年公益實踐計畫'],
    ] as const) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      const html = await res.text();
      expect(html, path).toContain(`<html lang="${lang}">`);
      expect(html, path).toContain(`<title>${title}</title>`);
    }
  });

  it('answers every page path with the page whatever the request accepts (crawlers and tools send */*)', async () => {
    const secret = 'q0Vx2n-AbC_dEf4GhIjKlMnOpQrStUvWxYz0123456'; // a reset link's base64url secret
    for (const [path, accept, lang] of [
      ['/zhTw/', '*/*', 'zh-Hant-TW'],
      ['/zhTw/', undefined, 'zh-Hant-TW'],
      ['/en/news/now/80', '*/*', 'en'],
      ['/en/about', 'application/json', 'en'],
      ['/zhTw/study/SRIO', 'image/webp,*/*', 'zh-Hant-TW'],
      [`/reset-password/${secret}`, '*/*', 'zh-Hant-TW'],
    ] as const) {
      const res = await fetch(base + path, { headers: accept ? { accept } : {} });
      expect(res.status, `${path} ${accept}`).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(await res.text(), path).toContain(`<html lang="${lang}">`);
    }
    const head = await fetch(`${base}/en/`, { method: 'HEAD', headers: { accept: '*/*' } });
    expect(head.status).toBe(200);
  });

  it('leaves files, the API and other methods alone: a missing file stays 404, even for a browser', async () => {
    for (const path of ['/favicon.ico', '/robots.txt', '/zhTw/logo.png', '/assets/missing-abc123.js', '/assets/', '/graphql', '/files/public/x', '/api/pub/list', '/healthz', '/readyz']) {
      for (const accept of ['*/*', 'text/html']) {
        const res = await fetch(base + path, { headers: { accept } });
        expect(res.status, `${path} ${accept}`).toBe(404);
        expect(await res.text(), path).not.toContain('<html');
      }
    }
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await fetch(`${base}/zhTw/`, { method, headers: { accept: 'text/html' } });
      expect(res.status, method).toBe(404);
    }
  });

  it('says the client is not built when index.html is missing, in either language', async () => {
    rmSync(join(dist, 'index.html'));
    for (const path of ['/zhTw/', '/en/']) {
      const res = await page(path);
      expect(res.status, path).toBe(503);
      expect(await res.text()).toContain('The web client is not built');
    }
  });
});
