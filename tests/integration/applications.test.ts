// Competition applications through the GATEWAY against the real backend, with a real SMTP sink:
// drafts with files (GraphQL multipart), what is kept on disk, members kept apart, every submit
// rule, idempotent submits, stale saves, the notification mails and the managers' export.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeOf,
  completeFiles,
  completeInput,
  dataOf,
  exe,
  file,
  graphql,
  jpg,
  managerToken,
  moveApplyEnd,
  moveSession,
  pdf,
  SAVE,
  SUBMIT,
  type Saved,
} from '../support/applications.ts';
import { graphqlMultipart } from '../../gateway/src/testing/multipart.ts';
import { startMailSink, type MailSink } from '../support/mail-sink.ts';
import { gatewaySecret, startBackend, startGateway, type Backend, type Tier } from '../support/stack.ts';
import { gatewayHeaders } from '../../backend/src/testing/gateway.ts';

let sink: MailSink;
let backend: Backend;
let gateway: Tier;
const gql = graphql(() => gateway.url);
const MB = 1024 * 1024;

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { ok } }`;
const VERIFY = `mutation ($email: String!, $otp: String!) { verifyEmail(email: $email, otp: $otp) { token } }`;
const MINE = `{ myInventionApplications { id status registrationNumber team { name } } }`;
const ONE = `query ($id: ID!) { inventionApplication(id: $id) { id status version team { name members { email } } } }`;

/** Registers through the gateway and verifies with the mailed code: a logged-in member's token. */
async function member(email: string, lang: 'zhTw' | 'en' = 'zhTw'): Promise<string> {
  const since = sink.mails.length;
  const profile = { lastName: '王', firstName: '小明', mobile: '0912345678', birthday: '2002-05-20', subscribed: false };
  dataOf(await gql.ask(REGISTER, { input: { ...profile, email, contactEmail: email, password: 'Member#2026' } }, { lang }), 'register');
  const otp = /\b(\d{6})\b/.exec((await sink.waitFor(email, since)).text ?? '')?.[1] ?? '';
  return dataOf<{ token: string }>(await gql.ask(VERIFY, { email, otp }), 'verifyEmail').token;
}

const privateFiles = () => backend.storedFiles('private/');
const tempFiles = () => backend.storedFiles('pending/');
const fetchFile = (downloadUrl: string) => fetch(`${gateway.url}${downloadUrl}`);

async function create(token: string, input: object = completeInput(), files = completeFiles()): Promise<Saved> {
  return dataOf<Saved>(await gql.upload(SAVE, { input }, files, { token }), 'saveInventionDraft');
}

const submit = (token: string, id: string, lang?: 'zhTw' | 'en') => gql.ask(SUBMIT, { id, key: randomUUID() }, { token, lang });

beforeAll(async () => {
  sink = await startMailSink();
  backend = await startBackend({ SMTP_URL: sink.url, JWT_SECRET: 'integration-test-secret-of-forty-characters', LOG_LEVEL: 'warn' });
  gateway = await startGateway(backend.url, { REQUEST_LOG: 'off' });
});
afterAll(async () => {
  await gateway?.stop();
  await backend?.stop();
  await sink?.stop();
});

describe('drafts with files', () => {
  let token: string;
  let saved: Saved;
  beforeAll(async () => {
    token = await member('files.owner@example.org');
  });

  it('creates a draft with every file through GraphQL multipart, each byte kept and served back privately', async () => {
    const before = await privateFiles();
    saved = await create(token);
    expect(saved).toMatchObject({ status: 'DRAFT', version: expect.any(Number), registrationNumber: null });
    expect(saved.team.members.map((m) => m.isLeader)).toEqual([true, false]);
    expect(saved.proposal.pdfFile).toMatchObject({ name: '計畫書.pdf', size: 8192, url: expect.stringMatching(/^\/files\/private\/[0-9a-f]{32}\.pdf$/) });
    expect(await privateFiles()).toHaveLength(before.length + 4);

    const plan = await fetchFile(saved.proposal.pdfFile?.downloadUrl ?? '');
    expect(plan.status).toBe(200);
    expect(Buffer.from(await plan.arrayBuffer()).equals(pdf(8192))).toBe(true);
    expect(plan.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(plan.headers.get('x-content-type-options')).toBe('nosniff');
    expect(plan.headers.get('cache-control')).toBe('private, no-store');
    expect(plan.headers.get('content-security-policy')).toMatch(/sandbox/);
    // The stable url alone downloads nothing: only the signed path does.
    expect((await fetchFile(saved.proposal.pdfFile?.url ?? '')).status).toBe(404);
  });

  it('deletes a file the save no longer keeps (its old download path then answers 404) and replaces one sent anew', async () => {
    const input = completeInput();
    const keep = (f: { url: string } | null) => ({ keep: f?.url });
    const next = {
      ...input,
      team: {
        ...input.team,
        previewImg: keep(saved.team.previewImg),
        members: input.team.members.map((m, i) => ({ ...m, pdfFile: i === 0 ? keep(saved.team.members[0]!.pdfFile) : { upload: null } })),
      },
      // The plan is left out: it is dropped.
      proposal: { ...input.proposal, pdfFile: null },
    };
    const updated = dataOf<Saved>(
      await gql.upload(SAVE, { id: saved.id, version: saved.version, input: next }, [file('team.members.1.pdfFile', 'new-proof.pdf', pdf(5000))], { token }),
      'saveInventionDraft',
    );
    expect(updated.team.previewImg?.url).toBe(saved.team.previewImg?.url);
    expect(updated.team.members[1]?.pdfFile).toMatchObject({ name: 'new-proof.pdf', size: 5000 });
    expect(updated.proposal.pdfFile).toBeNull();
    expect((await fetchFile(saved.proposal.pdfFile!.downloadUrl)).status).toBe(404);
    expect((await fetchFile(saved.team.members[1]!.pdfFile!.downloadUrl)).status).toBe(404);
    expect((await fetchFile(updated.team.previewImg!.downloadUrl)).status).toBe(200);
    saved = updated;
  });

  it('refuses a multipart request without Apollo-Require-Preflight as a possible CSRF, reading none of it', async () => {
    const { body, contentType } = graphqlMultipart({ query: SAVE, variables: { input: completeInput() } }, completeFiles());
    const res = await fetch(`${gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': contentType, authorization: `Bearer ${token}` }, body });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/Cross-Site Request Forgery/);
    expect(dataOf<unknown[]>(await gql.ask(MINE, {}, { token }), 'myInventionApplications')).toHaveLength(1);
  });

  it('refuses an EXE renamed .pdf, at its field', async () => {
    const input = completeInput();
    const answer = await gql.upload(SAVE, { id: saved.id, version: saved.version, input }, [
      file('team.previewImg', 'team.jpg', jpg(), 'image/jpeg'),
      file('team.members.0.pdfFile', 'proof.pdf', exe()),
      file('team.members.1.pdfFile', 'proof.pdf', pdf()),
      file('proposal.pdfFile', 'plan.pdf', pdf()),
    ], { token, lang: 'en' });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.extensions.fields).toContainEqual({ path: 'team.members.0.pdfFile', message: expect.any(String) });
  });

  it('answers one byte over a slot’s limit with PAYLOAD_TOO_LARGE and leaves no file behind', async () => {
    const before = await privateFiles();
    const input = completeInput();
    // Only the photo, one byte over 2 MB.
    const photoOnly = { team: { ...input.team, members: [] }, proposal: { ...input.proposal, pdfFile: null } };
    const answer = await gql.upload(SAVE, { id: saved.id, version: saved.version, input: photoOnly }, [file('team.previewImg', 'big.jpg', jpg(2 * MB + 1), 'image/jpeg')], {
      token,
      lang: 'en',
    });
    expect(codeOf(answer)).toBe('PAYLOAD_TOO_LARGE');
    expect(answer.errors?.[0]?.message).toMatch(/2 MB/);
    const plan = await gql.upload(SAVE, { id: saved.id, version: saved.version, input: { ...input, team: { ...input.team, members: [], previewImg: null } } }, [
      file('proposal.pdfFile', 'big.pdf', pdf(10 * MB + 1)),
    ], { token });
    expect(codeOf(plan)).toBe('PAYLOAD_TOO_LARGE');
    expect(await privateFiles()).toEqual(before);
    await expect.poll(tempFiles).toEqual([]);
  });

  it('leaves no file and no record when the browser hangs up mid-upload', async () => {
    const quitter = await member('quitter@example.org');
    const before = await privateFiles();
    // The big plan comes last: the hang-up falls inside it, after the small files went through.
    const files = [...completeFiles().slice(0, -1), file('proposal.pdfFile', 'plan.pdf', pdf(8 * MB))];
    await gql.abandonUpload(SAVE, { input: completeInput() }, files, {
      token: quitter,
      fraction: 0.6,
      pauseMs: 500,
    });
    await expect.poll(tempFiles, { timeout: 5000 }).toEqual([]);
    expect(await privateFiles()).toEqual(before);
    expect(dataOf(await gql.ask(MINE, {}, { token: quitter }), 'myInventionApplications')).toEqual([]);
  });

  it('answers a stale save with CONFLICT and keeps the newer work', async () => {
    const input = completeInput({ teamName: '新隊名' });
    const keepAll = {
      ...input,
      team: { ...input.team, previewImg: { keep: saved.team.previewImg?.url }, members: input.team.members.map((m, i) => ({ ...m, pdfFile: { keep: saved.team.members[i]?.pdfFile?.url } })) },
      proposal: { ...input.proposal, pdfFile: null },
    };
    const fresh = dataOf<Saved>(await gql.ask(SAVE, { id: saved.id, version: saved.version, input: keepAll }, { token }), 'saveInventionDraft');
    const stale = await gql.ask(SAVE, { id: saved.id, version: saved.version, input: { ...keepAll, team: { ...keepAll.team, name: '舊隊名' } } }, { token });
    expect(codeOf(stale)).toBe('CONFLICT');
    const now = dataOf<{ team: { name: string }; version: number }>(await gql.ask(ONE, { id: saved.id }, { token }), 'inventionApplication');
    expect(now).toMatchObject({ team: { name: '新隊名' }, version: fresh.version });
  });
});

// Issue 18: a browser sends `"`, CR and LF in a file name as %22, %0D and %0A; the name stored is
// the one the member chose (CR and LF, control characters, are dropped from stored names).
describe('file names with quotes and line breaks', () => {
  it.each([
    ['a%22quoted%22 plan.pdf', 'a"quoted" plan.pdf'],
    ['line%0D%0Abreak.pdf', 'linebreak.pdf'],
    ['計畫書 %22最終%22.pdf', '計畫書 "最終".pdf'],
    // Quoted-pairs, as some clients escape a quote; a backslash is a path separator to the backend.
    ['quote\\".pdf', 'quote".pdf'],
    ['back\\\\slash.pdf', 'slash.pdf'],
  ])('stores %j as %j', async (sent, stored) => {
    const token = await member(`names.${randomUUID().slice(0, 8)}@example.org`);
    const files = [...completeFiles().filter((f) => f.path !== 'proposal.pdfFile'), file('proposal.pdfFile', sent, pdf(4096))];
    const saved = await create(token, completeInput(), files);
    expect(saved.proposal.pdfFile?.name).toBe(stored);
  });
});

describe('members kept apart', () => {
  it("never lets member B read, save or submit A's application, nor fetch its files (NOT_FOUND)", async () => {
    const a = await member('apart.a@example.org');
    const b = await member('apart.b@example.org');
    const mine = await create(a);
    expect(codeOf(await gql.ask(ONE, { id: mine.id }, { token: b }))).toBe('NOT_FOUND');
    expect(codeOf(await gql.ask(SAVE, { id: mine.id, version: mine.version, input: completeInput({ teamName: '偷改' }) }, { token: b }))).toBe('NOT_FOUND');
    expect(codeOf(await gql.upload(SAVE, { id: mine.id, version: mine.version, input: completeInput() }, completeFiles(), { token: b }))).toBe('NOT_FOUND');
    expect(codeOf(await submit(b, mine.id))).toBe('NOT_FOUND');
    expect(dataOf(await gql.ask(MINE, {}, { token: b }), 'myInventionApplications')).toEqual([]);
    // The stable url is no key to the file, and A's signed paths do not reach B through the API.
    expect((await fetchFile(mine.proposal.pdfFile!.url)).status).toBe(404);
    expect((await fetchFile(`${mine.proposal.pdfFile!.url}?exp=4102444800&sig=${'0'.repeat(64)}`)).status).toBe(404);
    expect(dataOf<{ team: { name: string } }>(await gql.ask(ONE, { id: mine.id }, { token: a }), 'inventionApplication').team.name).toBe('暖心機器人');
  });
});

describe('submitting', () => {
  const mailsTo = (address: string, since: number) => sink.mails.slice(since).filter((m: ParsedMail) => [m.to].flat().some((to) => to?.value.some((v) => v.address === address)));

  it('submits a complete application once: a number, the mails to the leader and the advisor, then nothing can change', async () => {
    const owner = await member('submit.owner@example.org', 'en');
    const input = completeInput({ members: ['lead.s@example.org', 'second.s@example.org'], teacher: 'teacher.s@example.edu' });
    const draft = await create(owner, input);
    const since = sink.mails.length;
    const submitted = dataOf<Saved & { submittedAt: string }>(await submit(owner, draft.id, 'en'), 'submitInventionApplication');
    expect(submitted).toMatchObject({ status: 'SUBMITTED', registrationNumber: expect.stringMatching(/^INV\d{4}-\d{4}$/), submittedAt: expect.any(String) });

    const leader = await sink.waitFor('lead.s@example.org', since);
    const advisor = await sink.waitFor('teacher.s@example.edu', since);
    for (const mail of [leader, advisor]) expect(`${mail.subject} ${mail.text}`).toContain(submitted.registrationNumber);
    expect(leader.text).toMatch(/[A-Za-z]/);
    expect(mailsTo('second.s@example.org', since)).toEqual([]);

    // Members are locked: a save of a submitted application is a CONFLICT; a second application too.
    const locked = await gql.ask(SAVE, { id: draft.id, version: submitted.version, input: completeInput({ members: ['other@example.org', 'second.s@example.org'] }) }, { token: owner });
    expect(codeOf(locked)).toBe('CONFLICT');
    const second = await gql.upload(SAVE, { input: completeInput() }, completeFiles(), { token: owner, lang: 'en' });
    expect(codeOf(second)).toBe('CONFLICT');
    expect(second.errors?.[0]?.message).toBe('Information already submitted');
    // Submitting again answers the same submission.
    expect(dataOf<Saved>(await submit(owner, draft.id), 'submitInventionApplication').registrationNumber).toBe(submitted.registrationNumber);
  });

  it('gives 10 parallel submits one submission and one registration number', async () => {
    const owner = await member('parallel@example.org');
    const draft = await create(owner, completeInput({ members: ['p1@example.org', 'p2@example.org'], teacher: 'pt@example.edu' }));
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit(owner, draft.id)));
    const numbers = new Set(answers.map((answer) => dataOf<Saved>(answer, 'submitInventionApplication').registrationNumber));
    expect(numbers.size).toBe(1);
    const mine = dataOf<{ status: string }[]>(await gql.ask(MINE, {}, { token: owner }), 'myInventionApplications');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.status).toBe('SUBMITTED');
  });

  it('says what is missing, refuses a teacher who is a member and a third team of one person', async () => {
    const owner = await member('rules.owner@example.org', 'en');
    const input = completeInput({ members: ['busy@example.org', 'r2@example.org'], teacher: 'busy@example.org' });
    const partial = { ...input, proposal: { ...input.proposal, abstract: null } };
    const draft = await create(owner, partial, completeFiles().slice(0, 3));

    const incomplete = await submit(owner, draft.id, 'en');
    expect(codeOf(incomplete)).toBe('BAD_USER_INPUT');
    expect(incomplete.errors?.[0]?.extensions.fields?.map((f) => f.path)).toEqual(expect.arrayContaining(['proposal.abstract', 'proposal.plan']));

    const keepAll = (saved: Saved, next: ReturnType<typeof completeInput>) => ({
      ...next,
      team: { ...next.team, previewImg: { keep: saved.team.previewImg?.url }, members: next.team.members.map((m, i) => ({ ...m, pdfFile: { keep: saved.team.members[i]?.pdfFile?.url } })) },
    });
    const complete = dataOf<Saved>(
      await gql.upload(SAVE, { id: draft.id, version: draft.version, input: keepAll(draft, input) }, [file('proposal.pdfFile', 'plan.pdf', pdf())], { token: owner }),
      'saveInventionDraft',
    );
    const teacherIsMember = await submit(owner, draft.id, 'en');
    expect(codeOf(teacherIsMember)).toBe('BAD_USER_INPUT');
    expect(teacherIsMember.errors?.[0]?.extensions.fields).toContainEqual({ path: 'team.teachers.0.email', message: expect.any(String) });

    // busy@ is already in two submitted teams of this session: a third is refused at their field.
    for (const n of [1, 2]) {
      const other = await member(`team.${n}@example.org`);
      const team = await create(other, completeInput({ members: ['busy@example.org', `mate.${n}@example.org`], teacher: `advisor.${n}@example.edu` }));
      dataOf(await submit(other, team.id), 'submitInventionApplication');
    }
    const fixed = keepAll(complete, completeInput({ members: ['busy@example.org', 'r2@example.org'], teacher: 'free.advisor@example.edu' }));
    const ready = dataOf<Saved>(await gql.ask(SAVE, { id: draft.id, version: complete.version, input: { ...fixed, proposal: { ...fixed.proposal, pdfFile: { keep: complete.proposal.pdfFile?.url } } } }, { token: owner }), 'saveInventionDraft');
    const thirdTeam = await submit(owner, ready.id, 'en');
    expect(codeOf(thirdTeam)).toBe('BAD_USER_INPUT');
    expect(thirdTeam.errors?.[0]?.extensions.fields?.[0]?.path).toBe('team.members.0.email');
  });

  it('refuses saves after the deadline and submits after its grace with REGISTRATION_CLOSED', async () => {
    const owner = await member('late@example.org');
    const draft = await create(owner);
    // Past the default grace of 2 minutes.
    const restore = await moveApplyEnd(backend.url, await managerToken(backend.url), new Date(Date.now() - 180_000));
    try {
      expect(codeOf(await submit(owner, draft.id))).toBe('REGISTRATION_CLOSED');
      expect(codeOf(await gql.ask(SAVE, { id: draft.id, version: draft.version, input: completeInput({ teamName: '太晚' }) }, { token: owner }))).toBe('REGISTRATION_CLOSED');
    } finally {
      await restore();
    }
    expect(dataOf<Saved>(await submit(owner, draft.id), 'submitInventionApplication').status).toBe('SUBMITTED');
  });

  it('takes a submit just after the deadline within the grace, and shows staff it was in the grace', async () => {
    const owner = await member('in.grace@example.org');
    const draft = await create(owner, completeInput({ members: ['grace.a@example.org', 'grace.b@example.org'] }));
    const manager = await managerToken(backend.url);
    const restore = await moveApplyEnd(backend.url, manager, new Date(Date.now() - 2000));
    try {
      expect(dataOf<Saved>(await submit(owner, draft.id), 'submitInventionApplication').status).toBe('SUBMITTED');
    } finally {
      await restore();
    }
    const read = await fetch(`${backend.url}/api/invention/apply/pvt/resource/${draft.id}`, { headers: { authorization: `Bearer ${manager}` } });
    expect(((await read.json()) as { submittedInGrace: boolean }).submittedInGrace).toBe(true);
  });

  it('judges a submit by the arrival the gateway signed, and by the backend’s clock when the stamp is not signed', async () => {
    const owner = await member('signed.arrival@example.org');
    const drafts = [
      await create(owner, completeInput({ members: ['arrival.a@example.org', 'arrival.b@example.org'] })),
    ];
    const other = await member('unsigned.arrival@example.org');
    drafts.push(await create(other, completeInput({ members: ['arrival.c@example.org', 'arrival.d@example.org'] })));
    const direct = (token: string, id: string, headers: Record<string, string>) =>
      fetch(`${backend.url}/api/invention/apply/pvt/submit/${id}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID(), ...headers } });
    const arrived = { forwardedFor: '203.0.113.50', requestStart: String(Date.now() - 5000) };
    // Closed a second ago, without a grace: only a believed stamp from before lets a submit in.
    const restore = await moveSession(backend.url, await managerToken(backend.url), 'invention', { applyEnd: new Date(Date.now() - 1000), submitGraceSeconds: 0 });
    try {
      const path = (id: string) => `/api/invention/apply/pvt/submit/${id}`;
      expect((await direct(other, drafts[1]!.id, { 'x-forwarded-for': arrived.forwardedFor, 'x-request-start': arrived.requestStart })).status).toBe(403);
      expect((await direct(owner, drafts[0]!.id, gatewayHeaders('POST', path(drafts[0]!.id), arrived, { secret: gatewaySecret }))).status).toBe(200);
    } finally {
      await restore();
    }
  });
});

describe('the managers’ export', () => {
  it('neutralises a formula-looking team name in the .xlsx', async () => {
    const owner = await member('formula@example.org');
    await create(owner, completeInput({ teamName: '=SUM(1,2)', members: ['f1@example.org', 'f2@example.org'] }));
    const res = await fetch(`${backend.url}/api/invention/apply/pvt/download/list?filter=all&search=f1%40example.org`, {
      headers: { authorization: `Bearer ${await managerToken(backend.url)}` },
    });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const cells = workbook.worksheets[0]!.getSheetValues().flat().map(String);
    expect(cells).toContain("'=SUM(1,2)");
    expect(cells).not.toContain('=SUM(1,2)');
  });
});
