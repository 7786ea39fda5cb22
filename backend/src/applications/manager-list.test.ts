// The managers' side of the applications added for the staff console (issue 20): the list's
// several statuses and sorts, an application's history, and a session's deadlines (apply end,
// submit grace, the incubator's final-upload end) that only move with a confirmation once it has
// applications.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, managerPassword, startTestApp, type TestApp } from '../testing/harness.ts';
import { completeData, completeFiles, memberMaker, save, submit, type ApplicationAnswer } from '../testing/applications.ts';
import { incubatorData, saveIncubator, type IncubatorAnswer } from '../testing/incubator.ts';

let ctx: TestApp;
let manager: string;
let newMember: () => Promise<string>;
let drafted: ApplicationAnswer;
let submitted: ApplicationAnswer;

beforeAll(async () => {
  ctx = await startTestApp();
  manager = await login(ctx.app, 'manager', ctx.config.managerEmail, managerPassword);
  newMember = memberMaker(() => ctx.app, 'manager-list-');
  drafted = (await save(ctx.app, await newMember(), { data: completeData({ teamName: 'zeta', memberEmails: ['zeta@example.org'] }) })).json<ApplicationAnswer>();
  if (!drafted.id) throw new Error(`draft: ${JSON.stringify(drafted)}`);
  const owner = await newMember();
  const created = (await save(ctx.app, owner, { data: completeData({ teamName: 'Alpha', memberEmails: ['alpha1@example.org', 'alpha2@example.org'] }), files: completeFiles() })).json<ApplicationAnswer>();
  submitted = (await submit(ctx.app, owner, created.id)).json<ApplicationAnswer>();
});
afterAll(() => ctx.close());

const list = (query: string, token = manager) => call(ctx.app, { method: 'GET', url: `/api/invention/apply/pvt/list?${query}`, token });
const ids = async (query: string) => (await list(query)).json<{ items: { id: number }[] }>().items.map((item) => item.id);

describe('pvt/list for managers', () => {
  it('filters several statuses and sorts, drafts last where a submit decides the place', async () => {
    expect(await ids('status=draft,submitted&sort=submitted_desc')).toEqual([submitted.id, drafted.id]);
    expect(await ids('status=submitted')).toEqual([submitted.id]);
    expect(await ids('sort=registration_number')).toEqual([submitted.id, drafted.id]);
    expect(await ids('sort=team_name')).toEqual([submitted.id, drafted.id]);
    expect(await ids('sort=updated_desc')).toEqual([submitted.id, drafted.id]);
    expect((await list('status=draft,nope')).statusCode).toBe(400);
    expect((await list('sort=sideways')).statusCode).toBe(400);
    // The owner's own address finds the application though no member gives it.
    const ownerEmail = (await list(`q=alpha`)).json<{ items: { id: number; ownerEmail: string }[] }>().items[0]!.ownerEmail;
    expect(await ids(`q=${encodeURIComponent(ownerEmail.toUpperCase())}`)).toEqual([submitted.id]);
    expect((await list('sort=team_name', await newMember())).statusCode).toBe(403);
  });
});

describe('pvt/history/{id}', () => {
  it("merges the application's times and its mails, oldest first", async () => {
    const response = await call(ctx.app, { method: 'GET', url: `/api/invention/apply/pvt/history/${submitted.id}`, token: manager });
    const { items } = response.json<{ items: { kind: string; by: string | null; recipients?: string[] }[] }>();
    expect(items.map((item) => item.kind)).toEqual(['created', 'submitted', 'submitted_mailed']);
    expect(items[0]?.by).toMatch(/^manager-list-\d+@example\.org$/);
    expect(items[2]).toMatchObject({ by: null, recipients: expect.arrayContaining(['alpha1@example.org']) });
  });

  it('is for managers, and 404 for an unknown id', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/api/invention/apply/pvt/history/999999', token: manager })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'GET', url: `/api/invention/apply/pvt/history/${submitted.id}`, token: await newMember() })).statusCode).toBe(403);
  });
});

describe("a session's deadline", () => {
  it('moves only with a confirmation once the session has applications, and the audit entry says from and to', async () => {
    const session = (await call(ctx.app, { method: 'GET', url: `/api/invention/session/pvt/resource/${submitted.sessionId}`, token: manager })).json<Record<string, unknown>>();
    const { name, applyStart, applyEnd, finalUploadEnd, active } = session as { name: unknown; applyStart: string; applyEnd: string; finalUploadEnd: string; active: boolean };
    const later = new Date(Date.parse(applyEnd) + 3_600_000).toISOString();
    const put = (query: string, payload: object) =>
      call(ctx.app, { method: 'PUT', url: `/api/invention/session/pvt/resource/${submitted.sessionId}${query}`, token: manager, payload, language: 'en' });
    const body = { name, applyStart, finalUploadEnd: new Date(Math.max(Date.parse(finalUploadEnd), Date.parse(later))).toISOString(), active };

    const refused = await put('', { ...body, applyEnd: later });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', reason: 'DEADLINE_CHANGE_UNCONFIRMED' });
    // The same deadline needs nothing.
    expect((await put('', { ...body, applyEnd })).statusCode).toBe(200);
    expect((await put('?confirmDeadlineChange=1', { ...body, applyEnd: later })).json()).toMatchObject({ applyEnd: later });

    const audit = await call(ctx.app, { method: 'GET', url: `/api/manager/audit?action=${encodeURIComponent('PUT /api/invention/session/pvt/resource/:id')}`, token: manager });
    expect(audit.json<{ items: { detail: object }[] }>().items[0]?.detail).toMatchObject({ previousApplyEnd: applyEnd, applyEnd: later, applications: 2 });
  });

  it('asks the same before changing the submit grace or the incubator’s final-upload end, and logs each from and to', async () => {
    const url = (programme: string, id: number) => `/api/${programme}/session/pvt/resource/${id}`;
    const sessionOf = async (programme: string, id: number) => {
      const { name, applyStart, applyEnd, finalUploadEnd, submitGraceSeconds, reminderStages, active } = (await call(ctx.app, { method: 'GET', url: url(programme, id), token: manager })).json();
      return { name, applyStart, applyEnd, finalUploadEnd, submitGraceSeconds, reminderStages, active } as Record<string, unknown> & { finalUploadEnd: string; submitGraceSeconds: number };
    };
    const put = (programme: string, id: number, payload: object, confirm = false) =>
      call(ctx.app, { method: 'PUT', url: `${url(programme, id)}${confirm ? '?confirmDeadlineChange=1' : ''}`, token: manager, payload });
    const lastDetail = async (programme: string) =>
      (await call(ctx.app, { method: 'GET', url: `/api/manager/audit?action=${encodeURIComponent(`PUT /api/${programme}/session/pvt/resource/:id`)}`, token: manager })).json<{ items: { detail: object }[] }>().items[0]?.detail;
    const dayLater = (iso: string) => new Date(Date.parse(iso) + 86_400_000).toISOString();

    // The competition: its grace is a deadline; its final-upload end is not (it has no final round).
    const invention = await sessionOf('invention', submitted.sessionId);
    const grace = invention.submitGraceSeconds + 60;
    expect((await put('invention', submitted.sessionId, { ...invention, submitGraceSeconds: grace })).json()).toMatchObject({ reason: 'DEADLINE_CHANGE_UNCONFIRMED' });
    expect((await put('invention', submitted.sessionId, { ...invention, finalUploadEnd: dayLater(invention.finalUploadEnd) })).statusCode).toBe(200);
    expect((await put('invention', submitted.sessionId, { ...invention, finalUploadEnd: dayLater(invention.finalUploadEnd), submitGraceSeconds: grace }, true)).statusCode).toBe(200);
    const graceDetail = await lastDetail('invention');
    expect(graceDetail).toMatchObject({ previousSubmitGraceSeconds: invention.submitGraceSeconds, submitGraceSeconds: grace, applications: 2 });
    expect(graceDetail).not.toHaveProperty('applyEnd');

    // The incubator, once a draft is in its session: the final-upload end too.
    const draft = (await saveIncubator(ctx.app, await newMember(), { data: incubatorData() })).json<IncubatorAnswer>();
    const incubator = await sessionOf('incubator', draft.sessionId);
    const moved = { ...incubator, finalUploadEnd: dayLater(incubator.finalUploadEnd) };
    expect((await put('incubator', draft.sessionId, moved)).json()).toMatchObject({ code: 'CONFLICT', reason: 'DEADLINE_CHANGE_UNCONFIRMED' });
    expect((await put('incubator', draft.sessionId, moved, true)).json()).toMatchObject({ finalUploadEnd: moved.finalUploadEnd });
    expect(await lastDetail('incubator')).toMatchObject({ previousFinalUploadEnd: incubator.finalUploadEnd, finalUploadEnd: moved.finalUploadEnd, applications: 1 });
  });
});
