// The staff console's sessions and applications through the GATEWAY against the real backend: the
// manager signs in through the gateway (password and authenticator code); sessions created, changed
// (a deadline move of a session with applications only when confirmed, and in the audit log) and
// activated; the table paged past 100 rows, filtered, searched and sorted on the server; the detail
// with its history; the incubator's raise and downgrade (none once the final file is in); the
// export followed and read back (the table's statuses, the officer's words, Taipei times); these
// actions in the audit log; a member's token refused on every field.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, dataOf, graphql, loggedInMember, managerToken, pdf, type Answer } from '../support/applications.ts';
import { completeIncubatorInput, finalPdf, INC_FINAL, INC_SAVE, INC_SUBMIT, incubatorFiles, type IncubatorSaved } from '../support/incubator.ts';
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
const AUDIT = `query ($filter: StaffAuditFilter) { staffAuditLog(filter: $filter, pageSize: 100) { items { actor action target } } }`;

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
/** The incubator application raised and taken back, and the one whose final file is in. */
let raisedId: string;
let entered: IncubatorSaved;

/** Taipei's wall clock of an instant, as the spreadsheet writes it. */
const taipei = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** The export the console would download for `input`, followed through the gateway: its header row and rows keyed by it. */
async function exported(input: object, lang: 'zhTw' | 'en') {
  const link = dataOf<{ url: string; expiresAt: string }>(await ask(EXPORT, { input }, lang), 'staffExportApplications');
  expect(link.url).toMatch(/^\/files\/exports\//);
  expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
  const res = await fetch(`${gateway.url}${link.url}`);
  expect(res.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await res.arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, index) => {
    if (index > 1) rows.push(Object.fromEntries(headers.map((header, i) => [header, (row.values as unknown[])[i + 1]])));
  });
  return { headers, rows };
}

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
    raisedId = id;
    expect(dataOf(await ask(RAISE, { input: { id } }), 'staffRaiseApplication')).toEqual({ application: { status: 'FINAL_UPLOAD' } });
    expect(codeOf(await ask(RAISE, { input: { id } }))).toBe('CONFLICT');
    expect(dataOf(await ask(DOWNGRADE, { input: { id } }), 'staffDowngradeApplication')).toEqual({ application: { status: 'SUBMITTED' } });
    expect(codeOf(await ask(DOWNGRADE, { input: { id: '999999' } }))).toBe('NOT_FOUND');

    const detail = dataOf<{ history: { kind: string; by: string | null }[] }>(await ask(INCUBATOR, { id }), 'staffIncubatorApplication');
    expect(detail.history.map((event) => event.kind)).toEqual(['CREATED', 'SUBMITTED', 'SUBMITTED_MAILED', 'RAISED', 'DOWNGRADED']);
    expect(detail.history.at(-1)?.by).toBe(managerEmail);
  });

  it('refuses to take an application back once the team’s final file is in', async () => {
    const input = completeIncubatorInput({ teamName: '決選隊', members: [{ email: 'final.lead@example.org' }] });
    const draft = dataOf<IncubatorSaved>(await gql.upload(INC_SAVE, { input }, incubatorFiles(), { token: member }), 'saveIncubatorDraft');
    dataOf(await gql.ask(INC_SUBMIT, { id: draft.id, key: randomUUID() }, { token: member }), 'submitIncubatorApplication');
    expect(dataOf(await ask(RAISE, { input: { id: draft.id } }), 'staffRaiseApplication')).toEqual({ application: { status: 'FINAL_UPLOAD' } });
    entered = dataOf<IncubatorSaved>(await gql.upload(INC_FINAL, { id: draft.id, file: null }, [finalPdf(pdf())], { token: member }), 'uploadIncubatorFinal');
    expect(entered.status).toBe('FINAL_ENTERED');

    const refused = await ask(DOWNGRADE, { input: { id: draft.id } }, 'en');
    expect([codeOf(refused), refused.data]).toEqual(['CONFLICT', null]);
    const detail = dataOf<{ application: { status: string }; history: { kind: string }[] }>(await ask(INCUBATOR, { id: draft.id }), 'staffIncubatorApplication');
    expect(detail.application.status).toBe('FINAL_ENTERED');
    expect(detail.history.map((event) => event.kind)).not.toContain('DOWNGRADED');
  });
});

describe('the export', () => {
  it('answers a one-minute link the browser follows through the gateway, submitted only unless drafts are asked for', async () => {
    const submitted = seeded.filter((row) => row.submitted);
    const { headers, rows } = await exported({ programme: 'INVENTION', sessionId: session.id }, 'en');
    expect(rows).toHaveLength(submitted.length);
    // In the request's language.
    expect(headers.slice(0, 2)).toEqual(['Registration number', 'Status']);
    expect(new Set(rows.map((row) => row.Status))).toEqual(new Set(['Successfully submitted']));

    const withDrafts = await exported({ programme: 'INVENTION', sessionId: session.id, includeDrafts: true, search: 'tbl team 0000' }, 'en');
    expect(withDrafts.rows).toHaveLength(10);
  });

  it('holds the rows the status-filtered table shows: the checked statuses alone, drafts only if checked', async () => {
    // includeDrafts says the opposite each time: with statuses checked it is not read.
    for (const statuses of [['DRAFT'], ['SUBMITTED', 'FINAL_UPLOAD']]) {
      const table = await page({ sessionId: session.id, statuses });
      const { rows } = await exported({ programme: 'INVENTION', sessionId: session.id, statuses, includeDrafts: !statuses.includes('DRAFT') }, 'en');
      expect([statuses, rows.length]).toEqual([statuses, table.total]);
    }
  });

  it('reads in the officer’s language: headers, values as the form’s labels, Taipei times, the files as links to the console', async () => {
    const { headers, rows: drafts } = await exported({ programme: 'INVENTION', sessionId: session.id, statuses: ['DRAFT'] }, 'zhTw');
    expect(headers.slice(0, 6)).toEqual(['報名編號', '狀態', '帳號 e-mail', '送出時間（台北）', '於截止後寬限時間內送出', '最後儲存（台北）']);
    expect(headers).toEqual(expect.arrayContaining(['隊伍名稱', '隊員 1 · 電子信箱', '後台頁面']));
    expect(new Set(drafts.map((row) => row['狀態']))).toEqual(new Set(['草稿']));
    // The first seeded draft was last saved at 2026-03-01T00:00Z.
    expect(drafts.find((row) => row['隊伍名稱'] === 'tbl team 00000')).toMatchObject({ '帳號 e-mail': 'tbl-0@example.org', '最後儲存（台北）': '2026-03-01 08:00', '隊員 1 · 電子信箱': 'tbl-leader-0@example.org' });

    const { rows: finals } = await exported({ programme: 'INCUBATOR', statuses: ['FINAL_ENTERED'] }, 'zhTw');
    const consolePage = expect.stringMatching(new RegExp(`/zhTw/staff/incubator/applications/${entered.id}$`));
    expect(finals).toEqual([
      expect.objectContaining({
        狀態: '已進入決選',
        團隊名稱: '決選隊',
        申請組別: '臺灣育成組',
        '成員 1 · 出生日期': '1996-06-15',
        '送出時間（台北）': taipei(entered.submittedAt!),
        '決選資料上傳時間（台北）': taipei(entered.finalSubmittedAt!),
        決選資料: { text: '已上傳', hyperlink: consolePage },
        後台頁面: { text: '開啟', hyperlink: consolePage },
      }),
    ]);
  });
});

describe('the audit log', () => {
  it('holds the session’s creation and activation, the raise and the downgrade, read through the gateway', async () => {
    const logged = async (action: string) => dataOf<{ items: { actor: string; action: string; target: string | null }[] }>(await ask(AUDIT, { filter: { action } }), 'staffAuditLog').items;
    const entry = (action: string, target: string) => ({ actor: managerEmail, action, target });
    const created = 'POST /api/invention/session/pvt/resource';
    expect(await logged(created)).toContainEqual(entry(created, 'invention/session'));
    const activated = 'POST /api/invention/session/pvt/active/:id';
    expect(await logged(activated)).toContainEqual(entry(activated, `invention/session ${session.id}`));
    for (const action of ['POST /api/incubator/apply/pvt/raise/:id', 'POST /api/incubator/apply/pvt/downgrade/:id']) {
      expect(await logged(action)).toContainEqual(entry(action, `incubator/apply ${raisedId}`));
    }
    // A refused downgrade is no action.
    expect((await logged('POST /api/incubator/apply/pvt/downgrade/:id')).map((one) => one.target)).not.toContain(`incubator/apply ${entered.id}`);
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
