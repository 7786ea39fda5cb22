// The console with the keyboard alone (DESIGN: keyboard reachable, visible focus): an officer on a
// desktop goes from the console's home to the incubator's applications through the navigation,
// searches, opens an application, raises it through its dialog and backs out of the next dialog
// with Escape, pressing only Tab, Enter and Escape. Every control the focus lands on shows it, and
// a closed dialog gives the focus back to the page, never to nothing.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openConsoleSignedIn, shot, submittedIncubatorApplication, t } from './staff-support.ts';
import { desktopOnly } from './support.ts';

/** How many Tab presses any control of a console page is within. */
const MAX_TABS = 60;

/** Presses Tab until `target` has the focus, and checks the focus is drawn there. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectFocusDrawn(target);
      return;
    }
  }
  throw new Error(`${MAX_TABS} presses of Tab never reached ${String(target)}`);
}

/** The focused control matches :focus-visible and draws an outline there (global.css). */
async function expectFocusDrawn(target: Locator): Promise<void> {
  const drawn = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return element.matches(':focus-visible') && style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
  });
  expect(drawn, `focus drawn on ${String(target)}`).toBe(true);
}

test('an officer finds and raises an application with the keyboard alone, the focus always shown', async ({ page }, info) => {
  desktopOnly(info);
  test.setTimeout(90_000);
  const lang = 'zhTw';
  const run = `${Date.now()}`;
  const leaderEmail = `keyboard-leader-${run}@example.org`;
  const teamName = `Keyboard ${run.slice(-5)}`;
  const id = await submittedIncubatorApplication(`keyboard-owner-${run}@example.org`, leaderEmail, teamName);
  await openConsoleSignedIn(page, lang);

  // Through the navigation to the incubator's applications.
  const incubator = page.getByRole('navigation').getByRole('region', { name: t(lang, 'staff.layout.programme.incubator') });
  await tabTo(page, incubator.getByRole('link', { name: t(lang, 'staff.layout.applications') }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${lang}/staff/incubator/applications$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(t(lang, 'page.staff.applications.title'));

  // The search: typed, sent with Enter.
  await tabTo(page, page.getByRole('searchbox'));
  await shot(page, info, 'keyboard-search');
  await page.keyboard.type(leaderEmail);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole('row').filter({ hasText: teamName });
  await expect(row).toHaveCount(1);

  // The application, opened from its row.
  await tabTo(page, row.getByRole('link', { name: teamName }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${lang}/staff/incubator/applications/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(teamName);

  // Raised through its dialog: the focus goes into the dialog, then to what happened (Raise, which
  // asked, is disabled now).
  await tabTo(page, page.getByRole('button', { name: t(lang, 'staff.application.raise') }));
  await page.keyboard.press('Enter');
  const raise = page.getByRole('dialog', { name: t(lang, 'staff.application.raiseTitle') });
  await expect(raise).toBeVisible();
  expect(await raise.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await tabTo(page, raise.getByRole('button', { name: t(lang, 'staff.application.raise') }));
  await page.keyboard.press('Enter');
  const newStatus = page.getByRole('status').filter({ hasText: t(lang, 'member.list.status.finalUpload') });
  // Not a control: as every focus target of the site (tabindex -1, global.css), it draws no ring.
  await expect(newStatus).toBeFocused();
  await expect(raise).toBeHidden();
  await shot(page, info, 'keyboard-raised');

  // The next dialog, left with Escape: nothing changes, and the focus is back on its button.
  const downgrade = page.getByRole('button', { name: t(lang, 'staff.application.downgrade') });
  await tabTo(page, downgrade);
  await page.keyboard.press('Enter');
  const back = page.getByRole('dialog', { name: t(lang, 'staff.application.downgradeTitle') });
  await expect(back).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(back).toBeHidden();
  await expect(downgrade).toBeFocused();
  await expect(newStatus).toBeVisible();
});
