// The competition application through the whole stack (issue 8): a visitor is sent to log in and
// comes back, a new draft is saved with real files, what is typed survives a reload and a language
// switch, the draft is resumed from the member's list, then terms, confirmation, submit, the
// completion page and the list — Chinese on a phone and English on a desktop, axe on every step.
// The reload also shows the step's frame coming from the server and the draft filling it unmoved.
// Screenshots of each step go to SHOTS_DIR when it is set.
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { fillPerson, group as person, logIn, newMember, other, pdf, shot, switchLanguage, t, textbox, toast, type Lang, type MessageId } from './apply-support.ts';
import { expectNoAxeViolations, oneViewportPerLanguage } from './support.ts';

// A small real 1×1 PNG, with its magic bytes.
const png = {
  name: 'team.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
};

/** Checks the step's heading and axe, and keeps a screenshot of it. */
async function onStep(page: Page, lang: Lang, title: MessageId, project: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, title));
  await expect(page.getByRole('list', { name: t(lang, 'apply.steps.label') })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, `${project}-${lang}-${title.split('.').slice(-2, -1)[0]}`);
}

for (const lang of ['zhTw', 'en'] as const) {
  test(`a new draft through save, reload, language switch, resume, terms, confirm and submit (${lang})`, async ({ page, request }, info) => {
    oneViewportPerLanguage(lang, info);
    test.setTimeout(180_000);
    const project = info.project.name;
    await page.addInitScript(() => localStorage.setItem('oldMemberNoticeHidden', '1'));
    const email = await newMember(request, project);

    // A visitor is sent to log in, told why, and brought back to the form.
    await page.goto(`/${lang}/invention-apply`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/login\\?next=`));
    await expect(page.getByText(t(lang, 'session.notice.apply'))).toBeVisible();
    await logIn(page, lang, email);
    await expect(page).toHaveURL(new RegExp(`/${lang}/invention-apply/team-data/new$`));
    await onStep(page, lang, 'page.inventionApply.teamData.title', project);

    // A new form: one advisor, two members (the first the leader). Next checks the complete rules.
    await expect(person(page, t(lang, 'inventionApply.team.teacher', { n: 1 }))).toBeVisible();
    await expect(person(page, `${t(lang, 'inventionApply.team.member', { n: 1 })} (${t(lang, 'inventionApply.team.leader')})`)).toBeVisible();
    await expect(person(page, t(lang, 'inventionApply.team.member', { n: 2 }))).toBeVisible();
    await page.getByRole('button', { name: t(lang, 'apply.next') }).click();
    await expect(toast(page)).toContainText(t(lang, 'apply.incomplete'));
    await expect(textbox(page, t(lang, 'inventionApply.team.name'))).toBeFocused();
    await expect(page.getByText(t(lang, 'validation.required')).first()).toBeVisible();

    // The first save creates the draft: `new` in the URL becomes its id.
    await textbox(page, t(lang, 'inventionApply.team.name')).fill('暖心機器人 🤖');
    await expect(page.getByText('7 / 12')).toBeVisible();
    await page.getByLabel(t(lang, 'inventionApply.team.photo')).setInputFiles(png);
    await expect(page.getByText('team.png', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: t(lang, 'apply.saveDraft') }).click();
    await expect(toast(page)).toContainText(t(lang, 'apply.saved'));
    await expect(page).toHaveURL(new RegExp(`/${lang}/invention-apply/team-data/\\d+$`));
    const id = /team-data\/(\d+)$/.exec(page.url())?.[1];

    // Typed, not saved: a reload and a language switch keep it.
    await textbox(page, t(lang, 'inventionApply.team.school')).fill('國立臺灣科技大學');
    await fillPerson(page, lang, t(lang, 'inventionApply.team.teacher', { n: 1 }), { 'inventionApply.person.name': 'Lin Wen' });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // From the top, as a member opens the step (Lighthouse's view). A reload mid-form is restored
    // to where the short frame lets the browser scroll, not to the field (not yet handled).
    await page.evaluate(() => window.scrollTo(0, 0));
    const problems: string[] = [];
    const onConsole = (msg: ConsoleMessage) => void (msg.type() === 'error' && problems.push(msg.text()));
    page.on('console', onConsole);
    const reloaded = await page.reload();
    // The step's frame comes in the server's HTML (heading and stepper paint before any script),
    // and nothing of the member's: the draft is read by the browser once hydrated (issue 23).
    const html = (await reloaded?.text()) ?? '';
    expect(html).toContain(`>${t(lang, 'page.inventionApply.teamData.title')}</h1>`);
    expect(html).toContain(`aria-label="${t(lang, 'apply.steps.label')}"`);
    expect(html).not.toContain('暖心機器人');
    await expect(textbox(page, t(lang, 'inventionApply.team.school'))).toHaveValue('國立臺灣科技大學');
    await expect(textbox(person(page, t(lang, 'inventionApply.team.teacher', { n: 1 })), t(lang, 'inventionApply.person.name'))).toHaveValue('Lin Wen');
    await expect(page.getByText('team.png', { exact: true })).toBeVisible();
    // Filling the frame with the draft moved nothing already painted, and the frame hydrated as it came.
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
    page.off('console', onConsole);
    expect(problems).toEqual([]);
    await switchLanguage(page, other(lang));
    await expect(page).toHaveURL(new RegExp(`/${other(lang)}/invention-apply/team-data/${id}$`));
    await expect(textbox(page, t(other(lang), 'inventionApply.team.school'))).toHaveValue('國立臺灣科技大學');
    await expect(textbox(page, t(other(lang), 'inventionApply.team.name'))).toHaveValue('暖心機器人 🤖');
    await switchLanguage(page, lang);
    await expect(textbox(page, t(lang, 'inventionApply.team.school'))).toHaveValue('國立臺灣科技大學');

    // The rest of the team: a referral whose detail shows once ticked, the advisor, the members' proofs.
    await page.getByRole('checkbox', { name: t(lang, 'apply.referral.website') }).check();
    await page.getByRole('checkbox', { name: t(lang, 'apply.referral.previousTeam') }).check();
    await textbox(page, t(lang, 'apply.referral.previousTeam.detail')).fill('Blue Sky');
    await fillPerson(page, lang, t(lang, 'inventionApply.team.teacher', { n: 1 }), {
      'inventionApply.person.title': 'Associate Professor',
      'inventionApply.person.phone': '02-2737-6000',
      'inventionApply.person.email': `advisor-${id}@example.edu`,
    });
    const members = [`${t(lang, 'inventionApply.team.member', { n: 1 })} (${t(lang, 'inventionApply.team.leader')})`, t(lang, 'inventionApply.team.member', { n: 2 })];
    for (const [index, label] of members.entries()) {
      await fillPerson(page, lang, label, {
        'inventionApply.person.name': `Member ${index + 1}`,
        'inventionApply.person.mobile': `091234567${index}`,
        'inventionApply.person.email': `member${index + 1}-${id}@example.org`,
        'inventionApply.person.department': 'Mechanical Engineering',
        'inventionApply.person.grade': 'Year 3',
      });
      await person(page, label).getByLabel(t(lang, 'inventionApply.person.proof')).setInputFiles(pdf(`proof${index + 1}.pdf`));
    }
    await page.getByRole('button', { name: t(lang, 'apply.next') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/invention-apply/proposal/${id}$`));
    await onStep(page, lang, 'page.inventionApply.proposal.title', project);

    // The proposal, saved as a draft; then the member leaves and resumes from their list.
    await textbox(page, t(lang, 'inventionApply.proposal.name')).fill('Care Robot');
    await page.getByRole('radio', { name: t(lang, 'invention.group.college') }).check();
    await page.getByRole('radio', { name: t(lang, 'inventionApply.theme.longTermCare') }).check();
    await page.getByRole('checkbox', { name: /^3\. / }).check();
    await page.getByRole('checkbox', { name: /^11\. / }).check();
    await textbox(page, t(lang, 'inventionApply.proposal.abstract')).fill('We build a care robot for elders living alone.');
    await page.getByLabel(t(lang, 'inventionApply.proposal.plan')).setInputFiles(pdf('plan.pdf'));
    await page.getByRole('button', { name: t(lang, 'apply.saveDraft') }).click();
    await expect(toast(page)).toContainText(t(lang, 'apply.saved'));

    await page.goto(`/${lang}/user/invention-list`);
    const row = page.getByRole('listitem').filter({ hasText: '暖心機器人 🤖' });
    await expect(row).toContainText(t(lang, 'member.list.status.draft'));
    await expectNoAxeViolations(page);
    await row.getByRole('link', { name: t(lang, 'member.list.continueEditing') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/invention-apply/team-data/${id}$`));
    await expect(textbox(page, t(lang, 'inventionApply.team.school'))).toHaveValue('國立臺灣科技大學');
    await expect(page.getByText('proof2.pdf', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: t(lang, 'apply.next') }).click();
    await expect(page).toHaveURL(new RegExp(`/proposal/${id}$`));
    await expect(page.getByText('plan.pdf', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: t(lang, 'apply.next') }).click();

    // Terms and attention: Next waits for "I have read and agree".
    await expect(page).toHaveURL(new RegExp(`/${lang}/invention-apply/terms/${id}$`));
    await onStep(page, lang, 'page.inventionApply.terms.title', project);
    await page.getByRole('button', { name: t(lang, 'apply.next') }).click();
    await expect(page.getByText(t(lang, 'inventionApply.terms.agreeRequired'))).toBeVisible();
    await page.getByRole('checkbox', { name: t(lang, 'inventionApply.terms.agree') }).check();
    await page.getByRole('button', { name: t(lang, 'apply.next') }).click();

    // Confirmation: everything read-only, files as download links, an Edit link back to each step.
    await expect(page).toHaveURL(new RegExp(`/${lang}/invention-apply/confirm/${id}$`));
    await onStep(page, lang, 'page.inventionApply.confirm.title', project);
    await expect(page.getByRole('link', { name: /^plan\.pdf/ })).toHaveAttribute('href', /\/files\/private\/.+\?exp=\d+&sig=/);
    await expect(page.getByRole('link', { name: t(lang, 'apply.summary.edit') })).toHaveCount(2);
    await expect(page.getByText('Blue Sky')).toBeVisible();
    await page.getByRole('button', { name: t(lang, 'apply.confirm.submit') }).click();

    // Registration successful: the number, what happens next, the list.
    await expect(page).toHaveURL(new RegExp(`/${lang}/invention-apply/complete/${id}$`));
    await onStep(page, lang, 'page.inventionApply.complete.title', project);
    const number = (await page.getByText(/^INV\d{4}-\d{4}$/).textContent())?.trim();
    expect(number).toMatch(/^INV\d{4}-\d{4}$/);
    // The site's receipt time in Taipei time, and the browser's own beside it when that is another zone.
    const receipt = page.getByText(t(lang, 'apply.registration.submittedAt')).locator('..');
    await expect(receipt).toContainText(t(lang, 'seo.registration.timeZone'));
    const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (browserZone !== 'Asia/Taipei') await expect(receipt).toContainText(t(lang, 'apply.registration.localTime').split('{time}')[0]!);
    await page.getByRole('link', { name: t(lang, 'inventionApply.complete.list') }).click();
    const submitted = page.getByRole('listitem').filter({ hasText: '暖心機器人 🤖' });
    await expect(submitted).toContainText(t(lang, 'member.list.status.submitted'));
    await expect(submitted).toContainText(number!);

    // A submitted application opens read-only, its form pages included.
    await submitted.getByRole('link', { name: t(lang, 'member.list.view') }).click();
    await expect(page).toHaveURL(new RegExp(`/confirm/${id}$`));
    await expect(page.getByText(number!)).toBeVisible();
    await expect(page.getByRole('button', { name: t(lang, 'apply.confirm.submit') })).toHaveCount(0);
    await expect(page.getByRole('link', { name: t(lang, 'apply.summary.edit') })).toHaveCount(0);
    await page.goto(`/${lang}/invention-apply/team-data/${id}`);
    await expect(page).toHaveURL(new RegExp(`/confirm/${id}$`));
    await expectNoAxeViolations(page);
    await shot(page, `${project}-${lang}-submitted`);
  });
}
