// The staff console's frame and sign-in (issue 20): the seeded manager signs in with the
// authenticator's code, is brought back to the page they asked for, sees the console in both
// languages on a phone and a laptop, finds the sign-in in the audit log, reads the managers and
// signs out; an invited manager sets a password and enrols an authenticator app. axe on each
// screen, and a screenshot of each.
import { expect, test } from '@playwright/test';
import { totpCode } from '../../backend/src/auth/totp.ts';
import { linkIn, waitForMail } from '../support/mail-sink-client.ts';
import { managerEmail, managerPassword } from '../support/manager.ts';
import { enterManagerCode, openConsoleSignedIn, openNavIfFolded, shot, signInStaff, staffField, t, type Lang } from './staff-support.ts';
import { logIn } from './apply-support.ts';
import { desktopOnly, expectNoAxeViolations, hydrated } from './support.ts';

/** A cell whose accessible name starts with `text` (the row's actions name the account too). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const langs: Lang[] = ['zhTw', 'en'];

for (const lang of langs) {
  test(`the manager signs in with TOTP, uses the console and signs out (${lang})`, async ({ page }, info) => {
    test.skip(info.project.name !== (lang === 'zhTw' ? 'phone' : 'desktop'), 'each language once: Chinese on the phone, English on the desktop');
    test.setTimeout(120_000);
    // A console page asked for without a session: sign in first, then back to it.
    await page.goto(`/${lang}/staff/audit`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/staff/login$`));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: t(lang, 'page.staff.login.title') })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, info, `login-${lang}`);

    await staffField(page, t(lang, 'auth.field.email')).fill(managerEmail);
    await page.getByLabel(t(lang, 'auth.field.password')).fill(managerPassword);
    await page.getByRole('button', { name: t(lang, 'staff.signIn.submit') }).click();
    await expect(page.getByRole('heading', { name: t(lang, 'staff.signIn.codeTitle') })).toBeVisible();
    // A wrong code is refused in place, in the officer's language.
    await staffField(page, t(lang, 'staff.signIn.code')).fill('000000');
    await page.getByRole('button', { name: t(lang, 'staff.signIn.verify') }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, info, `code-${lang}`);
    await enterManagerCode(page, lang);

    await expect(page).toHaveURL(new RegExp(`/${lang}/staff/audit$`));
    await expect(page.getByText(t(lang, 'staff.layout.signedInAs').replace('{email}', managerEmail))).toBeVisible();
    // The sign-in just made is the newest entry, in the officer's words with its code beside.
    const signIn = page.getByRole('cell', { name: /manager\.login$/ }).first();
    await expect(signIn).toContainText(t(lang, 'staff.audit.words.login'));
    await expectNoAxeViolations(page);
    await shot(page, info, `audit-${lang}`);

    // A filter lands in the URL and a reload keeps it.
    await page.getByLabel(t(lang, 'staff.audit.action')).selectOption('manager.login');
    await page.getByRole('button', { name: t(lang, 'staff.audit.apply') }).click();
    await expect(page).toHaveURL(/[?&]action=manager\.login/);
    await page.reload();
    await expect(page.getByLabel(t(lang, 'staff.audit.action'))).toHaveValue('manager.login');
    await expect(page.getByRole('cell', { name: /manager\.login$/ }).first()).toContainText(t(lang, 'staff.audit.words.login'));

    await openNavIfFolded(page, lang);
    await shot(page, info, `layout-nav-${lang}`);
    await page.getByRole('link', { name: t(lang, 'staff.layout.managers') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/staff/managers$`));
    // The URL changes before the page does: look inside the managers' own table.
    await expect(page.getByRole('heading', { level: 1, name: t(lang, 'page.staff.managers.title') })).toBeVisible();
    const managers = page.getByRole('table', { name: t(lang, 'staff.managers.caption') });
    await expect(managers.getByRole('cell', { name: startsWith(managerEmail) })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, info, `managers-${lang}`);
    // The confirmation names the account.
    await page.getByRole('button', { name: `${t(lang, 'staff.managers.deactivate')} ${managerEmail}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(managerEmail);
    await expectNoAxeViolations(page);
    await shot(page, info, `managers-confirm-${lang}`);
    await dialog.getByRole('button', { name: t(lang, 'staff.managers.confirm.cancel') }).click();
    await expect(dialog).toBeHidden();

    // The console's own path goes to the competition's applications.
    await page.goto(`/${lang}/staff`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/staff/invention/applications$`));
    await expectNoAxeViolations(page);
    await shot(page, info, `layout-${lang}`);

    await page.getByRole('button', { name: t(lang, 'staff.layout.signOut') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/staff/login$`));
    await expect(page.getByText(t(lang, 'staff.signIn.notice.signedOut'))).toBeVisible();
    // Signed out: the console sends the officer to sign in again.
    await page.goto(`/${lang}/staff/managers`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/staff/login$`));
  });
}

test('a member session and a staff session live side by side in one tab, and end apart', async ({ page }, info) => {
  desktopOnly(info);
  test.setTimeout(90_000);
  // The seeded demo member logs in on the public site (past the notice for members of the old site).
  await page.addInitScript(() => localStorage.setItem('oldMemberNoticeHidden', '1'));
  await page.goto('/en/login');
  await hydrated(page);
  await logIn(page, 'en', 'member@example.org', 'Member#2026');
  await expect(page).toHaveURL(/\/en\/$/);
  const member = await page.evaluate(() => localStorage.getItem('token'));
  expect(member).not.toBeNull();

  await signInStaff(page, 'en');
  expect(await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('yip.staff.session') !== null])).toEqual([member, true]);
  // The member's own page still answers the member.
  await page.goto('/en/user/profile');
  await expect(page).toHaveURL(/\/en\/user\/profile$/);
  await expect(page.getByRole('textbox', { name: t('en', 'member.field.email') })).toHaveValue('member@example.org');

  // Signing out of the console leaves the member signed in.
  await page.goto('/en/staff/managers');
  await page.getByRole('button', { name: t('en', 'staff.layout.signOut') }).click();
  await expect(page).toHaveURL(/\/en\/staff\/login$/);
  await expect(page.getByText(t('en', 'staff.signIn.notice.signedOut'))).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('yip.staff.session')])).toEqual([member, null]);
});

for (const lang of langs) {
  test(`an invited manager sets a password and enrols an authenticator app (${lang})`, async ({ page, browser }, info) => {
    test.skip(info.project.name !== (lang === 'zhTw' ? 'phone' : 'desktop'), 'each language once: Chinese on the phone, English on the desktop');
    test.setTimeout(120_000);
    // Lower case, as the backend keeps e-mails.
    const email = `officer-${info.project.name}-${lang.toLowerCase()}-${Date.now()}@example.org`;
    await openConsoleSignedIn(page, lang, `/${lang}/staff/managers`);
    await staffField(page, t(lang, 'auth.field.email')).fill(email);
    await page.getByLabel(t(lang, 'staff.managers.invite.language')).selectOption(lang === 'en' ? 'EN' : 'ZH_TW');
    await page.getByRole('button', { name: t(lang, 'staff.managers.invite.submit') }).click();
    await expect(page.getByText(t(lang, 'staff.managers.invite.sent').split('{email}')[0]!)).toContainText(email);
    await expect(page.getByRole('cell', { name: startsWith(email) })).toBeVisible();

    // The invitee, in a browser of their own.
    // A context of its own: axe runs only on pages of a context the test made.
    const inviteeContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const invitee = await inviteeContext.newPage();
    const link = linkIn(await waitForMail(email));
    await invitee.goto(link.pathname + link.search);
    await hydrated(invitee);
    await expect(invitee.getByRole('heading', { level: 1, name: t(lang, 'page.staff.invite.title') })).toBeVisible();
    await expectNoAxeViolations(invitee);
    await shot(invitee, info, `invite-${lang}`);
    const password = 'Officer#2026x';
    await invitee.getByLabel(t(lang, 'auth.field.newPassword')).fill(password);
    await invitee.getByLabel(t(lang, 'auth.field.confirmPassword')).fill(password);
    await invitee.getByRole('button', { name: t(lang, 'staff.invite.submit') }).click();

    await expect(invitee.getByRole('heading', { name: t(lang, 'staff.enrol.title') })).toBeVisible();
    await expect(invitee.getByRole('img', { name: t(lang, 'staff.enrol.qrAlt') })).toBeVisible();
    await expectNoAxeViolations(invitee);
    await shot(invitee, info, `enrol-${lang}`);
    const secret = (await invitee.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent())!.replace(/\s/g, '');
    await staffField(invitee, t(lang, 'staff.signIn.code')).fill(totpCode(secret));
    await invitee.getByRole('button', { name: t(lang, 'staff.enrol.submit') }).click();

    await expect(invitee.getByRole('heading', { name: t(lang, 'staff.recovery.title') })).toBeVisible();
    await expect(invitee.locator('ol li')).toHaveCount(10);
    const go = invitee.getByRole('button', { name: t(lang, 'staff.recovery.continue') });
    await expect(go).toBeDisabled();
    await expectNoAxeViolations(invitee);
    await shot(invitee, info, `recovery-${lang}`);
    await invitee.getByLabel(t(lang, 'staff.recovery.kept')).check();
    await go.click();
    await expect(invitee).toHaveURL(new RegExp(`/${lang}/staff/invention/applications$`));
    await expect(invitee.getByText(t(lang, 'staff.layout.signedInAs').replace('{email}', email))).toBeVisible();
    await inviteeContext.close();

    // Deactivated, then invited back from the same row: a second mail with a new link.
    const row = page.getByRole('table', { name: t(lang, 'staff.managers.caption') }).getByRole('row').filter({ hasText: email });
    await page.reload();
    await row.getByRole('button', { name: `${t(lang, 'staff.managers.deactivate')} ${email}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: t(lang, 'staff.managers.confirm.submit') }).click();
    // Deactivate gave way to Invite again: the focus is on the notice, not dropped.
    await expect(page.getByRole('status').filter({ hasText: t(lang, 'staff.managers.deactivatedNotice').replace('{email}', email) })).toBeFocused();
    await row.getByRole('button', { name: `${t(lang, 'staff.managers.inviteAgain')} ${email}` }).click();
    await expect(page.getByRole('status').filter({ hasText: t(lang, 'staff.managers.reinvitedNotice').replace('{email}', email) })).toBeVisible();
    await expect(row).toContainText(t(lang, 'staff.managers.state.invited'));
    expect(linkIn(await waitForMail(email, 1)).search).not.toBe(link.search);
  });
}
