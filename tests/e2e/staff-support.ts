// Helpers of the staff console's specs: the seeded manager signs in through the console's screens.
import { randomUUID } from 'node:crypto';
import { expect, type Page, type TestInfo } from '@playwright/test';
import en from '../../web/src/i18n/messages/en.json' with { type: 'json' };
import zhTw from '../../web/src/i18n/messages/zhTw.json' with { type: 'json' };
import { dataOf, graphql, loggedInMember } from '../support/applications.ts';
import { completeIncubatorInput, incubatorFiles, INC_SAVE, INC_SUBMIT } from '../support/incubator.ts';
import { managerEmail, managerPassword, managerToken, managerTotp } from '../support/manager.ts';
import { hydrated } from './support.ts';

export type Lang = 'zhTw' | 'en';
export type MessageId = keyof typeof en & keyof typeof zhTw;
const catalogues = { zhTw, en } as const;
export const t = (lang: Lang, id: MessageId): string => catalogues[lang][id];

/** A full-page screenshot into SHOTS_DIR when it is set (as the other specs' shots), named for its project. */
export async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${info.project.name}-${name}.png`, fullPage: true });
}

/** On a phone the console's navigation is folded behind its button. */
export async function openNavIfFolded(page: Page, lang: Lang): Promise<void> {
  const toggle = page.getByRole('button', { name: t(lang, 'staff.layout.menu') });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
}

/** A form field by its label (the visible label also carries the hidden required mark). */
export const staffField = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/**
 * Signs the seeded manager in at `/{lang}/staff/login` (e-mail, password, then the authenticator's
 * code) and waits for the console. Each call takes a code not sent before, so it may wait for the
 * next 30-second step: give the test time for it.
 */
export async function signInStaff(page: Page, lang: Lang, { path = `/${lang}/staff/login` }: { path?: string } = {}): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await staffField(page, t(lang, 'auth.field.email')).fill(managerEmail);
  await page.getByLabel(t(lang, 'auth.field.password'), { exact: false }).fill(managerPassword);
  await page.getByRole('button', { name: t(lang, 'staff.signIn.submit') }).click();
  await expect(page.getByRole('heading', { name: t(lang, 'staff.signIn.codeTitle') })).toBeVisible();
  await enterManagerCode(page, lang);
}

const backendUrl = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4700}`;
/** Where the console keeps its session (web/src/features/staff/session/store.ts). */
const staffSessionKey = 'yip.staff.session';

/**
 * Opens the console at `path` already signed in, with the seeded manager's token from the backend
 * (test setup, as the member specs' API logins are). The sign-in screens have their own tests
 * (staff.spec); the other specs so never wait for an authenticator step no earlier test has used.
 */
export async function openConsoleSignedIn(page: Page, lang: Lang, path = `/${lang}/staff`): Promise<void> {
  const token = await managerToken(backendUrl);
  await page.goto('/robots.txt');
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [staffSessionKey, token] as const);
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByRole('button', { name: t(lang, 'staff.layout.signOut') })).toBeVisible();
}

/**
 * Sends the authenticator's code at the code step and waits for the console. A code is refused
 * once its step was used, and Playwright's new worker after a failed test forgets which steps its
 * predecessor used (tests/support/manager.ts): a refused code is followed by the next step's, once.
 */
export async function enterManagerCode(page: Page, lang: Lang): Promise<void> {
  const signOut = page.getByRole('button', { name: t(lang, 'staff.layout.signOut') });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await staffField(page, t(lang, 'staff.signIn.code')).fill(await managerTotp());
    const answer = page.waitForResponse((res) => res.url().includes('/graphql') && (res.request().postData() ?? '').includes('StaffSignIn'));
    await page.getByRole('button', { name: t(lang, 'staff.signIn.verify') }).click();
    const body = (await (await answer).json()) as { data?: { staffSignIn?: { step?: string } } };
    if (body.data?.staffSignIn?.step === 'SIGNED_IN') break;
  }
  await expect(signOut).toBeVisible();
}

const gql = graphql(() => `http://127.0.0.1:${process.env.E2E_PORT ?? 4600}`);

/** A member's incubator application, saved with its files and submitted through the gateway as the browser would: its id. */
export async function submittedIncubatorApplication(ownerEmail: string, leaderEmail: string, teamName: string): Promise<string> {
  const manager = await managerToken(backendUrl);
  const token = await loggedInMember(gql, backendUrl, manager, ownerEmail);
  const input = completeIncubatorInput({ teamName, members: [{ email: leaderEmail }, { email: `member-${randomUUID()}@example.org` }] });
  const saved = dataOf<{ id: string }>(await gql.upload(INC_SAVE, { input }, incubatorFiles(), { token }), 'saveIncubatorDraft');
  dataOf(await gql.ask(INC_SUBMIT, { id: saved.id, key: randomUUID() }, { token }), 'submitIncubatorApplication');
  return saved.id;
}
