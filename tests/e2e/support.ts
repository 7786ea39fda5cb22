// Helpers shared by the end-to-end specs.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type ConsoleMessage, type Page, type Request, type TestInfo } from '@playwright/test';

/**
 * Runs a flow once per language instead of on both viewports too: Chinese on the phone, English
 * on the desktop, so both languages and both viewports are still walked (CI has one browser worker).
 */
export function oneViewportPerLanguage(lang: 'zhTw' | 'en', info: TestInfo): void {
  test.skip(info.project.name !== (lang === 'zhTw' ? 'phone' : 'desktop'), 'each language runs on one of the two viewports');
}

/**
 * Runs a behaviour the viewport does not change (timers, tokens, redirects, keyboard logic) on the
 * desktop only; frame.spec checks every page's layout from 320 px up.
 */
export function desktopOnly(info: TestInfo): void {
  test.skip(info.project.name !== 'desktop', 'the same behaviour on every viewport');
}

/** On a phone the menu sits behind the hamburger: open it when the toggle is shown. */
export async function openMenuIfCollapsed(page: Page): Promise<void> {
  // The hamburger is the header's first menu button; its label changes once it is open.
  // Wait for the lazily loaded frame first: isVisible() does not wait, so asking before the
  // header exists would wrongly conclude the menu is not collapsed.
  // A server-rendered page shows the toggle before its script runs: it works once hydrated.
  await hydrated(page);
  const toggle = page.locator('header button[aria-controls]').first();
  await expect(toggle).toBeAttached();
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
}

/** axe with the WCAG 2.1 AA rules; any violation fails the test with its ids and targets. */
export async function expectNoAxeViolations(page: Page, { exclude }: { exclude?: string } = {}): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  // `exclude`: a part axe must leave out, such as a sandboxed frame (no script runs there, and
  // axe's injection into it waits until the test times out).
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** Console warnings and errors, page errors, and every GraphQL request the page sends from now on. */
export function watch(page: Page): { problems: string[]; graphql: string[]; stop(): void } {
  const problems: string[] = [];
  const graphql: string[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  };
  const onPageError = (error: Error) => problems.push(`pageerror: ${error.message}`);
  const onRequest = (request: Request) => {
    if (new URL(request.url()).pathname === '/graphql') graphql.push(request.postData() ?? request.url());
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  const stop = () => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('request', onRequest);
  };
  return { problems, graphql, stop };
}

/** Collects console errors so a spec can assert the page logged none. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Hydrated: React holds the root, and the chunks and requests that follow have settled. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await page.waitForLoadState('networkidle');
}
