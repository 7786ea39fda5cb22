// Incubator applications through the GATEWAY against the real backend, with a real SMTP sink:
// drafts with the plan and a photo judged by its pixels, submit with the age rule on the Taipei
// apply-end date, the final round (raise by a manager, one PDF once, before its end), members kept
// apart, the mails to the leader and the managers' exports.
import { randomUUID } from 'node:crypto';
import { taipeiDate } from '@yip/rules';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeOf,
  createMember,
  dataOf,
  exe,
  exportedCells,
  file,
  graphql,
  loggedInMember,
  managerPost,
  managerToken,
  moveSession,
  pdf,
  png,
  type Answer,
  type Language,
} from '../support/applications.ts';
import {
  completeIncubatorInput,
  finalPdf,
  INC_FINAL,
  INC_MINE,
  INC_ONE,
  INC_SAVE,
  INC_SUBMIT,
  incubatorFiles,
  keepingFiles,
  type IncubatorPerson,
  type IncubatorSaved,
} from '../support/incubator.ts';
import { startMailSink, type MailSink } from '../support/mail-sink.ts';
import { startBackend, startGateway, type Backend, type Tier } from '../support/stack.ts';

let sink: MailSink;
let backend: Backend;
let gateway: Tier;
let manager: string;
const gql = graphql(() => gateway.url);
const MB = 1024 * 1024;

const member = (email: string) => loggedInMember(gql, backend.url, manager, email);
const privateFiles = () => backend.storedFiles('private/');
const tempFiles = () => backend.storedFiles('pending/');
const fetchFile = (downloadUrl: string) => fetch(`${gateway.url}${downloadUrl}`);
const bytesOf = async (downloadUrl: string) => Buffer.from(await (await fetchFile(downloadUrl)).arrayBuffer());
const mailsTo = (address: string, since: number) =>
  sink.mails.slice(since).filter((m: ParsedMail) => [m.to].flat().some((to) => to?.value.some((v) => v.address === address)));

const saved = (answer: Answer, field: string) => dataOf<IncubatorSaved>(answer, field);
const create = async (token: string, input: object = completeIncubatorInput(), files = incubatorFiles()) =>
  saved(await gql.upload(INC_SAVE, { input }, files, { token }), 'saveIncubatorDraft');
const submit = (token: string, id: string, lang?: Language) => gql.ask(INC_SUBMIT, { id, key: randomUUID() }, { token, lang });
const uploadFinal = (token: string, id: string, data: Buffer, lang?: Language, filename?: string) =>
  gql.upload(INC_FINAL, { id, file: null }, [finalPdf(data, filename)], { token, lang });
const one = async (token: string, id: string) => saved(await gql.ask(INC_ONE, { id }, { token }), 'incubatorApplication');

/** A member's submitted application (members as given), ready for a manager's raise. */
async function submitted(token: string, members: IncubatorPerson[]): Promise<IncubatorSaved> {
  const draft = await create(token, completeIncubatorInput({ members }));
  return saved(await submit(token, draft.id), 'submitIncubatorApplication');
}
const raise = (id: string) => managerPost(backend.url, manager, `incubator/apply/pvt/raise/${id}`);

beforeAll(async () => {
  sink = await startMailSink();
  backend = await startBackend({ SMTP_URL: sink.url, JWT_SECRET: 'integration-test-secret-of-forty-characters', LOG_LEVEL: 'warn' });
  gateway = await startGateway(backend.url, { REQUEST_LOG: 'off' });
  manager = await managerToken(backend.url);
});
afterAll(async () => {
  await gateway?.stop();
  await backend?.stop();
  await sink?.stop();
});

describe('drafts with files', () => {
  let token: string;
  let draft: IncubatorSaved;
  beforeAll(async () => {
    token = await member('inc.files@example.org');
  });

  it('creates a draft with the plan and an 800×800 photo; enums and referral details come back; files are private', async () => {
    const before = await privateFiles();
    draft = await create(token);
    expect(draft).toMatchObject({
      status: 'DRAFT',
      registrationNumber: null,
      finalFile: null,
      team: {
        type: 'NON_PROFIT',
        taxId: '04595257',
        refers: [
          { source: 'MEDIA', detail: '公益新聞網' },
          { source: 'WEBSITE', detail: null },
        ],
        members: [
          { email: 'inc.leader@example.org', birthday: '1996-06-15', isLeader: true },
          { email: 'inc.member@example.org', isLeader: false },
        ],
      },
      proposal: { property: 'TAIWAN_INCUBATION', issue: 'CIRCULAR_ECONOMY', img: { name: 'team.png' }, pdfFile: { name: '計畫書.pdf', size: 8192 } },
    });
    expect(await privateFiles()).toHaveLength(before.length + 2);
    const photo = await fetchFile(draft.proposal.img!.downloadUrl);
    expect(photo.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(Buffer.from(await photo.arrayBuffer()).equals(png(800, 800))).toBe(true);
    expect((await fetchFile(draft.proposal.img!.url)).status).toBe(404);
  });

  it('refuses a photo under 2R at its field in the member’s language, keeps nothing, and takes exactly 750 px', async () => {
    const before = await privateFiles();
    const withPhoto = (photo: Buffer, lang: Language) =>
      gql.upload(INC_SAVE, { id: draft.id, version: draft.version, input: keepingFiles(completeIncubatorInput(), draft) }, [file('proposal.img', 'small.png', photo, 'image/png')], {
        token,
        lang,
      });
    for (const [lang, text] of [
      ['en', /2R/],
      ['zhTw', /至少須符合2R/],
    ] as const) {
      const small = await withPhoto(png(749, 1000), lang);
      expect(codeOf(small)).toBe('BAD_USER_INPUT');
      expect(small.errors?.[0]?.extensions.fields).toContainEqual({ path: 'proposal.img', message: expect.stringMatching(text) });
    }
    expect(await privateFiles()).toEqual(before);
    await expect.poll(tempFiles).toEqual([]);

    const boundary = saved(await withPhoto(png(750, 1050), 'en'), 'saveIncubatorDraft');
    expect(boundary.proposal.img).toMatchObject({ name: 'small.png' });
    draft = boundary;
  });

  it('answers a photo one byte over 2 MB with PAYLOAD_TOO_LARGE and leaves no file behind', async () => {
    const before = await privateFiles();
    const photo = png(800, 800);
    const big = Buffer.concat([photo, Buffer.alloc(2 * MB + 1 - photo.length)]);
    const answer = await gql.upload(INC_SAVE, { id: draft.id, version: draft.version, input: keepingFiles(completeIncubatorInput(), draft) }, [
      file('proposal.img', 'big.png', big, 'image/png'),
    ], { token, lang: 'en' });
    expect(codeOf(answer)).toBe('PAYLOAD_TOO_LARGE');
    expect(answer.errors?.[0]?.message).toMatch(/2 MB/);
    expect(await privateFiles()).toEqual(before);
    await expect.poll(tempFiles).toEqual([]);
  });

  it('refuses what the rules refuse before the backend: a wrong unified business number', async () => {
    const input = keepingFiles(completeIncubatorInput(), draft);
    const answer = await gql.ask(INC_SAVE, { id: draft.id, version: draft.version, input: { ...input, team: { ...input.team, taxId: '12345678' } } }, { token, lang: 'en' });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'team.taxId' });
    expect((await one(token, draft.id)).version).toBe(draft.version);
  });
});

describe('submitting', () => {
  it('submits once with an INC number and mails the leader alone, in the member’s language', async () => {
    const owner = await member('inc.submit@example.org');
    const draft = await create(owner, completeIncubatorInput({ members: [{ email: 'inc.lead.s@example.org' }, { email: 'inc.second.s@example.org' }] }));
    const since = sink.mails.length;
    const done = saved(await submit(owner, draft.id, 'en'), 'submitIncubatorApplication');
    expect(done).toMatchObject({ status: 'SUBMITTED', registrationNumber: expect.stringMatching(/^INC\d{4}-\d{4}$/), submittedAt: expect.any(String) });
    const mail = await sink.waitFor('inc.lead.s@example.org', since);
    expect(`${mail.subject} ${mail.text}`).toContain(done.registrationNumber);
    expect(mail.text).toMatch(/Youth Social Impact Programme/);
    expect(mailsTo('inc.second.s@example.org', since)).toEqual([]);
    expect(saved(await submit(owner, draft.id), 'submitIncubatorApplication').registrationNumber).toBe(done.registrationNumber);
    expect(dataOf(await gql.ask(INC_MINE, {}, { token: owner }), 'myIncubatorApplications')).toEqual([
      { id: draft.id, status: 'SUBMITTED', registrationNumber: done.registrationNumber, team: { name: '綠色未來' } },
    ]);
  });

  it('takes an Asia-Pacific team’s own international numbers, and says in each language what a phone may be', async () => {
    const owner = await member('inc.abroad@example.org');
    const input = completeIncubatorInput({ members: [{ email: 'inc.abroad.lead@example.org' }, { email: 'inc.abroad.second@example.org' }] });
    const withPhones = (phones: string[]) => ({
      team: { ...input.team, country: 'Malaysia', city: 'Kuala Lumpur', members: input.team.members.map((m, i) => ({ ...m, phone: phones[i] })) },
      proposal: { ...input.proposal, property: 'ASIA_PACIFIC' },
    });
    for (const [lang, text] of [
      ['en', /Taiwan mobile number.*international number.*\+.*country code/],
      ['zhTw', /臺灣手機號碼.*國際號碼/],
    ] as const) {
      const refused = await gql.upload(INC_SAVE, { input: withPhones(['60123456789', '+60123456789']) }, incubatorFiles(), { token: owner, lang });
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'team.members.0.phone' });
      expect(refused.errors?.[0]?.message).toMatch(text);
    }

    const draft = await create(owner, withPhones(['+60123456789', '0912345678']));
    const done = saved(await submit(owner, draft.id, 'en'), 'submitIncubatorApplication');
    expect(done).toMatchObject({ status: 'SUBMITTED', team: { country: 'Malaysia' }, proposal: { property: 'ASIA_PACIFIC' } });
    const phones = dataOf<{ team: { members: { phone: string }[] } }>(
      await gql.ask(`query Phones($id: ID!) { incubatorApplication(id: $id) { team { members { phone } } } }`, { id: draft.id }, { token: owner }),
      'incubatorApplication',
    );
    expect(phones.team.members.map((m) => m.phone)).toEqual(['+60123456789', '0912345678']);
  });

  it('refuses a member who turns 41 on the apply end date (Asia/Taipei) at their birthday, and takes one who turns 41 the day after', async () => {
    const owner = await member('inc.age@example.org');
    const first = await create(owner, completeIncubatorInput({ members: [{ email: 'inc.age.lead@example.org' }] }));
    const [year, month, day] = taipeiDate(first.session.applyEnd).split('-').map(Number) as [number, number, number];
    const fortyFirst = (offsetDays: number) => new Date(Date.UTC(year - 41, month - 1, day + offsetDays)).toISOString().slice(0, 10);
    const withSecond = (birthday: string) => completeIncubatorInput({ members: [{ email: 'inc.age.lead@example.org' }, { email: 'inc.age.second@example.org', birthday }] });

    const over = saved(await gql.ask(INC_SAVE, { id: first.id, version: first.version, input: keepingFiles(withSecond(fortyFirst(0)), first) }, { token: owner }), 'saveIncubatorDraft');
    const refused = await submit(owner, over.id, 'en');
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.extensions.fields).toEqual([{ path: 'team.members.1.birthday', message: expect.stringMatching(/40/) }]);

    const young = saved(await gql.ask(INC_SAVE, { id: over.id, version: over.version, input: keepingFiles(withSecond(fortyFirst(1)), over) }, { token: owner }), 'saveIncubatorDraft');
    expect(saved(await submit(owner, young.id), 'submitIncubatorApplication').status).toBe('SUBMITTED');
  });
});

describe('the final round', () => {
  let owner: string;
  let application: IncubatorSaved;
  const leader = 'inc.final.lead@example.org';
  beforeAll(async () => {
    owner = await member('inc.final@example.org');
    application = await submitted(owner, [{ email: leader }]);
  });

  it('refuses the final upload before a manager raises the application', async () => {
    const before = await privateFiles();
    const early = await uploadFinal(owner, application.id, pdf(), 'en');
    expect(codeOf(early)).toBe('CONFLICT');
    // A file variable that is no upload (a JSON string) never reaches the backend.
    expect(codeOf(await gql.ask(INC_FINAL, { id: application.id, file: 'final.pdf' }, { token: owner }))).toBe('BAD_USER_INPUT');
    expect(await privateFiles()).toEqual(before);
    expect((await one(owner, application.id)).status).toBe('SUBMITTED');
  });

  it('after the raise refuses a renamed EXE, a PNG named .pdf and a PDF one byte over 10 MB with no file left, then takes one PDF and mails the leader', async () => {
    expect((await raise(application.id)).status).toBe(200);
    expect((await one(owner, application.id)).status).toBe('FINAL_UPLOAD');
    const before = await privateFiles();

    const renamed = await uploadFinal(owner, application.id, exe(), 'en', 'final.pdf');
    expect(codeOf(renamed)).toBe('BAD_USER_INPUT');
    expect(renamed.errors?.[0]?.extensions.fields?.[0]?.path).toBe('finalFile');
    // A PNG named .pdf, sent as a PDF: refused by its bytes, at the final file, in the member's language.
    for (const [lang, reason] of [
      ['zhTw', '檔案格式不符'],
      ['en', 'This file type is not accepted'],
    ] as const) {
      const pngAsPdf = await uploadFinal(owner, application.id, png(800, 800), lang, 'final.pdf');
      expect(codeOf(pngAsPdf)).toBe('BAD_USER_INPUT');
      expect(pngAsPdf.errors?.[0]?.extensions.fields).toEqual([{ path: 'finalFile', message: reason }]);
    }
    const tooBig = await uploadFinal(owner, application.id, pdf(10 * MB + 1), 'en');
    expect(codeOf(tooBig)).toBe('PAYLOAD_TOO_LARGE');
    expect(tooBig.errors?.[0]?.message).toMatch(/10 MB/);
    expect(await privateFiles()).toEqual(before);
    await expect.poll(tempFiles).toEqual([]);
    expect((await one(owner, application.id)).status).toBe('FINAL_UPLOAD');

    const since = sink.mails.length;
    const presentation = pdf(3 * MB);
    const entered = saved(await uploadFinal(owner, application.id, presentation, 'en'), 'uploadIncubatorFinal');
    expect(entered).toMatchObject({ status: 'FINAL_ENTERED', finalSubmittedAt: expect.any(String), finalFile: { name: '決選簡報.pdf', size: 3 * MB } });
    expect((await bytesOf(entered.finalFile!.downloadUrl)).equals(presentation)).toBe(true);
    expect((await sink.waitFor(leader, since)).text).toContain('決選簡報.pdf');
    application = entered;
  });

  it('never replaces the final file: a second upload is CONFLICT, a downgrade too, and the first file stays', async () => {
    const before = await privateFiles();
    const again = await uploadFinal(owner, application.id, pdf(5000), 'en', 'other.pdf');
    expect(codeOf(again)).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toMatch(/[A-Za-z]/);
    expect((await managerPost(backend.url, manager, `incubator/apply/pvt/downgrade/${application.id}`)).status).toBe(409);
    const now = await one(owner, application.id);
    expect(now).toMatchObject({ status: 'FINAL_ENTERED', finalFile: { url: application.finalFile!.url, name: '決選簡報.pdf' } });
    expect(await privateFiles()).toEqual(before);
  });

  it('refuses the final upload after the session’s final-upload end, and takes it again once the end moves back', async () => {
    const late = await member('inc.late@example.org');
    const raised = await submitted(late, [{ email: 'inc.late.lead@example.org' }]);
    expect((await raise(raised.id)).status).toBe(200);
    const now = Date.now();
    const restore = await moveSession(backend.url, manager, 'incubator', { applyEnd: new Date(now - 120_000), finalUploadEnd: new Date(now - 60_000) });
    try {
      expect(codeOf(await uploadFinal(late, raised.id, pdf()))).toBe('REGISTRATION_CLOSED');
    } finally {
      await restore();
    }
    expect(saved(await uploadFinal(late, raised.id, pdf()), 'uploadIncubatorFinal').status).toBe('FINAL_ENTERED');
  });
});

describe('members kept apart', () => {
  it("never lets member B read, save, submit or upload on A's application, nor fetch its files (NOT_FOUND)", async () => {
    const a = await member('inc.apart.a@example.org');
    const b = await member('inc.apart.b@example.org');
    const mine = await create(a);
    const input = completeIncubatorInput({ teamName: '偷改' });
    expect(codeOf(await gql.ask(INC_ONE, { id: mine.id }, { token: b }))).toBe('NOT_FOUND');
    expect(codeOf(await gql.ask(INC_SAVE, { id: mine.id, version: mine.version, input: keepingFiles(input, mine) }, { token: b }))).toBe('NOT_FOUND');
    expect(codeOf(await gql.upload(INC_SAVE, { id: mine.id, version: mine.version, input }, incubatorFiles(), { token: b }))).toBe('NOT_FOUND');
    expect(codeOf(await submit(b, mine.id))).toBe('NOT_FOUND');
    const raisedA = saved(await submit(a, mine.id), 'submitIncubatorApplication');
    expect((await raise(raisedA.id)).status).toBe(200);
    expect(codeOf(await uploadFinal(b, raisedA.id, pdf()))).toBe('NOT_FOUND');
    expect(dataOf(await gql.ask(INC_MINE, {}, { token: b }), 'myIncubatorApplications')).toEqual([]);
    expect((await fetchFile(mine.proposal.pdfFile!.url)).status).toBe(404);
    expect((await fetchFile(`${mine.proposal.img!.url}?exp=4102444800&sig=${'0'.repeat(64)}`)).status).toBe(404);
    // A's application is untouched: still A's team, still waiting for A's own final file.
    expect(await one(a, mine.id)).toMatchObject({ status: 'FINAL_UPLOAD', team: { name: '綠色未來' }, finalFile: null });
  });

  it('refuses a manager’s token on the member API (FORBIDDEN)', async () => {
    expect(codeOf(await gql.ask(INC_MINE, {}, { token: manager }))).toBe('FORBIDDEN');
    expect(codeOf(await gql.upload(INC_FINAL, { id: '1', file: null }, [finalPdf(pdf())], { token: manager }))).toBe('FORBIDDEN');
  });
});

describe('the managers’ exports', () => {
  it('neutralises a formula-looking team name in the incubator .xlsx', async () => {
    const owner = await member('inc.formula@example.org');
    await create(owner, completeIncubatorInput({ teamName: '=HYPERLINK("//x.io","y")', members: [{ email: 'inc.formula.lead@example.org' }] }));
    const cells = await exportedCells(backend.url, manager, 'incubator/apply/pvt/download/list?filter=all&search=inc.formula.lead%40example.org');
    expect(cells).toContain(`'=HYPERLINK("//x.io","y")`);
    expect(cells).not.toContain('=HYPERLINK("//x.io","y")');
    expect(cells).toContain('inc.formula.lead@example.org');
  });

  it('neutralises formula-looking names in the members .xlsx', async () => {
    await createMember(backend.url, manager, 'inc.export.member@example.org', { firstName: '@SUM(1,2)', lastName: '+cmd' });
    const cells = await exportedCells(backend.url, manager, 'user/resource/pvt/download/list?search=inc.export.member%40example.org');
    expect(cells).toEqual(expect.arrayContaining(['inc.export.member@example.org', "'@SUM(1,2)", "'+cmd"]));
    expect(cells).not.toContain('@SUM(1,2)');
    expect(cells).not.toContain('+cmd');
  });
});
