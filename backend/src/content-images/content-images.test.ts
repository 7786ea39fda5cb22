// The studio's images (issue 21 items 3, 4): what an upload's bytes must be, what an inline image
// becomes, and the sweep that removes what nothing refers to any more. The upload route itself is crossed through the gateway in
// tests/integration/content-studio.test.ts.
import { contentImageGeometry, contentImageVariants, variantHeight } from '@yip/rules';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePublicFile } from '../files.ts';
import { appStartTimeout, call, login, managerPassword, startTestApp, type TestApp } from '../testing/harness.ts';
import { storeImage } from './store.ts';
import { imageKeys, sweepImages } from './sweep.ts';
import { checkImage, makeVariants } from './variants.ts';

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#4a7c59' } });

describe('an uploaded image’s checks', () => {
  it('tells the type by the bytes: an SVG or a GIF is refused, a PNG taken whatever it is called', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="720"><script>alert(1)</script></svg>');
    await expect(checkImage(svg, 'bannerDesktop')).rejects.toMatchObject({ statusCode: 400, reason: 'IMAGE_KIND' });
    await expect(checkImage(await solid(1920, 720).gif().toBuffer(), 'bannerDesktop')).rejects.toMatchObject({ reason: 'IMAGE_KIND' });
    await expect(checkImage(await solid(1200, 800).png().toBuffer(), 'cover')).resolves.toEqual({ width: 1200, height: 800 });
    await expect(checkImage(await solid(1200, 800).webp().toBuffer(), 'cover')).resolves.toEqual({ width: 1200, height: 800 });
  });

  it('judges the size upright, as its EXIF orientation turns it, against the slot', async () => {
    await expect(checkImage(await solid(1000, 700).jpeg().toBuffer(), 'cover')).rejects.toMatchObject({ reason: 'IMAGE_TOO_SMALL' });
    await expect(checkImage(await solid(1920, 1080).jpeg().toBuffer(), 'bannerDesktop')).rejects.toMatchObject({ reason: 'IMAGE_ASPECT' });
    // Its pixels stand 720 wide and 1920 high; orientation 6 turns it into a banner.
    const turned = await solid(720, 1920).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    await expect(checkImage(turned, 'bannerDesktop')).resolves.toEqual({ width: 1920, height: 720 });
  });

  it('keeps an inline image’s own aspect: each width up to its own, none upscaled, no metadata left', async () => {
    await expect(checkImage(await solid(700, 500).jpeg().toBuffer(), 'inline')).rejects.toMatchObject({ reason: 'IMAGE_TOO_SMALL', detail: '800' });
    await expect(checkImage(await solid(2500, 800).jpeg().toBuffer(), 'inline')).rejects.toMatchObject({ reason: 'IMAGE_ASPECT' });
    // A portrait photo 1000 × 1501 upright (its pixels lie on their side, EXIF turns them).
    const photo = await solid(1501, 1000).jpeg().withMetadata({ orientation: 8 }).withExifMerge({ IFD0: { Make: 'Phone' } }).toBuffer();
    const size = await checkImage(photo, 'inline');
    expect(size).toEqual({ width: 1000, height: 1501 });
    const geometry = contentImageGeometry('inline', size);
    const variants = await makeVariants(photo, geometry);
    expect(variants.map(({ width, height, format }) => `${format} ${width}×${height}`)).toEqual([
      'webp 400×600', 'jpg 400×600', 'webp 800×1201', 'jpg 800×1201', 'webp 1000×1501', 'jpg 1000×1501',
    ]);
    for (const variant of variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta).toMatchObject({ format: variant.format === 'jpg' ? 'jpeg' : 'webp', width: variant.width, height: variantHeight(geometry, variant.width) });
      expect(meta.exif).toBeUndefined();
    }
  });
});

describe('the sweep of unreferenced images', () => {
  let ctx: TestApp;
  let manager: string;
  beforeAll(async () => {
    ctx = await startTestApp();
    manager = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
  }, appStartTimeout);
  afterAll(() => ctx?.close());

  // A banner's cover, and an image for a rich text (its alt in one language).
  const uploads = {
    cover: { family: 'article/banner', field: 'image', size: [1200, 800], alt: { zhTw: '綠色', en: 'Green' } },
    inline: { family: 'invention/content', field: 'content', size: [900, 600], alt: { zhTw: '綠地', en: '' } },
  } as const;
  const upload = async (slot: keyof typeof uploads = 'cover') => {
    const { size: [width, height], ...target } = uploads[slot];
    return storeImage(ctx.app.store, ctx.app.fileStore, { ...target, slot, bytes: await solid(width, height).jpeg().toBuffer(), actor: 'test' });
  };
  const banner = async (image: string) =>
    (await call(ctx.app, { method: 'POST', url: '/api/article/banner/pvt/resource', token: manager, payload: { title: { zhTw: '橫幅', en: 'Banner' }, image } })).json<{ id: number }>();
  const present = async (path: string) => {
    const { name, widths } = contentImageVariants(path)!;
    const keys = imageKeys(name, widths);
    return (await Promise.all(keys.map((key) => ctx.app.fileStore.open(key)))).map((file) => {
      file?.stream.destroy();
      return file !== undefined;
    });
  };

  it('keeps what a record or a binned one names, removes the rest a day after its upload, and files left without a row', async () => {
    const [kept, binned, unused] = [await upload(), await upload(), await upload()];
    await banner(kept.path);
    const { id } = await banner(binned.path);
    // An image inside a rich text is held by its document's `src`.
    const inline = await upload('inline');
    expect(inline.path).toMatch(/^\/files\/public\/img-inline-[0-9a-f]{24}-900x600-900\.jpg$/);
    const document = { type: 'doc', content: [{ type: 'image', attrs: { src: inline.path, alt: '綠地' } }] };
    const section = { anchor: 'description', title: { zhTw: '說明', en: 'About' }, content: { zhTw: document, en: { type: 'doc', content: [] } }, published: false };
    expect((await call(ctx.app, { method: 'POST', url: '/api/invention/content/pvt/resource', token: manager, payload: section })).statusCode).toBe(200);
    expect((await call(ctx.app, { method: 'DELETE', url: `/api/article/banner/pvt/resource/${id}`, token: manager })).statusCode).toBe(200);
    // What an upload that died before its row left behind.
    await storePublicFile(ctx.app.fileStore, 'img-cover-0123456789abcdef01234567-400.webp', Buffer.from('half'));

    const now = Date.now();
    // An officer may still be filling in the record the new image is for.
    expect(await sweepImages(ctx.app.store, ctx.app.fileStore, now)).toEqual({ images: [], orphanFiles: 0 });
    const swept = await sweepImages(ctx.app.store, ctx.app.fileStore, now + 25 * 60 * 60 * 1000);
    expect(swept).toEqual({ images: [contentImageVariants(unused.path)!.name], orphanFiles: 1 });
    expect(await present(unused.path)).toEqual([false, false, false, false, false, false]);
    expect(await present(kept.path)).toEqual([true, true, true, true, true, true]);
    expect(await present(binned.path)).toEqual([true, true, true, true, true, true]);
    expect(await present(inline.path)).toEqual([true, true, true, true, true, true]);
    expect(await ctx.app.fileStore.open('public/img-cover-0123456789abcdef01234567-400.webp')).toBeUndefined();
  });
});
