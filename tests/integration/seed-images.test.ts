// The seeded images an English page shows, read the way the web and a link-preview crawler read
// them over the real tiers: the content points at an image without Chinese lettering, and the PNG
// beside it (for og:image) is served as an image of preview size.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, startGateway, type Tier } from '../support/stack.ts';

let backend: Tier;
let gateway: Tier;

/** Any CJK ideograph or CJK punctuation, full-width forms included. */
const cjk = /[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

beforeAll(async () => {
  backend = await startBackend();
  gateway = await startGateway(backend.url);
});

afterAll(async () => {
  await gateway?.stop();
  await backend?.stop();
});

/** Images a page can use as its link preview: banners and covers. */
const previews = `homeBanners { imageDesktop } academy: sectionBanners(section: ACADEMY) { image }
  educationEvents { cover } articles(pageSize: 3) { items { cover } }`;

async function englishImages(fields: string): Promise<string[]> {
  const res = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-language': 'en' },
    body: JSON.stringify({ query: `{ ${fields} }` }),
  });
  const body = (await res.json()) as { data?: unknown; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return [...new Set(JSON.stringify(body.data).match(/\/files\/public\/[^"]+/g) ?? [])];
}

const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

describe('seeded images on English pages', () => {
  it('the REST content in English points at the same lettering-free image as in Chinese', async () => {
    const read = async (language: string) => {
      const res = await fetch(`${backend.url}/api/education/banner/pub/list`, { headers: { 'content-language': language } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { items: { title: string; image: string }[] }).items[0];
    };
    const [en, zh] = await Promise.all([read('en'), read('zhTw')]);
    expect(en?.title).toBe('Academy');
    expect(en?.image).toBe(zh?.image);
    const svg = await fetch(`${backend.url}${en?.image}`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).not.toMatch(cjk);
  });

  it('every image the English home, academy, news and about content points at has no Chinese lettering', async () => {
    const images = await englishImages(`${previews} homeBanners { imageMobile } aboutPage { ceoMessage { photo } partners { logo } }`);
    expect(images.length).toBeGreaterThan(10);
    for (const path of images) {
      expect(path).toMatch(/\.svg$/);
      const res = await fetch(`${gateway.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      const text = await res.text();
      expect(text, path).not.toMatch(cjk);
      // Only a partner's logo carries lettering: its name in Latin letters.
      if (!path.includes('/partner-')) expect(text, path).not.toContain('<text');
    }
  });

  it('each has a PNG beside it for link previews, served as image/png at preview size', async () => {
    const images = await englishImages(previews);
    expect(images.length).toBeGreaterThan(5);
    for (const path of images) {
      const res = await fetch(`${gateway.url}${path.replace(/\.svg$/, '.png')}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
      const { width, height } = pngSize(bytes);
      expect(width, path).toBeGreaterThanOrEqual(1200);
      expect(height, path).toBeGreaterThanOrEqual(630);
    }
  });
});
