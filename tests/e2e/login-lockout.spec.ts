// Issue 18, item 4, in the browser: a member whose account a guesser has locked logs in from a new
// device with the sign-in code mailed to them (the SMTP sink), in both languages.
import { expect, test } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import en from '../../web/src/i18n/messages/en.json' with { type: 'json' };
import zhTw from '../../web/src/i18n/messages/zhTw.json' with { type: 'json' };
import { waitForMail } from '../support/mail-sink-client.ts';
import { expectNoAxeViolations, hydrated, oneViewportPerLanguage } from './support.ts';

type Lang = 'zhTw' | 'en';
type MessageId = keyof typeof en & keyof typeof zhTw;
const t = (lang: Lang, id: MessageId) => ({ zhTw, en })[lang][id];
const password = 'Start#2026a';
const field = (page: import('@playwright/test').Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** A GraphQL call to the gateway from a given loopback address: each is another visitor to the backend. */
function gql(baseURL: string, query: string, variables: object, from = '127.0.0.1') {
  return new Promise<{ data?: Record<string, unknown>; errors?: { extensions?: Record<string, unknown> }[] }>((resolve, reject) => {
    const payload = JSON.stringify({ query, variables });
    const headers = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) };
    const req = httpRequest(`${baseURL}/graphql`, { method: 'POST', localAddress: from, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve(JSON.parse(text) as never));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const LOGIN = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;

for (const lang of ['zhTw', 'en'] as const) {
  test(`a locked account: the new device is asked for the mailed code, which logs in (${lang})`, async ({ page, baseURL }, info) => {
    // The lock is the server's; each language once is enough: Chinese on the phone, English on the desktop.
    oneViewportPerLanguage(lang, info);
    test.setTimeout(120_000);
    const base = baseURL ?? '';
    const email = `locked-${lang}-${info.project.name}-${Date.now()}@example.org`;
    const input = { lastName: '王', firstName: '小明', mobile: '0912345678', birthday: '2001-05-20', subscribed: false, email, contactEmail: email, password };
    await gql(base, `mutation ($input: RegisterInput!) { register(input: $input) { ok } }`, { input });
    const otp = /\b(\d{6})\b/.exec((await waitForMail(email)).text)?.[1];
    await gql(base, `mutation ($email: String!, $otp: String!) { verifyEmail(email: $email, otp: $otp) { token } }`, { email, otp });

    // A guesser on other addresses: 11 judged wrong passwords, waiting out each short lock of this
    // suite's RATE_LIMIT_SCALE, leave the account locked for 12.8 s.
    for (let judged = 0, i = 1; judged < 11; i += 1) {
      const answer = await gql(base, LOGIN, { email, password: `Guess#${i}` }, `127.8.${i >> 8}.${(i & 255) + 1}`);
      if (answer.errors?.[0]?.extensions?.reason === 'EMAIL_CODE_SENT') await new Promise((r) => setTimeout(r, 100));
      else judged += 1;
    }

    await page.addInitScript(() => localStorage.setItem('oldMemberNoticeHidden', '1'));
    await page.goto(`/${lang}/login`);
    await hydrated(page);
    await field(page, t(lang, 'auth.field.email')).fill(email);
    await field(page, t(lang, 'auth.field.password')).fill(password);
    await page.getByRole('button', { name: t(lang, 'auth.login.submit'), exact: true }).click();

    const title = page.getByRole('heading', { level: 1, name: t(lang, 'auth.loginCode.title') });
    await expect(title).toBeFocused();
    await expect(page.getByText(t(lang, 'auth.loginCode.intro').replace('{email}', email))).toBeVisible();
    await expectNoAxeViolations(page);

    // The third mail to the address (after the registration code and the notice of 10 failures):
    // the sign-in code, in the page's language, with where and when.
    const mail = await waitForMail(email, 2);
    expect(mail.subject).toContain(lang === 'en' ? 'Your sign-in code' : '您的登入碼');
    expect(mail.text).toContain(lang === 'en' ? 'from address 127.0.0.1' : '位址 127.0.0.1');
    expect(mail.text).toContain(lang === 'en' ? ' (UTC+8)' : '（UTC+8）');
    const code = (lang === 'en' ? /code is (\d{6})/ : /登入碼是 (\d{6})/).exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const codeField = field(page, t(lang, 'auth.loginCode.field'));
    await codeField.fill(code === '000000' ? '000001' : '000000');
    await page.getByRole('button', { name: t(lang, 'auth.loginCode.submit'), exact: true }).click();
    await expect(page.getByText(t(lang, 'auth.loginCode.wrong'))).toBeVisible();
    await expect(codeField).toBeFocused();
    await codeField.fill(code!);
    await page.getByRole('button', { name: t(lang, 'auth.loginCode.submit'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/?$`));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });
}
