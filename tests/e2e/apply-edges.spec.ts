// The rough edges a new applicant met in both application flows (issue 23, items 2.1–2.8), each a
// check in a real browser through the whole stack: refused files named in words and all at once,
// the advisor-who-is-a-member rule at its field and error links that land on their field, an
// over-limit message that moves nothing, a new form that opens the member's own application (the
// competition, in Chinese on a phone); the terms agreement surviving a reload and another tab, a
// refused photo and a file a reload dropped both told, and what was typed saved at the deadline
// before 'Registration Closed' (the competition and the incubator, in English on a desktop).
import { expect, test, type Page } from '@playwright/test';
import { createMember, managerToken, moveSession, png } from '../support/applications.ts';
import { group, logIn, pdf, t, textbox, toast } from './apply-support.ts';

const backendUrl = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4700}`;
const MEMBER_PASSWORD = 'Member#2026';

/** A file that says it is a PDF (name and type) but is not one by its bytes: only the server can tell. */
const fakePdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`just text, not a PDF (${name})\n`.repeat(20)) });

/** A member made by the manager, logged in on the programme's apply page: a new form opens. */
async function newLoggedInMember(page: Page, lang: 'zhTw' | 'en', programme: 'invention' | 'incubator', tag: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('oldMemberNoticeHidden', '1'));
  const email = `edges-${tag}-${Date.now()}@example.org`;
  await createMember(backendUrl, await managerToken(backendUrl), email);
  await page.goto(`/${lang}/${programme}-apply`);
  await logIn(page, lang, email, MEMBER_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/${lang}/${programme}-apply/team-data/new$`));
}

test('the competition team step: files named in words, the advisor rule at its field, no shift, links to the field, the own application (zhTw)', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'each language runs on one of the two viewports');
  test.setTimeout(120_000);
  const lang = 'zhTw';
  await newLoggedInMember(page, lang, 'invention', 'team');

  // 2.3: the over-limit message appears as the name is left, and the control below stays put.
  const name = textbox(page, t(lang, 'inventionApply.team.name'));
  const below = page.getByText(t(lang, 'form.file.choose')).first();
  await name.fill('一二三四五六七八九十一二三');
  const before = await below.boundingBox();
  await name.blur();
  await expect(page.getByText(t(lang, 'validation.tooLong'))).toBeVisible();
  expect((await below.boundingBox())?.y).toBe(before?.y);
  await name.fill('暖心機器人');

  // 2.2: an advisor who is also a member is told at the advisor's e-mail on Save, focused.
  const teacher = group(page, t(lang, 'inventionApply.team.teacher', { n: 1 }));
  const leader = group(page, `${t(lang, 'inventionApply.team.member', { n: 1 })} (${t(lang, 'inventionApply.team.leader')})`);
  const second = group(page, t(lang, 'inventionApply.team.member', { n: 2 }));
  await textbox(leader, t(lang, 'inventionApply.person.email')).fill('same-person@example.org');
  await textbox(teacher, t(lang, 'inventionApply.person.email')).fill('same-person@example.org');
  await page.getByRole('button', { name: t(lang, 'apply.saveDraft') }).click();
  await expect(textbox(teacher, t(lang, 'inventionApply.person.email'))).toBeFocused();
  await expect(teacher.getByText(t(lang, 'validation.teacherIsMember'))).toBeVisible();
  await textbox(teacher, t(lang, 'inventionApply.person.email')).fill('advisor@example.edu');

  // 2.1: two proofs that are not PDFs by their bytes: one save names both, in the form's words.
  await leader.getByLabel(t(lang, 'inventionApply.person.proof')).setInputFiles(fakePdf('proof1.pdf'));
  await second.getByLabel(t(lang, 'inventionApply.person.proof')).setInputFiles(fakePdf('proof2.pdf'));
  await page.getByRole('button', { name: t(lang, 'apply.saveDraft') }).click();
  for (const n of [1, 2]) {
    const field = `${t(lang, 'inventionApply.team.member', { n })} · ${t(lang, 'inventionApply.person.proof')}`;
    await expect(toast(page)).toContainText(t(lang, 'apply.fieldProblem', { field, reason: t(lang, 'validation.fileType') }));
  }
  await expect(toast(page)).not.toContainText('pdfFile');
  await leader.getByLabel(t(lang, 'inventionApply.person.proof')).setInputFiles(pdf('proof1.pdf'));
  await second.getByLabel(t(lang, 'inventionApply.person.proof')).setInputFiles(pdf('proof2.pdf'));
  await page.getByRole('button', { name: t(lang, 'apply.saveDraft') }).click();
  await expect(page).toHaveURL(/\/team-data\/\d+$/);
  const id = /team-data\/(\d+)$/.exec(page.url())?.[1];

  // 2.5: a new form for a member who has an application of the session opens theirs.
  await page.goto(`/${lang}/invention-apply/team-data/new`);
  await expect(page).toHaveURL(new RegExp(`/team-data/${id}$`));

  // 2.2: a gap's link on the confirmation lands on its field, with its message and the focus.
  await page.goto(`/${lang}/invention-apply/confirm/${id}`);
  // The empty school is missing and not a full Chinese name: two gaps, one field.
  await page.getByRole('link', { name: t(lang, 'inventionApply.team.school'), exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/team-data/${id}$`));
  const school = textbox(page, t(lang, 'inventionApply.team.school'));
  await expect(school).toBeFocused();
  await expect(school).toHaveAttribute('aria-invalid', 'true');
  await expect(school).toHaveAccessibleDescription(new RegExp(t(lang, 'validation.required')));
});

test('kept and told: terms after a reload and in another tab, a refused photo, a file a reload dropped, typing at the deadline (en)', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'desktop', 'each language runs on one of the two viewports');
  test.setTimeout(150_000);
  const lang = 'en';
  await newLoggedInMember(page, lang, 'invention', 'kept');

  // A competition draft to agree to the terms of.
  await textbox(page, t(lang, 'inventionApply.team.name')).fill('Care Bots');
  await page.getByRole('button', { name: t(lang, 'apply.saveDraft') }).click();
  await expect(page).toHaveURL(/\/team-data\/\d+$/);
  const id = /team-data\/(\d+)$/.exec(page.url())?.[1];

  // 2.4: the agreement outlives a reload of the confirmation page and opens in another tab.
  await page.goto(`/${lang}/invention-apply/terms/${id}`);
  await page.getByRole('checkbox', { name: t(lang, 'inventionApply.terms.agree') }).check();
  await page.getByRole('button', { name: t(lang, 'apply.next') }).click();
  await expect(page).toHaveURL(new RegExp(`/confirm/${id}$`));
  const agreeFirst = t(lang, 'inventionApply.confirm.agreeFirst');
  await expect(page.getByRole('button', { name: t(lang, 'apply.confirm.submit') })).toBeVisible();
  await expect(page.getByText(agreeFirst)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: t(lang, 'apply.confirm.submit') })).toBeVisible();
  await expect(page.getByText(agreeFirst)).toHaveCount(0);
  const tab = await context.newPage();
  await tab.goto(`/${lang}/invention-apply/confirm/${id}`);
  await expect(tab.getByRole('button', { name: t(lang, 'apply.confirm.submit') })).toBeVisible();
  await expect(tab.getByText(agreeFirst)).toHaveCount(0);
  await tab.close();

  // 2.8: the deadline passes while an edit is unsaved: it is saved (within the grace) before the
  // page shows Registration Closed, and says so. The apply pages read the session with the
  // member's token, which the gateway's response cache never answers: the moved deadline is seen.
  const restore = await moveSession(backendUrl, await managerToken(backendUrl), 'invention', { applyEnd: new Date(Date.now() + 15_000) });
  try {
    await page.goto(`/${lang}/invention-apply/team-data/${id}`);
    await textbox(page, t(lang, 'inventionApply.team.school')).fill('國立臺灣科技大學');
    await expect(page.getByText(t(lang, 'apply.closed.saved'))).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('textbox', { name: t(lang, 'inventionApply.team.school') })).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('國立臺灣科技大學')).toBeVisible();
  } finally {
    await restore();
  }

  // 2.6: an incubator photo under 2R is refused, and Save says it was not kept rather than 'Saved'.
  await page.goto(`/${lang}/incubator-apply/proposal/new`);
  const photo = page.getByLabel(t(lang, 'incubatorApply.proposal.photo'));
  await photo.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: png(1050, 700) });
  await expect(page.getByText(t(lang, 'form.file.refused', { name: 'small.png', reason: t(lang, 'validation.imageTooSmall') }))).toBeVisible();
  await page.getByRole('button', { name: t(lang, 'apply.saveDraft') }).click();
  const refusedFile = t(lang, 'apply.refusedFile', { field: t(lang, 'incubatorApply.proposal.photo'), name: 'small.png', reason: t(lang, 'validation.imageTooSmall') });
  await expect(toast(page)).toContainText(t(lang, 'apply.savedWithoutFiles', { files: refusedFile }));
  await expect(page).toHaveURL(/\/incubator-apply\/proposal\/\d+$/);

  // 2.7: a chosen plan not saved yet is dropped by a reload, and the step says which, at its field.
  await page.getByLabel(t(lang, 'incubatorApply.proposal.plan')).setInputFiles(pdf('plan.pdf'));
  await expect(page.getByText('plan.pdf', { exact: true })).toBeVisible();
  await page.reload();
  await expect(toast(page)).toContainText(t(lang, 'apply.filesLost', { files: t(lang, 'apply.lostFile', { field: t(lang, 'incubatorApply.proposal.plan'), name: 'plan.pdf' }) }));
  await expect(page.getByText(t(lang, 'apply.fileLost'))).toBeVisible();
});
