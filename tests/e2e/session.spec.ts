// The session around applying (issue 8) and the account pages that say what is true (issue 11):
// the login's return path, member-only pages, pages opened out of their context, the e-mail
// validation reached from a login, and the inactivity logout across tabs (Playwright's clock).
import { expect, test, type Page, type PlaywrightWorkerArgs, type TestInfo } from '@playwright/test';
import en from '../../web/src/i18n/messages/en.json' with { type: 'json' };
import zhTw from '../../web/src/i18n/messages/zhTw.json' with { type: 'json' };
import { waitForMail } from '../support/mail-sink-client.ts';
import { desktopOnly, expectNoAxeViolations, hydrated, oneViewportPerLanguage, openMenuIfCollapsed } from './support.ts';

type Lang = 'zhTw' | 'en';
type MessageId = keyof typeof en & keyof typeof zhTw;
const t = (lang: Lang, id: MessageId) => ({ zhTw, en })[lang][id];

const PASSWORD = 'Start#2026a';

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const toast = (page: Page) => page.getByRole('status', { name: new RegExp(`^(${en['toast.region']}|${zhTw['toast.region']})$`) });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * A verified member made through the API, one per group of tests: the backend allows 10 logins a
 * minute per visitor and account, which one shared member would exceed.
 */
const member = { email: '', password: PASSWORD };

async function createMember(playwright: PlaywrightWorkerArgs['playwright'], info: TestInfo): Promise<void> {
  const api = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const gql = async (query: string, variables: object) => {
    const body = (await (await api.post('/graphql', { data: { query, variables } })).json()) as { errors?: unknown };
    expect(body.errors).toBeUndefined();
  };
  const email = newEmail(info);
  const input = { lastName: '陳', firstName: '小美', mobile: '0912345678', birthday: '2001-02-03', email, contactEmail: email, password: PASSWORD, subscribed: false };
  await gql('mutation ($input: RegisterInput!) { register(input: $input) { ok } }', { input });
  const otp = /\b(\d{6})\b/.exec((await waitForMail(email)).text)?.[1];
  await gql('mutation ($email: String!, $otp: String!) { verifyEmail(email: $email, otp: $otp) { token } }', { email, otp });
  await api.dispose();
  member.email = email;
}

async function logIn(page: Page, lang: Lang, email = member.email, password = member.password): Promise<void> {
  await field(page, t(lang, 'auth.field.email')).fill(email);
  await field(page, t(lang, 'auth.field.password')).fill(password);
  await page.getByRole('button', { name: t(lang, 'auth.login.submit'), exact: true }).click();
}

/** Logs the group's member in through the login page and waits for the session to be kept. */
async function logInDemo(page: Page, lang: Lang): Promise<void> {
  await page.goto(`/${lang}/login`);
  await logIn(page, lang);
  await expect(page).toHaveURL(new RegExp(`/${lang}/$`));
}

let counter = 0;
function newEmail(info: TestInfo): string {
  counter += 1;
  return `session-${info.project.name}-${Date.now()}-${counter}@example.org`;
}

/** Registers through the screens without verifying; the code mail is read so the next one is #1. */
async function registerUnverified(page: Page, lang: Lang, email: string): Promise<void> {
  await page.goto(`/${lang}/register/member-data`);
  await field(page, t(lang, 'member.field.email')).fill(email);
  await field(page, t(lang, 'auth.field.password')).fill(PASSWORD);
  await field(page, t(lang, 'auth.field.confirmPassword')).fill(PASSWORD);
  await field(page, t(lang, 'member.field.lastName')).fill('林');
  await field(page, t(lang, 'member.field.firstName')).fill('小華');
  await field(page, t(lang, 'member.field.mobile')).fill('0912345678');
  await field(page, t(lang, 'member.field.birthday')).fill('2002-03-04');
  await page.getByRole('checkbox', { name: t(lang, 'member.field.sameContact') }).check();
  await page.getByRole('button', { name: t(lang, 'register.submit') }).click();
  await expect(page).toHaveURL(/\/register\/email-validate\?account=/);
  await waitForMail(email);
  await page.evaluate(() => sessionStorage.clear());
}

test.beforeEach(async ({ page }) => page.addInitScript(() => localStorage.setItem('oldMemberNoticeHidden', '1')));

test.describe('login with a return path', () => {
  test.beforeAll(({ playwright }, info) => createMember(playwright, info));

  test('a visitor opening the apply form logs in first and comes back to it (en)', async ({ page }, info) => {
    oneViewportPerLanguage('en', info);
    const form = '/en/invention-apply/team-data/new';
    await page.goto(form);
    await expect(page).toHaveURL(`/en/login?next=${encodeURIComponent(form)}`);
    await expect(page.getByText(t('en', 'session.notice.apply'))).toBeVisible();
    await expectNoAxeViolations(page);
    await logIn(page, 'en');
    await expect(page).toHaveURL(form);
  });

  test('the final upload asks to log in before uploading; the way back survives a language switch (zhTw → en)', async ({ page }, info) => {
    oneViewportPerLanguage('zhTw', info);
    await page.goto('/zhTw/incubator-final/upload/12');
    await expect(page).toHaveURL(`/zhTw/login?next=${encodeURIComponent('/zhTw/incubator-final/upload/12')}`);
    await expect(page.getByText(t('zhTw', 'session.notice.upload'))).toBeVisible();
    // Logging in on the English page returns to the English version of the page.
    await page.goto(`/en/login?next=${encodeURIComponent('/zhTw/incubator-final/upload/12')}`);
    await logIn(page, 'en');
    await expect(page).toHaveURL('/en/incubator-final/upload/12');
  });

  test('never leaves the site: an absolute or protocol-relative next goes home', async ({ page }, info) => {
    desktopOnly(info);
    for (const next of ['https://evil.example/en/', '//evil.example/en/', '/\\evil.example/']) {
      await page.evaluate(() => localStorage.clear()).catch(() => undefined);
      await page.goto(`/en/login?next=${encodeURIComponent(next)}`);
      await logIn(page, 'en');
      await expect(page).toHaveURL('/en/');
    }
  });

  test('a member opening login or registration goes to next or the profile', async ({ page }, info) => {
    desktopOnly(info);
    await logInDemo(page, 'en');
    await page.goto('/en/login');
    await expect(page).toHaveURL('/en/user/profile');
    await page.goto(`/en/login?next=${encodeURIComponent('/en/about')}`);
    await expect(page).toHaveURL('/en/about');
    await page.goto('/zhTw/register');
    await expect(page).toHaveURL('/zhTw/user/profile');
    await page.goto('/en/register/email-validate?account=member%40example.org');
    await expect(page).toHaveURL('/en/user/profile');
  });
});

test.describe('pages opened without their context (issue 11, item 12)', () => {
  test.beforeAll(({ playwright }, info) => createMember(playwright, info));

  test('register/success and email-validate without an account send a visitor to registration', async ({ page }, info) => {
    desktopOnly(info);
    await page.goto('/en/register/success');
    await expect(page).toHaveURL('/en/register/member-data');
    await expect(heading(page)).toHaveText(t('en', 'page.register.memberData.title'));
    await expect(page.getByText(t('en', 'register.success.body'))).toHaveCount(0);
    await page.goto('/zhTw/register/email-validate');
    await expect(page).toHaveURL('/zhTw/register/member-data');
    await expect(page.getByText('—')).toHaveCount(0);
  });

  test('register/success opened by a member goes to the profile', async ({ page }, info) => {
    desktopOnly(info);
    await logInDemo(page, 'zhTw');
    await page.goto('/zhTw/register/success');
    await expect(page).toHaveURL('/zhTw/user/profile');
  });
});

test.describe('e-mail validation reached from a login (issue 11, item 11)', () => {
  for (const lang of ['zhTw', 'en'] as const) {
    test(`offers to send a code, says a wrong code is wrong or expired, then returns to next (${lang})`, async ({ page }, info) => {
      oneViewportPerLanguage(lang, info);
      const email = newEmail(info);
      await registerUnverified(page, lang, email);
      await page.goto(`/${lang}/login?next=${encodeURIComponent(`/${lang}/about`)}`);
      await logIn(page, lang, email, PASSWORD);
      await expect(page).toHaveURL(new RegExp(`/${lang}/register/email-validate\\?account=.+&next=`));
      // No code was sent by the login: the page does not claim one was.
      await expect(page.getByText(t(lang, 'register.emailValidate.intro.notSent').replace('{email}', email))).toBeVisible();
      await expect(page.getByText(t(lang, 'register.emailValidate.intro').replace('{email}', email))).toHaveCount(0);
      await expectNoAxeViolations(page);

      // The old code (the registration mail's) is refused with a hint, the send button beside it.
      await field(page, t(lang, 'register.emailValidate.code')).fill('000000');
      await page.getByRole('button', { name: t(lang, 'register.emailValidate.submit'), exact: true }).click();
      const alert = page.getByRole('alert').filter({ hasText: /./ });
      await expect(alert).toHaveText(new RegExp(`^(${escape(t(lang, 'register.emailValidate.wrongCode'))}|${escape(t(lang, 'register.emailValidate.expired'))})$`));
      await expect(page.getByRole('button', { name: t(lang, 'register.emailValidate.send') })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: t(lang, 'register.emailValidate.send') }).click();
      await expect(toast(page)).toContainText(t(lang, 'register.emailValidate.sent'));
      await expect(page.getByText(t(lang, 'register.emailValidate.intro').replace('{email}', email))).toBeVisible();
      await expect(page.getByRole('button', { name: t(lang, 'register.emailValidate.resend') })).toBeVisible();
      const code = /\b(\d{6})\b/.exec((await waitForMail(email, 1)).text)?.[1];
      await field(page, t(lang, 'register.emailValidate.code')).fill(code!);
      await page.getByRole('button', { name: t(lang, 'register.emailValidate.submit'), exact: true }).click();
      // Verified and logged in: back to where the login started.
      await expect(page).toHaveURL(`/${lang}/about`);
      await expect(toast(page)).toContainText(t(lang, 'register.success.body'));
      expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('user');
    });
  }
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('inactivity (spec §4: 15 minutes) across tabs', () => {
  test.beforeAll(({ playwright }, info) => createMember(playwright, info));

  test('logs out to login, says why, and brings the member back after logging in (en)', async ({ page }, info) => {
    oneViewportPerLanguage('en', info);
    await page.clock.install();
    await logInDemo(page, 'en');
    await page.goto('/en/user/invention-list');
    await expect(heading(page)).toBeVisible();
    // The heading comes with the server's frame: the idle timer starts once the app has taken over.
    await hydrated(page);
    await page.clock.runFor('14:59');
    await expect(page).toHaveURL('/en/user/invention-list');
    await page.clock.runFor('00:02');
    await page.clock.resume();
    await expect(page).toHaveURL(`/en/login?next=${encodeURIComponent('/en/user/invention-list')}`);
    await expect(page.getByText(t('en', 'session.notice.idle'))).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectNoAxeViolations(page);
    await logIn(page, 'en');
    await expect(page).toHaveURL('/en/user/invention-list');
  });

  // Both programmes share the step forms (components/Application): the competition in English, the incubator in Chinese.
  for (const { lang, programme, list, nameLabel } of [
    { lang: 'en', programme: 'invention-apply', list: 'myInventionApplications', nameLabel: 'inventionApply.team.name' },
    { lang: 'zhTw', programme: 'incubator-apply', list: 'myIncubatorApplications', nameLabel: 'incubatorApply.team.name' },
  ] as const) {
    test(`what was typed on a new ${programme} form reaches the server draft before the inactivity logout, and the member comes back to it (${lang})`, async ({ page }, info) => {
      oneViewportPerLanguage(lang, info);
      await page.clock.install();
      await logInDemo(page, lang);
      await page.goto(`/${lang}/${programme}/team-data/new`);
      await field(page, t(lang, nameLabel)).fill('Care Bots');
      await page.clock.runFor('14:58');
      for (let second = 0; second < 5; second += 1) await page.clock.runFor(1000);
      await page.clock.resume();
      // The save before the logout created the draft: the way back names it, not the emptied `new` form.
      await expect(page).toHaveURL(new RegExp(`/${lang}/login\\?next=%2F${lang}%2F${programme}%2Fteam-data%2F\\d+$`));
      const id = /team-data%2F(\d+)$/.exec(page.url())![1];
      expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('formDraft:')))).toEqual([]);
      await logIn(page, lang);
      await expect(page).toHaveURL(`/${lang}/${programme}/team-data/${id}`);
      await expect(field(page, t(lang, nameLabel))).toHaveValue('Care Bots');
      const token = (await page.evaluate(() => localStorage.getItem('token')))!;
      const response = await page.request.post('/graphql', {
        data: { query: `{ ${list} { id status team { name } } }` },
        headers: { Authorization: `Bearer ${token}` },
      });
      const { data } = (await response.json()) as { data: Record<string, Array<{ id: string; status: string; team: { name: string | null } }>> };
      expect(data[list]?.map((application) => [application.id, application.status, application.team.name])).toEqual([[id, 'DRAFT', 'Care Bots']]);
      // Saving goes on with that draft (a save on `new` would answer 'already applied').
      await field(page, t(lang, nameLabel)).fill('Care Bots 2');
      await page.getByRole('button', { name: t(lang, 'apply.saveDraft'), exact: true }).click();
      await expect(toast(page)).toContainText(t(lang, 'apply.saved'));
      await expect(page).toHaveURL(`/${lang}/${programme}/team-data/${id}`);
    });
  }

  test('an idle tab does not log out a member active in another tab; then both leave together (zhTw)', async ({ context, page }, info) => {
    oneViewportPerLanguage('zhTw', info);
    await context.clock.install();
    await logInDemo(page, 'zhTw');
    const other = await context.newPage();
    await other.goto('/zhTw/user/profile');
    await expect(field(other, t('zhTw', 'member.field.mobile'))).not.toHaveValue('');
    await page.goto('/zhTw/about');

    // Typing in the other tab every 5 minutes, for 25 minutes; the first tab stays idle.
    for (let i = 0; i < 5; i += 1) {
      await context.clock.runFor('05:00');
      await field(other, t('zhTw', 'member.field.lastName')).press('End');
    }
    await expect(page).toHaveURL('/zhTw/about');
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

    // 15 minutes without activity anywhere: both tabs go to login, each with its own way back.
    // The context's clock moves one page after the other, so the last seconds go in small steps:
    // one page's clock never runs far ahead while the other loads the login page (its 120 s chunk
    // timeout would fire on fake time).
    await context.clock.runFor('14:55');
    for (let second = 0; second < 7; second += 1) await context.clock.runFor(1000);
    await context.clock.resume();
    await expect(page).toHaveURL(`/zhTw/login?next=${encodeURIComponent('/zhTw/about')}`);
    await expect(other).toHaveURL(`/zhTw/login?next=${encodeURIComponent('/zhTw/user/profile')}`);
    await expect(other.getByText(t('zhTw', 'session.notice.idle'))).toBeVisible();
  });
});

/** What a kept token gets from the gateway now: the member's e-mail, or the error code. */
async function meWith(page: Page, token: string): Promise<string> {
  const response = await page.request.post('/graphql', { data: { query: '{ me { email } }' }, headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json().catch(() => ({}))) as { data?: { me?: { email: string } | null }; errors?: Array<{ extensions?: { code?: string } }> };
  return body.data?.me?.email ?? body.errors?.[0]?.extensions?.code ?? `HTTP ${response.status()}`;
}

test.describe('sessions that really end (issue 11, item 1)', () => {
  test.beforeAll(({ playwright }, info) => createMember(playwright, info));

  test('a token kept from before the logout no longer works (en)', async ({ page }, info) => {
    oneViewportPerLanguage('en', info);
    await logInDemo(page, 'en');
    const kept = (await page.evaluate(() => localStorage.getItem('token')))!;
    expect(await meWith(page, kept)).toBe(member.email);
    await page.goto('/en/user/invention-list');
    await openMenuIfCollapsed(page);
    await page.getByRole('button', { name: new RegExp(t('en', 'session.menu.label').replace('{name}', '')) }).click();
    await page.getByRole('button', { name: t('en', 'session.menu.logout') }).click();
    await expect(page).toHaveURL('/en/login');
    await expect.poll(() => meWith(page, kept)).toBe('UNAUTHENTICATED');
  });

  test('"Log out on every device" ends the session of another device too (zhTw)', async ({ browser, page }, info) => {
    oneViewportPerLanguage('zhTw', info);
    const phone = await browser.newContext();
    const other = await phone.newPage();
    await other.addInitScript(() => localStorage.setItem('oldMemberNoticeHidden', '1'));
    await logInDemo(other, 'zhTw');
    const otherToken = (await other.evaluate(() => localStorage.getItem('token')))!;
    expect(await meWith(page, otherToken)).toBe(member.email);

    await logInDemo(page, 'zhTw');
    await page.goto('/zhTw/user/profile');
    await expect(page.getByRole('heading', { level: 2, name: t('zhTw', 'member.sessions.title') })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t('zhTw', 'member.sessions.logoutEverywhere') }).click();
    await expect(page).toHaveURL('/zhTw/login');
    await expect(toast(page)).toContainText(t('zhTw', 'member.sessions.done'));
    await expect.poll(() => meWith(page, otherToken)).toBe('UNAUTHENTICATED');
    // The other device finds out at its next call and is a visitor again.
    await other.goto('/zhTw/user/profile');
    await expect(other).toHaveURL(/\/zhTw\/login/);
    await phone.close();
  });
});
