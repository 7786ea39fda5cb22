// The staff console's sessions and applications through the GATEWAY against the real backend: the
// manager signs in through the gateway (password and authenticator code); sessions created, changed
// (a deadline move of a session with applications only when confirmed, and in the audit log) and
// activated; the table paged past 100 rows, filtered, searched and sorted on the server; the detail
// with its history; the incubator's raise and downgrade; the export followed and read back; a
// member's token refused on every field.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, dataOf, graphql, loggedInMember, managerToken, type Answer } from '../support/applications.ts';
import { managerEmail, managerPassword, managerTotp } from '../support/manager.ts';
import { seedApplications, type SeededApplication } from '../support/seed-applications.ts';
import { startBackend, startGateway, type Backend, type Tier } from '../support/stack.ts';

let backend: Backend;
let gateway: Tier;
let staff: string;
let member: string;
const gql = graphql(() => gateway.url);
const ask = (query: string, variables: object = {}, lang?: 'zhTw' | 'en') => gql.ask(query, variables, { token: staff, lang });

const SIGN_IN = `mutation ($input: StaffSignInInput!) { staffSignIn(input: $input) { step token } }`;
const SESSION_FIELDS = `id programme name { zhTw en } applyStart applyEnd finalUploadEnd submitGraceSeconds reminderStages active applicationCount`;
const SESSIONS = `query ($programme: Programme!) { staffSessions(programme: $programme) { ${SESSION_FIELDS} } }`;
const CREATE = `mutation ($input: StaffSessionInput!) { staffCreateSession(input: $input) { ${SESSION_FIELDS} } }`;
const UPDATE = `mutation ($input: StaffUpdateSessionInput!) { staffUpdateSession(input: $input) { ${SESSION_FIELDS} } }`;
const ACTIVATE = `mutation ($input: StaffSessionRefInput!) { staffActivateSession(input: $input) { id active } }`;
const TABLE = `query ($programme: Programme!, $filter: StaffApplicationFilter!, $page: Int, $pageSize: Int) {
  staffApplications(programme: $programme, filter: $filter, page: $page, pageSize: $pageSize) {
    total items { id programme sessionId registrationNumber status teamName leaderName leaderEmail organisation ownerEmail updatedAt submittedAt submittedInGrace }
  }
}`;
const HISTORY = `history { kind at by detail }`;
const INVENTION = `query ($id: ID!) { staffInventionApplication(id: $id) { ownerEmail submittedInGrace application { id status team { name } } ${HISTORY} } }`;
const INCUBATOR = `query ($id: ID!) { staffIncubatorApplication(id: $id) { ownerEmail application { id status } ${HISTORY} } }`;
const RAISE = `mutation ($input: StaffApplicationRefInput!) { staffRaiseApplication(input: $input) { application { status } } }`;
const DOWNGRADE = `mutation ($input: StaffApplicationRefInput!) { staffDowngradeApplication(input: $input) { application { status } } }`;
const EXPORT = `mutation ($input: StaffExportApplicationsInput!) { staffExportApplications(input: $input) { url expiresAt } }`;

interface Session {
  id: string;
  name: { zhTw: string; en: string };
  applyStart: string;
  applyEnd: string;
  finalUploadEnd: string;
  submitGraceSeconds: number;
  reminderStages: number[];
  active: boolean;
  applicationCount: number;
}
interface Row {
  id: string;
  registrationNumber: string | null;
  status: string;
  teamName: string | null;
  leaderName: string | null;
  organisation: string | null;
  ownerEmail: string;
  submittedAt: string | null;
}
interface Page {
  total: number;
  items: Row[];
}

const day = 86_400_000;
const sessionInput = (programme: 'INVENTION' | 'INCUBATOR', offsetDays = 0) => ({
  programme,
  name: { zhTw: '測試屆', en: 'Test session' },
  applyStart: new Date(Date.now() - day + offsetDays * day).toISOString(),
  applyEnd: new Date(Date.now() + 30 * day + offsetDays * day).toISOString(),
  finalUploadEnd: new Date(Date.now() + 60 * day + offsetDays * day).toISOString(),
});
const page = async (filter: object, pageNumber = 1, pageSize = 25, programme = 'INVENTION') =>
  dataOf<Page>(await ask(TABLE, { programme, filter, page: pageNumber, pageSize }), 'staffApplications');

let session: Session;
let seeded: SeededApplication[];

beforeAll(async () => {
  backend = await startBackend({ JWT_SECRET: 'integration-test-secret-of-forty-characters', LOG_LEVEL: 'warn' });
  gateway = await startGateway(backend.url, { REQUEST_LOG: 'off' });
  const signedIn = await gql.ask(SIGN_IN, { input: { email: managerEmail, password: managerPassword, totp: await managerTotp() } });
  staff = dataOf<{ step: string; token: string }>(signedIn, 'staffSignIn').token;
  member = await loggedInMember(gql, backend.url, await managerToken(backend.url), 'staff-apps-member@example.org');
  session = dataOf<Session>(await ask(CREATE, { input: sessionInput('INVENTION', 1) }), 'staffCreateSession');
  seeded = await seedApplications(backend, { programme: 'invention', sessionId: Number(session.id), count: 130, tag: 'tbl' });
}, 180_000);
afterAll(async () => {
  await gateway?.stop();
  await backend?.stop();
});

describe('sessions', () => {
  it('creates one inactive, with the defaults, and checks the input before any call', async () => {
    expect(session).toMatchObject({ name: { zhTw: '測試屆', en: 'Test session' }, active: false, submitGraceSeconds: 120, reminderStages: [168, 24, 3] });

    const input = { ...sessionInput('INVENTION'), name: { zhTw: ' ', en: 'x' }, submitGraceSeconds: 601, reminderStages: [24, 24] };
    input.applyEnd = input.applyStart;
    const refused = await ask(CREATE, { input }, 'en');
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    const fields = (refused.errors?.[0]?.extensions.fields as { path: string; message: string }[]).map((field) => field.path);
    expect(fields).toEqual(expect.arrayContaining(['name.zhTw', 'submitGraceSeconds', 'reminderStages', 'applyEnd']));
    expect(refused.errors?.[0]?.extensions.fields).toContainEqual({ path: 'applyEnd', message: 'Dates must run apply start < apply end ≤ final upload end' });
  });

  it('lists the programme newest first with application counts, and activates one', async () => {
    const sessions = dataOf<Session[]>(await ask(SESSIONS, { programme: 'INVENTION' }), 'staffSessions');
    expect(sessions[0]).toMatchObject({ id: session.id, applicationCount: 130 });
    const starts = sessions.map((one) => Date.parse(one.applyStart));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    const previous = sessions.find((one) => one.active);

    expect(dataOf(await ask(ACTIVATE, { input: { programme: 'INVENTION', id: session.id } }), 'staffActivateSession')).toEqual({ id: session.id, active: true });
    const after = dataOf<Session[]>(await ask(SESSIONS, { programme: 'INVENTION' }), 'staffSessions');
    expect(after.filter((one) => one.active).map((one) => one.id)).toEqual([session.id]);
    if (previous) expect(after.find((one) => one.id === previous.id)?.active).toBe(false);
  });

  it('moves the deadline of a session with applications only when confirmed, in the audit log', async () => {
    const base = { programme: 'INVENTION', name: session.name, applyStart: session.applyStart, finalUploadEnd: session.finalUploadEnd };
    const later = new Date(Date.parse(session.applyEnd) + day).toISOString();

    // Other changes need no confirmation.
    const renamed = await ask(UPDATE, { input: { id: session.id, session: { ...base, applyEnd: session.applyEnd, name: { zhTw: '改名', en: 'Renamed' } } } });
    expect(dataOf<Session>(renamed, 'staffUpdateSession')).toMatchObject({ name: { en: 'Renamed' }, active: true });

    const refused = await ask(UPDATE, { input: { id: session.id, session: { ...base, applyEnd: later } } }, 'en');
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.extensions.reason).toBe('DEADLINE_CHANGE_UNCONFIRMED');
    expect(refused.errors?.[0]?.message).toMatch(/confirmation/);

    // Nor can a script skip the question.
    const direct = await fetch(`${backend.url}/api/invention/session/pvt/resource/${session.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...base, programme: undefined, applyEnd: later, active: true }),
    });
    expect(direct.status).toBe(409);

    // Visitors' answer is cached (30 s) before the move, and shows the new deadline right after it.
    const publicDeadline = async () => dataOf<{ applyEnd: string }>(await gql.ask('query PublicDeadline { session(programme: INVENTION) { applyEnd } }'), 'session').applyEnd;
    expect(await publicDeadline()).toBe(session.applyEnd);
    expect(await publicDeadline()).toBe(session.applyEnd);

    const moved = await ask(UPDATE, { input: { id: session.id, session: { ...base, applyEnd: later }, confirmDeadlineChange: true } });
    expect(dataOf<Session>(moved, 'staffUpdateSession')).toMatchObject({ applyEnd: later, active: true });
    expect(await publicDeadline()).toBe(later);

    const audit = await fetch(`${backend.url}/api/manager/audit?action=${encodeURIComponent('PUT /api/invention/session/pvt/resource/:id')}`, { headers: { authorization: `Bearer ${staff}` } });
    const entries = ((await audit.json()) as { items: { detail: Record<string, unknown> }[] }).items;
    expect(entries.map((entry) => entry.detail)).toContainEqual(expect.objectContaining({ previousApplyEnd: session.applyEnd, applyEnd: later, applications: 130 }));
  });
});

describe('the applications table', () => {
  it('pages past 100 rows on the server', async () => {
    const first = await page({ sessionId: session.id }, 1, 100);
    const second = await page({ sessionId: session.id }, 2, 100);
    expect(first.total).toBe(130);
    expect(first.items).toHaveLength(100);
    expect(second.items).toHaveLength(30);
    expect(new Set([...first.items, ...second.items].map((row) => row.id)).size).toBe(130);
    const tooBig = await ask(TABLE, { programme: 'INVENTION', filter: {}, page: 1, pageSize: 101 });
    expect(codeOf(tooBig)).toBe('BAD_USER_INPUT');
  });

  it('answers the rows the console shows', async () => {
    const one = seeded[1]!;
    const { items } = await page({ sessionId: session.id, search: one.teamName });
    expect(items).toEqual([
      expect.objectContaining({ id: String(one.id), teamName: one.teamName, leaderName: 'Leader 1', organisation: 'tbl school', ownerEmail: one.ownerEmail, status: 'SUBMITTED', registrationNumber: 'TBL00001' }),
    ]);
  });

  it('filters by several statuses and searches', async () => {
    const drafts = seeded.filter((row) => !row.submitted).length;
    expect((await page({ sessionId: session.id, statuses: ['DRAFT'] })).total).toBe(drafts);
    expect((await page({ sessionId: session.id, statuses: ['DRAFT', 'SUBMITTED'] })).total).toBe(130);
    expect((await page({ sessionId: session.id, statuses: ['FINAL_UPLOAD'] })).total).toBe(0);
    // The leader's e-mail and the registration number are searched too.
    expect((await page({ sessionId: session.id, search: 'tbl-leader-77@' })).items.map((row) => row.id)).toEqual([String(seeded[77]!.id)]);
    expect((await page({ sessionId: session.id, search: 'TBL00100' })).total).toBe(1);
  });

  it('sorts on the server, drafts last where a submit decides the place', async () => {
    const all = async (sort: string) => [...(await page({ sessionId: session.id, sort }, 1, 100)).items, ...(await page({ sessionId: session.id, sort }, 2, 100)).items];
    const byNumber = await all('REGISTRATION_NUMBER');
    const numbers = byNumber.map((row) => row.registrationNumber);
    const submittedCount = seeded.filter((row) => row.submitted).length;
    expect(numbers.slice(0, submittedCount)).toEqual([...numbers.slice(0, submittedCount)].sort());
    expect(numbers.slice(submittedCount).every((number) => number === null)).toBe(true);

    const latest = await all('SUBMITTED_DESC');
    const times = latest.slice(0, submittedCount).map((row) => Date.parse(row.submittedAt!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(latest.slice(submittedCount).every((row) => row.status === 'DRAFT')).toBe(true);
    expect((await all('SUBMITTED_ASC'))[0]?.registrationNumber).toBe('TBL00001');

    const names = (await all('TEAM_NAME')).map((row) => row.teamName);
    expect(names).toEqual([...names].sort());
  });
});

describe('one application', () => {
  it('answers every field with the owner and the history; null for an unknown id', async () => {
    const one = seeded[1]!;
    const answer = dataOf<{ ownerEmail: string; application: { status: string; team: { name: string } }; history: { kind: string; by: string | null; detail: string | null }[] }>(
      await ask(INVENTION, { id: String(one.id) }),
      'staffInventionApplication',
    );
    expect(answer).toMatchObject({ ownerEmail: one.ownerEmail, application: { status: 'SUBMITTED', team: { name: one.teamName } } });
    expect(answer.history.map((event) => event.kind)).toEqual(['CREATED', 'SUBMITTED', 'SUBMITTED_MAILED']);
    expect(answer.history[0]?.by).toBe(one.ownerEmail);
    expect(answer.history[2]).toMatchObject({ by: null, detail: 'tbl-leader-1@example.org' });

    expect(dataOf(await ask(INVENTION, { id: '999999' }), 'staffInventionApplication')).toBeNull();
    expect(dataOf(await ask(INVENTION, { id: 'nope' }), 'staffInventionApplication')).toBeNull();
  });

  it('raises and takes back an incubator application, refusing what the rules forbid', async () => {
    const sessions = dataOf<Session[]>(await ask(SESSIONS, { programme: 'INCUBATOR' }), 'staffSessions');
    const incubatorSession = sessions.find((one) => one.active) ?? sessions[0]!;
    const [draft, submitted] = await seedApplications(backend, { programme: 'incubator', sessionId: Number(incubatorSession.id), count: 2, tag: 'inc' });

    const refused = await ask(RAISE, { input: { id: String(draft!.id) } }, 'en');
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).not.toBe('');
    const refusedZh = await ask(RAISE, { input: { id: String(draft!.id) } }, 'zhTw');
    expect(refusedZh.errors?.[0]?.message).not.toBe(refused.errors?.[0]?.message);

    const id = String(submitted!.id);
    expect(dataOf(await ask(RAISE, { input: { id } }), 'staffRaiseApplication')).toEqual({ application: { status: 'FINAL_UPLOAD' } });
    expect(codeOf(await ask(RAISE, { input: { id } }))).toBe('CONFLICT');
    expect(dataOf(await ask(DOWNGRADE, { input: { id } }), 'staffDowngradeApplication')).toEqual({ application: { status: 'SUBMITTED' } });
    expect(codeOf(await ask(DOWNGRADE, { input: { id: '999999' } }))).toBe('NOT_FOUND');

    const detail = dataOf<{ history: { kind: string; by: string | null }[] }>(await ask(INCUBATOR, { id }), 'staffIncubatorApplication');
    expect(detail.history.map((event) => event.kind)).toEqual(['CREATED', 'SUBMITTED', 'SUBMITTED_MAILED', 'RAISED', 'DOWNGRADED']);
    expect(detail.history.at(-1)?.by).toBe(managerEmail);
  });
});

describe('the export', () => {
  it('answers a one-minute link the browser follows through the gateway, in the request language', async () => {
    const answer = dataOf<{ url: string; expiresAt: string }>(
      await ask(EXPORT, { input: { programme: 'INVENTION', sessionId: session.id } }, 'en'),
      'staffExportApplications',
    );
    expect(answer.url).toMatch(/^\/files\/exports\//);
    expect(Date.parse(answer.expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
    const res = await fetch(`${gateway.url}${answer.url}`);
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    // The header, then the submitted applications only.
    expect(sheet.actualRowCount).toBe(1 + seeded.filter((row) => row.submitted).length);

    const withDrafts = dataOf<{ url: string }>(await ask(EXPORT, { input: { programme: 'INVENTION', sessionId: session.id, includeDrafts: true, search: 'tbl team 0000' } }), 'staffExportApplications');
    const drafts = new ExcelJS.Workbook();
    await drafts.xlsx.load(await (await fetch(`${gateway.url}${withDrafts.url}`)).arrayBuffer());
    expect(drafts.worksheets[0]!.actualRowCount).toBe(1 + 10);
  });
});

describe('roles', () => {
  it('refuses a member token on every field, and no token at all', async () => {
    const asMember = (query: string, variables: object) => gql.ask(query, variables, { token: member });
    const calls: [string, object][] = [
      [SESSIONS, { programme: 'INVENTION' }],
      [TABLE, { programme: 'INVENTION', filter: {} }],
      [INVENTION, { id: '1' }],
      [INCUBATOR, { id: '1' }],
      [CREATE, { input: sessionInput('INVENTION') }],
      [UPDATE, { input: { id: session.id, session: sessionInput('INVENTION') } }],
      [ACTIVATE, { input: { programme: 'INVENTION', id: session.id } }],
      [RAISE, { input: { id: '1' } }],
      [DOWNGRADE, { input: { id: '1' } }],
      [EXPORT, { input: { programme: 'INVENTION' } }],
    ];
    for (const [query, variables] of calls) {
      const answer: Answer = await asMember(query, variables);
      expect(codeOf(answer), query).toBe('FORBIDDEN');
      expect(codeOf(await gql.ask(query, variables)), query).toBe('UNAUTHENTICATED');
    }
  });
});
