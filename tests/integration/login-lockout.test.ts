// Issue 18, item 4, through the GATEWAY: 60 wrong passwords from 60 addresses lock the account, and
// still the member gets in: from a device they logged in from (its HttpOnly device cookie), or from
// a new device with the sign-in code mailed to them (a real SMTP sink). The guesser gets nothing.
import { decodeJwt } from 'jose';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachLimited } from '../support/each-limited.ts';
import { startMailSink, type MailSink } from '../support/mail-sink.ts';
import { startBackend, startGateway, type Tier } from '../support/stack.ts';

interface Answer {
  status: number;
  setCookie: string[];
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

const password = 'Member#2026';
let sink: MailSink;
let backend: Tier;
let gateway: Tier;

/** A GraphQL call from a given loopback address (the visitor address the gateway vouches for), optionally with cookies. */
function gql(query: string, variables: object, options: { from: string; cookie?: string; lang?: 'en' | 'zhTw' }) {
  return new Promise<Answer>((resolve, reject) => {
    const payload = JSON.stringify({ query, variables });
    const headers: Record<string, string> = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)), 'content-language': options.lang ?? 'en' };
    if (options.cookie) headers.cookie = options.cookie;
    const req = httpRequest(`${gateway.url}/graphql`, { method: 'POST', localAddress: options.from, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, setCookie: res.headers['set-cookie'] ?? [], body: JSON.parse(text) as Answer['body'] }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const data = <T>(answer: Answer, field: string): T => {
  if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
  return answer.body.data?.[field] as T;
};
const extensions = (answer: Answer) => answer.body.errors?.[0]?.extensions;

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { ok } }`;
const VERIFY = `mutation ($email: String!, $otp: String!) { verifyEmail(email: $email, otp: $otp) { token } }`;
const LOGIN = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;
const CODE_LOGIN = `mutation ($email: String!, $code: String!) { loginWithEmailCode(email: $email, code: $code) { token } }`;

const signInCodes = (email: string) =>
  sink.mails.filter((mail) => [mail.to].flat().some((to) => to?.value.some((v) => v.address === email)) && /sign-in code|登入碼/.test(mail.subject ?? ''));

async function registerMember(email: string): Promise<void> {
  const since = sink.mails.length;
  const input = { lastName: '王', firstName: '小明', mobile: '0912345678', birthday: '2002-05-20', subscribed: false, email, contactEmail: email, password };
  data(await gql(REGISTER, { input }, { from: '127.4.0.1' }), 'register');
  const otp = /\b(\d{6})\b/.exec((await sink.waitFor(email, since)).text ?? '')?.[1] ?? '';
  data(await gql(VERIFY, { email, otp }, { from: '127.4.0.1' }), 'verifyEmail');
}

/** 60 wrong passwords from 60 addresses, six at a time: a few are judged, then the account is locked. */
async function guess60(email: string, block: number): Promise<void> {
  const reasons: unknown[] = [];
  await eachLimited(Array.from({ length: 60 }, (_, i) => i + 1), 6, async (i) => {
    reasons.push(extensions(await gql(LOGIN, { email, password: `Guess#${i}` }, { from: `127.5.${block}.${i}` }))?.reason ?? 'judged');
  });
  expect(reasons.filter((reason) => reason === 'judged').length).toBeLessThanOrEqual(8);
  expect(reasons.filter((reason) => reason === 'EMAIL_CODE_SENT').length).toBeGreaterThanOrEqual(52);
}

beforeAll(async () => {
  sink = await startMailSink();
  backend = await startBackend({
    SMTP_URL: sink.url,
    JWT_SECRET: 'lockout-test-secret-of-forty-characters!!',
    LOG_LEVEL: 'warn',
    // Only the gateway (it reaches the backend from 127.0.0.1) may name the visitor.
    TRUSTED_GATEWAYS: '127.0.0.1',
    // Locks 100 times as long (10 s after 5 failures): the lock surely outlasts each test.
    RATE_LIMIT_SCALE: '100',
  });
  gateway = await startGateway(backend.url, { REQUEST_LOG: 'off' });
});
afterAll(async () => {
  await gateway?.stop();
  await backend?.stop();
  await sink?.stop();
});

// Each test makes 60 guesses, and every answer during the lock takes at least 250 ms (uniform timing).
const guessingTimeout = 120_000;

describe('a locked account lets its member in (issue 18, item 4)', () => {
  it('lets a device the member logged in from past the lock, with its HttpOnly cookie', async () => {
    const email = 'device.owner@example.org';
    await registerMember(email);
    const first = await gql(LOGIN, { email, password }, { from: '127.4.1.1' });
    data(first, 'login');
    const [cookie = ''] = first.setCookie;
    expect(cookie).toMatch(/^yip_device=v1\.\d+\.\d+\.[\w-]+\.[\w-]+; Path=\/graphql; Max-Age=7776000; HttpOnly; SameSite=Strict$/);
    await guess60(email, 1);

    // A new device, the right password: "check your e-mail", word for word what a wrong guess gets.
    const newDevice = await gql(LOGIN, { email, password }, { from: '127.4.1.2' });
    const guesser = await gql(LOGIN, { email, password: 'Guess#61' }, { from: '127.4.1.3' });
    expect(extensions(newDevice)).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'EMAIL_CODE_SENT' });
    expect(guesser.body).toEqual(newDevice.body);

    // The member's own device, now on yet another address: in at once, with a fresh device cookie.
    const own = await gql(LOGIN, { email, password }, { from: '127.4.1.4', cookie: cookie.split(';')[0] });
    expect(decodeJwt(data<{ token: string }>(own, 'login').token)).toMatchObject({ role: 'user' });
    expect(own.setCookie[0]).toMatch(/^yip_device=/);
    expect(own.setCookie[0]).not.toBe(cookie);
  }, guessingTimeout);

  it('mails a new device a sign-in code that says where and when, and the code logs in once', async () => {
    const email = 'new.device@example.org';
    await registerMember(email);
    await guess60(email, 2);
    expect(signInCodes(email)).toHaveLength(0);

    const since = sink.mails.length;
    const locked = await gql(LOGIN, { email, password }, { from: '127.4.2.1' });
    expect([extensions(locked)?.reason, locked.body.errors?.[0]?.message]).toEqual(['EMAIL_CODE_SENT', expect.stringContaining('sign-in code')]);
    const mail = await sink.waitFor(email, since);
    expect(mail.subject).toContain('Your sign-in code');
    expect(mail.text).toContain('from address 127.4.2.1 at ');
    expect(mail.text).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d \(UTC\+8\)/);
    const code = /code is (\d{6})/.exec(mail.text ?? '')?.[1] ?? '';

    // A second try within minutes mails nothing new: the mailbox cannot be flooded.
    await gql(LOGIN, { email, password }, { from: '127.4.2.2' });
    expect(signInCodes(email)).toHaveLength(1);

    const entered = await gql(CODE_LOGIN, { email, code }, { from: '127.4.2.1' });
    expect(decodeJwt(data<{ token: string }>(entered, 'loginWithEmailCode').token)).toMatchObject({ role: 'user' });
    expect(entered.setCookie[0]).toMatch(/^yip_device=v1\./);
    const again = await gql(CODE_LOGIN, { email, code }, { from: '127.4.2.1' });
    expect(extensions(again)?.code).toBe('BAD_USER_INPUT');
  }, guessingTimeout);

  it('kills a code after 5 wrong tries, and a guesser with a wrong password gets no code and no way in', async () => {
    const email = 'code.guessed@example.org';
    await registerMember(email);
    await guess60(email, 3);

    // The guesser: the same answer as the member, but no mail, and code guesses lead nowhere.
    const guesser = await gql(LOGIN, { email, password: 'Guess#99' }, { from: '127.4.3.1', lang: 'zhTw' });
    expect(extensions(guesser)).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'EMAIL_CODE_SENT' });
    const since = sink.mails.length;
    const member = await gql(LOGIN, { email, password }, { from: '127.4.3.2', lang: 'zhTw' });
    expect(member.body).toEqual(guesser.body);
    expect(member.body.errors?.[0]?.message).toContain('登入碼');
    const mail = await sink.waitFor(email, since);
    expect(signInCodes(email)).toHaveLength(1);
    expect(mail.subject).toContain('您的登入碼');
    expect(mail.text).toContain('位址 127.4.3.2');
    expect(mail.text).toMatch(/（UTC\+8）/);
    const code = /登入碼是 (\d{6})/.exec(mail.text ?? '')?.[1] ?? '';

    const wrongCode = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const wrong = await gql(CODE_LOGIN, { email, code: wrongCode }, { from: `127.4.3.${10 + i}` });
      expect([extensions(wrong)?.code, wrong.body.errors?.[0]?.message]).toEqual(['BAD_USER_INPUT', 'Wrong sign-in code']);
    }
    const late = await gql(CODE_LOGIN, { email, code }, { from: '127.4.3.2' });
    expect(extensions(late)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'CODE_EXPIRED' });
  }, guessingTimeout);
});
