import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, login, managerPassword, startTestApp, type TestApp } from '../testing/harness.ts';
import { incubatorData, incubatorFiles, saveIncubator, submittedIncubator, uploadFinal } from '../testing/incubator.ts';

type Session = { id: number; active: boolean; name: { zhTw: string; en: string } } & Record<string, unknown>;

let ctx: TestApp;
let manager: string;
let member: string;

beforeAll(async () => {
  ctx = await startTestApp();
  manager = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
  member = (await createMember(ctx.app, 'plain.member@example.org')).token as string;
});
afterAll(() => ctx.close());

/** Reads the first sheet of an .xlsx answer as rows keyed by the header row, and checks no cell is a formula. */
async function sheetRows(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, index) => {
    row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula));
    if (index === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(headers.map((header, i) => [header, values[i]])));
  });
  return rows;
}

const sessions = async (family: string) =>
  (await call(ctx.app, { method: 'GET', url: `/api/${family}/pvt/list`, token: manager })).json<{ items: Session[] }>().items;

describe('session/pvt/active/{id}', () => {
  const activeFlags = async (family: string) => (await sessions(family)).map((s) => [s.id, s.active]);
  const activate = (family: string, id: number | undefined) => call(ctx.app, { method: 'POST', url: `/api/${family}/pvt/active/${id}`, token: manager });
  const newSession = async (family: string) => {
    const now = Date.now();
    const payload = {
      name: { zhTw: '下一屆', en: 'Next session' },
      applyStart: new Date(now - 86_400_000).toISOString(),
      applyEnd: new Date(now + 10 * 86_400_000).toISOString(),
      finalUploadEnd: new Date(now + 20 * 86_400_000).toISOString(),
      active: false,
    };
    return (await call(ctx.app, { method: 'POST', url: `/api/${family}/pvt/resource`, token: manager, payload })).json<Session>();
  };

  // Each programme: a second session made active leaves the seeded one inactive, the other
  // programme untouched, and new applications go into it; switching back does the reverse.
  it.each(['incubator/session', 'invention/session'])('%s moves the one active flag, leaving the other programme alone', async (family) => {
    const other = family === 'incubator/session' ? 'invention/session' : 'incubator/session';
    const [seeded] = await sessions(family);
    expect(seeded?.active).toBe(true);
    const next = await newSession(family);
    const otherBefore = await sessions(other);

    const response = await activate(family, next.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<Session>()).toMatchObject({ id: next.id, active: true, name: { zhTw: '下一屆', en: 'Next session' } });
    expect(await activeFlags(family)).toEqual([
      [seeded?.id, false],
      [next.id, true],
    ]);
    expect(await sessions(other)).toEqual(otherBefore);
    if (family === 'incubator/session') {
      const created = await saveIncubator(ctx.app, member, { data: incubatorData() });
      expect(created.json()).toMatchObject({ sessionId: next.id });
    }

    expect((await activate(family, seeded?.id)).json()).toMatchObject({ id: seeded?.id, active: true });
    expect(await activeFlags(family)).toEqual([
      [seeded?.id, true],
      [next.id, false],
    ]);
    expect(await sessions(other)).toEqual(otherBefore);
  });

  it('is for managers, and 404 for an id of another family', async () => {
    const [incubatorSession] = await sessions('incubator/session');
    const [inventionSession] = await sessions('invention/session');
    const byMember = await call(ctx.app, { method: 'POST', url: `/api/incubator/session/pvt/active/${incubatorSession?.id}`, token: member });
    expect({ status: byMember.statusCode, code: byMember.json().code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect((await call(ctx.app, { method: 'POST', url: `/api/incubator/session/pvt/active/${incubatorSession?.id}` })).statusCode).toBe(401);
    expect((await call(ctx.app, { method: 'POST', url: `/api/incubator/session/pvt/active/${inventionSession?.id}`, token: manager })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'POST', url: '/api/incubator/session/pvt/active/abc', token: manager })).statusCode).toBe(400);
  });
});

describe('user/resource/pvt/download/list', () => {
  it('lists the members with formula-looking cells neutralised, never the managers', async () => {
    await createMember(ctx.app, 'formula@example.org', { firstName: '=HYPERLINK("http://evil.example")', lastName: '@SUM(A1)', mobile: '+886912345678', subscribed: true });
    await createMember(ctx.app, 'unverified@example.org', { verified: false });
    const response = await call(ctx.app, { method: 'GET', url: '/api/user/resource/pvt/download/list', token: manager });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': 'attachment; filename="members.xlsx"',
      'cache-control': 'private, no-store',
    });
    const rows = await sheetRows(response.rawPayload);
    expect(rows.map((row) => row.email)).not.toContain(ctx.config.managerEmail);
    const risky = rows.find((row) => row.email === 'formula@example.org');
    expect(risky).toMatchObject({ firstName: `'=HYPERLINK("http://evil.example")`, lastName: "'@SUM(A1)", mobile: "'+886912345678", subscribed: 'yes', verified: 'yes' });
    expect(rows.find((row) => row.email === 'unverified@example.org')).toMatchObject({ verified: 'no' });
    expect(Object.keys(risky ?? {})).toEqual(['id', 'email', 'lastName', 'firstName', 'mobile', 'birthday', 'contactEmail', 'subscribed', 'verified', 'createdAt']);

    const searched = await call(ctx.app, { method: 'GET', url: '/api/user/resource/pvt/download/list?search=UNVERIFIED', token: manager });
    expect((await sheetRows(searched.rawPayload)).map((row) => row.email)).toEqual(['unverified@example.org']);
    expect((await call(ctx.app, { method: 'GET', url: '/api/user/resource/pvt/download/list?filter=x', token: manager })).statusCode).toBe(400);
  });

  it('is for managers only', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/user/resource/pvt/download/list', token: member });
    expect(response.statusCode).toBe(403);
  });
});

describe('incubator/apply/pvt/download/list', () => {
  it('has the incubator’s columns, every status, and formula-looking texts made plain text', async () => {
    const finalist = (await createMember(ctx.app, 'risky.finalist@example.org')).token as string;
    const risky = incubatorData({ memberEmails: ['risky@example.org', 'calm@example.org'] });
    risky.team.members[0]!.department = '=cmd|"/C calc"!A0';
    const entered = await submittedIncubator(ctx.app, finalist, { manager, data: risky });
    expect((await uploadFinal(ctx.app, finalist, entered.id)).statusCode).toBe(200);
    const drafter = (await createMember(ctx.app, 'drafter@example.org')).token as string;
    const data = incubatorData({ teamName: '+SUM(1,2)' });
    data.proposal.abstract = '-cmd|calc';
    await saveIncubator(ctx.app, drafter, { data, files: incubatorFiles() });

    const download = async (query = '') => {
      const response = await call(ctx.app, { method: 'GET', url: `/api/incubator/apply/pvt/download/list${query}`, token: manager });
      expect(response.statusCode).toBe(200);
      return { response, rows: await sheetRows(response.rawPayload) };
    };
    const { response, rows } = await download();
    expect(response.headers['content-disposition']).toBe('attachment; filename="incubator-applications.xlsx"');
    const finalRow = rows.find((row) => row.ownerEmail === 'risky.finalist@example.org');
    expect(finalRow).toMatchObject({
      status: 'final_entered',
      'team.organizeName': '社團法人暖心協會',
      'team.taxId': '04595257',
      'proposal.property': 'taiwan_incubation',
      'proposal.img': 'team.png',
      finalFile: 'final.pdf',
      'member1.department': `'=cmd|"/C calc"!A0`,
      'member2.birthday': '1995-06-15',
    });
    expect(String(finalRow?.registrationNumber)).toMatch(/^INC\d{4}-0001$/);
    expect(Date.parse(String(finalRow?.finalSubmittedAt))).not.toBeNaN();
    const draftRow = rows.find((row) => row.ownerEmail === 'drafter@example.org');
    expect(draftRow).toMatchObject({ status: 'draft', 'team.name': "'+SUM(1,2)", 'proposal.abstract': "'-cmd|calc" });

    expect((await download('?filter=submitted')).rows.map((row) => row.ownerEmail)).toEqual(['risky.finalist@example.org']);
    expect((await download('?filter=draft')).rows.map((row) => row.ownerEmail)).toContain('drafter@example.org');
    expect((await download('?search=calm@example')).rows.map((row) => row.ownerEmail)).toEqual(['risky.finalist@example.org']);
    expect((await call(ctx.app, { method: 'GET', url: '/api/incubator/apply/pvt/download/list', token: finalist })).statusCode).toBe(403);
  });
});
