// Server-rendered public pages in Chromium (issue 10): links navigate client-side after hydration;
// with JavaScript off the page still reads (heading, text, links). That every public page hydrates
// with no warning, error or second data request is checked in site.spec.ts's walk of the routes.
import { expect, test, type Page } from '@playwright/test';
import { hydrated, openMenuIfCollapsed, watch } from './support.ts';

type Lang = 'zhTw' | 'en';
const langs: Lang[] = ['zhTw', 'en'];

test('the locale data loads in a worker the page is allowed to start, which ends once it is done', async ({ page }) => {
  const seen = watch(page);
  const closed = new Promise<void>((resolve) => {
    page.on('worker', (worker) => {
      if (/\/assets\/localeData\.worker-[\w-]+\.js$/.test(worker.url())) worker.on('close', () => resolve());
    });
  });
  await page.goto('/zhTw/invention');
  await hydrated(page);
  await closed;
  expect(seen.problems).toEqual([]);
});

test.describe('the login page (rendered too)', () => {
  for (const lang of langs) {
    test(`hydrates in ${lang} with no warning, error or second data request, then takes input`, async ({ page }) => {
      const seen = watch(page);
      const response = await page.goto(`/${lang}/login`);
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      expect(html).toMatch(/<h1[^>]*>/);
      expect(html).toMatch(/<input type="email"[^>]*readOnly=""/);
      await hydrated(page);
      expect(seen.problems).toEqual([]);
      // Whether Google sign-in is offered came with the page.
      expect(seen.graphql).toEqual([]);
      await expect(page.locator('input[type="email"]')).toBeEditable();
      await expect(page.locator('button[type="submit"]')).toBeEnabled();
    });
  }

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('shows its heading, styled, and says logging in needs JavaScript (both languages)', async ({ page }) => {
      for (const [lang, heading, note] of [
        ['zhTw', '會員登入', '登入需要 JavaScript，請在瀏覽器中啟用。'],
        ['en', 'Member Login', 'Logging in needs JavaScript: please turn it on in your browser.'],
      ] as const) {
        await page.goto(`/${lang}/login`);
        const title = page.getByRole('heading', { level: 1, name: heading });
        await expect(title).toBeVisible();
        // Text queries skip <noscript>: the note is found by its element.
        await expect(page.locator('noscript > p')).toHaveText(note);
        await expect(page.locator('noscript > p')).toBeVisible();
        // The card's stylesheet came with the HTML: its border and padding are there.
        await expect(title.locator('xpath=..')).toHaveCSS('border-top-style', 'solid');
        // The form cannot be sent without its script (a native submit would put the password in a URL).
        await expect(page.locator('button[type="submit"]')).toBeDisabled();
      }
    });
  });
});

test('after hydration a header link navigates in the page, without a document request', async ({ page }) => {
  await page.goto('/en/about');
  await hydrated(page);
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await openMenuIfCollapsed(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL(/\/en\/news\/landing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents).toEqual([]);
  // The head no longer describes the page first loaded: the canonical follows, About's card goes.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/news\/landing$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang="zh-Hant-TW"]')).toHaveAttribute('href', /\/zhTw\/news\/landing$/);
});

test('the rendered page keeps its layout when it hydrates (its route CSS comes with the HTML)', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/zhTw/', '/en/invention', '/en/news/landing']) {
    await page.goto(path);
    await hydrated(page);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0), path).toBeLessThanOrEqual(0.02);
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading] of [
    ['/zhTw/invention', '慈悲科技創新競賽'],
    ['/en/news/now', 'Latest News'],
    ['/en/about', 'About'],
  ] as const) {
    test(`${path} shows its heading, text and working links`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('main p').first()).toBeVisible();
      await expect(page.getByText('Please enable JavaScript')).toHaveCount(0);
      // A plain link still leads to a rendered page.
      await page.locator('header a[href$="/policy-terms"], footer a[href$="/policy-terms"]').first().click();
      await expect(page).toHaveURL(/\/policy-terms$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test("the home page is styled by its route's CSS: one banner slide in view, not every slide stacked", async ({ page }) => {
    await page.goto('/en/');
    const first = page.getByRole('group', { name: /^1 of/ });
    const slide = (await first.boundingBox())!;
    const track = (await first.locator('..').boundingBox())!;
    // The track lays its slides side by side; unstyled, they stacked three images high.
    expect(track.height).toBeLessThan(slide.height * 1.1);
    await expect(page.locator('footer')).toHaveCSS('display', /block|flex|grid/);
  });

  test('the newsletter form subscribes, and the e-mail never appears in a URL', async ({ page }, testInfo) => {
    const email = `no-script-${testInfo.project.name}@example.org`;
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await page.goto('/en/');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/en\/subscribe-edm\?subscribed=sent$/);
    await expect(page.getByRole('status').filter({ hasText: 'sent you a confirmation e-mail' })).toBeVisible();
    expect(urls.filter((url) => url.includes(encodeURIComponent(email)) || url.includes(email))).toEqual([]);
  });
});

// Buttons that work before hydration and with JavaScript off: the header's menu toggle and the
// competition page's team buttons are popover invokers until the page hydrates.
test.describe('buttons with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  async function shot(page: Page, name: string): Promise<void> {
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
  }

  for (const [lang, openName, closeName, newsName] of [
    ['zhTw', '開啟選單', '關閉選單', '最新消息'],
    ['en', 'Open menu', 'Close menu', 'News'],
  ] as const) {
    test(`on a phone the menu opens on a tap and shows the navigation and languages (${lang})`, async ({ page, isMobile }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/${lang}/about`);
      const toggle = page.locator('header button[aria-controls="site-menu"]');
      const nav = page.locator('#site-menu nav');
      await expect(toggle).toHaveAccessibleName(openName);
      await expect(nav).toBeHidden();
      await shot(page, `${lang}-390-nojs-menu-closed`);
      await (isMobile ? toggle.tap() : toggle.click());
      await expect(nav.getByRole('link', { name: newsName, exact: true })).toBeVisible();
      await expect(page.locator('#site-menu').getByRole('link', { name: 'English' })).toBeVisible();
      await expect(toggle).toHaveAccessibleName(closeName);
      // Under the header, not over it: the toggle stays in reach to close the menu.
      const header = (await page.getByRole('banner').boundingBox())!;
      const menu = (await page.locator('#site-menu').boundingBox())!;
      expect(Math.abs(menu.y - (header.y + header.height))).toBeLessThanOrEqual(1);
      expect(menu.x).toBe(0);
      expect(menu.width).toBe(390);
      await shot(page, `${lang}-390-nojs-menu-open`);
      // Escape closes it and gives focus back to the toggle.
      await nav.getByRole('link').first().focus();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(toggle).toBeFocused();
      // A link in the menu leads to its rendered page.
      await toggle.click();
      await nav.getByRole('link', { name: newsName, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/news/landing$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('on a desktop the menu shows in the bar, no toggle', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    for (const lang of langs) {
      await page.goto(`/${lang}/`);
      await expect(page.locator('header button[aria-controls="site-menu"]')).toBeHidden();
      const header = (await page.getByRole('banner').boundingBox())!;
      const nav = (await page.locator('#site-menu nav').boundingBox())!;
      expect(nav.y + nav.height).toBeLessThanOrEqual(header.y + header.height);
      await shot(page, `${lang}-1366-nojs-home`);
    }
  });

  test("a team's button on the competition page shows the team's details", async ({ page }) => {
    await page.goto('/en/invention');
    const opener = page.locator('#history-team li button').first();
    const name = (await page.locator('#history-team li h3').first().textContent())!;
    await opener.click();
    const details = page.getByRole('dialog', { name });
    await expect(details).toBeVisible();
    await expect(details.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(details.locator('dl')).toContainText('Members');
    await expect(details.locator('img')).toBeVisible();
    await shot(page, 'en-nojs-team-details');
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('buttons used before hydration', () => {
  /** Holds the page's scripts until release(): the rendered page waits, unhydrated, meanwhile. */
  async function holdScripts(page: Page): Promise<() => void> {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    return release;
  }

  test('a menu opened before hydration stays open as React takes it over', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdScripts(page);
    await page.goto('/en/about', { waitUntil: 'commit' });
    const toggle = page.locator('header button[aria-controls="site-menu"]');
    const nav = page.locator('#site-menu nav');
    await toggle.click();
    await expect(nav).toBeVisible();
    release();
    await hydrated(page);
    await expect(page.locator('#site-menu')).not.toHaveAttribute('popover');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await toggle.click();
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test("a team's details opened before hydration become the modal dialog", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/en/invention', { waitUntil: 'commit' });
    const opener = page.locator('#history-team li button').first();
    const name = (await page.locator('#history-team li h3').first().textContent())!;
    await opener.click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    release();
    await hydrated(page);
    const dialog = page.locator('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.locator('#history-team [popover]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
