// Google sign-in through the whole stack, with a local OpenID provider standing in for Google
// (tests/support/oidc-server.ts): the gateway tells the login page where sign-in starts, the
// provider's dev login form stands in for Google's, and the ID token comes back to /google-login.
import { expect, test, type Page } from '@playwright/test';
import zhTw from '../../web/src/i18n/messages/zhTw.json' with { type: 'json' };
import { oidcAccountName } from '../support/oidc.ts';
import { expectNoAxeViolations, openMenuIfCollapsed } from './support.ts';

// /google-login sits outside the language prefix and renders in the default language, so the whole
// run is in zhTw.
type MessageId = keyof typeof zhTw;
const t = (id: MessageId) => zhTw[id];
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

test.beforeEach(async ({ page }) => page.addInitScript(() => localStorage.setItem('oldMemberNoticeHidden', '1')));

test('a new Google user completes the sign-up with member data and is logged in (zhTw)', async ({ page }, info) => {
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
