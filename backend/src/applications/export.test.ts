import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeData, completeFiles, save, submit, type ApplicationAnswer } from '../testing/applications.ts';
import { call, createMember, login, managerPassword, startTestApp, type TestApp } from '../testing/harness.ts';
import { neutralise } from './export.ts';

let ctx: TestApp;
let manager: string;

beforeAll(async () => {
  ctx = await startTestApp();
  manager = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
  const risky = (await createMember(ctx.app, 'risky@example.org')).token as string;
  const data = completeData({ teamName: '=cmd|calc', memberEmails: ['risky.leader@example.org', 'risky.member@example.org'] });
  data.proposal.abstract = '@SUM(1+1)*cmd|" /C calc"!A0';
  data.team.members[1]!.department = '-2+3';
  const created = (await save(ctx.app, risky, { data, files: completeFiles() })).json<ApplicationAnswer>();
  expect((await submit(ctx.app, risky, created.id)).statusCode).toBe(200);
  const calm = (await createMember(ctx.app, 'calm@example.org')).token as string;
  await save(ctx.app, calm, { data: completeData({ teamName: '安靜隊', memberEmails: ['calm.leader@example.org', 'calm.member@example.org'] }) });
});
afterAll(() => ctx.close());

async function download(query = '') {
  const response = await call(ctx.app, { method: 'GET', url: `/api/invention/apply/pvt/download/list${query}`, token: manager });
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(headers.map((header, i) => [header, values[i]])));
  });
  return { response, rows };
}

describe('the managers’ .xlsx', () => {
  it('has one row per application, people flattened, and formula-looking texts made plain text', async () => {
    const { response, rows } = await download();
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="invention-applications.xlsx"');
    expect(rows).toHaveLength(2);
    const risky = rows.find((row) => row.ownerEmail === 'risky@example.org') as Record<string, unknown>;
    expect(risky['team.name']).toBe("'=cmd|calc");
    expect(risky['proposal.abstract']).toBe(`'@SUM(1+1)*cmd|" /C calc"!A0`);
    expect(risky['member2.department']).toBe("'-2+3");
    expect(risky['member1.email']).toBe('risky.leader@example.org');
    expect(risky['teacher1.email']).toBe('advisor@example.edu');
    expect(risky['proposal.pdfFile']).toBe('plan.pdf');
    expect(risky.status).toBe('submitted');
    expect(String(risky.registrationNumber)).toMatch(/^INV\d{4}-0001$/);
    // Submitted before applyEnd, not in the grace after it.
    expect(risky.submittedInGrace).toBe(0);
    // No cell holds a formula.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    workbook.worksheets[0]?.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it('filters by status and searches', async () => {
    expect((await download('?filter=draft')).rows.map((row) => row['team.name'])).toEqual(['安靜隊']);
    expect((await download('?filter=submitted')).rows.map((row) => row.ownerEmail)).toEqual(['risky@example.org']);
    expect((await download('?search=calm.member')).rows.map((row) => row['team.name'])).toEqual(['安靜隊']);
    expect((await download('?search=nobody')).rows).toEqual([]);
    const bad = await call(ctx.app, { method: 'GET', url: '/api/invention/apply/pvt/download/list?filter=all', token: manager });
    expect(bad.statusCode).toBe(400);
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
