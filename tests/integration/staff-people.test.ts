// The staff console's people, audit, reminder and staff-account fields (issue 20 items 2, 5, 6, 7)
// through the real gateway and backend, with a real SMTP sink: members paged and searched with
// their applications, subscribers and their Mailchimp CSV, a session's reminders and the mail's
// opt-out link through the gateway, the audit log of the staff actions, and an invitation accepted,
// enrolled, its recovery codes renewed, signed in and deactivated. A member's token is refused on
// every one of these fields.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../backend/src/auth/totp.ts';
import { routeTable } from '../../backend/src/openapi/routes.ts';
import { auditActions } from '../../web/src/features/staff/audit/auditActions.ts';
import { codeOf, createMember, dataOf, graphql, loggedInMember, managerToken } from '../support/applications.ts';
import { startMailSink, type MailSink } from '../support/mail-sink.ts';
import { managerEmail, managerLoginBody } from '../support/manager.ts';
import { startBackend, startGateway, type Backend, type Tier } from '../support/stack.ts';

let sink: MailSink;
let backend: Backend;
let gateway: Tier;
const gql = graphql(() => gateway.url);
/** The manager's token from the backend, for test setup only. */
let setupToken: string;
/** The manager's staff session, signed in through the gateway. */
let staff: string;
let member: string;

const hour = 3_600_000;
const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));
const mailText = (mail: { text?: string; html?: string | false }) => `${mail.text ?? ''}\n${mail.html || ''}`;

const SIGN_IN = `mutation ($input: StaffSignInInput!) { staffSignIn(input: $input) { step token } }`;
const MEMBERS = `query ($search: String, $page: Int, $pageSize: Int) { staffMembers(search: $search, page: $page, pageSize: $pageSize) { total items { id email firstName lastName verified subscribed createdAt } } }`;
const MEMBER = `query ($id: ID!) { staffMember(id: $id) { id email applications { id programme sessionId status teamName ownerEmail submittedAt submittedInGrace } } }`;
const SUBSCRIBERS = `query ($page: Int, $pageSize: Int) { staffSubscribers(page: $page, pageSize: $pageSize) { total items { email confirmedAt } } }`;
const EXPORT_MEMBERS = `mutation ($input: StaffExportMembersInput!) { staffExportMembers(input: $input) { url expiresAt } }`;
const EXPORT_SUBSCRIBERS = `mutation { staffExportSubscribers { url expiresAt } }`;
const REMINDERS = `query ($sessionId: ID!) { staffReminders(programme: INVENTION, sessionId: $sessionId) { applyEnd stages { hoursBefore at configured passed sent failed applications { applicationId teamName sentAt delivered } } } }`;
const PREVIEW = `query ($sessionId: ID!, $hours: Int!, $language: StaffLanguage!) { staffReminderPreview(programme: INVENTION, sessionId: $sessionId, hoursBefore: $hours, language: $language) { to subject html text } }`;
const AUDIT = `query ($filter: StaffAuditFilter, $page: Int, $pageSize: Int) { staffAuditLog(filter: $filter, page: $page, pageSize: $pageSize) { total items { id at actor action target detail from } } }`;
const MANAGERS = `{ staffManagers { id email active enrolled invited } }`;
const INVITE = `mutation ($input: StaffInviteInput!) { staffInviteManager(input: $input) { id email active enrolled invited } }`;
const ACCEPT = `mutation ($input: StaffAcceptInviteInput!) { staffAcceptInvite(input: $input) { ticket secret otpauthUri } }`;
const ENROL = `mutation ($input: StaffEnrolTotpInput!) { staffEnrolTotp(input: $input) { token recoveryCodes } }`;
const DEACTIVATE = `mutation ($id: ID!) { staffDeactivateManager(input: { id: $id }) { id active } }`;
const RENEW_CODES = `mutation ($totp: String!) { staffRenewRecoveryCodes(input: { totp: $totp }) { recoveryCodes } }`;

beforeAll(async () => {
  sink = await startMailSink();
  backend = await startBackend({ LOG_LEVEL: 'warn', SMTP_URL: sink.url, REMINDER_CHECK_SECONDS: '1' });
  gateway = await startGateway(backend.url, { REQUEST_LOG: 'off' });
  setupToken = await managerToken(backend.url);
  const signedIn = dataOf<{ step: string; token: string }>(await gql.ask(SIGN_IN, { input: await managerLoginBody() }), 'staffSignIn');
  expect(signedIn.step).toBe('SIGNED_IN');
  staff = signedIn.token;
  member = await loggedInMember(gql, backend.url, setupToken, 'people.member@example.org', { firstName: 'Member', lastName: 'Token' });
}, 120_000);
afterAll(async () => {
  await gateway?.stop();
  await backend?.stop();
  await sink?.stop();
});

describe('members', () => {
  it('pages the members oldest first and searches their e-mails and names', async () => {
    for (const [email, firstName] of [['people.a@example.org', 'Alma'], ['people.b@example.org', 'Bruno'], ['people.c@example.org', 'Zebulon']] as const) {
      await createMember(backend.url, setupToken, email, { firstName, lastName: '測試' });
    }
    type Page = { total: number; items: { email: string; firstName: string; verified: boolean }[] };
    const first = dataOf<Page>(await gql.ask(MEMBERS, { search: 'people.', pageSize: 2 }, { token: staff }), 'staffMembers');
    expect(first.total).toBe(4);
    expect(first.items.map((item) => item.email)).toEqual(['people.member@example.org', 'people.a@example.org']);
    const second = dataOf<Page>(await gql.ask(MEMBERS, { search: 'people.', page: 2, pageSize: 2 }, { token: staff }), 'staffMembers');
    expect(second.items.map((item) => item.email)).toEqual(['people.b@example.org', 'people.c@example.org']);
    const byName = dataOf<Page>(await gql.ask(MEMBERS, { search: 'zebu' }, { token: staff }), 'staffMembers');
    expect(byName).toMatchObject({ total: 1, items: [{ email: 'people.c@example.org', firstName: 'Zebulon', verified: true }] });
    // Staff accounts are not members.
    expect(dataOf<Page>(await gql.ask(MEMBERS, { search: managerEmail }, { token: staff }), 'staffMembers').total).toBe(0);
    expect(codeOf(await gql.ask(MEMBERS, { pageSize: 101 }, { token: staff }))).toBe('BAD_USER_INPUT');
  });

  it('exports the searched members as a one-minute link the browser follows through the gateway', async () => {
    const link = dataOf<{ url: string; expiresAt: string }>(await gql.ask(EXPORT_MEMBERS, { input: { search: 'people.' } }, { token: staff, lang: 'en' }), 'staffExportMembers');
    expect(link.url).toMatch(/^\/files\/exports\/members-en\.xlsx\?ask=/);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
    const file = await fetch(`${gateway.url}${link.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe("a member's applications, the session's reminders and the opt-out link", () => {
  it('lists the draft in the member, reports and previews the reminder, and turns reminders off through the gateway', { timeout: 90_000 }, async () => {
    const email = 'people.drafter@example.org';
    const token = await loggedInMember(gql, backend.url, setupToken, email, { firstName: 'Drafty', lastName: '提醒' });
    const form = new FormData();
    form.set('data', JSON.stringify({ team: { name: '提醒測試隊' }, proposal: {} }));
    form.set('keepList', '[]');
    const saved = await fetch(`${backend.url}/api/invention/apply/pvt/resource`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-language': 'en' }, body: form });
    expect(saved.status).toBe(200);
    const draftId = String(((await saved.json()) as { id: number }).id);

    const found = dataOf<{ items: { id: string }[] }>(await gql.ask(MEMBERS, { search: email }, { token: staff }), 'staffMembers');
    const memberId = found.items[0]!.id;
    const detail = dataOf<{ email: string; applications: Record<string, unknown>[] }>(await gql.ask(MEMBER, { id: memberId }, { token: staff }), 'staffMember');
    expect(detail.email).toBe(email);
    expect(detail.applications).toEqual([
      { id: draftId, programme: 'INVENTION', sessionId: expect.any(String), status: 'DRAFT', teamName: '提醒測試隊', ownerEmail: email, submittedAt: null, submittedInGrace: false },
    ]);
    expect(dataOf(await gql.ask(MEMBER, { id: '999999' }, { token: staff }), 'staffMember')).toBeNull();
    const sessionId = detail.applications[0]!.sessionId as string;

    // The 2-hour stage falls due two seconds from now (after the draft was started).
    const headers = { authorization: `Bearer ${setupToken}`, 'content-type': 'application/json' };
    const session = (await (await fetch(`${backend.url}/api/invention/session/pvt/resource/${sessionId}`, { headers })).json()) as Record<string, unknown>;
    const { name, applyStart, finalUploadEnd, active, published } = session;
    const applyEnd = new Date(Date.now() + 2 * hour + 2_000).toISOString();
    const put = await fetch(`${backend.url}/api/invention/session/pvt/resource/${sessionId}?confirmDeadlineChange=1`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ name, applyStart, applyEnd, finalUploadEnd: new Date(Math.max(Date.parse(applyEnd), Date.parse(finalUploadEnd as string))).toISOString(), active, published, reminderStages: [24, 2] }),
    });
    expect(put.status).toBe(200);

    const preview = dataOf<{ to: string; subject: string; html: string; text: string }>(
      await gql.ask(PREVIEW, { sessionId, hours: 2, language: 'EN' }, { token: staff }),
      'staffReminderPreview',
    );
    expect(preview.to).toBe(email);
    expect(preview.subject).not.toBe('');
    expect(preview.text).toContain('/api/reminders/off?token=');
    expect(codeOf(await gql.ask(PREVIEW, { sessionId, hours: 5, language: 'EN' }, { token: staff }))).toBe('BAD_USER_INPUT');

    const mail = await sink.waitFor(email, 0, 30_000);
    const link = /\/api\/reminders\/off\?token=[^\s"<>&]+/.exec(mailText(mail))?.[0];
    expect(link).toBeDefined();

    type Report = { applyEnd: string; stages: { hoursBefore: number; configured: boolean; passed: boolean; sent: number; failed: number; applications: { applicationId: string; teamName: string | null; delivered: boolean }[] }[] };
    let report: Report | undefined;
    for (let tries = 0; tries < 50; tries++) {
      report = dataOf<Report>(await gql.ask(REMINDERS, { sessionId }, { token: staff }), 'staffReminders');
      if (report.stages.find((stage) => stage.hoursBefore === 2)?.applications[0]?.delivered) break;
      await sleep(200);
    }
    expect(report?.applyEnd).toBe(applyEnd);
    expect(report?.stages.map((stage) => [stage.hoursBefore, stage.configured, stage.passed])).toEqual([[24, true, true], [2, true, true]]);
    expect(report?.stages[1]).toMatchObject({ sent: 1, failed: 0, applications: [{ applicationId: draftId, teamName: '提醒測試隊', delivered: true }] });
    expect(report?.stages[0]).toMatchObject({ sent: 0, applications: [] });

    // The mail's link goes to the site's origin: the gateway forwards it to the backend.
    const off = await fetch(`${gateway.url}${link}`);
    expect(off.status).toBe(200);
    expect(await off.text()).toContain('Reminders off');
    expect((await fetch(`${gateway.url}/api/reminders/off?token=1.forged`)).status).toBe(400);
  });
});

describe('subscribers', () => {
  it('lists the confirmed subscribers newest first and exports them as the CSV Mailchimp imports', { timeout: 60_000 }, async () => {
    const SUBSCRIBE = `mutation ($email: String!) { subscribeNewsletter(email: $email) { ok } }`;
    const CONFIRM = `mutation ($token: String!) { confirmNewsletter(token: $token) { ok } }`;
    for (const email of ['reader.one@example.org', 'reader.two@example.org', 'reader.pending@example.org']) {
      const since = sink.mails.length;
      dataOf(await gql.ask(SUBSCRIBE, { email }), 'subscribeNewsletter');
      const mail = await sink.waitFor(email, since);
      const token = /confirm=([A-Za-z0-9_-]+)/.exec(mailText(mail))?.[1];
      if (email !== 'reader.pending@example.org') dataOf(await gql.ask(CONFIRM, { token }), 'confirmNewsletter');
      await sleep(20);
    }
    const page = dataOf<{ total: number; items: { email: string; confirmedAt: string }[] }>(await gql.ask(SUBSCRIBERS, { pageSize: 1 }, { token: staff }), 'staffSubscribers');
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.email)).toEqual(['reader.two@example.org']);
    const next = dataOf<{ items: { email: string }[] }>(await gql.ask(SUBSCRIBERS, { page: 2, pageSize: 1 }, { token: staff }), 'staffSubscribers');
    expect(next.items.map((item) => item.email)).toEqual(['reader.one@example.org']);

    const link = dataOf<{ url: string }>(await gql.ask(EXPORT_SUBSCRIBERS, {}, { token: staff }), 'staffExportSubscribers');
    expect(link.url).toMatch(/^\/files\/exports\/subscribers\.csv\?ask=/);
    const csv = await fetch(`${gateway.url}${link.url}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await csv.text()).toBe('"Email Address"\r\n"reader.two@example.org"\r\n"reader.one@example.org"\r\n');
  });
});

describe('staff accounts and the audit log', () => {
  it('invites, accepts with the members’ password rule, enrols, renews the recovery codes, signs in and deactivates, never the last manager', { timeout: 90_000 }, async () => {
    const email = 'new.staff@example.org';
    const invited = dataOf<{ id: string; email: string; invited: boolean; enrolled: boolean; active: boolean }>(
      await gql.ask(INVITE, { input: { email, language: 'EN' } }, { token: staff }),
      'staffInviteManager',
    );
    expect(invited).toMatchObject({ email, invited: true, enrolled: false, active: true });
    const mail = await sink.waitFor(email);
    expect(mailText(mail)).toContain('/en/staff/invite?token=');
    const token = decodeURIComponent(/staff\/invite\?token=([^\s"<>&]+)/.exec(mailText(mail))?.[1] ?? '');

    expect(codeOf(await gql.ask(ACCEPT, { input: { token, password: 'short' } }))).toBe('BAD_USER_INPUT');
    const forged = await gql.ask(ACCEPT, { input: { token: 'not-an-invitation', password: 'Invitee#2026' } }, { lang: 'en' });
    expect([codeOf(forged), forged.errors?.[0]?.extensions.reason]).toEqual(['BAD_USER_INPUT', 'INVALID_INVITE']);
    const enrolment = dataOf<{ ticket: string; secret: string; otpauthUri: string }>(await gql.ask(ACCEPT, { input: { token, password: 'Invitee#2026' } }), 'staffAcceptInvite');
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    // The link works once.
    expect((await gql.ask(ACCEPT, { input: { token, password: 'Invitee#2026' } })).errors?.[0]?.extensions.reason).toBe('INVALID_INVITE');

    const enrolled = dataOf<{ token: string; recoveryCodes: string[] }>(await gql.ask(ENROL, { input: { ticket: enrolment.ticket, totp: totpCode(enrolment.secret) } }), 'staffEnrolTotp');
    expect(enrolled.recoveryCodes).toHaveLength(10);
    // New recovery codes for the app's next code: the enrolment's stop working, a new one signs in.
    const renewed = dataOf<{ recoveryCodes: string[] }>(
      await gql.ask(RENEW_CODES, { totp: totpCode(enrolment.secret, Date.now() + 30_000) }, { token: enrolled.token }),
      'staffRenewRecoveryCodes',
    );
    const withRecovery = (recoveryCode: string) => gql.ask(SIGN_IN, { input: { email, password: 'Invitee#2026', recoveryCode } });
    expect(codeOf(await withRecovery(enrolled.recoveryCodes[0]!))).toBe('UNAUTHENTICATED');
    const signIn = dataOf<{ step: string; token: string }>(await withRecovery(renewed.recoveryCodes[0]!), 'staffSignIn');
    expect(signIn.step).toBe('SIGNED_IN');

    const managers = dataOf<{ id: string; email: string; enrolled: boolean; invited: boolean; active: boolean }[]>(await gql.ask(MANAGERS, {}, { token: signIn.token }), 'staffManagers');
    expect(managers.find((manager) => manager.email === email)).toEqual({ id: invited.id, email, enrolled: true, invited: false, active: true });

    expect(dataOf(await gql.ask(DEACTIVATE, { id: invited.id }, { token: staff }), 'staffDeactivateManager')).toEqual({ id: invited.id, active: false });
    // The new account's session ended with it.
    expect(codeOf(await gql.ask(MANAGERS, {}, { token: signIn.token }))).toBe('UNAUTHENTICATED');

    const self = managers.find((manager) => manager.email === managerEmail)!;
    for (const [lang, words] of [['en', /last active staff account/], ['zhTw', /最後一位/]] as const) {
      const refused = await gql.ask(DEACTIVATE, { id: self.id }, { token: staff, lang });
      expect([codeOf(refused), refused.errors?.[0]?.extensions.reason]).toEqual(['CONFLICT', 'LAST_MANAGER']);
      expect(refused.errors?.[0]?.message).toMatch(words);
    }
  });

  it('reads the sign-in, the invitation and the export in the log, filtered by action and actor, paged', async () => {
    type Log = { total: number; items: { id: string; actor: string | null; action: string; target: string | null; detail: string; from: string | null }[] };
    const log = (filter: object, page = 1, pageSize = 50) => gql.ask(AUDIT, { filter, page, pageSize }, { token: staff }).then((answer) => dataOf<Log>(answer, 'staffAuditLog'));

    const logins = await log({ action: 'manager.login', actor: managerEmail });
    expect(logins.total).toBeGreaterThanOrEqual(2);
    expect(logins.items.every((item) => item.action === 'manager.login' && item.actor === managerEmail)).toBe(true);
    expect(JSON.parse(logins.items[0]!.detail)).toMatchObject({ secondFactor: 'totp' });

    const invites = await log({ action: 'manager.invite' });
    expect(invites.total).toBe(1);
    expect(invites.items[0]).toMatchObject({ actor: managerEmail, target: expect.stringMatching(/^account \d+$/) });
    expect(JSON.parse(invites.items[0]!.detail)).toMatchObject({ email: 'new.staff@example.org', lang: 'en' });

    const deactivated = await log({ action: 'manager.deactivate' });
    expect(deactivated.items).toEqual([expect.objectContaining({ actor: managerEmail, target: expect.stringMatching(/^account \d+$/) })]);
    expect(JSON.parse(deactivated.items[0]!.detail)).toEqual({ email: 'new.staff@example.org' });

    const exports = await log({ action: 'POST /api/user/resource/pvt/download/link', actor: managerEmail });
    expect(exports.total).toBe(1);
    expect((await log({ action: 'export.download' })).total).toBe(2);

    // Another actor's entries are not a manager's.
    expect((await log({ action: 'manager.invite', actor: 'new.staff@example.org' })).total).toBe(0);
    const all = await log({}, 1, 2);
    const second = await log({}, 2, 2);
    expect(all.total).toBeGreaterThan(4);
    expect(all.items).toHaveLength(2);
    expect(second.items.map((item) => item.id)).not.toContain(all.items[0]!.id);
    const future = await log({ from: new Date(Date.now() + hour).toISOString() });
    expect(future.total).toBe(0);
  });
});

describe('the audit log in the officer’s words', () => {
  it('has words for every action the backend records: its named actions and every route a manager writes to or exports from', () => {
    const known = new Set(auditActions.map((action) => action.code));
    // backend/src/audit/log.ts: the actions named where they happen…
    const backend = new URL('../../backend/src/', import.meta.url);
    const sources = readdirSync(backend, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    const named = sources.flatMap((file) => [...readFileSync(new URL(file, backend), 'utf8').matchAll(/\baudit\(\s*request,\s*'([\w.]+)'/g)].map((match) => match[1]!));
    expect(named).toEqual(expect.arrayContaining(['manager.login', 'manager.deactivate', 'export.download']));
    // …and the managers' calls the route hook records by method and route, but those that write a named entry.
    const namedRoutes = ['POST /api/manager/logout', 'POST /api/manager/invite', 'POST /api/manager/:id/deactivate', 'POST /api/manager/totp/recovery-codes'];
    // A session's renewal while the officer works is recorded by nobody (audit/log.ts skips `/token/refresh`).
    const unrecorded = ['POST /api/manager/token/refresh'];
    const routes = routeTable
      .filter((route) => route.who.includes('manager') && (route.method !== 'get' || /\/(download|export)\//.test(route.path)))
      .map((route) => `${route.method.toUpperCase()} ${route.path.replaceAll(/\{(\w+)\}/g, ':$1')}`)
      .filter((code) => !namedRoutes.includes(code) && !unrecorded.includes(code));
    expect(routes).toContain('PUT /api/invention/session/pvt/resource/:id');
    expect([...new Set([...named, ...routes])].filter((code) => !known.has(code))).toEqual([]);
  });
});

describe('roles', () => {
  it("refuses a member's token on every one of these fields", async () => {
    const asked: [string, object][] = [
      [MEMBERS, {}],
      [MEMBER, { id: '1' }],
      [SUBSCRIBERS, {}],
      [EXPORT_MEMBERS, { input: {} }],
      [EXPORT_SUBSCRIBERS, {}],
      [REMINDERS, { sessionId: '1' }],
      [PREVIEW, { sessionId: '1', hours: 24, language: 'ZH_TW' }],
      [AUDIT, {}],
      [MANAGERS, {}],
      [INVITE, { input: { email: 'x@example.org', language: 'EN' } }],
      [DEACTIVATE, { id: '1' }],
      [RENEW_CODES, { totp: '123456' }],
    ];
    for (const [query, variables] of asked) expect([query, codeOf(await gql.ask(query, variables, { token: member }))]).toEqual([query, 'FORBIDDEN']);
  });
});
