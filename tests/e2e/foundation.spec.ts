import { expect, test } from '@playwright/test';
import { collectConsoleErrors, desktopOnly, expectNoAxeViolations, oneViewportPerLanguage, openMenuIfCollapsed } from './support.ts';

// Slides announce their role in the page's language (aria-roledescription).
const slide = { zhTw: '[aria-roledescription="投影片"]', en: '[aria-roledescription="slide"]' } as const;

test.describe('home through the whole stack', () => {
  test('zhTw home shows seeded banners and news in Traditional Chinese', async ({ page }, info) => {
    oneViewportPerLanguage('zhTw', info);
    const errors = collectConsoleErrors(page);
    await page.goto('/zhTw/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-TW');
    const slides = page.locator(slide.zhTw);
    await expect(slides.first()).toBeVisible();
    expect(await slides.count()).toBeGreaterThanOrEqual(3);
    const news = page.locator('main a[href^="/zhTw/news/now/"]');
    await expect(news.first()).toBeVisible();
    // Seeded titles in Chinese contain CJK characters.
    expect(await news.first().innerText()).toMatch(/[\u4e00-\u9fff]/);
    await expect(page).toHaveTitle(/\S/);
    expect(errors).toEqual([]);
  });

  test('en home shows the same content in English', async ({ page }, info) => {
    oneViewportPerLanguage('en', info);
    await page.goto('/en/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const news = page.locator('main a[href^="/en/news/now/"]');
    await expect(news.first()).toBeVisible();
    expect(await news.first().innerText()).not.toMatch(/[\u4e00-\u9fff]/);
    await expect(page.getByRole('contentinfo')).toContainText('2023');
  });

  test('the language switch keeps the rest of the path', async ({ page }) => {
    await page.goto('/zhTw/news/now');
    await openMenuIfCollapsed(page);
    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/en\/news\/now$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an unknown path lands on /zhTw/', async ({ page }, info) => {
    desktopOnly(info);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/zhTw\/$/);
  });

  test('a route not built yet shows a proper page in its language', async ({ page }, info) => {
    desktopOnly(info);
    await page.goto('/en/building');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main')).not.toBeEmpty();
  });

  test('a news article opens from the home page', async ({ page }) => {
    await page.goto('/en/');
    const first = page.locator('main a[href^="/en/news/now/"]').first();
    const title = (await first.innerText()).split('\n')[0]?.trim() ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.slice(0, 20));
  });

  for (const lang of ['zhTw', 'en'] as const) {
    test(`axe finds no violation on home (${lang})`, async ({ page }, info) => {
      oneViewportPerLanguage(lang, info);
      await page.goto(`/${lang}/`);
      await expect(page.locator(slide[lang]).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
