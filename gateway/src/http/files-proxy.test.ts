// /files/* on a real gateway over a stand-in backend: the file's own headers survive the site's.
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
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' }).end('<svg/>');
  });
  gateway = createGateway({ ...loadConfig({ BACKEND_URL: upstream.url, PORT: '0', NODE_ENV: 'test', REQUEST_LOG: 'off' }), redisUrl: undefined });
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
