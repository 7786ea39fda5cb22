// The rough edges a new applicant met on the member pages (issue 23, items 2.9–2.17), each where it
// was seen: Chinese on a phone — the returning-members notice never over the login page's own
// notice and then once per browser, the member menu named by the name it shows, no tick on a step
// still empty, the confirmation's '：', and the incubator's list named alike; English on a desktop
// — the member menu, the proposal's SDGs in English alone, one 404 for someone else's application,
// a submitted application titled as itself and numbered by its session's year, broken rules under
// their own heading, and the countdown's plurals. Applications are made through the gateway, as the
// browser would.
import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { completeFiles, completeInput, dataOf, graphql, loggedInMember, managerToken, SAVE, SUBMIT } from '../support/applications.ts';
import { completeIncubatorInput, incubatorFiles, INC_SAVE, INC_SUBMIT } from '../support/incubator.ts';
import { logIn, t, textbox, toast, type Lang } from './apply-support.ts';
import { expectNoAxeViolations, hydrated, openMenuIfCollapsed } from './support.ts';

const gatewayUrl = `http://127.0.0.1:${process.env.E2E_PORT ?? 4600}`;
const backendUrl = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4700}`;
const gql = graphql(() => gatewayUrl);
const PASSWORD = 'Member#2026';

/** Unique e-mails for a run's team members (a person may be in two submitted teams at most). */
const people = (run: string, who: string, n = 2) => Array.from({ length: n }, (_, i) => `edges-${run}-${who}-${i + 1}@example.org`);

/** The header's member button, by the name it must have: the name it shows, then what it is (WCAG 2.5.3). */
async function checkMemberMenu(page: Page, lang: Lang, shown: string): Promise<void> {
  await openMenuIfCollapsed(page);
  const button = page.getByRole('button', { name: t(lang, 'session.menu.label', { name: shown }), exact: true });
  await expect(button).toBeVisible();
  await expect(button.locator(':scope > :not([aria-hidden="true"])')).toHaveText([shown]);
  const { violations } = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  // The phone's header menu, opened to reach the button, closes again.
  await page.keyboard.press('Escape');
}

test('Chinese on a phone: the notice, the member menu, the stepper, the colon and the incubator list', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'each language once: Chinese on the phone, English on the desktop');
  test.setTimeout(120_000);
  const lang = 'zhTw';
  const run = `zh-${Date.now()}`;
  const email = `edges-${run}@example.org`;
  const token = await loggedInMember(gql, backendUrl, await managerToken(backendUrl), email);
  const input = completeIncubatorInput({ members: people(run, 'incubator').map((address) => ({ email: address })) });
  const incubator = dataOf<{ id: string }>(await gql.upload(INC_SAVE, { input }, incubatorFiles(), { token, lang }), 'saveIncubatorDraft');
  dataOf(await gql.ask(INC_SUBMIT, { id: incubator.id, key: randomUUID() }, { token, lang }), 'submitIncubatorApplication');

  // 2.16: sent to log in before applying, the page says why, and the returning-members notice of
  // this new browser does not open over it.
  await page.goto(`/${lang}/invention-apply`);
  await expect(page).toHaveURL(new RegExp(`/${lang}/login\\?next=`));
  await hydrated(page);
  await expect(page.getByText(t(lang, 'session.notice.apply'))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await logIn(page, lang, email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/${lang}/invention-apply/team-data/new$`));

  // 2.17: the member button's name starts with the name it shows, written without a space.
  await checkMemberMenu(page, lang, '王小明');

  // 2.12: a draft saved with its team name alone: the proposal's stepper does not call the team done.
  await textbox(page, t(lang, 'inventionApply.team.name')).fill('邊角隊');
  await page.getByRole('button', { name: t(lang, 'apply.saveDraft'), exact: true }).click();
  await expect(toast(page)).toContainText(t(lang, 'apply.saved'));
  await expect(page).toHaveURL(/\/team-data\/\d+$/);
  const id = /team-data\/(\d+)$/.exec(page.url())![1];
  await page.goto(`/${lang}/invention-apply/proposal/${id}`);
  const steps = page.getByRole('list', { name: t(lang, 'apply.steps.label') }).getByRole('listitem');
  await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(steps.first()).toHaveText(t(lang, 'inventionApply.steps.team'));

  // 2.11: the confirmation lists what is missing as '欄位：訊息', with the full-width colon.
  await page.goto(`/${lang}/invention-apply/confirm/${id}`);
  await expect(page.getByText(t(lang, 'apply.confirm.problems'))).toBeVisible();
  await expect(page.locator('#confirm-problems-title + ul > li').first()).toHaveText(/^[^:]+：\S/);

  // 2.15: the completion page's way to the list is named as the list is.
  await page.goto(`/${lang}/incubator-apply/complete/${incubator.id}`);
  const toList = page.getByRole('main').locator(`a[href="/${lang}/user/incubator-list"]`);
  const linkText = (await toList.textContent()) ?? '';
  await toList.click();
  await expect(page).toHaveURL(`/${lang}/user/incubator-list`);
  expect(linkText).toContain((await page.getByRole('heading', { level: 1 }).textContent()) ?? '-');

  // 2.16: the first login page without a notice shows the returning-members notice; once.
  await openMenuIfCollapsed(page);
  await page.getByRole('button', { name: t(lang, 'session.menu.label', { name: '王小明' }), exact: true }).click();
  await page.getByRole('button', { name: t(lang, 'session.menu.logout') }).click();
  await expect(page).toHaveURL(`/${lang}/login`);
  const notice = page.getByRole('dialog', { name: t(lang, 'auth.oldMember.title') });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: t(lang, 'auth.oldMember.ok') }).click();
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'page.login.title'));
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('English on a desktop: the member menu, SDGs, the 404, the submitted page and its number, broken rules, the countdown', async ({ page, browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'each language once: Chinese on the phone, English on the desktop');
  test.setTimeout(120_000);
  const lang = 'en';
  const run = `en-${Date.now()}`;
  const manager = await managerToken(backendUrl);
  const email = `edges-${run}@example.org`;
  const token = await loggedInMember(gql, backendUrl, manager, email);
  const otherToken = await loggedInMember(gql, backendUrl, manager, `edges-${run}-other@example.org`, { firstName: 'Ada', lastName: 'Lovelace' });
  const saveInvention = async (who: string, bearer: string) =>
    dataOf<{ id: string }>(await gql.upload(SAVE, { input: completeInput({ members: people(run, who) }) }, completeFiles(), { token: bearer, lang }), 'saveInventionDraft');
  const someoneElses = await saveInvention('other', otherToken);
  const mine = await saveInvention('mine', token);
  // An incubator draft whose leader is over the age limit on the deadline: a broken rule, nothing missing.
  const incubatorInput = completeIncubatorInput({ members: [{ email: people(run, 'incubator', 1)[0]!, birthday: '1970-01-01' }] });
  const overAge = dataOf<{ id: string }>(await gql.upload(INC_SAVE, { input: incubatorInput }, incubatorFiles(), { token, lang }), 'saveIncubatorDraft');

  await page.addInitScript(() => localStorage.setItem('oldMemberNoticeHidden', '1'));
  await page.goto(`/${lang}/login`);
  await logIn(page, lang, email, PASSWORD);
  await expect(page).toHaveURL(`/${lang}/`);

  // 2.17: a Chinese name reads as it is written, without a space, at the start of the button's name.
  await checkMemberMenu(page, lang, '王小明');

  // 2.15: the proposal names the goals in English alone on English pages.
  await page.goto(`/${lang}/invention-apply/proposal/${mine.id}`);
  await expect(page.getByRole('checkbox', { name: '3. Good Health and Well-being', exact: true })).toBeChecked();

  // 2.9: another member's application is simply not found, with the way to the member's own list.
  await page.goto(`/${lang}/invention-apply/confirm/${someoneElses.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'apply.notFound.title'));
  await expect(page.getByRole('main').locator('a[href$="/team-data/new"]')).toHaveCount(0);
  await page.getByRole('link', { name: t(lang, 'page.user.inventionList.title'), exact: true }).click();
  await expect(page).toHaveURL(`/${lang}/user/invention-list`);

  // 2.10 and 2.13: a submitted application's page is titled as itself, and its number carries the
  // year the session is named by (a '2026' session may close in January 2027).
  const submitted = dataOf<{ registrationNumber: string }>(await gql.ask(SUBMIT, { id: mine.id, key: randomUUID() }, { token, lang }), 'submitInventionApplication');
  const sessionName = (await gql.ask<{ session: { name: string } }>('{ session(programme: INVENTION) { name } }', {}, { lang })).data?.session.name ?? '';
  const year = /\d{4}/.exec(sessionName)?.[0];
  expect(year).toBeDefined();
  expect(submitted.registrationNumber).toMatch(new RegExp(`^INV${year}-\\d{4}$`));
  await page.goto(`/${lang}/invention-apply/confirm/${mine.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'page.inventionApply.submitted.title'));
  await expect(page.getByText(submitted.registrationNumber, { exact: true })).toBeVisible();

  // 2.11: a broken rule is headed as one, not as missing data.
  await page.goto(`/${lang}/incubator-apply/confirm/${overAge.id}`);
  await expect(page.getByText(t(lang, 'apply.confirm.rules'))).toBeVisible();
  await expect(page.getByText(t(lang, 'apply.confirm.problems'))).toHaveCount(0);
  await expectNoAxeViolations(page);

  // 2.14: the countdown's sentence for screen readers, a day, an hour and a minute before the
  // deadline: a visitor's clock is moved there (by it, a member's token would have expired).
  const visitor = await browser.newContext({ baseURL: info.project.use.baseURL });
  const registration = await visitor.newPage();
  await registration.goto(`/${lang}/incubator`);
  const deadline = registration.locator('dt', { hasText: t(lang, 'seo.registration.deadline') }).first().locator('xpath=following-sibling::dd[1]//time');
  const end = Date.parse((await deadline.first().getAttribute('datetime')) ?? '');
  await registration.clock.setFixedTime(end - (86_400 + 3_600 + 90) * 1000);
  await registration.reload();
  await expect(registration.getByText('1 day, 1 hour and 1 minute left to apply', { exact: true })).toHaveCount(1);
  await visitor.close();
});
