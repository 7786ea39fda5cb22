// The incubator application and its final-round upload through the whole stack (issue 9): a
// visitor is sent to log in before uploading and before registering; a new draft is saved, what is
// typed survives a reload, the draft is resumed from the list, the photo is refused under 2R in the
// browser, the application is submitted and listed; a manager raises it through the backend's REST
// API, the list offers the upload, one PDF is confirmed and uploaded, the list says Enter Final with
// the file, and a second upload is impossible — Chinese on a phone (390 px) and English on a desktop, axe on
// every step.
// Screenshots of each step go to SHOTS_DIR when it is set.
import { expect, test, type Page } from '@playwright/test';
import { createMember, managerPost, managerToken, png } from '../support/applications.ts';
import { fillPerson, group, logIn, pdf, shot, t, textbox, toast, type Lang, type MessageId } from './apply-support.ts';
import { expectNoAxeViolations, oneViewportPerLanguage } from './support.ts';

const backendUrl = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4700}`;
const MEMBER_PASSWORD = 'Member#2026';
const image = (name: string, width: number, height: number) => ({ name, mimeType: 'image/png', buffer: png(width, height) });

/** Checks the step's heading, its stepper and axe, and keeps a screenshot of it. */
async function onStep(page: Page, lang: Lang, title: MessageId, steps: MessageId, shotName: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, title));
  await expect(page.getByRole('list', { name: t(lang, steps) })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, shotName);
}

for (const lang of ['zhTw', 'en'] as const) {
  test(`apply to the incubator, then upload the final presentation once (${lang})`, async ({ page }, info) => {
    oneViewportPerLanguage(lang, info);
    test.setTimeout(240_000);
    const project = info.project.name;
    const name = (step: string) => `${project}-${lang}-${step}`;
    // The narrowest phone the pages are checked at (the screenshots' 390 px).
    if (project === 'phone') await page.setViewportSize({ width: 390, height: 844 });
    const applyStep = (title: MessageId, step: string) => onStep(page, lang, title, 'apply.steps.label', name(step));
    await page.addInitScript(() => localStorage.setItem('oldMemberNoticeHidden', '1'));
    const manager = await managerToken(backendUrl);
    const email = `incubator-${project}-${lang}-${Date.now()}@example.org`;
    await createMember(backendUrl, manager, email);

    // A visitor is sent to log in before uploading and before registering, and told why.
    await page.goto(`/${lang}/incubator-final/upload/1`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/login\\?next=`));
    await expect(page.getByText(t(lang, 'session.notice.upload'))).toBeVisible();
    await page.goto(`/${lang}/incubator-apply`);
    await expect(page.getByText(t(lang, 'session.notice.apply'))).toBeVisible();
    await logIn(page, lang, email, MEMBER_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`/${lang}/incubator-apply/team-data/new$`));
    await applyStep('page.incubatorApply.teamData.title', 'team-data');

    // A new form has one member, the leader; Next checks the complete rules.
    const leader = `${t(lang, 'incubatorApply.team.member', { n: 1 })} (${t(lang, 'incubatorApply.team.leader')})`;
    await expect(group(page, leader)).toBeVisible();
    await page.getByRole('button', { name: t(lang, 'apply.next') }).click();
    await expect(toast(page)).toContainText(t(lang, 'apply.incomplete'));
    await expect(textbox(page, t(lang, 'incubatorApply.team.organizeName'))).toBeFocused();

    // The first save creates the draft: `new` in the URL becomes its id.
    const teamName = `綠根 ${project} ${lang}`;
    await textbox(page, t(lang, 'incubatorApply.team.organizeName')).fill('社團法人綠根協會');
    await textbox(page, t(lang, 'incubatorApply.team.name')).fill(teamName);
    await textbox(page, t(lang, 'incubatorApply.team.taxId')).fill('12345678');
    await page.getByRole('button', { name: t(lang, 'apply.saveDraft') }).click();
    await expect(page.getByText(t(lang, 'validation.taxId'))).toBeVisible();
    await textbox(page, t(lang, 'incubatorApply.team.taxId')).fill('04595257');
    await page.getByRole('button', { name: t(lang, 'apply.saveDraft') }).click();
    await expect(toast(page)).toContainText(t(lang, 'apply.saved'));
    await expect(page).toHaveURL(new RegExp(`/${lang}/incubator-apply/team-data/\\d+$`));
    const id = /team-data\/(\d+)$/.exec(page.url())?.[1];

    // Typed, not saved: a reload keeps it.
    await textbox(page, t(lang, 'incubatorApply.team.city')).fill('臺中市');
    await fillPerson(page, lang, leader, { 'incubatorApply.member.name': '林小綠' });
    await page.reload();
    await expect(textbox(page, t(lang, 'incubatorApply.team.city'))).toHaveValue('臺中市');
    await expect(textbox(group(page, leader), t(lang, 'incubatorApply.member.name'))).toHaveValue('林小綠');

    // The rest of the team: its type, a media platform with its name, the leader's details.
    await page.getByRole('radio', { name: t(lang, 'incubatorApply.type.nonProfit') }).check();
    await page.getByRole('checkbox', { name: t(lang, 'apply.referral.media') }).check();
    await textbox(page, t(lang, 'apply.referral.media.detail')).fill('Podcast Now');
    await fillPerson(page, lang, leader, {
      'incubatorApply.member.phone': '0912345678',
      'incubatorApply.member.email': `leader-${id}@example.org`,
      'incubatorApply.member.department': 'Director',
    });
    await group(page, leader).getByLabel(t(lang, 'incubatorApply.member.birthday')).fill('1995-04-02');
    await page.getByRole('button', { name: t(lang, 'apply.next') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/incubator-apply/proposal/${id}$`));

    // The member leaves and resumes the draft from their list: the team comes back from the server.
    await page.goto(`/${lang}/user/incubator-list`);
    const draft = page.getByRole('listitem').filter({ hasText: teamName });
    await expect(draft).toContainText(t(lang, 'member.list.status.draft'));
    await draft.getByRole('link', { name: t(lang, 'member.list.continueEditing') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/incubator-apply/team-data/${id}$`));
    await expect(textbox(group(page, leader), t(lang, 'incubatorApply.member.department'))).toHaveValue('Director');
    await expect(textbox(page, t(lang, 'apply.referral.media.detail'))).toHaveValue('Podcast Now');
    await page.getByRole('button', { name: t(lang, 'apply.next') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/incubator-apply/proposal/${id}$`));
    await applyStep('page.incubatorApply.proposal.title', 'proposal');

    // The groups carry their eligibility; the Asia-Pacific group asks for the team's country.
    const asiaPacific = page.getByRole('radio', { name: t(lang, 'incubatorApply.property.asiaPacific') });
    await expect(asiaPacific).toHaveAccessibleDescription(/\S/);
    await asiaPacific.check();
    await expect(page.getByText(t(lang, 'incubatorApply.proposal.countryNeeded'))).toBeVisible();
    await page.getByRole('radio', { name: t(lang, 'incubatorApply.property.taiwanIncubation') }).check();
    await expect(page.getByText(t(lang, 'incubatorApply.proposal.countryNeeded'))).toHaveCount(0);
    await textbox(page, t(lang, 'incubatorApply.proposal.name')).fill('循環校園計畫');
    await expect(page.getByText('6 / 12')).toBeVisible();
    await textbox(page, t(lang, 'incubatorApply.proposal.abstract')).fill('We turn school kitchens’ waste into compost for community gardens.');
    await page.getByRole('combobox', { name: t(lang, 'incubatorApply.proposal.issue') }).selectOption('circular-economy');
    await page.getByLabel(t(lang, 'incubatorApply.proposal.plan')).setInputFiles(pdf('plan.pdf'));

    // The photo's pixel size is read in the browser: under 2R is refused before anything is sent.
    const photo = page.getByLabel(t(lang, 'incubatorApply.proposal.photo'));
    await photo.setInputFiles(image('small.png', 1050, 700));
    await expect(page.getByText(t(lang, 'validation.imageTooSmall'))).toBeVisible();
    await photo.setInputFiles(image('team.png', 800, 800));
    await expect(page.getByText('team.png', { exact: true })).toBeVisible();
    await expect(page.getByText(t(lang, 'validation.imageTooSmall'))).toHaveCount(0);
    await page.getByRole('button', { name: t(lang, 'apply.next') }).click();

    // Confirmation: everything read-only with its files, then submit.
    await expect(page).toHaveURL(new RegExp(`/${lang}/incubator-apply/confirm/${id}$`));
    await applyStep('page.incubatorApply.confirm.title', 'confirm');
    await expect(page.getByRole('link', { name: /^team\.png/ })).toHaveAttribute('href', /\/files\/private\/.+\?exp=\d+&sig=/);
    await expect(page.getByText('Podcast Now')).toBeVisible();
    await expect(page.getByRole('link', { name: t(lang, 'apply.summary.edit') })).toHaveCount(2);
    await page.getByRole('button', { name: t(lang, 'apply.confirm.submit') }).click();

    // Registration successful: the number and the way to the list.
    await expect(page).toHaveURL(new RegExp(`/${lang}/incubator-apply/complete/${id}$`));
    await applyStep('page.incubatorApply.complete.title', 'complete');
    const number = (await page.getByText(/^INC\d{4}-\d{4}$/).textContent())?.trim();
    expect(number).toMatch(/^INC\d{4}-\d{4}$/);
    await page.getByRole('link', { name: t(lang, 'incubatorApply.complete.list') }).click();
    const row = page.getByRole('listitem').filter({ hasText: teamName });
    await expect(row).toContainText(t(lang, 'member.list.status.submitted'));
    await expect(row).toContainText(number!);
    await expectNoAxeViolations(page);
    await shot(page, name('list-submitted'));

    // The foundation invites the team to the final (the manager's REST call, test setup).
    expect((await managerPost(backendUrl, manager, `incubator/apply/pvt/raise/${id}`)).status).toBe(200);
    await page.reload();
    await expect(row).toContainText(t(lang, 'member.list.status.finalUpload'));
    await row.getByRole('link', { name: t(lang, 'member.list.uploadFinal') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/incubator-final/upload/${id}$`));
    const finalStep = (title: MessageId, step: string) => onStep(page, lang, title, 'incubatorFinal.steps.label', name(step));
    await finalStep('page.incubatorFinal.upload.title', 'final-upload');
    await expect(page.getByText(t(lang, 'incubatorFinal.once'))).toBeVisible();

    // One PDF, checked before sending; a confirmation says it cannot be replaced.
    await page.getByRole('button', { name: t(lang, 'incubatorFinal.continue') }).click();
    await expect(page.getByText(t(lang, 'validation.fileRequired'))).toBeVisible();
    // The page's one file input (its label is also a part of the page's title, which labels the form).
    const finalFile = page.locator('input[type="file"]');
    await finalFile.setInputFiles(image('slides.png', 800, 800));
    await expect(page.getByText(t(lang, 'validation.fileType'))).toBeVisible();
    await finalFile.setInputFiles(pdf('final.pdf'));
    await page.getByRole('button', { name: t(lang, 'incubatorFinal.continue') }).click();
    await expect(page.getByRole('heading', { name: t(lang, 'incubatorFinal.confirm.title') })).toBeVisible();
    await expect(page.getByText(/final\.pdf/)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, name('final-confirm'));
    await page.getByRole('button', { name: t(lang, 'incubatorFinal.confirm.upload') }).click();

    // Upload successful: the kept file, read-only.
    await expect(page).toHaveURL(new RegExp(`/${lang}/incubator-final/complete/${id}$`));
    await finalStep('page.incubatorFinal.complete.title', 'final-complete');
    await expect(page.getByRole('link', { name: /^final\.pdf/ })).toHaveAttribute('href', /\/files\/private\/.+\?exp=\d+&sig=/);
    await expect(page.getByText(t(lang, 'member.list.status.finalEntered'))).toBeVisible();
    await page.getByRole('link', { name: t(lang, 'incubatorFinal.list') }).click();
    const entered = page.getByRole('listitem').filter({ hasText: teamName });
    await expect(entered).toContainText(t(lang, 'member.list.status.finalEntered'));
    await expect(entered).toContainText('final.pdf');
    await shot(page, name('list-final'));

    // A second upload is impossible: the upload page shows the kept file instead.
    await page.goto(`/${lang}/incubator-final/upload/${id}`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/incubator-final/complete/${id}$`));
    await expect(page.locator('input[type="file"]')).toHaveCount(0);
  });
}
