import { expect, test, type Page } from '@playwright/test';
import { desktopOnly, expectNoAxeViolations, hydrated, watch } from './support.ts';

// The public content pages through the whole stack, in both languages: each is rendered on the
// server (issue 10) and hydrates with no warning, error or second request for its data.

const langs = ['zhTw', 'en'] as const;

async function gql<T>(page: Page, query: string): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query }, headers: { 'Content-Language': 'en' } });
  const body = (await response.json()) as { data: T };
  return body.data;
}

/** Every content route of spec §2, with real ids for the detail pages. */
async function contentRoutes(page: Page): Promise<string[]> {
  const data = await gql<{
    now: { items: Array<{ id: string }> };
    social: { items: Array<{ id: string }> };
    teams: { items: Array<{ id: string }> };
    educationHistory: Array<{ id: string }>;
    studyReports: Array<{ id: string }>;
    studyHistory: Array<{ id: string }>;
  }>(
    page,
    `{ now: articles(column: NOW, pageSize: 1) { items { id } } social: articles(column: SOCIAL, pageSize: 1) { items { id } }
       teams: articles(column: TEAMS, pageSize: 1) { items { id } } educationHistory { id } studyReports(kind: IMPACT) { id } studyHistory { id } }`,
  );
  return [
    '',
    'about',
    'invention',
    'incubator',
    'academy/landing',
    'academy/history',
    `academy/history/${data.educationHistory[0]?.id}`,
    'study/landing',
    'study/SRIO',
    'study/FUN',
    `study/FUN/${data.studyReports[0]?.id}`,
    `study/history/${data.studyHistory[0]?.id}`,
    'news/landing',
    'news/now',
    `news/now/${data.now.items[0]?.id}`,
    'news/social',
    `news/social/${data.social.items[0]?.id}`,
    'news/teams',
    `news/teams/${data.teams.items[0]?.id}`,
    'subscribe-edm',
    'policy-terms',
    'building',
    'unpublic',
  ];
}

// A catalogue id shown instead of its text (dotted lower-camel segments, e.g. `home.impact.title`).
const rawId = /\b(?:app|home|about|invention|incubator|academy|study|news|subscribe|policy|seo|page|nav|footer)\.[a-zA-Z]+\.[\w.]+/;

for (const lang of langs) {
  test(`every content route renders cleanly and hydrates quietly (${lang})`, async ({ page }, testInfo) => {
    // The same markup on every width (frame.spec.ts walks the widths): desktop only.
    test.skip(testInfo.project.name === 'phone', 'the same markup on every width');
    test.setTimeout(150_000);
    const routes = await contentRoutes(page);
    for (const [index, route] of routes.entries()) {
      const seen = watch(page);
      const response = await page.goto(`/${lang}/${route}`);
      expect(response?.status(), route).toBe(200);
      // The heading is in the HTML the server sent, before any script.
      expect(await response?.text(), route).toMatch(/<h1[^>]*>/);
      await hydrated(page);
      expect(seen.problems, route).toEqual([]);
      expect(seen.graphql, route).toEqual([]);
      seen.stop();
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1, route).toHaveCount(1);
      await expect(page.locator('main [aria-hidden="true"] .skeleton, main .skeleton')).toHaveCount(0);
      await expect(page).toHaveTitle(/\S+ \| \S+|青年公益實踐計畫|Youth Social Impact Programme/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description, route).toBeTruthy();
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      await expect(page.locator('link[rel="alternate"][hreflang="zh-Hant-TW"]')).toHaveAttribute('href', new RegExp(`/zhTw/${route}$`));
      expect(await page.locator('body').innerText(), route).not.toMatch(rawId);
      // axe on every route in one of the two languages, alternately: the markup and colours are the
      // same in both, and axe is most of this walk's time.
      if (index % 2 === langs.indexOf(lang)) await expectNoAxeViolations(page);
    }
  });
}

test('a missing id shows a friendly not-found page', async ({ page }, info) => {
  desktopOnly(info);
  for (const path of ['/en/news/now/999999', '/en/academy/history/999999', '/zhTw/study/FUN/999999']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found|找不到/i);
    await expect(page.locator('main a').first()).toBeVisible();
  }
});

test('the banner auto-advances every 5000 ms', async ({ page }, info) => {
  desktopOnly(info);
  await page.clock.install();
  await page.goto('/en/');
  // The rendered banner is still until the script takes over: hover and timers count from then.
  await hydrated(page);
  const slides = page.locator('[aria-roledescription="slide"][aria-label]').filter({ has: page.locator('picture') });
  await expect(slides.first()).toHaveAttribute('aria-hidden', 'false');
  // The page's clock runs in real time until paused, so on a busy machine part of the first 5 s
  // may already be gone. Hover holds the autoplay; pause the clock, then leave: the 5 s start now.
  await slides.first().hover();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.mouse.move(0, 0);
  await page.clock.runFor(4900);
  await expect(slides.first()).toHaveAttribute('aria-hidden', 'false');
  await page.clock.runFor(200);
  await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'false');
  await expect(slides.first()).toHaveAttribute('aria-hidden', 'true');
});

test('the recommendations show 3, 2 and 1 cards at 1400, 1000 and 700 px', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'viewport-specific desktop check');
  for (const [width, count] of [
    [1400, 3],
    [1000, 2],
    [700, 1],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/zhTw/');
    const carousel = page.getByTestId('recommend-carousel');
    await carousel.scrollIntoViewIfNeeded();
    const shown = carousel.locator('[data-in-view="true"]');
    await expect.poll(() => shown.count(), { message: `${width}px` }).toBe(count);
    // The next button turns a page: other cards come into view, as many as before.
    const before = await shown.first().getAttribute('aria-label');
    await carousel.locator('button').last().click();
    await expect(shown.first()).not.toHaveAttribute('aria-label', before ?? '');
    await expect(shown).toHaveCount(count);
  }
});

test('the impact figures count up when scrolled into view', async ({ page }, info) => {
  desktopOnly(info);
  await page.goto('/en/');
  const block = page.locator('#impact');
  await expect(block).toHaveAttribute('data-state', 'idle');
  await expect(page.getByTestId('impact-assisted')).toHaveText('0%');
  await block.scrollIntoViewIfNeeded();
  await expect(block).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('impact-assisted')).toHaveText('92%');
  await expect(page.getByTestId('impact-teams')).toHaveText('77');
  await expect(page.getByTestId('impact-participants')).toHaveText('19,800+');
  await expect(page.getByTestId('impact-funds')).toHaveText('82M+');
});

test('with reduced motion the figures show their final values at once', async ({ browser }, info) => {
  desktopOnly(info);
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${test.info().project.use.baseURL}/en/`);
  await expect(page.locator('#impact')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('impact-solved')).toHaveText('90%');
  await context.close();
});

test('every footer anchor lands on an element of its page', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'same links on every viewport');
  await page.goto('/en/about');
  // The footer is a lazily loaded chunk.
  await expect(page.locator('footer a[href*="#"]').first()).toBeAttached();
  const hrefs = await page.locator('footer a[href*="#"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBe(17);
  // As a visitor does it: click the footer link from another page.
  for (const href of hrefs) {
    await page.goto('/en/policy-terms');
    await page.locator(`footer a[href="${href}"]`).click();
    const id = href.split('#')[1] ?? '';
    // academy, study and news redirect to their landing page, keeping the anchor.
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`[id="${id}"]`), href).toBeAttached();
    await expect(page.locator(`[id="${id}"]`), href).toBeInViewport();
  }
});

test('the competition page: scoring, registration with deadline and the team dialog', async ({ page }) => {
  await page.goto('/en/invention');
  // The team dialog's buttons work once the rendered page has hydrated.
  await hydrated(page);
  await expect(page.locator('#selection table')).toHaveCount(2);
  await expect(page.locator('#selection')).toContainText('Design and fit with the theme');
  const registration = page.locator('#registration');
  await expect(registration).toContainText('UTC+8');
  await expect(registration.getByTestId('countdown')).toBeVisible();
  await expect(registration.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '/en/invention-apply/team-data/new');

  const opener = page.locator('#history-team button').first();
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the incubator page offers its apply step in Chinese', async ({ page }) => {
  await page.goto('/zhTw/incubator');
  await expect(page.locator('#registration')).toContainText('臺北時間');
  await expect(page.locator('#registration').getByRole('link', { name: '立即報名' })).toHaveAttribute(
    'href',
    '/zhTw/incubator-apply/team-data/new',
  );
});

test('the newsletter form says what happened', async ({ page }) => {
  await page.goto('/en/subscribe-edm');
  await hydrated(page);
  const form = page.locator('main form');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText('This field is required');
  await form.getByLabel('E-mail').fill(`visitor-${Date.now()}@example.org`);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toContainText('confirmation e-mail');
  await page.goto('/en/subscribe-edm?confirm=not-a-real-token');
  await expect(page.locator('main [role="status"]').first()).not.toHaveText(/Confirming/);
});

test('a reload shows the lists from session storage without asking the gateway again', async ({ page }, info) => {
  desktopOnly(info);
  await page.goto('/en/news/now');
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
  const titles = await cards.locator('h2, h3').allInnerTexts();
  // The cache reaches session storage from the hydrated page (the server's HTML shows the cards first).
  await hydrated(page);
  const queries: string[] = [];
  page.on('request', (request) => {
    // A visitor's query is a GET (persisted query) with its name in the URL.
    const url = new URL(request.url());
    if (url.pathname === '/graphql') queries.push(String(url.searchParams.get('operationName') ?? request.postDataJSON()?.operationName));
  });
  await page.reload();
  await expect(cards.first()).toBeVisible();
  expect(await cards.locator('h2, h3').allInnerTexts()).toEqual(titles);
  expect(queries).not.toContain('NewsColumn');
  expect(await page.evaluate(() => sessionStorage.getItem('apolloCache:en'))).toContain('Article');
});
