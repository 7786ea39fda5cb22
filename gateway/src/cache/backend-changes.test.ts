// The backend's change feed read by the gateway (issue 21 item 8): a family whose count moved has its
// cached answers dropped, without telling other instances (each reads the feed itself); a backend
// without the feed stops the reading.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { movedFamilies, watchBackendChanges } from './backend-changes.ts';

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A backend answering the feed with whatever `counts()` is at each reading (404 when undefined). */
async function backend(counts: () => Record<string, number> | undefined): Promise<string> {
  server = http.createServer((req, res) => {
    const families = req.url === '/api/content/pub/changes' ? counts() : undefined;
    res.writeHead(families ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(families ? { families } : { message: 'No such route' }));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
}

describe('the backend change feed', () => {
  it('names the families whose counts moved, new and gone ones too', () => {
    expect(movedFamilies({ 'home/banner': 2, 'article/article': 5, setting: 1 }, { 'home/banner': 3, 'article/article': 5, 'book/banner': 1 })).toEqual(['book/banner', 'home/banner', 'setting']);
  });

  it('drops, untold to other instances, the families that moved since the last reading', async () => {
    let counts: Record<string, number> = { 'home/banner': 1 };
    const dropped: { tags: readonly string[]; tell: boolean | undefined }[] = [];
    const feed = watchBackendChanges({
      backendUrl: await backend(() => counts),
      intervalMs: 60_000,
      changes: { changed: async (tags, options) => void dropped.push({ tags, tell: options?.tell }) },
    });
    expect(await feed.poll()).toEqual([]);
    expect(await feed.poll()).toEqual([]);
    counts = { 'home/banner': 2, 'article/article': 1 };
    expect(await feed.poll()).toEqual(['article/article', 'home/banner']);
    expect(dropped).toEqual([{ tags: ['article/article', 'home/banner'], tell: false }]);
  });

  it('stops reading a backend without the feed, saying so once', async () => {
    const warnings: string[] = [];
    let readings = 0;
    const feed = watchBackendChanges({
      backendUrl: await backend(() => {
        readings += 1;
        return undefined;
      }),
      intervalMs: 10,
      changes: { changed: async () => undefined },
      log: { warn: (line: string) => void warnings.push(line) },
    });
    feed.start();
    await vi.waitFor(() => expect(warnings).toHaveLength(1));
    // Ten intervals more: had it gone on reading, it would have read again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    feed.stop();
    expect(readings).toBe(1);
    expect(warnings).toHaveLength(1);
  });
});
