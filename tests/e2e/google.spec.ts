// Google sign-in through the whole stack, with a local OpenID provider standing in for Google
// (tests/support/oidc-server.ts): the gateway tells the login page where sign-in starts, the
// provider's dev login form stands in for Google's, and the ID token comes back to /google-login.
// Whatever is typed into the provider's form becomes the Google account's verified e-mail, so typing
// a local member's address is a Google account holding that address (issue 11, account linking).
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import en from '../../web/src/i18n/messages/en.json' with { type: 'json' };
import zhTw from '../../web/src/i18n/messages/zhTw.json' with { type: 'json' };
import { waitForMail } from '../support/mail-sink-client.ts';
import { oidcAccountName } from '../support/oidc.ts';
import { expectNoAxeViolations, oneViewportPerLanguage, openMenuIfCollapsed } from './support.ts';

// /google-login sits outside the language prefix and speaks the language of the last page under
// one: the login page where sign-in started.
type Lang = 'zhTw' | 'en';
type MessageId = keyof typeof zhTw & keyof typeof en;
const t = (id: MessageId) => zhTw[id];
const tl = (lang: Lang, id: MessageId) => ({ zhTw, en })[lang][id];
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const toast = (page: Page) => page.getByRole('status', { name: new RegExp(`^(${en['toast.region']}|${zhTw['toast.region']})$`) });

test.beforeEach(async ({ page }) => page.addInitScript(() => localStorage.setItem('oldMemberNoticeHidden', '1')));

test('a new Google user completes the sign-up with member data and is logged in (zhTw)', async ({ page }, info) => {
  oneViewportPerLanguage('zhTw', info);
  // The provider takes any login: it becomes the account's e-mail address.
  const email = `google-${info.project.name}-${Date.now()}@example.org`;
  await page.goto('/zhTw/login');
  await page.getByRole('button', { name: t('auth.login.google') }).click();

  // The provider's own pages (not the site's): log in, then allow the site.
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back on the site: a new person, so the member data are asked for, the name prefilled from the token.
  await expect(page).toHaveURL(/\/google-login#/);
  await expect(page.getByText(t('auth.google.signUp'))).toBeVisible();
  await expect(field(page, t('member.field.email'))).toHaveValue(email);
  await expect(field(page, t('member.field.contactEmail'))).toHaveValue(email);
  await expect(field(page, t('member.field.lastName'))).toHaveValue(oidcAccountName.family_name);
  await expect(field(page, t('member.field.firstName'))).toHaveValue(oidcAccountName.given_name);
  await expectNoAxeViolations(page);
  await field(page, t('member.field.mobile')).fill('0912345678');
  await field(page, t('member.field.birthday')).fill('2001-05-20');
  await page.getByRole('button', { name: t('register.submit') }).click();

  await expect(page).toHaveURL(/\/zhTw\/register\/success$/);
  expect(await page.evaluate(() => [localStorage.getItem('role'), Boolean(localStorage.getItem('token'))])).toEqual(['user', true]);
  await openMenuIfCollapsed(page);
  await expect(page.getByRole('button', { name: new RegExp(t('session.menu.label').replace('{name}', '')) })).toBeVisible();
  await page.goto('/zhTw/user/profile');
  await expect(field(page, t('member.field.email'))).toHaveValue(email);
  await expect(field(page, t('member.field.mobile'))).toHaveValue('0912345678');

  // Next time the same Google account logs straight in: the provider remembers the session and only
  // asks to confirm the earlier authorization; the site skips the sign-up.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/zhTw/login');
  await page.getByRole('button', { name: t('auth.login.google') }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/zhTw\/$/);
  expect(await page.evaluate(() => [localStorage.getItem('role'), Boolean(localStorage.getItem('token'))])).toEqual(['user', true]);
});

// --- Linking a Google identity to an existing account -------------------------------------------
// The backend allows 10 Google sign-ins a minute per visitor: this file signs in five times per project.

const PASSWORD = 'Start#2026a';

/** A verified local member made through the API; their registration code is mail #0. */
async function createMember(request: APIRequestContext, info: TestInfo, lang: Lang): Promise<string> {
  const gql = async (query: string, variables: object) => {
    const body = (await (await request.post('/graphql', { data: { query, variables } })).json()) as { errors?: unknown };
    expect(body.errors).toBeUndefined();
  };
  const email = `glink-${info.project.name}-${lang.toLowerCase()}-${Date.now()}@example.org`;
  const input = { lastName: '陳', firstName: '小美', mobile: '0912345678', birthday: '2001-02-03', email, contactEmail: email, password: PASSWORD, subscribed: false };
  await gql('mutation ($input: RegisterInput!) { register(input: $input) { ok } }', { input });
  const otp = /\b(\d{6})\b/.exec((await waitForMail(email)).text)?.[1];
  await gql('mutation ($email: String!, $otp: String!) { verifyEmail(email: $email, otp: $otp) { token } }', { email, otp });
  return email;
}

/** From the login page to Google, as the Google account holding `email`, and back. */
async function signInWithGoogle(page: Page, lang: Lang, email: string, next?: string): Promise<void> {
  await page.goto(next ? `/${lang}/login?next=${encodeURIComponent(next)}` : `/${lang}/login`);
  await page.getByRole('button', { name: tl(lang, 'auth.login.google') }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/google-login#/);
}

const storedSession = (page: Page) => page.evaluate(() => [localStorage.getItem('role'), Boolean(localStorage.getItem('token'))]);

/** The link screen has arrived: its title holds the focus and names the account. */
async function expectLinkScreen(page: Page, lang: Lang, email: string): Promise<void> {
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(tl(lang, 'auth.googleLink.title'));
  await expect(title).toBeFocused();
  await expect(page.getByText(tl(lang, 'auth.googleLink.intro').replace('{email}', email))).toBeVisible();
  expect(await storedSession(page)).toEqual([null, false]);
}

// Each flow runs in Chinese on the phone and in English on the desktop, or the other way round.
const langOf = (info: TestInfo, phone: Lang): Lang => (info.project.name === 'phone' ? phone : phone === 'zhTw' ? 'en' : 'zhTw');

test('Google with the e-mail of an existing account: a wrong password is refused, the right one links it and logs in', async ({ page, request }, info) => {
  const lang = langOf(info, 'zhTw');
  const email = await createMember(request, info, lang);
  const next = `/${lang}/user/profile`;
  await signInWithGoogle(page, lang, email, next);
  await expectLinkScreen(page, lang, email);
  await expectNoAxeViolations(page);

  // A wrong password: said under the field in the page's language, tied to it, focused; nothing more.
  const password = field(page, tl(lang, 'auth.field.password'));
  await password.fill('Wrong#2026a');
  await page.getByRole('button', { name: tl(lang, 'auth.googleLink.password.submit') }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(tl(lang, 'auth.googleLink.password.wrong'));
  await expect(password).toBeFocused();
  expect(await storedSession(page)).toEqual([null, false]);
  await expectNoAxeViolations(page);

  // The right password: logged in and back where the login page was asked to return.
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: tl(lang, 'auth.googleLink.password.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`${next}$`));
  expect(await storedSession(page)).toEqual(['user', true]);
  await expect(field(page, tl(lang, 'member.field.email'))).toHaveValue(email);

  // Linked: next time the same Google account logs straight in, no proof asked.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/${lang}/login`);
  await page.getByRole('button', { name: tl(lang, 'auth.login.google') }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/$`));
  expect(await storedSession(page)).toEqual(['user', true]);
});

test('Google with the e-mail of an existing account: a code mailed to the account links it', async ({ page, request }, info) => {
  const lang = langOf(info, 'en');
  const email = await createMember(request, info, lang);
  await signInWithGoogle(page, lang, email);
  await expectLinkScreen(page, lang, email);

  await page.getByRole('button', { name: tl(lang, 'auth.googleLink.code.send') }).click();
  await expect(toast(page)).toContainText(tl(lang, 'auth.googleLink.code.sent'));
  const mail = await waitForMail(email, 1);
  expect(mail.subject).toMatch(lang === 'en' ? /^Link your Google account\b/ : /^連結 Google 帳號驗證碼/);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code).toBeDefined();
  // The page survives a reload (a phone may drop the tab while the member reads the mail).
  await page.reload();
  await expectLinkScreen(page, lang, email);

  // A wrong code first: said under the code field; then the mailed one.
  const codeField = field(page, tl(lang, 'auth.googleLink.code.field'));
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: tl(lang, 'auth.googleLink.code.submit') }).click();
  await expect(codeField).toHaveAccessibleDescription(new RegExp(tl(lang, 'auth.googleLink.code.wrong').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(codeField).toBeFocused();
  await expectNoAxeViolations(page);
  await codeField.fill(code!);
  await page.getByRole('button', { name: tl(lang, 'auth.googleLink.code.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/$`));
  expect(await storedSession(page)).toEqual(['user', true]);
});
