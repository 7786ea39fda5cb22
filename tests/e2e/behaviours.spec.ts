// Behaviours that are built but were not yet driven end to end: the home banner's autoplay rules,
// the recommendations carousel from the keyboard, and 'Registration Closed' on the deadline pages.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import en from '../../web/src/i18n/messages/en.json' with { type: 'json' };
import zhTw from '../../web/src/i18n/messages/zhTw.json' with { type: 'json' };
import { managerLoginBody } from '../support/manager.ts';
import { desktopOnly, hydrated } from './support.ts';

const AUTOPLAY_MS = 5_000;

// ---------------------------------------------------------------------------------------------
// Home banner (web/src/features/home/BannerCarousel.tsx, BannerView.tsx)
// ---------------------------------------------------------------------------------------------

const bannerOf = (page: Page) => page.locator(`section[aria-roledescription="${en['home.banner.roleDescription']}"][aria-label="${en['home.banner.label']}"]`);
const slidesOf = (page: Page) => bannerOf(page).locator(`[aria-roledescription="${en['home.banner.slide']}"]`);

/**
 * The English home page with the page's clock installed and paused once the banner shows: from
 * then on the autoplay timer fires only when the test moves the clock, so real time spent between
 * two steps cannot advance a slide behind the test's back.
 */
async function openHomeWithPausedClock(page: Page): Promise<void> {
  const start = new Date('2026-03-02T02:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  await page.goto('/en/');
  // The server's page shows the banner before its script runs: the controls work once hydrated.
  await hydrated(page);
  await expect(slidesOf(page)).toHaveCount(3);
  await expectSlide(page, 0);
}

/** Exactly slide `index` is shown, and its dot says so. */
async function expectSlide(page: Page, index: number): Promise<void> {
  const slides = slidesOf(page);
  await expect(slides.nth(index)).toHaveAttribute('aria-hidden', 'false');
  await expect(slides.and(page.locator('[aria-hidden="false"]'))).toHaveCount(1);
  await expect(bannerOf(page).locator('button[aria-current="true"]')).toHaveAttribute('aria-label', new RegExp(`^Go to slide ${index + 1}:`));
}

/** Takes the pointer and the focus out of the banner, and checks that neither is left inside. */
async function leaveBanner(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  expect(await bannerOf(page).evaluate((banner) => banner.matches(':hover') || banner.contains(document.activeElement))).toBe(false);
}

test.describe('home banner', () => {
  test('autoplay holds while the pointer is over the banner', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'a touch screen has no hover');
    await openHomeWithPausedClock(page);
    await bannerOf(page).hover();
    // Two and a half autoplay periods: unheld, it would have moved twice.
    await page.clock.runFor(AUTOPLAY_MS * 2.5);
    await expectSlide(page, 0);
    await leaveBanner(page);
    await page.clock.runFor(AUTOPLAY_MS + 100);
    await expectSlide(page, 1);
  });

  test('autoplay holds while the focus is inside the banner', async ({ page }, info) => {
    desktopOnly(info);
    await openHomeWithPausedClock(page);
    // From the keyboard: the last of the banner's controls, then one Tab out of it.
    const pause = bannerOf(page).getByRole('button', { name: en['home.banner.pause'] });
    await pause.focus();
    await page.clock.runFor(AUTOPLAY_MS * 2.5);
    await expectSlide(page, 0);
    await page.keyboard.press('Tab');
    expect(await bannerOf(page).evaluate((banner) => banner.contains(document.activeElement))).toBe(false);
    await page.clock.runFor(AUTOPLAY_MS + 100);
    await expectSlide(page, 1);
  });

  test('the pause button stops the autoplay and the play button restarts it', async ({ page }, info) => {
    desktopOnly(info);
    await openHomeWithPausedClock(page);
    await bannerOf(page).getByRole('button', { name: en['home.banner.pause'] }).click();
    const play = bannerOf(page).getByRole('button', { name: en['home.banner.play'] });
    await expect(play).toBeVisible();
    // Nothing else holds it now: only the pause does.
    await leaveBanner(page);
    await page.clock.runFor(AUTOPLAY_MS * 3);
    await expectSlide(page, 0);
    await play.click();
    await expect(bannerOf(page).getByRole('button', { name: en['home.banner.pause'] })).toBeVisible();
    await leaveBanner(page);
    await page.clock.runFor(AUTOPLAY_MS + 100);
    await expectSlide(page, 1);
    await page.clock.runFor(AUTOPLAY_MS);
    await expectSlide(page, 2);
  });

  test('the arrow keys move the slides while the focus is inside the banner, looping at both ends', async ({ page }, info) => {
    desktopOnly(info);
    await openHomeWithPausedClock(page);
    // The section itself takes no focus: the keys work from any of its controls.
    await bannerOf(page).getByRole('button', { name: en['home.banner.next'] }).focus();
    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 1);
    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 2);
    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 0);
    await page.keyboard.press('ArrowLeft');
    await expectSlide(page, 2);
    // The keys did not move the page and the focus stayed where it was.
    await expect(bannerOf(page).getByRole('button', { name: en['home.banner.next'] })).toBeFocused();
    // Outside the banner the keys do nothing to it.
    await leaveBanner(page);
    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 2);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the banner does not autoplay and offers no pause button, but still moves by hand', async ({ page }, info) => {
      desktopOnly(info);
      await openHomeWithPausedClock(page);
      await leaveBanner(page);
      await page.clock.runFor(AUTOPLAY_MS * 4);
      await expectSlide(page, 0);
      await expect(bannerOf(page).getByRole('button', { name: en['home.banner.pause'] })).toHaveCount(0);
      await bannerOf(page).getByRole('button', { name: en['home.banner.next'] }).click();
      await expectSlide(page, 1);
      await leaveBanner(page);
      await page.clock.runFor(AUTOPLAY_MS * 4);
      await expectSlide(page, 1);
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Recommendations carousel (web/src/components/Carousel/Carousel.tsx)
// ---------------------------------------------------------------------------------------------

test('the recommendations carousel works from the keyboard: Tab to its buttons, Enter, Space and the arrow keys', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'keyboard operation at the desktop layout (3 cards a page); the phone swipes');
  await page.goto('/en/');
  const carousel = page.getByTestId('recommend-carousel');
  await carousel.scrollIntoViewIfNeeded();
  const shown = carousel.locator('[data-in-view="true"]');
  await expect.poll(() => shown.count()).toBe(3);
  const labels = () => shown.evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
  const position = carousel.getByText(/^Page \d+ of \d+$/);
  await expect(position).toHaveText(/^Page 1 of \d+$/);
  const pages = Number((await position.innerText()).split(' of ')[1]);
  expect(pages).toBeGreaterThan(1);
  const firstPage = await labels();

  const previous = carousel.getByRole('button', { name: en['home.banner.previous'] });
  const next = carousel.getByRole('button', { name: en['home.banner.next'] });
  await expect(previous).toBeDisabled();
  /** A move must not drop the keyboard focus: it stays on an enabled button of the carousel. */
  const expectFocusKept = async () =>
    expect(
      await carousel.evaluate((element) => {
        const active = document.activeElement;
        return element.contains(active) && active instanceof HTMLButtonElement && !active.disabled;
      }),
    ).toBe(true);

  // Tab from the first card's link to the Next button, as a keyboard user does.
  await shown.first().getByRole('link').first().focus();
  for (let step = 0; step < 10 && !(await next.evaluate((button) => button === document.activeElement)); step += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(next).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(position).toHaveText(`Page 2 of ${pages}`);
  const secondPage = await labels();
  expect(secondPage).toHaveLength(3);
  expect(secondPage).not.toEqual(firstPage);
  // The cards out of view leave the tab order.
  await expect(carousel.locator('[data-in-view="false"]').first()).toHaveAttribute('inert', '');
  await expectFocusKept();

  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText(`Page 1 of ${pages}`);
  expect(await labels()).toEqual(firstPage);
  await expectFocusKept();
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(`Page 2 of ${pages}`);
  expect(await labels()).toEqual(secondPage);
  await expectFocusKept();

  // The Previous button from the keyboard (Shift+Tab when the focus is on Next); Space presses it.
  if (await next.evaluate((button) => button === document.activeElement)) await page.keyboard.press('Shift+Tab');
  await expect(previous).toBeFocused();
  await page.keyboard.press('Space');
  await expect(position).toHaveText(`Page 1 of ${pages}`);
  expect(await labels()).toEqual(firstPage);
  await expect(previous).toBeDisabled();
  await expectFocusKept();
  // At the first page ArrowLeft stays there.
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText(`Page 1 of ${pages}`);
});

// ---------------------------------------------------------------------------------------------
// 'Registration Closed' on the deadline pages (web/src/components/Registration/Registration.tsx)
// ---------------------------------------------------------------------------------------------

const backendUrl = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4700}`;
const day = 86_400_000;
const programmes = { INVENTION: 'invention', INCUBATOR: 'incubator' } as const;
type Programme = keyof typeof programmes;
type StoredSession = { id: number; name: unknown; applyStart: string; applyEnd: string; finalUploadEnd: string; submitGraceSeconds?: number; reminderStages?: number[] };

/** Test setup, not the product path: the manager's token from the backend itself. */
async function managerToken(request: APIRequestContext): Promise<string> {
  const login = await request.post(`${backendUrl}/api/manager/login`, { data: await managerLoginBody() });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** Moves a session's dates as an officer does, through the gateway: visitors see it at once. */
async function putSession(request: APIRequestContext, token: string, programme: Programme, session: StoredSession, changes: Partial<StoredSession>): Promise<void> {
  const { name, applyStart, applyEnd, finalUploadEnd, submitGraceSeconds, reminderStages } = { ...session, ...changes };
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: 'mutation MoveSession($input: StaffUpdateSessionInput!) { staffUpdateSession(input: $input) { id } }',
      variables: { input: { id: String(session.id), confirmDeadlineChange: true, session: { programme, name, applyStart, applyEnd, finalUploadEnd, submitGraceSeconds, reminderStages } } },
    },
  });
  expect(await response.json()).toEqual({ data: { staffUpdateSession: { id: String(session.id) } } });
}

/**
 * The client keeps what it read in the tab's session storage, so each look is a fresh tab (empty
 * session storage). The gateway drops its cached answers when the session changes through it, so
 * the first look should already show the new state; a few retries allow for a slow machine.
 */
async function expectRegistrationBlock(context: BrowserContext, path: string, expected: 'open' | 'closed', closedText: string): Promise<void> {
  await expect(async () => {
    const page = await context.newPage();
    try {
      await page.goto(path);
      const block = page.locator('#registration');
      if (expected === 'closed') {
        await expect(block.getByText(closedText, { exact: true })).toBeVisible({ timeout: 3_000 });
        await expect(block.getByTestId('countdown')).toHaveCount(0);
        await expect(block.getByRole('link', { name: path.startsWith('/en/') ? en['seo.registration.apply'] : zhTw['seo.registration.apply'] })).toHaveCount(0);
      } else {
        await expect(block.getByTestId('countdown')).toBeVisible({ timeout: 3_000 });
        await expect(block.getByText(closedText, { exact: true })).toHaveCount(0);
      }
    } finally {
      await page.close();
    }
  }).toPass({ timeout: 15_000, intervals: [1_000, 2_000] });
}

test("the deadline pages say 'Registration Closed' once the active session's apply end has passed", async ({ context, request }, info) => {
  test.skip(info.project.name === 'phone', "the server's answer, the same on every viewport");
  test.setTimeout(90_000);
  const pages = [
    { path: '/en/invention', text: en['seo.registration.closed'] },
    { path: '/zhTw/invention', text: zhTw['seo.registration.closed'] },
    { path: '/en/incubator', text: en['seo.registration.closed'] },
    { path: '/zhTw/incubator', text: zhTw['seo.registration.closed'] },
  ];
  expect(en['seo.registration.closed']).toBe('Registration Closed');

  // Before: both active sessions are open. A query document of its own (unique operation name)
  // is never answered from the response cache, so this is the gateway's view now.
  const before = await request.post('/graphql', {
    headers: { 'Content-Language': 'en' },
    data: { query: `query BeforeClosing${Date.now()} { invention: session(programme: INVENTION) { id isOpen } incubator: session(programme: INCUBATOR) { id isOpen } }` },
  });
  const sessions = ((await before.json()) as { data: Record<'invention' | 'incubator', { id: string; isOpen: boolean }> }).data;
  expect(sessions.invention.isOpen).toBe(true);
  expect(sessions.incubator.isOpen).toBe(true);

  const token = await managerToken(request);
  const stored = {} as Record<Programme, StoredSession>;
  for (const programme of ['INVENTION', 'INCUBATOR'] as const) {
    const id = sessions[programmes[programme]].id;
    const response = await request.get(`${backendUrl}/api/${programmes[programme]}/session/pvt/resource/${id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status()).toBe(200);
    stored[programme] = (await response.json()) as StoredSession;
  }

  try {
    const now = Date.now();
    for (const programme of ['INVENTION', 'INCUBATOR'] as const) {
      await putSession(request, token, programme, stored[programme], {
        applyStart: new Date(now - 10 * day).toISOString(),
        applyEnd: new Date(now - day).toISOString(),
        finalUploadEnd: new Date(now + 10 * day).toISOString(),
      });
    }
    for (const { path, text } of pages) await expectRegistrationBlock(context, path, 'closed', text);
    // The session and its deadline are still shown, with the closed notice's body.
    const page = await context.newPage();
    await page.goto('/zhTw/invention');
    await expect(page.locator('#registration')).toContainText(zhTw['seo.registration.closedBody']);
    await expect(page.locator('#registration')).toContainText(zhTw['seo.registration.deadline']);
    await page.close();
  } finally {
    // Put the sessions back and wait until visitors see them open again, so the other specs
    // (and the other project's run of this one) find the seeded open sessions.
    for (const programme of ['INVENTION', 'INCUBATOR'] as const) await putSession(request, token, programme, stored[programme], {});
    for (const { path, text } of pages) await expectRegistrationBlock(context, path, 'open', text);
  }
});
