import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestGateway, type TestGateway } from '../testing/gateway.ts';
import { json } from '../testing/upstream.ts';

// A backend that drifted from the REST contract: a banner's title is a number, and a private
// e-mail address rides along in a field the gateway does not know.
const drifted = [
  {
    id: 1,
    position: 0,
    published: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    title: 42,
    imageDes: '/files/public/d.png',
    imageMob: '/files/public/m.png',
    alt: 'secret-person@example.org',
  },
];

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway((req, res) => (req.url?.startsWith('/api/home/banner/pub/list') ? json(res, 200, drifted) : json(res, 404, { message: 'no' })));
});
afterAll(() => gateway.stop());

async function homeBanners(lang: 'zhTw' | 'en') {
  const response = await fetch(gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-language': lang },
    body: JSON.stringify({ query: '{ homeBanners { id title } }' }),
  });
  return (await response.json()) as { data: unknown; errors?: { message: string; extensions: { code: string } }[] };
}

describe('malformed upstream data', () => {
  it('is UPSTREAM_INVALID in the request language, logged once by path without the values', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const en = await homeBanners('en');
      expect(en.data).toBeNull();
      expect(en.errors).toEqual([expect.objectContaining({ message: 'The service returned unexpected data, please try again later', extensions: { code: 'UPSTREAM_INVALID' } })]);
      const lines = warn.mock.calls.map((call) => call.join(' ')).filter((line) => line.includes('outside the contract'));
      expect(lines).toEqual(['upstream GET /api/home/banner/pub/list answered outside the contract: 0.title: invalid_type']);
      expect(JSON.stringify(warn.mock.calls)).not.toContain('secret-person');
      const zhTw = await homeBanners('zhTw');
      expect(zhTw.errors?.[0]?.message).toBe('服務回傳的資料有誤，請稍後再試');
    } finally {
      warn.mockRestore();
    }
  });
});
