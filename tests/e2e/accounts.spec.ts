// Member accounts through the whole stack: the mails travel over SMTP to the sink
// (tests/support/mail-sink-server.ts) and the specs follow their codes and links.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import en from '../../web/src/i18n/messages/en.json' with { type: 'json' };
import zhTw from '../../web/src/i18n/messages/zhTw.json' with { type: 'json' };
import { linkIn, waitForMail } from '../support/mail-sink-client.ts';
import { desktopOnly, expectNoAxeViolations, hydrated, oneViewportPerLanguage, openMenuIfCollapsed } from './support.ts';

type Lang = 'zhTw' | 'en';
type MessageId = keyof typeof en & keyof typeof zhTw;
const catalogues = { zhTw, en } as const;
const t = (lang: Lang, id: MessageId) => catalogues[lang][id];

const PASSWORD = 'Start#2026a';

let counter = 0;
/** A fresh address per test and project, so the phone and desktop runs never meet. */
function newEmail(info: TestInfo): string {
  counter += 1;
  return `member-${info.project.name}-${Date.now()}-${counter}@example.org`;
}

/** Most tests skip the old-member notice; its own test shows it. */
async function hideOldMemberNotice(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('oldMemberNoticeHidden', '1'));
}

// By role and accessible name: the visible label also carries the (hidden) required mark.
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function fillMemberData(page: Page, lang: Lang, email: string): Promise<void> {
  await field(page, t(lang, 'member.field.email')).fill(email);
  await field(page, t(lang, 'auth.field.password')).fill(PASSWORD);
  await field(page, t(lang, 'auth.field.confirmPassword')).fill(PASSWORD);
  await field(page, t(lang, 'member.field.lastName')).fill('王');
  await field(page, t(lang, 'member.field.firstName')).fill('小明');
  await field(page, t(lang, 'member.field.mobile')).fill('0912345678');
  await field(page, t(lang, 'member.field.birthday')).fill('2001-05-20');
  await page.getByRole('checkbox', { name: t(lang, 'member.field.sameContact') }).check();
}

/** Registers through the screens and verifies with the mailed code; ends logged in on the success step. */
async function registerVerified(page: Page, lang: Lang, email: string): Promise<void> {
  await page.goto(`/${lang}/register/member-data`);
  await fillMemberData(page, lang, email);
  await page.getByRole('button', { name: t(lang, 'register.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/register/email-validate\\?account=`));
  const code = /\b(\d{6})\b/.exec((await waitForMail(email)).text)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await field(page, t(lang, 'register.emailValidate.code')).fill(code!);
  await page.getByRole('button', { name: t(lang, 'register.emailValidate.submit'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/register/success$`));
}

async function logIn(page: Page, lang: Lang, email: string, password: string): Promise<void> {
  await field(page, t(lang, 'auth.field.email')).fill(email);
  await field(page, t(lang, 'auth.field.password')).fill(password);
  await page.getByRole('button', { name: t(lang, 'auth.login.submit'), exact: true }).click();
}

/** The global toast's live region. */
const toast = (page: Page) => page.getByRole('status', { name: new RegExp(`^(${en['toast.region']}|${zhTw['toast.region']})$`) });

/** The header's member menu (behind the hamburger on a phone). */
async function memberMenu(page: Page, lang: Lang) {
  await openMenuIfCollapsed(page);
  return page.getByRole('button', { name: new RegExp(t(lang, 'session.menu.label').replace('{name}', '')) });
}

test.describe('member accounts', () => {
  test.beforeEach(async ({ page }) => hideOldMemberNotice(page));

  test('register → code from the mail link → logged in → profile update → log in again (zhTw)', async ({ page }, info) => {
    oneViewportPerLanguage('zhTw', info);
    const lang = 'zhTw';
    const email = newEmail(info);
    await page.goto(`/${lang}/register`);
    await expect(page).toHaveURL(/\/zhTw\/register\/member-data$/);
    await expect(page.getByRole('list', { name: t(lang, 'register.steps.label') }).locator('[aria-current="step"]')).toHaveText(t(lang, 'register.steps.memberData'));
    await expectNoAxeViolations(page);

    // The rules of @yip/rules, rendered from the catalogue under the fields.
    await page.getByRole('button', { name: t(lang, 'register.submit') }).click();
    await expect(page.getByText(t(lang, 'validation.required')).first()).toBeVisible();
    await field(page, t(lang, 'auth.field.password')).fill('short');
    await field(page, t(lang, 'auth.field.confirmPassword')).fill('other');
    await page.getByRole('button', { name: t(lang, 'register.submit') }).click();
    await expect(page.getByText(t(lang, 'validation.passwordRules'))).toBeVisible();
    await expect(page.getByText(t(lang, 'validation.passwordMismatch'))).toBeVisible();
    await expectNoAxeViolations(page);

    await fillMemberData(page, lang, email);
    await expect(field(page, t(lang, 'member.field.contactEmail'))).toHaveValue(email);
    await page.getByRole('button', { name: t(lang, 'register.submit') }).click();
    await expect(page).toHaveURL(/\/zhTw\/register\/email-validate\?account=/);
    await expectNoAxeViolations(page);

    // The mail's link arrives with the account and the code filled in.
    const link = linkIn(await waitForMail(email));
    expect(link.pathname).toBe('/zhTw/register/email-validate');
    await page.goto(link.pathname + link.search);
    await expect(field(page, t(lang, 'register.emailValidate.code'))).toHaveValue(/^\d{6}$/);
    await page.getByRole('button', { name: t(lang, 'register.emailValidate.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/zhTw\/register\/success$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'page.register.success.title'));
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => [localStorage.getItem('role'), Boolean(localStorage.getItem('token'))])).toEqual(['user', true]);
    await expect(await memberMenu(page, lang)).toContainText('王小明');

    // Profile: e-mail fixed, mobile changed; saving asks for a new login.
    await page.goto(`/${lang}/user/profile`);
    await expect(field(page, t(lang, 'member.field.email'))).toHaveValue(email);
    await expect(field(page, t(lang, 'member.field.email'))).toHaveAttribute('readonly', '');
    await expectNoAxeViolations(page);
    await field(page, t(lang, 'member.field.mobile')).fill('0987654321');
    await page.getByRole('button', { name: t(lang, 'member.profile.submit') }).click();
    await expect(toast(page)).toContainText(t(lang, 'member.updated'));
    await expect(page).toHaveURL(/\/zhTw\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await logIn(page, lang, email, PASSWORD);
    await expect(page).toHaveURL(/\/zhTw\/$/);
    await page.goto(`/${lang}/user/profile`);
    await expect(field(page, t(lang, 'member.field.mobile'))).toHaveValue('0987654321');
  });

  test('member area: menu, lists, change password, header logout (en)', async ({ page }, info) => {
    oneViewportPerLanguage('en', info);
    const lang = 'en';
    const email = newEmail(info);
    await registerVerified(page, lang, email);
    await page.goto(`/${lang}/user`);
    await expect(page).toHaveURL(/\/en\/user\/profile$/);
    const nav = page.getByRole('navigation', { name: t(lang, 'member.menu.title') });
    for (const id of ['member.menu.profile', 'member.menu.inventionList', 'member.menu.incubatorList', 'member.menu.changePassword'] as const) {
      await expect(nav.getByRole('link', { name: t(lang, id) })).toBeVisible();
    }
    await expect(nav).toContainText(t(lang, 'member.menu.registrations'));

    for (const list of ['invention-list', 'incubator-list']) {
      await nav.getByRole('link', { name: t(lang, list === 'invention-list' ? 'member.menu.inventionList' : 'member.menu.incubatorList') }).click();
      await expect(page).toHaveURL(new RegExp(`/en/user/${list}$`));
      await expect(page.getByText(t(lang, 'member.list.empty'))).toBeVisible();
      await expectNoAxeViolations(page);
    }

    await nav.getByRole('link', { name: t(lang, 'member.menu.changePassword') }).click();
    await expectNoAxeViolations(page);
    await field(page, t(lang, 'member.password.old')).fill(PASSWORD);
    await field(page, t(lang, 'auth.field.newPassword')).fill('Changed#2026b');
    await field(page, t(lang, 'auth.field.confirmPassword')).fill('Changed#2026b');
    await page.getByRole('button', { name: t(lang, 'member.password.submit') }).click();
    await expect(toast(page)).toContainText(t(lang, 'member.updated'));
    await expect(page).toHaveURL(/\/en\/login$/);
    await logIn(page, lang, email, 'Changed#2026b');
    await expect(page).toHaveURL(/\/en\/$/);

    await page.goto(`/${lang}/user/invention-list`);
    await (await memberMenu(page, lang)).click();
    await page.getByRole('button', { name: t(lang, 'session.menu.logout') }).click();
    await expect(page).toHaveURL(/\/en\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('role')])).toEqual([null, null]);
  });

  test('an unverified login goes to e-mail validation, where the code can be resent (en)', async ({ page }, info) => {
    oneViewportPerLanguage('en', info);
    const lang = 'en';
    const email = newEmail(info);
    await page.goto(`/${lang}/register/member-data`);
    await fillMemberData(page, lang, email);
    await page.getByRole('button', { name: t(lang, 'register.submit') }).click();
    await expect(page).toHaveURL(/email-validate/);
    await waitForMail(email);

    await page.goto(`/${lang}/login`);
    await expectNoAxeViolations(page);
    await logIn(page, lang, email, PASSWORD);
    await expect(page).toHaveURL(`/${lang}/register/email-validate?account=${encodeURIComponent(email)}`);
    await expect(field(page, t(lang, 'auth.field.email'))).toHaveValue(email);
    // The login sent no code: the page offers to send one instead of claiming it did.
    await expect(page.getByText(t(lang, 'register.emailValidate.intro.notSent').replace('{email}', email))).toBeVisible();
    await page.getByRole('button', { name: t(lang, 'register.emailValidate.send') }).click();
    await expect(toast(page)).toContainText(t(lang, 'register.emailValidate.sent'));
    const code = /\b(\d{6})\b/.exec((await waitForMail(email, 1)).text)?.[1];
    await field(page, t(lang, 'register.emailValidate.code')).fill(code!);
    await page.getByRole('button', { name: t(lang, 'register.emailValidate.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/en\/register\/success$/);
  });

  test('a login typed as soon as the rendered page arrives works: its fields wait for hydration (en)', async ({ page }, info) => {
    oneViewportPerLanguage('en', info);
    const lang = 'en';
    const email = newEmail(info);
    await registerVerified(page, lang, email);
    await page.evaluate(() => {
      localStorage.removeItem('token');
      localStorage.removeItem('role');
    });
    // No wait for the page's script: fill and click wait until the fields are editable and the button enabled.
    await page.goto(`/${lang}/login`, { waitUntil: 'commit' });
    await logIn(page, lang, email, PASSWORD);
    await expect(page).toHaveURL(/\/en\/$/);
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('user');
  });

  test('wrong password: the server message in the toast, the typed e-mail kept (zhTw)', async ({ page }, info) => {
    oneViewportPerLanguage('zhTw', info);
    const lang = 'zhTw';
    await page.goto(`/${lang}/login`);
    const email = newEmail(info);
    await logIn(page, lang, email, 'Wrong#2026');
    await expect(toast(page)).not.toBeEmpty();
    await expect(page).toHaveURL(/\/zhTw\/login$/);
    await expect(field(page, t(lang, 'auth.field.email'))).toHaveValue(email);
  });

  test('forgot password → mailed link → reset → log in with the new password (en)', async ({ page }, info) => {
    oneViewportPerLanguage('en', info);
    const lang = 'en';
    const email = newEmail(info);
    await registerVerified(page, lang, email);
    await page.evaluate(() => localStorage.clear());

    await page.goto(`/${lang}/forget-password`);
    await expectNoAxeViolations(page);
    await field(page, t(lang, 'auth.field.email')).fill(email);
    await page.getByRole('button', { name: t(lang, 'auth.forget.submit') }).click();
    await expect(toast(page)).toContainText(t(lang, 'auth.forget.sent'));

    const link = linkIn(await waitForMail(email, 1));
    expect(link.pathname).toMatch(/^\/en\/reset-password\/[^/]+$/);
    await page.goto(link.pathname);
    await expect(field(page, t(lang, 'auth.field.newPassword'))).toBeVisible();
    await expectNoAxeViolations(page);
    await field(page, t(lang, 'auth.field.newPassword')).fill('Renewed#2026c');
    await field(page, t(lang, 'auth.field.confirmPassword')).fill('Renewed#2026c');
    await page.getByRole('button', { name: t(lang, 'auth.reset.submit') }).click();
    await expect(toast(page)).toContainText(t(lang, 'auth.reset.done'));
    await expect(page).toHaveURL(/\/en\/login$/);
    await logIn(page, lang, email, 'Renewed#2026c');
    await expect(page).toHaveURL(/\/en\/$/);

    // The link was single use (unprefixed, it stays in the visitor's last language).
    await page.goto(link.pathname.replace(/^\/en/, ''));
    await expect(page.getByRole('alert')).toHaveText(t('en', 'auth.reset.invalid'));
  });

  test('an invalid reset link says so, with and without the prefix', async ({ page }, info) => {
    desktopOnly(info);
    await page.goto('/reset-password/not-a-real-link');
    await expect(page.getByRole('alert')).toHaveText(t('zhTw', 'auth.reset.invalid'));
    await expectNoAxeViolations(page);
    await page.goto('/en/reset-password/not-a-real-link');
    await expect(page.getByRole('alert')).toHaveText(t('en', 'auth.reset.invalid'));
    // Outside the prefix, a visitor who last read English stays in English.
    await page.goto('/reset-password/not-a-real-link');
    await expect(page.getByRole('alert')).toHaveText(t('en', 'auth.reset.invalid'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('15 minutes without activity log the member out to login (page.clock)', async ({ page }, info) => {
    desktopOnly(info);
    await page.clock.install();
    const email = newEmail(info);
    await registerVerified(page, 'zhTw', email);
    // The inactivity watch starts in an effect after the verified login (it shares its first activity
    // at once): the fake clock must not run before it, or the 15 minutes count from later (seen in CI).
    await page.waitForFunction(() => localStorage.getItem('session.lastActivity') !== null);
    await page.clock.runFor('14:00');
    await expect(page).toHaveURL(/\/zhTw\/register\/success$/);
    await page.clock.runFor('01:01');
    // Let time flow again, so the navigation to login (timers of 0 ms included) can finish.
    await page.clock.resume();
    await expect(page).toHaveURL(/\/zhTw\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('zhTw', 'page.login.title'));
    await expect(page.getByText(t('zhTw', 'session.notice.idle'))).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('role')])).toEqual([null, null]);
  });

  test('the hourly check refreshes the token past 10% of its lifetime (page.clock)', async ({ page }, info) => {
    desktopOnly(info);
    await page.clock.install();
    await registerVerified(page, 'en', newEmail(info));
    const isRefresh = (body: string | null) => (body ?? '').includes('"operationName":"RefreshToken"');
    let refreshCalls = 0;
    page.on('request', (request) => {
      if (isRefresh(request.postData())) refreshCalls += 1;
    });
    // Stay active (every 14 minutes) until the hourly check runs: no call before it.
    for (let minutes = 0; minutes < 56; minutes += 14) {
      await page.clock.fastForward('14:00');
      await page.mouse.move(10 + minutes, 10);
    }
    expect(refreshCalls).toBe(0);
    const answer = page.waitForResponse((response) => isRefresh(response.request().postData()));
    await page.clock.fastForward('04:00');
    const { data } = (await (await answer).json()) as { data: { refreshToken: { token: string } } };
    // The answer becomes the session (it can equal the old token when issued in the same second).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBe(data.refreshToken.token);
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('user');
    expect(refreshCalls).toBe(1);
  });

  test('a token of another role is logged out with the message of spec §8', async ({ page }, info) => {
    desktopOnly(info);
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const manager = `${b64({ alg: 'HS256' })}.${b64({ role: 'manager', iat: now, exp: now + 7200, permissions: ['*'], firstName: 'A', lastName: 'B' })}.x`;
    await page.addInitScript((token) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('token', token);
        localStorage.setItem('role', 'manager');
      }
    }, manager);
    await page.goto('/en/');
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(toast(page)).toContainText(t('en', 'session.roleFailed'));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('typed values survive a language switch', async ({ page }) => {
    await page.goto('/zhTw/register/member-data');
    await field(page, t('zhTw', 'member.field.lastName')).fill('陳');
    await field(page, t('zhTw', 'member.field.mobile')).fill('0911222333');
    await openMenuIfCollapsed(page);
    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/en\/register\/member-data$/);
    await expect(field(page, t('en', 'member.field.lastName'))).toHaveValue('陳');
    await expect(field(page, t('en', 'member.field.mobile'))).toHaveValue('0911222333');
    await page.reload();
    await expect(field(page, t('en', 'member.field.lastName'))).toHaveValue('陳');
  });
});

test.describe('old-member notice', () => {
  for (const lang of ['zhTw', 'en'] as const) {
    test(`shows on the first login visit only, Forget leads to forget-password (${lang})`, async ({ page }, info) => {
      oneViewportPerLanguage(lang, info);
      await page.goto(`/${lang}/login`);
      const dialog = page.getByRole('dialog', { name: t(lang, 'auth.oldMember.title') });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: t(lang, 'auth.oldMember.ok') }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'page.login.title'));
      await expectNoAxeViolations(page);

      // Once per browser: not again on a reload; a browser that has not had it gets it, with Forget.
      await page.reload();
      await hydrated(page);
      await expect(dialog).toBeHidden();
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t(lang, 'auth.oldMember.forget') }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/forget-password$`));
      await page.goto(`/${lang}/login`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(dialog).toBeHidden();
    });
  }
});

test('a form validates without breaking the content security policy (zod never probes for eval)', async ({ page }, info) => {
  desktopOnly(info);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.sourceFile}`));
  });
  await page.goto('/en/register/member-data');
  // An empty submit runs the rules' schema over the whole form.
  await page.getByRole('button', { name: t('en', 'register.submit') }).click();
  await expect(field(page, t('en', 'member.field.email'))).toHaveAttribute('aria-invalid', 'true');
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});
