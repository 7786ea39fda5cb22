// /files/* (and the reminders' opt-out page) on a real gateway over a stand-in backend: the file's own
// headers survive the site's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../app.ts';
import { loadConfig } from '../config.ts';
import { startTestUpstream, type TestUpstream } from '../testing/upstream.ts';

let upstream: TestUpstream;
let gateway: ReturnType<typeof createGateway>;
let base: string;

beforeAll(async () => {
  upstream = await startTestUpstream();
  upstream.answer((req, res) => {
    if (req.url?.startsWith('/files/private/') || req.url?.startsWith('/files/exports/')) {
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="proof.pdf"',
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=600',
        'content-security-policy': "default-src 'none'; sandbox",
      });
      return res.end('%PDF-1.7');
    }
    if (req.url?.startsWith('/api/')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': "default-src 'none'" });
      return res.end('<p>Reminders off</p>');
    }
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' }).end('<svg/>');
  });
  gateway = createGateway({ ...loadConfig({ BACKEND_URL: upstream.url, PORT: '0', NODE_ENV: 'test', REQUEST_LOG: 'off' }), redisUrl: undefined, contentChangesPollMs: 0 });
  const { port } = await gateway.start();
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await gateway.stop();
  await upstream.close();
});

describe('files proxy', () => {
  it("keeps a private file's signed query, disposition, nosniff and sandbox policy, and no shared cache ever stores it", async () => {
    const res = await fetch(`${base}/files/private/3fa1.pdf?exp=1795000000&sig=abc`);
    expect(await res.text()).toBe('%PDF-1.7');
    expect(upstream.requests.at(-1)?.url).toBe('/files/private/3fa1.pdf?exp=1795000000&sig=abc');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="proof.pdf"');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('never lets a shared cache store a manager’s export either', async () => {
    const res = await fetch(`${base}/files/exports/members-en.xlsx?ask=e30&sig=abc`);
    expect(upstream.requests.at(-1)?.url).toBe('/files/exports/members-en.xlsx?ask=e30&sig=abc');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('gives a public file without a policy of its own a sandbox, never the site-wide CSP', async () => {
    const res = await fetch(`${base}/files/public/banner.svg`);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});

describe('reminders opt-out', () => {
  it("forwards the mail's link to the backend with its token, and its page keeps the backend's headers", async () => {
    const res = await fetch(`${base}/api/reminders/off?token=12.abc`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<p>Reminders off</p>');
    expect(upstream.requests.at(-1)?.url).toBe('/api/reminders/off?token=12.abc');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('forwards nothing else under /api, nor another method', async () => {
    const before = upstream.requests.length;
    for (const path of ['/api/reminders/off/x', '/api/manager/list', '/api/reminders']) {
      expect((await fetch(`${base}${path}`)).status).toBe(404);
    }
    expect((await fetch(`${base}/api/reminders/off?token=1.a`, { method: 'POST' })).status).toBe(404);
    expect(upstream.requests.length).toBe(before);
    // The first unmatched path loads the page renderer.
  }, 30_000);
});
