// Helpers of the application specs (competition and incubator): the catalogues' texts, a member
// to apply with, the controls the apply steps use, and screenshots into SHOTS_DIR when it is set.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import en from '../../web/src/i18n/messages/en.json' with { type: 'json' };
import zhTw from '../../web/src/i18n/messages/zhTw.json' with { type: 'json' };
import { waitForMail } from '../support/mail-sink-client.ts';
import { openMenuIfCollapsed } from './support.ts';

export type Lang = 'zhTw' | 'en';
export type MessageId = keyof typeof en & keyof typeof zhTw;
const catalogues = { zhTw, en } as const;

/** A catalogue's text with its `{name}` values filled in. */
export const t = (lang: Lang, id: MessageId, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce<string>((text, [name, value]) => text.replace(`{${name}}`, String(value)), catalogues[lang][id]);
export const other = (lang: Lang): Lang => (lang === 'zhTw' ? 'en' : 'zhTw');

export const PASSWORD = 'Start#2026a';

/** A small real PDF, with its magic bytes. */
export const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`) });

let counter = 0;
/** A fresh member registered and verified through the gateway and the mails (one application per member and session). */
export async function newMember(request: APIRequestContext, project: string): Promise<string> {
  counter += 1;
  const email = `applicant-${project}-${Date.now()}-${counter}@example.org`;
  const gql = async (query: string, variables: object) => {
    const response = await request.post('/graphql', { data: { query, variables }, headers: { 'apollo-require-preflight': 'true', 'content-language': 'en' } });
    return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  };
  const input = { lastName: '陳', firstName: '小華', mobile: '0912345678', birthday: '2002-03-04', email, contactEmail: email, password: PASSWORD, subscribed: false };
  expect((await gql('mutation($input: RegisterInput!) { register(input: $input) { ok } }', { input })).errors).toBeUndefined();
  const code = /\b(\d{6})\b/.exec((await waitForMail(email)).text)?.[1];
  const verified = await gql('mutation($email: String!, $otp: String!) { verifyEmail(email: $email, otp: $otp) { token } }', { email, otp: code });
  expect(verified.errors).toBeUndefined();
  return email;
}

export const toast = (page: Page) => page.getByRole('status', { name: new RegExp(`^(${en['toast.region']}|${zhTw['toast.region']})$`) });
export const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
export const group = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  // From the top: a page scrolled to a focused control would show the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

export async function switchLanguage(page: Page, to: Lang): Promise<void> {
  await openMenuIfCollapsed(page);
  await page.getByRole('link', { name: t(to, `nav.language.${to}`) }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', to === 'en' ? 'en' : 'zh-Hant-TW');
}

/** Fills a person's fields (a member, an advisor) inside their fieldset, by the fields' catalogue ids. */
export async function fillPerson(page: Page, lang: Lang, label: string, values: Partial<Record<MessageId, string>>): Promise<void> {
  const fields = group(page, label);
  for (const [id, value] of Object.entries(values)) await textbox(fields, t(lang, id as MessageId)).fill(value ?? '');
}

/** Logs in on the login page the visitor was sent to. */
export async function logIn(page: Page, lang: Lang, email: string, password = PASSWORD): Promise<void> {
  await textbox(page, t(lang, 'auth.field.email')).fill(email);
  await textbox(page, t(lang, 'auth.field.password')).fill(password);
  await page.getByRole('button', { name: t(lang, 'auth.login.submit'), exact: true }).click();
}
