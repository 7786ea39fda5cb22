// The scaled profile's own proof (STACK_PROFILE=scaled, issue 19): two backends, each with a
// DATA_DIR of its own, on one PostgreSQL database, one Redis and one bucket, each behind its own
// gateway. What a member does through one gateway holds through the other: an account registered
// through the first logs in through the second (and its logout there is honoured by the first), a
// draft saved with files through one is read and its file downloaded byte for byte through the
// other, submits split across both are numbered uniquely and contiguously, and a visitor's
// newsletter allowance counts across both. Skipped under the embedded default, where there is one
// process of each.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, completeFiles, completeInput, dataOf, graphql, loggedInMember, managerToken, pdf, SAVE, SUBMIT, type Answer, type Saved } from '../support/applications.ts';
import { startMailSink, type MailSink } from '../support/mail-sink.ts';
import { stackScaled, startBackend, startGateway, type Backend, type Tier } from '../support/stack.ts';

const password = 'Member#2026';
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { ok } }`;
const VERIFY = `mutation ($email: String!, $otp: String!) { verifyEmail(email: $email, otp: $otp) { token } }`;
const LOGIN = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;
const ME = `{ me { email } }`;
const APPLICATION = `query ($id: ID!) { inventionApplication(id: $id) { id version team { name } proposal { pdfFile { name size downloadUrl } } } }`;
const SUBSCRIBE = `mutation ($email: String!) { subscribeNewsletter(email: $email) { ok } }`;

/** Applications submitted at once, alternately through each gateway. */
const burst = 40;

let sink: MailSink;
let backend: Backend;
let gateway: Tier;
/** A client of each gateway by its own URL, past the round-robin proxy. */
const gateways = [0, 1].map((i) => graphql(() => gateway.instanceUrls[i]!));
const via = (i: number) => gateways[i % 2]!;

/** A GraphQL call to `url` from a given loopback address: another visitor to the rate limits. */
const askFrom = (url: string, localAddress: string, query: string, variables: object) =>
  new Promise<Answer>((resolve, reject) => {
    const payload = JSON.stringify({ query, variables });
    const headers = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) };
    const req = httpRequest(`${url}/graphql`, { method: 'POST', localAddress, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ...(JSON.parse(text) as Omit<Answer, 'status'>) }));
    });
    req.on('error', reject);
    req.end(payload);
  });

beforeAll(async () => {
  if (!stackScaled) return;
  sink = await startMailSink();
  backend = await startBackend({ SMTP_URL: sink.url, LOG_LEVEL: 'warn' });
  gateway = await startGateway(backend.url, { REQUEST_LOG: 'off' });
});

afterAll(async () => {
  await gateway?.stop();
  await backend?.stop();
  await sink?.stop();
});

describe.skipIf(!stackScaled)('two backends and two gateways sharing PostgreSQL, Redis and a bucket', () => {
  it('runs two processes of each tier, the backends on DATA_DIRs of their own', () => {
    expect(new Set(backend.instanceUrls).size).toBe(2);
    expect(new Set(gateway.instanceUrls).size).toBe(2);
    expect(backend.processes.every((child) => child.exitCode === null)).toBe(true);
  });

  it('logs in through the second gateway a member registered through the first, and honours a logout on either', async () => {
    const email = 'scaled.member@example.org';
    const since = sink.mails.length;
    const input = { lastName: '王', firstName: '小明', mobile: '0912345678', birthday: '2002-05-20', subscribed: false, email, contactEmail: email, password };
    expect(dataOf(await via(0).ask(REGISTER, { input }), 'register')).toEqual({ ok: true });
    const otp = /\b(\d{6})\b/.exec((await sink.waitFor(email, since)).text ?? '')?.[1];
    dataOf(await via(1).ask(VERIFY, { email, otp }), 'verifyEmail');

    const { token } = dataOf<{ token: string }>(await via(1).ask(LOGIN, { email, password }), 'login');
    expect(dataOf(await via(0).ask(ME, {}, { token }), 'me')).toEqual({ email });
    dataOf(await via(1).ask('mutation { logout { ok } }', {}, { token }), 'logout');
    expect(codeOf(await via(0).ask(ME, {}, { token }))).toBe('UNAUTHENTICATED');
  });

  it('reads through one gateway a draft saved with files through the other, and serves its file byte-identical', async () => {
    const token = await loggedInMember(via(0), backend.url, await managerToken(backend.url), 'scaled.draft@example.org');
    const input = completeInput({ teamName: '兩地', members: ['scaled.draft.lead@example.org', 'scaled.draft.mate@example.org'] });
    const saved = dataOf<Saved>(await via(0).upload(SAVE, { input }, completeFiles(), { token }), 'saveInventionDraft');

    const read = dataOf<Saved>(await via(1).ask(APPLICATION, { id: saved.id }, { token }), 'inventionApplication');
    expect(read).toMatchObject({ id: saved.id, version: saved.version, team: { name: '兩地' }, proposal: { pdfFile: { name: '計畫書.pdf', size: 8192 } } });
    const plan = await fetch(`${gateway.instanceUrls[1]}${read.proposal.pdfFile?.downloadUrl}`);
    expect(plan.status).toBe(200);
    expect(Buffer.from(await plan.arrayBuffer()).equals(pdf(8192))).toBe(true);
    // In the bucket both backends share, not on either one's DATA_DIR.
    expect(await backend.storedFiles('private/')).toContain(`private/${saved.proposal.pdfFile?.url.split('/').pop()}`);
  });

  it(`numbers ${burst} applications submitted at once, alternately through each gateway, uniquely and contiguously`, { timeout: 300_000 }, async () => {
    const manager = await managerToken(backend.url);
    const drafts: { token: string; id: string }[] = [];
    for (let start = 0; start < burst; start += 8) {
      const made = Array.from({ length: Math.min(8, burst - start) }, async (_, k) => {
        const i = start + k;
        const token = await loggedInMember(via(i), backend.url, manager, `scaled.burst${i}@example.org`);
        const input = completeInput({ teamName: `隊伍 ${i}`, members: [`scaled.lead${i}@example.org`, `scaled.mate${i}@example.org`] });
        return { token, id: dataOf<Saved>(await via(i + 1).upload(SAVE, { input }, completeFiles(), { token }), 'saveInventionDraft').id };
      });
      drafts.push(...(await Promise.all(made)));
    }

    const answers = await Promise.all(drafts.map(({ token, id }, i) => via(i).ask(SUBMIT, { id, key: randomUUID() }, { token })));
    const numbers = answers.map((answer) => dataOf<{ registrationNumber: string }>(answer, 'submitInventionApplication').registrationNumber).sort();
    const prefix = numbers[0]!.replace(/\d+$/, '');
    const first = Number(numbers[0]!.slice(prefix.length));
    expect(numbers).toEqual(Array.from({ length: burst }, (_, i) => `${prefix}${String(first + i).padStart(4, '0')}`));
  });

  it("counts a visitor's newsletter allowance across both gateways and backends", async () => {
    // The newsletter allows an address 10 subscriptions in 10 minutes (backend/src/newsletter/routes.ts).
    const visitor = '127.0.0.40';
    for (let i = 0; i < 10; i += 1) {
      expect(dataOf(await askFrom(gateway.instanceUrls[i % 2]!, visitor, SUBSCRIBE, { email: `scaled.news${i}@example.org` }), 'subscribeNewsletter')).toEqual({ ok: true });
    }
    for (const url of gateway.instanceUrls) expect(codeOf(await askFrom(url, visitor, SUBSCRIBE, { email: 'scaled.news.more@example.org' }))).toBe('RATE_LIMITED');
    // Through the round-robin proxy too each visitor is counted apart (X-Forwarded-For, TRUST_PROXY).
    expect(codeOf(await askFrom(gateway.url, visitor, SUBSCRIBE, { email: 'scaled.news.more@example.org' }))).toBe('RATE_LIMITED');
    expect(dataOf(await askFrom(gateway.url, '127.0.0.41', SUBSCRIBE, { email: 'scaled.news.other@example.org' }), 'subscribeNewsletter')).toEqual({ ok: true });
  });
});
