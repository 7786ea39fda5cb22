import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations, hydrated, oneViewportPerLanguage, openMenuIfCollapsed } from './support.ts';

// The academy, study and news landing pages show their section banner (education/banner,
// book/banner, article/banner): the image sized 1200×800, title and subtitle as text, and nothing
// below it moves when the banner's data arrives.

const pages = [
  { path: 'academy/landing', section: 'ACADEMY', operation: 'AcademyLanding' },
  { path: 'study/landing', section: 'STUDY', operation: 'StudyLanding' },
  { path: 'news/landing', section: 'NEWS', operation: 'NewsLanding' },
] as const;

interface Banner {
  title: string;
  subtitle: string | null;
  image: string;
}

async function bannerOf(page: Page, lang: 'zhTw' | 'en', section: string): Promise<Banner> {
  const response = await page.request.post('/graphql', {
    data: { query: `{ sectionBanners(section: ${section}) { title subtitle image } }` },
    headers: { 'Content-Language': lang },
  });
  const { data } = (await response.json()) as { data: { sectionBanners: Banner[] } };
  const banner = data.sectionBanners[0];
  if (!banner) throw new Error(`no seeded ${section} banner`);
  return banner;
}

/** Holds the page's own query until `release()` is called, so its loading state can be measured. */
async function holdQuery(page: Page, operation: string): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let releasing = false;
  // A predicate, not a glob: `**/graphql` does not match a GET's `/graphql?operationName=…`.
  await page.route((url) => url.pathname === '/graphql', async (route) => {
    // A visitor's query is a GET (persisted query) with the name in the URL; a member's a POST.
    const request = route.request();
    const name =
      new URL(request.url()).searchParams.get('operationName') ??
      (request.method() === 'POST' ? (request.postDataJSON() as { operationName?: string } | null)?.operationName : undefined);
    if (name === operation && !releasing) held.push(route);
    else await route.fallback();
  });
  return async () => {
    releasing = true;
    await expect.poll(() => held.length).toBeGreaterThan(0);
    for (const route of held.splice(0)) await route.fallback();
  };
}

for (const lang of ['zhTw', 'en'] as const) {
  for (const { path, section, operation } of pages) {
    test(`${path} shows its section banner without moving the page (${lang})`, async ({ page }, info) => {
      oneViewportPerLanguage(lang, info);
      const banner = await bannerOf(page, lang, section);
      const release = await holdQuery(page, operation);
      // The page arrives rendered with its data; its loading state shows on a client-side visit.
      await page.goto(`/${lang}/about`);
      await hydrated(page);
      await openMenuIfCollapsed(page);
      await page.locator(`header nav a[href="/${lang}/${path.split('/')[0]}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/${path}$`));

      const header = page.locator('main header').filter({ has: page.getByRole('heading', { level: 1 }) });
      const next = page.locator('main header:has(h1) + *');
      // Loading: the image's box is already there, as a skeleton.
      await expect(header.locator('.skeleton')).toHaveCount(1);
      const before = { header: await header.boundingBox(), next: await next.boundingBox() };

      await release();
      const image = header.locator('img');
      await expect(image).toHaveAttribute('src', banner.image);
      await expect(image).toHaveAttribute('width', '1200');
      await expect(image).toHaveAttribute('height', '800');
      // Decorative: the banner's title is right beside it as text.
      await expect(image).toHaveAttribute('alt', '');
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(header.getByText(banner.title, { exact: true })).toBeVisible();
      if (banner.subtitle) await expect(header.getByText(banner.subtitle, { exact: true })).toBeVisible();
      await expect(header.locator('.skeleton')).toHaveCount(0);

      const after = { header: await header.boundingBox(), next: await next.boundingBox() };
      expect(after.header?.height).toBeCloseTo(before.header?.height ?? -1, 0);
      expect(after.next?.y).toBeCloseTo(before.next?.y ?? -1, 0);
      // The image fits the viewport's width (responsive), at its own 3:2 ratio or wider box.
      const box = await image.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);

      await expectNoAxeViolations(page);
    });
  }
}
