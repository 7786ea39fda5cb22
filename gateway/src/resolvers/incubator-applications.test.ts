// Incubator applications on a real gateway over a stand-in backend: what members read (REST →
// schema, the final file), what a save, a submit and the final upload send upstream, and the
// refusals that never reach the backend.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IncubatorApplicationRecord } from '../rest/application-records.ts';
import { ApplicationStack, codeOf as code, member } from '../testing/application-stack.ts';
import { graphqlMultipart } from '../testing/multipart.ts';
import { inSeconds, memberToken } from '../testing/tokens.ts';
import { json } from '../testing/upstream.ts';

const stack = new ApplicationStack();

const file = (url: string, name: string) => ({ url, name, size: 1234, downloadUrl: `${url}?exp=1&sig=abc` });
const stored: IncubatorApplicationRecord = {
  id: 7,
  sessionId: 2,
  status: 'final_upload',
  version: 4,
  registrationNumber: 'INC2026-0003',
  submittedAt: '2026-03-03T00:00:00.000Z',
  finalSubmittedAt: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-04T00:00:00.000Z',
  team: {
    organizeName: '社團法人綠色未來協會',
    type: 'non_profit',
    city: '臺北市',
    name: '綠色未來',
    refers: ['media:公益新聞網', 'facebook', 'retired_option'],
    members: [{ name: '陳小華', birthday: '1995-04-01' }, { name: 'Amy' }],
  },
  proposal: { name: '循環便當盒', property: 'asia_pacific', issue: 'circular-economy', pdfFile: file('/files/private/p1.pdf', '計畫書.pdf'), img: file('/files/private/i1.png', 'team.png') },
};
const entered: IncubatorApplicationRecord = {
  ...stored,
  status: 'final_entered',
  finalFile: file('/files/private/f1.pdf', 'final.pdf'),
  finalSubmittedAt: '2026-05-01T00:00:00.000Z',
};

const APPLICATION = `id status version registrationNumber submittedAt finalSubmittedAt session { id programme }
  finalFile { url name size downloadUrl }
  team { organizeName type country city taxId name refers { source detail } members { name birthday isLeader } }
  proposal { name property abstract issue pdfFile { name downloadUrl } img { name downloadUrl } }`;
const SAVE = `mutation ($id: ID, $version: Int, $input: IncubatorApplicationInput!) {
  saveIncubatorDraft(id: $id, version: $version, input: $input) { id version } }`;
const SUBMIT = `mutation ($id: ID!, $key: String!) { submitIncubatorApplication(id: $id, idempotencyKey: $key) { id status } }`;
const FINAL = `mutation ($id: ID!, $file: Upload!) { uploadIncubatorFinal(id: $id, file: $file) { id status finalSubmittedAt finalFile { name } } }`;

const input = {
  team: { name: '綠色未來', type: 'INFORMAL', taxId: null, refers: [{ source: 'MEDIA', detail: '公益新聞網' }], members: [{ name: '陳小華', birthday: '1995-04-01' }] },
  proposal: { name: '循環便當盒', property: 'TAIWAN_ACCELERATION', issue: 'FOOD', pdfFile: { keep: '/files/private/p1.pdf' }, img: { upload: null } },
};
const photo = Buffer.from(Array.from({ length: 200_000 }, (_, i) => i % 253));
const finalPdf = Buffer.from(Array.from({ length: 1_200_000 }, (_, i) => i % 241));
const finalFile = (data = finalPdf) => ({ path: 'variables.file', filename: '決選簡報.pdf', contentType: 'application/pdf', data });

beforeAll(() => stack.start({ upstreamTimeoutMs: 2000 }));
afterAll(() => stack.stop());
beforeEach(() => stack.reset((_req, res) => json(res, 200, stored)));

describe('reading incubator applications', () => {
  it('maps the stored application to the schema: enums, referral details, the leader, the session', async () => {
    stack.reply = (_req, res) => json(res, 200, { items: [stored], total: 1 });
    const answer = await stack.ask(`{ myIncubatorApplications { ${APPLICATION} } }`);
    expect(answer.body.errors).toBeUndefined();
    expect(stack.received[0]?.req.url).toBe('/api/incubator/apply/pvt/list?page=1&pageSize=100');
    expect(answer.body.data?.myIncubatorApplications).toEqual([
      {
        id: '7',
        status: 'FINAL_UPLOAD',
        version: 4,
        registrationNumber: 'INC2026-0003',
        submittedAt: '2026-03-03T00:00:00.000Z',
        finalSubmittedAt: null,
        session: { id: '2', programme: 'INCUBATOR' },
        finalFile: null,
        team: {
          organizeName: '社團法人綠色未來協會',
          type: 'NON_PROFIT',
          country: null,
          city: '臺北市',
          taxId: null,
          name: '綠色未來',
          // An option the rules no longer know is left out.
          refers: [
            { source: 'MEDIA', detail: '公益新聞網' },
            { source: 'FACEBOOK', detail: null },
          ],
          members: [
            { name: '陳小華', birthday: '1995-04-01', isLeader: true },
            { name: 'Amy', birthday: null, isLeader: false },
          ],
        },
        proposal: {
          name: '循環便當盒',
          property: 'ASIA_PACIFIC',
          abstract: null,
          issue: 'CIRCULAR_ECONOMY',
          pdfFile: { name: '計畫書.pdf', downloadUrl: '/files/private/p1.pdf?exp=1&sig=abc' },
          img: { name: 'team.png', downloadUrl: '/files/private/i1.png?exp=1&sig=abc' },
        },
      },
    ]);
  });

  it('shows the final file and its time once entered', async () => {
    stack.reply = (_req, res) => json(res, 200, entered);
    const answer = await stack.ask(`query ($id: ID!) { incubatorApplication(id: $id) { status finalSubmittedAt finalFile { url name size downloadUrl } } }`, { id: '7' });
    expect(stack.received[0]?.req.url).toBe('/api/incubator/apply/pvt/resource/7');
    expect(answer.body.data?.incubatorApplication).toEqual({
      status: 'FINAL_ENTERED',
      finalSubmittedAt: '2026-05-01T00:00:00.000Z',
      finalFile: { url: '/files/private/f1.pdf', name: 'final.pdf', size: 1234, downloadUrl: '/files/private/f1.pdf?exp=1&sig=abc' },
    });
  });

  it('answers NOT_FOUND for an id that is no id without asking, and for one the backend does not show', async () => {
    expect(code(await stack.ask(`{ incubatorApplication(id: "-1") { id } }`))).toBe('NOT_FOUND');
    expect(stack.received).toHaveLength(0);
    stack.reply = (_req, res) => json(res, 404, { message: '找不到資料', code: 'NOT_FOUND' });
    expect(code(await stack.ask(`{ incubatorApplication(id: "8") { id } }`))).toBe('NOT_FOUND');
  });

  // A manager's token is refused by the context (context.test.ts; through the real processes in tests/integration/incubator.test.ts).
  it('refuses a visitor every call before any call', async () => {
    const visitor = {};
    expect(code(await stack.ask(`{ myIncubatorApplications { id } }`, {}, visitor))).toBe('UNAUTHENTICATED');
    expect(code(await stack.ask(`{ incubatorApplication(id: "7") { id } }`, {}, visitor))).toBe('UNAUTHENTICATED');
    expect(code(await stack.ask(SAVE, { input }, visitor))).toBe('UNAUTHENTICATED');
    expect(code(await stack.ask(SUBMIT, { id: '7', key: 'k' }, visitor))).toBe('UNAUTHENTICATED');
    expect(code(await stack.upload(FINAL, { id: '7', file: null }, [finalFile()], { authorization: '' }))).toBe('UNAUTHENTICATED');
    expect(stack.received).toHaveLength(0);
  });
});

describe('saving and submitting an incubator application', () => {
  it('sends the rules’ values, the kept plan and the new photo as the part proposal.img', async () => {
    const answer = await stack.upload(SAVE, { id: '7', version: 4, input }, [
      { path: 'variables.input.proposal.img.upload', filename: 'team.png', contentType: 'image/png', data: photo },
    ]);
    expect(answer.body.errors).toBeUndefined();
    const [call] = stack.received;
    expect(call?.req.method).toBe('PUT');
    expect(call?.req.url).toBe('/api/incubator/apply/pvt/resource/7?version=4');
    expect(call?.parts?.map((part) => [part.name, part.filename])).toEqual([
      ['data', undefined],
      ['keepList', undefined],
      ['proposal.img', 'team.png'],
    ]);
    expect(JSON.parse(call?.parts?.[0]?.data.toString() ?? '')).toEqual({
      team: { name: '綠色未來', type: 'informal', refers: ['media:公益新聞網'], members: [{ name: '陳小華', birthday: '1995-04-01' }] },
      proposal: { name: '循環便當盒', property: 'taiwan_acceleration', issue: 'food', pdfFile: '/files/private/p1.pdf' },
    });
    expect(JSON.parse(call?.parts?.[1]?.data.toString() ?? '')).toEqual(['/files/private/p1.pdf']);
    expect(call?.parts?.[2]?.data.equals(photo)).toBe(true);
  });

  it('creates with POST when there is no id, and refuses a broken draft before any call', async () => {
    await stack.ask(SAVE, { input: { ...input, proposal: { ...input.proposal, img: null } } });
    expect(stack.received[0]?.req.method).toBe('POST');
    expect(stack.received[0]?.req.url).toBe('/api/incubator/apply/pvt/resource');
    const broken = await stack.ask(SAVE, { input: { ...input, team: { ...input.team, taxId: '12345678' } } }, { authorization: member, 'content-language': 'en' });
    expect(broken.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'team.taxId' });
    expect(stack.received).toHaveLength(1);
  });

  it('passes the backend’s refusal of a small photo through at its field', async () => {
    stack.reply = (_req, res) => json(res, 400, { message: '至少須符合2R', code: 'BAD_USER_INPUT', fields: [{ path: 'proposal.img', message: '至少須符合2R' }] });
    const answer = await stack.upload(SAVE, { id: '7', version: 4, input }, [
      { path: 'variables.input.proposal.img.upload', filename: 'small.png', contentType: 'image/png', data: photo },
    ]);
    expect(answer.body.errors?.[0]).toMatchObject({ message: '至少須符合2R', extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'proposal.img', message: '至少須符合2R' }] } });

    // Sent under its GraphQL name, the same refusal names the field so.
    const { img: _img, pdfFile, property, ...proposal } = input.proposal;
    const SAVE_NEW = `mutation ($input: SaveIncubatorApplicationDraftInput!) { saveIncubatorApplicationDraft(input: $input) { id version } }`;
    const byNewNames = await stack.upload(SAVE_NEW, { input: { id: '7', version: 4, team: input.team, proposal: { ...proposal, group: property, plan: pdfFile, photo: { upload: null } } } }, [
      { path: 'variables.input.proposal.photo.upload', filename: 'small.png', contentType: 'image/png', data: photo },
    ]);
    expect(byNewNames.body.errors?.[0]?.extensions.fields).toEqual([{ path: 'proposal.photo', message: '至少須符合2R' }]);
  });

  it('submits with the idempotency key as the Idempotency-Key header', async () => {
    stack.reply = (_req, res) => json(res, 200, { ...stored, status: 'submitted' });
    const answer = await stack.ask(SUBMIT, { id: '7', key: 'c1b2' });
    expect(answer.body.data?.submitIncubatorApplication).toEqual({ id: '7', status: 'SUBMITTED' });
    expect(stack.received[0]?.req.url).toBe('/api/incubator/apply/pvt/submit/7');
    expect(stack.received[0]?.req.headers['idempotency-key']).toBe('c1b2');
  });
});

describe('the final upload', () => {
  it('streams the PDF as the one part `file`, byte for byte, and answers the entered application', async () => {
    stack.reply = (_req, res) => json(res, 200, entered);
    const answer = await stack.upload(FINAL, { id: '7', file: null }, [finalFile()]);
    expect(answer.body.data?.uploadIncubatorFinal).toEqual({
      id: '7',
      status: 'FINAL_ENTERED',
      finalSubmittedAt: '2026-05-01T00:00:00.000Z',
      finalFile: { name: 'final.pdf' },
    });
    const [call] = stack.received;
    expect(call?.req.method).toBe('POST');
    expect(call?.req.url).toBe('/api/incubator/apply/pvt/final/submit/7');
    expect(call?.parts?.map((part) => [part.name, part.filename, part.contentType])).toEqual([['file', '決選簡報.pdf', 'application/pdf']]);
    expect(call?.parts?.[0]?.data.equals(finalPdf)).toBe(true);
  });

  it('passes the backend’s refusals through: a second upload, a closed round, a file over the limit', async () => {
    for (const [status, body, expected] of [
      [409, { message: '決選檔案已上傳，無法更換', code: 'CONFLICT' }, 'CONFLICT'],
      [403, { message: '報名已截止', code: 'REGISTRATION_CLOSED' }, 'REGISTRATION_CLOSED'],
      [413, { message: '檔案大小超過 10 MB', code: 'PAYLOAD_TOO_LARGE' }, 'PAYLOAD_TOO_LARGE'],
    ] as const) {
      stack.reply = (_req, res) => json(res, status, body);
      const answer = await stack.upload(FINAL, { id: '7', file: null }, [finalFile()]);
      expect(answer.body.errors?.[0]).toMatchObject({ message: body.message, extensions: { code: expected } });
    }
  });

  it('answers an id that is no id with NOT_FOUND without asking, and still reads the whole upload', async () => {
    const answer = await stack.upload(FINAL, { id: 'x', file: null }, [finalFile()]);
    expect(code(answer)).toBe('NOT_FOUND');
    expect(stack.received).toHaveLength(0);
  });

  it('reads the rest of an upload the context refused (an expired token), so the browser’s request completes', async () => {
    const { body, contentType } = graphqlMultipart({ query: FINAL, variables: { id: '7', file: null } }, [finalFile(Buffer.alloc(4_000_000, 5))]);
    const expired = `Bearer ${memberToken({ exp: inSeconds(-60) })}`;
    const sent = new Promise<number>((resolve, reject) => {
      const browser = httpRequest(stack.url, { method: 'POST', headers: { 'content-type': contentType, authorization: expired, 'apollo-require-preflight': 'true' } }, (res) => {
        res.resume();
        // The answer may come before the body is all sent, or (it waits for the body's end) after.
        if (browser.writableFinished) resolve(res.statusCode ?? 0);
        else browser.once('finish', () => resolve(res.statusCode ?? 0));
      });
      browser.on('error', reject);
      browser.end(body);
    });
    expect(await sent).toBe(401);
    expect(stack.received).toHaveLength(0);
  });

  it('aborts the upstream request when the browser goes away mid-upload', async () => {
    stack.reply = () => undefined;
    const { body, contentType } = graphqlMultipart({ query: FINAL, variables: { id: '7', file: null } }, [finalFile(Buffer.alloc(3_000_000, 3))]);
    const browser = httpRequest(stack.url, { method: 'POST', headers: { 'content-type': contentType, authorization: member, 'apollo-require-preflight': 'true' } });
    browser.on('error', () => undefined);
    browser.write(body.subarray(0, body.length / 2));
    await expect.poll(() => stack.received.length, { timeout: 5000 }).toBe(1);
    browser.destroy();
    await expect.poll(() => stack.received[0]?.aborted, { timeout: 5000 }).toBe(true);
    expect(stack.received[0]?.parts).toBeUndefined();
  });
});
