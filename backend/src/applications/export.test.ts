import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeData, completeFiles, save, submit, type ApplicationAnswer } from '../testing/applications.ts';
import { call, createMember, login, managerPassword, startTestApp, type TestApp } from '../testing/harness.ts';
import { incubatorData, incubatorFiles, saveIncubator, submittedIncubator, uploadFinal } from '../testing/incubator.ts';
import { createExportLinks } from './export-links.ts';
import { neutralise, taipeiTime } from './export.ts';

let ctx: TestApp;
let manager: string;
let member: string;
let riskyId: number;

beforeAll(async () => {
  ctx = await startTestApp();
  manager = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
  member = (await createMember(ctx.app, 'risky@example.org')).token as string;
  const data = completeData({ teamName: '=cmd|calc', memberEmails: ['risky.leader@example.org', 'risky.member@example.org'] });
  data.proposal.abstract = '@SUM(1+1)*cmd|" /C calc"!A0';
  data.team.members[1]!.department = '-2+3';
  const created = (await save(ctx.app, member, { data, files: completeFiles() })).json<ApplicationAnswer>();
  riskyId = Number(created.id);
  expect((await submit(ctx.app, member, created.id)).statusCode).toBe(200);
  const calm = (await createMember(ctx.app, 'calm@example.org')).token as string;
  await save(ctx.app, calm, { data: completeData({ teamName: '安靜隊', memberEmails: ['calm.leader@example.org', 'calm.member@example.org'] }) });
});
afterAll(() => ctx.close());

type Row = Record<string, unknown>;

/** The first sheet as rows keyed by the header row; no cell may be a formula. */
async function sheetRows(payload: Buffer): Promise<{ headers: string[]; rows: Row[] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const rows: Row[] = [];
  sheet.eachRow((row, index) => {
    row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula));
    if (index === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(headers.map((header, i) => [header, values[i]])));
  });
  return { headers, rows };
}

async function download(path: string, language: 'zhTw' | 'en' = 'zhTw') {
  const response = await call(ctx.app, { method: 'GET', url: `/api/${path}`, token: manager, language });
  expect(response.statusCode).toBe(200);
  return { response, ...(await sheetRows(response.rawPayload)) };
}

describe('the competition’s .xlsx', () => {
  it('reads like the site: the form’s labels as headers and values, Taipei times, files and the row linking to the console', async () => {
    const { response, headers, rows } = await download('invention/apply/pvt/download/list');
    expect(response.headers).toMatchObject({
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': 'attachment; filename="invention-applications-zhTw.xlsx"',
      'cache-control': 'private, no-store',
    });
    // Submitted only, by default: the draft of 安靜隊 is not in it.
    expect(rows).toHaveLength(1);
    const risky = rows[0]!;
    expect(headers.slice(0, 6)).toEqual(['報名編號', '狀態', '帳號 e-mail', '送出時間（台北）', '於截止後寬限時間內送出', '最後儲存（台北）']);
    expect(risky).toMatchObject({
      狀態: '報名成功',
      '帳號 e-mail': 'risky@example.org',
      於截止後寬限時間內送出: '否',
      隊伍名稱: "'=cmd|calc",
      參賽組別: '大專組',
      '隊員 2 · 科系': "'-2+3",
      '隊員 1 · 電子信箱': 'risky.leader@example.org',
    });
    expect(String(risky['報名編號'])).toMatch(/^INV\d{4}-0001$/);
    expect(String(risky['送出時間（台北）'])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(Object.values(risky)).toContain(`'@SUM(1+1)*cmd|" /C calc"!A0`);
    const page = `${ctx.config.publicUrl}/zhTw/staff/invention/applications/${riskyId}`;
    expect(risky['計畫書']).toEqual({ text: '已上傳', hyperlink: page });
    expect(risky['後台頁面']).toEqual({ text: '開啟', hyperlink: page });
    // One column per member field, whether or not a team fills it.
    expect(headers).toContain('隊員 5 · 在學證明');
  });

  it('is in English when asked in English', async () => {
    const { headers, rows } = await download('invention/apply/pvt/download/list', 'en');
    expect(headers.slice(0, 2)).toEqual(['Registration number', 'Status']);
    expect(rows[0]).toMatchObject({ Status: 'Successfully submitted', Group: 'College group', 'Team name': "'=cmd|calc" });
    expect(String(rows[0]!['Designated themes'] ?? Object.values(rows[0]!).find((v) => String(v).startsWith('3. ')))).toContain('Good Health and Well-being');
  });

  it('takes drafts or everything on request, the table’s statuses and its search', async () => {
    const teams = async (query: string) => (await download(`invention/apply/pvt/download/list${query}`)).rows.map((row) => row['隊伍名稱']);
    expect(await teams('?filter=draft')).toEqual(['安靜隊']);
    expect(await teams('?filter=all')).toEqual(["'=cmd|calc", '安靜隊']);
    expect(await teams('?filter=all&search=calm.member')).toEqual(['安靜隊']);
    expect(await teams('?search=nobody')).toEqual([]);
    // The table's statuses, as its list reads them: they alone choose, drafts included when checked.
    expect(await teams('?status=draft')).toEqual(['安靜隊']);
    expect(await teams('?status=submitted,draft')).toEqual(["'=cmd|calc", '安靜隊']);
    expect(await teams('?status=final_upload')).toEqual([]);
    const link = await call(ctx.app, { method: 'POST', url: '/api/invention/apply/pvt/download/link', token: manager, payload: { status: 'draft' } });
    const followed = await call(ctx.app, { method: 'GET', url: link.json<{ url: string }>().url });
    expect((await sheetRows(followed.rawPayload)).rows.map((row) => row['隊伍名稱'])).toEqual(['安靜隊']);
    for (const query of ['?filter=every', '?status=sent', '?filter=all&status=draft']) {
      expect((await call(ctx.app, { method: 'GET', url: `/api/invention/apply/pvt/download/list${query}`, token: manager })).statusCode).toBe(400);
    }
  });

  it('is for managers only', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/api/invention/apply/pvt/download/list', token: member })).statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'POST', url: '/api/invention/apply/pvt/download/link', token: member, payload: {} })).statusCode).toBe(403);
  });
});

describe('signed export links', () => {
  it('lets a browser follow a one-minute link without a token, to the same export', async () => {
    const asked = await call(ctx.app, { method: 'POST', url: '/api/invention/apply/pvt/download/link', token: manager, language: 'en', payload: { filter: 'all' } });
    expect(asked.statusCode).toBe(200);
    const { url, expiresAt } = asked.json<{ url: string; expiresAt: string }>();
    expect(url).toMatch(/^\/files\/exports\/invention-applications-en\.xlsx\?ask=[\w-]+&sig=[0-9a-f]{64}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
    const followed = await call(ctx.app, { method: 'GET', url });
    expect(followed.statusCode).toBe(200);
    expect(followed.headers['content-disposition']).toBe('attachment; filename="invention-applications-en.xlsx"');
    expect((await sheetRows(followed.rawPayload)).rows).toHaveLength(2);
    // Asking and following are both in the audit log, under the manager's name.
    const audit = (await call(ctx.app, { method: 'GET', url: '/api/manager/audit?pageSize=5', token: manager })).json<{ items: { action: string; actor: { email: string }; detail: Record<string, unknown> }[] }>();
    expect(audit.items.slice(0, 2).map((entry) => [entry.action, entry.actor.email])).toEqual([
      ['export.download', ctx.config.managerEmail],
      ['POST /api/invention/apply/pvt/download/link', ctx.config.managerEmail],
    ]);
    expect(audit.items[0]!.detail).toMatchObject({ filter: 'all', lang: 'en' });

    // Another signature, another file name, or an ask changed by hand: the same 404.
    const tampered = url.replace(/sig=(.)/, (_, c: string) => `sig=${c === '0' ? '1' : '0'}`);
    expect((await call(ctx.app, { method: 'GET', url: tampered })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'GET', url: url.replace('invention-applications-en', 'members-en') })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'GET', url: '/files/exports/members-en.xlsx' })).statusCode).toBe(404);
  });

  it('expires after a minute and names who asked', () => {
    const links = createExportLinks(new Uint8Array(32).fill(7));
    const now = new Date('2026-11-26T12:00:00Z');
    const { url } = links.sign({ kind: 'members', lang: 'zhTw', by: 1, version: 0 }, now);
    const query = new URL(url, 'http://x').searchParams;
    const verify = (at: Date) => links.verify(query.get('ask') ?? undefined, query.get('sig') ?? undefined, at);
    expect(verify(new Date(now.getTime() + 60_000))).toMatchObject({ kind: 'members', by: 1 });
    expect(verify(new Date(now.getTime() + 61_000))).toBeUndefined();
    expect(createExportLinks(new Uint8Array(32).fill(8)).verify(query.get('ask') ?? undefined, query.get('sig') ?? undefined, now)).toBeUndefined();
  });
});

describe('the incubator’s .xlsx', () => {
  it('has the incubator’s fields, the final-round file and its time, every status on request', async () => {
    const finalist = (await createMember(ctx.app, 'risky.finalist@example.org')).token as string;
    const risky = incubatorData({ memberEmails: ['risky.inc@example.org', 'calm.inc@example.org'] });
    risky.team.members[0]!.department = '=cmd|"/C calc"!A0';
    const entered = await submittedIncubator(ctx.app, finalist, { manager, data: risky });
    expect((await uploadFinal(ctx.app, finalist, entered.id)).statusCode).toBe(200);
    const drafter = (await createMember(ctx.app, 'drafter@example.org')).token as string;
    const data = incubatorData({ teamName: '+SUM(1,2)' });
    data.proposal.abstract = '-cmd|calc';
    await saveIncubator(ctx.app, drafter, { data, files: incubatorFiles() });

    const { rows } = await download('incubator/apply/pvt/download/list?filter=all');
    const finalRow = rows.find((row) => row['帳號 e-mail'] === 'risky.finalist@example.org');
    const page = `${ctx.config.publicUrl}/zhTw/staff/incubator/applications/${entered.id}`;
    expect(finalRow).toMatchObject({
      狀態: '已進入決選',
      單位名稱: '社團法人暖心協會',
      申請組別: '臺灣育成組',
      '成員 1 · 部門或單位職稱': `'=cmd|"/C calc"!A0`,
      '成員 2 · 出生日期': '1995-06-15',
      決選資料: { text: '已上傳', hyperlink: page },
    });
    expect(String(finalRow?.['決選資料上傳時間（台北）'])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(rows.find((row) => row['帳號 e-mail'] === 'drafter@example.org')).toMatchObject({ 狀態: '草稿', 團隊名稱: "'+SUM(1,2)" });
    const submitted = (await download('incubator/apply/pvt/download/list?search=calm.inc@example')).rows;
    expect(submitted.map((row) => row['帳號 e-mail'])).toEqual(['risky.finalist@example.org']);
  });
});

describe('the members’ .xlsx', () => {
  it('lists the members in the manager’s language, formula-looking cells neutralised, never the managers', async () => {
    await createMember(ctx.app, 'formula@example.org', { firstName: '=HYPERLINK("http://evil.example")', lastName: '@SUM(A1)', mobile: '+886912345678', subscribed: true });
    await createMember(ctx.app, 'unverified@example.org', { verified: false });
    const { response, headers, rows } = await download('user/resource/pvt/download/list', 'en');
    expect(response.headers['content-disposition']).toBe('attachment; filename="members-en.xlsx"');
    expect(headers).toEqual(['E-mail', 'Last name', 'First name', 'Mobile', 'Birthday', 'Contact e-mail', 'Newsletter', 'Verified', 'Registered (Taipei time)']);
    expect(rows.map((row) => row['E-mail'])).not.toContain(ctx.config.managerEmail);
    expect(rows.find((row) => row['E-mail'] === 'formula@example.org')).toMatchObject({
      'First name': `'=HYPERLINK("http://evil.example")`,
      'Last name': "'@SUM(A1)",
      Mobile: "'+886912345678",
      Newsletter: 'Yes',
      Verified: 'Yes',
    });
    expect(rows.find((row) => row['E-mail'] === 'unverified@example.org')).toMatchObject({ Verified: 'No' });
    const searched = await download('user/resource/pvt/download/list?search=UNVERIFIED');
    expect(searched.rows.map((row) => row['e-mail'])).toEqual(['unverified@example.org']);
    expect((await call(ctx.app, { method: 'GET', url: '/api/user/resource/pvt/download/list?filter=x', token: manager })).statusCode).toBe(400);
    expect((await call(ctx.app, { method: 'GET', url: '/api/user/resource/pvt/download/list', token: member })).statusCode).toBe(403);
  });
});

describe('neutralise', () => {
  it('prefixes every text a spreadsheet could run, and nothing else', () => {
    for (const risky of ['=1+1', '+886912345678', '-1', '@x', '\tcmd', '\rcmd']) expect(neutralise(risky)).toBe(`'${risky}`);
    for (const plain of ['暖心', 'a=b', '', "'quoted"]) expect(neutralise(plain)).toBe(plain);
    expect(neutralise(-3)).toBe(-3);
    expect(neutralise(undefined)).toBe('');
  });
});

describe('taipeiTime', () => {
  it('writes Taipei’s wall clock, across the date line', () => {
    expect(taipeiTime('2026-05-31T15:59:00.000Z')).toBe('2026-05-31 23:59');
    expect(taipeiTime('2026-05-31T16:00:00.000Z')).toBe('2026-06-01 00:00');
    expect(taipeiTime(null)).toBe('');
  });
});
