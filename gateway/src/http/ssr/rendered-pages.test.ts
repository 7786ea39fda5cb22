import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import express from 'express';
import { afterEach, beforeAll, afterAll, describe, expect, it, vi } from 'vitest';
import { webClient } from '../web-client.ts';
import { renderedPages } from './rendered-pages.ts';
import type { RenderResult } from './server-entry.ts';

/** A render the test ends when it chooses: what the fake server entry below hands out. */
interface PendingRender {
  url: string;
  signal: AbortSignal;
  finish(result?: Partial<Extract<RenderResult, { kind: 'page' }>>): void;
}

declare global {
  var pendingRenders: PendingRender[];
}
globalThis.pendingRenders = [];

// Every render waits until the test finishes it; the page it then answers is kept for `maxAge`.
const fakeEntry = `
export const isServerRendered = () => true;
export function render({ url, signal }) {
  return new Promise((resolve) => globalThis.pendingRenders.push({
    url,
    signal,
    finish: (page = {}) => resolve({ kind: 'page', status: 200, lang: 'en', head: '<title>rendered</title>', body: '<p>rendered ' + url + '</p>', maxAge: 0, ...page }),
  }));
}
`;
const shell = '<!doctype html><html lang="zh-Hant-TW"><head><title>shell</title></head><body><div id="root"></div></body></html>';

let dist: string;
const servers: Server[] = [];

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'server'));
  writeFileSync(join(dist, 'index.html'), shell);
  writeFileSync(join(dist, 'server', 'entry-server.js'), fakeEntry);
  writeFileSync(join(dist, 'server', 'package.json'), '{ "type": "module" }');
});

afterEach(() => {
  for (const render of globalThis.pendingRenders.splice(0)) render.finish();
  for (const server of servers.splice(0)) server.close();
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** A gateway's page serving over the fake build: rendered pages, else the shell. */
async function pages(options: { maxRenders: number; renderTimeoutMs?: number }): Promise<(path: string) => Promise<Response>> {
  const rendered = renderedPages({ webDist: dist, store: new InMemoryLRUCache<string>(), graphqlUrl: () => 'http://127.0.0.1:1/graphql', publicUrl: 'https://example.org', ...options });
  const server = await new Promise<Server>((resolve) => {
    const s = express()
      .use(webClient(dist, rendered))
      .listen(0, '127.0.0.1', () => resolve(s));
  });
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (path) => fetch(base + path);
}

/** Waits until `count` renders have started (none finishes on its own). */
const rendersStarted = (count: number) => vi.waitFor(() => expect(globalThis.pendingRenders).toHaveLength(count));

describe('renderedPages under load', () => {
  it('renders at most maxRenders pages at once: a page asked for meanwhile gets the shell at once, marked shed', async () => {
    const get = await pages({ maxRenders: 2 });
    const first = get('/en/a');
    const second = get('/en/b');
    await rendersStarted(2);

    const shed = await get('/en/c');
    expect(shed.status).toBe(200);
    expect(shed.headers.get('x-page-render')).toBe('shed');
    expect(await shed.text()).toContain('<div id="root"></div>');
    expect(globalThis.pendingRenders).toHaveLength(2);

    // A render that ends gives its slot back: the next page is rendered again.
    globalThis.pendingRenders[0]!.finish();
    const firstPage = await first;
    expect(firstPage.headers.get('x-page-cache')).toBe('miss');
    expect(await firstPage.text()).toContain('<p>rendered /en/a</p>');
    const third = get('/en/d');
    await rendersStarted(3);
    globalThis.pendingRenders[2]!.finish();
    expect(await (await third).text()).toContain('<p>rendered /en/d</p>');
    globalThis.pendingRenders[1]!.finish();
    expect((await second).headers.get('x-page-render')).toBeNull();
  });

  it('gives a visitor the shell when the render takes too long, and keeps its slot until the render ends', async () => {
    const get = await pages({ maxRenders: 1, renderTimeoutMs: 20 });
    const abandoned = await get('/en/slow');
    expect(abandoned.status).toBe(200);
    expect(abandoned.headers.get('x-page-render')).toBeNull();
    expect(await abandoned.text()).toContain('<div id="root"></div>');
    const [slow] = globalThis.pendingRenders;
    expect(slow!.signal.aborted).toBe(true);

    // The render still runs (its loopback queries are not stopped mid-way): no second one starts.
    expect((await get('/en/other')).headers.get('x-page-render')).toBe('shed');
    expect(globalThis.pendingRenders).toHaveLength(1);

    // Ended, it gives its slot back; ended late, its page is not kept (a render told to stop may
    // lack the data it had not received yet), so the same page is rendered again.
    slow!.finish({ maxAge: 60 });
    const again = get('/en/slow');
    await rendersStarted(2);
    expect(globalThis.pendingRenders[1]!.url).toBe('/en/slow');
    expect((await again).headers.get('x-page-render')).toBeNull();
  });
});
