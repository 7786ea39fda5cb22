import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webClient } from './web-client.ts';

let dist: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="zh-Hant-TW"><head></head><body><div id="root"></div></body></html>');
  const app = express().use(webClient(dist));
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
  it("answers a page with index.html whose lang is the path's language, never cached", async () => {
    for (const [path, lang] of [
      ['/zhTw/about', 'zh-Hant-TW'],
      ['/en/about', 'en'],
      ['/en', 'en'],
      ['/english-page', 'zh-Hant-TW'],
      ['/google-login', 'zh-Hant-TW'],
    ] as const) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(await res.text(), path).toContain(`<html lang="${lang}">`);
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
