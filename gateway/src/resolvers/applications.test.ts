// Applications on a real gateway over a stand-in backend: what members read (REST → schema),
// what a save sends upstream (rules shape, keepList, files streamed as slot-named parts), and the
// refusals that never reach the backend.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InventionApplicationRecord } from '../rest/application-records.ts';
import { ApplicationStack, codeOf as code, member, type Answer } from '../testing/application-stack.ts';
import { graphqlMultipart, readBody, type GraphQLFile } from '../testing/multipart.ts';
import { json } from '../testing/upstream.ts';

const stack = new ApplicationStack();
const upstreamTimeoutMs = 1000;

const file = (url: string, name: string) => ({ url, name, size: 1234, downloadUrl: `${url}?exp=1&sig=abc` });
const stored: InventionApplicationRecord = {
  id: 7,
  sessionId: 2,
  status: 'draft',
  version: 3,
  registrationNumber: null,
  submittedAt: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-02T00:00:00.000Z',
  team: {
    name: '藍天隊',
    previewImg: file('/files/private/a1.jpg', 'team.jpg'),
    refers: ['website', 'previous_team:Blue Sky'],
    teachers: [{ name: '林老師', email: 'lin@example.edu' }],
    members: [{ name: '王小明', pdfFile: file('/files/private/b2.pdf', 'proof.pdf') }, { name: 'Amy' }],
  },
  proposal: { name: 'Care', level: 'college', main: 'disaster_relief', subs: [3, 11] },
};

beforeAll(() => stack.start({ upstreamTimeoutMs }));
afterAll(() => stack.stop());
afterEach(() => vi.restoreAllMocks());
beforeEach(() => stack.reset((_req, res) => json(res, 200, stored)));

const ask = (query: string, variables?: object, headers?: Record<string, string>) => stack.ask(query, variables, headers);
const upload = (variables: object, files: GraphQLFile[], headers?: Record<string, string>) => stack.upload(SAVE, variables, files, headers);

const APPLICATION = `id status version registrationNumber submittedAt updatedAt session { id name isOpen }
  team { name school previewImg { url name size downloadUrl } refers { source detail } teachers { name email }
         members { name isLeader pdfFile { url downloadUrl } } }
  proposal { name level main subs abstract pdfFile { url } }`;
const SAVE = `mutation ($id: ID, $version: Int, $input: InventionApplicationInput!) {
  saveInventionDraft(id: $id, version: $version, input: $input) { id version } }`;
const SUBMIT = `mutation ($id: ID!, $key: String!) { submitInventionApplication(input: { id: $id, idempotencyKey: $key }) { id } }`;
/** The loose arguments of before, deprecated and still answered. */
const SUBMIT_LOOSE = `mutation ($id: ID!, $key: String!) { submitInventionApplication(id: $id, idempotencyKey: $key) { id } }`;

const input = {
  team: {
    name: '藍天隊',
    previewImg: { keep: '/files/private/a1.jpg' },
    school: null,
    refers: [{ source: 'PREVIOUS_TEAM', detail: 'Blue Sky' }, { source: 'WEBSITE' }],
    teachers: [{ name: '林老師', email: 'lin@example.edu' }],
    members: [{ name: '王小明', pdfFile: { keep: '/files/private/b2.pdf' } }, { name: 'Amy', pdfFile: null }],
  },
  proposal: { name: 'Care', level: 'COLLEGE', main: 'MEDICAL_HOME_CARE', subs: [3], abstract: 'We build a care robot', pdfFile: null },
};
const applicationCalls = () => stack.received.length;

describe('reading applications', () => {
  it('maps the stored application to the schema: enums, referral details, the leader, signed download paths, the session', async () => {
    stack.reply = (_req, res) => json(res, 200, { items: [stored], total: 1 });
    const answer = await ask(`{ myInventionApplications { ${APPLICATION} } }`);
    expect(answer.body.errors).toBeUndefined();
    expect(stack.received[0]?.req.url).toBe('/api/invention/apply/pvt/list?page=1&pageSize=100');
    expect(answer.body.data?.myInventionApplications).toEqual([
      {
        id: '7',
        status: 'DRAFT',
        version: 3,
        registrationNumber: null,
        submittedAt: null,
        updatedAt: '2026-03-02T00:00:00.000Z',
        session: { id: '2', name: '2026', isOpen: expect.any(Boolean) },
        team: {
          name: '藍天隊',
          school: null,
          previewImg: { url: '/files/private/a1.jpg', name: 'team.jpg', size: 1234, downloadUrl: '/files/private/a1.jpg?exp=1&sig=abc' },
          refers: [
            { source: 'WEBSITE', detail: null },
            { source: 'PREVIOUS_TEAM', detail: 'Blue Sky' },
          ],
          teachers: [{ name: '林老師', email: 'lin@example.edu' }],
          members: [
            { name: '王小明', isLeader: true, pdfFile: { url: '/files/private/b2.pdf', downloadUrl: '/files/private/b2.pdf?exp=1&sig=abc' } },
            { name: 'Amy', isLeader: false, pdfFile: null },
          ],
        },
        proposal: { name: 'Care', level: 'COLLEGE', main: 'DISASTER_RELIEF', subs: [3, 11], abstract: null, pdfFile: null },
      },
    ]);
  });

  it('answers each deprecated REST name as its GraphQL name', async () => {
    const pairs = [
      ['photo { url }', 'previewImg { url }'],
      ['referrals { source detail }', 'refers { source detail }'],
      ['members { studentProof { url } }', 'members { pdfFile { url } }'],
    ];
    const proposal = [['group', 'level'], ['theme', 'main'], ['sdgGoals', 'subs'], ['plan { url }', 'pdfFile { url }']];
    const read = async (team: string, prop: string) =>
      (await ask(`query ($id: ID!) { myInventionApplication(id: $id) { team { ${team} } proposal { ${prop} } } }`, { id: '7' })).body.data?.myInventionApplication as {
        team: Record<string, unknown>;
        proposal: Record<string, unknown>;
      };
    const current = await read(pairs.map(([name]) => name).join(' '), proposal.map(([name]) => name).join(' '));
    const deprecated = await read(pairs.map(([, old]) => old).join(' '), proposal.map(([, old]) => old).join(' '));
    // The same values, whatever the keys are called.
    const valuesOnly = (value: unknown): unknown =>
      Array.isArray(value) ? value.map(valuesOnly) : typeof value === 'object' && value !== null ? Object.values(value).map(valuesOnly) : value;
    expect(valuesOnly(current)).toEqual(valuesOnly(deprecated));
    expect(current.proposal).toEqual({ group: 'COLLEGE', theme: 'DISASTER_RELIEF', sdgGoals: [3, 11], plan: null });
  });

  it('answers null under myInventionApplication for an id that is no id, and for one the backend does not show', async () => {
    expect((await ask(`{ myInventionApplication(id: "7; DROP") { id } }`)).body).toEqual({ data: { myInventionApplication: null } });
    stack.reply = (_req, res) => json(res, 404, { message: 'Not found', code: 'NOT_FOUND' });
    expect((await ask(`{ myInventionApplication(id: "8") { id } }`)).body).toEqual({ data: { myInventionApplication: null } });
  });

  it('answers NOT_FOUND for an id that is no id without asking, and for one the backend does not show', async () => {
    expect(code(await ask(`{ inventionApplication(id: "7; DROP") { id } }`))).toBe('NOT_FOUND');
    expect(applicationCalls()).toBe(0);
    stack.reply = (_req, res) => json(res, 404, { message: 'Not found', code: 'NOT_FOUND' });
    expect(code(await ask(`{ inventionApplication(id: "8") { id } }`))).toBe('NOT_FOUND');
    expect(stack.received[0]?.req.url).toBe('/api/invention/apply/pvt/resource/8');
  });

  it('refuses a visitor before any call', async () => {
    expect(code(await ask(`{ myInventionApplications { id } }`, {}, {}))).toBe('UNAUTHENTICATED');
    expect(code(await ask(SAVE, { input }, {}))).toBe('UNAUTHENTICATED');
    expect(applicationCalls()).toBe(0);
  });
});

describe('saving a draft', () => {
  it('sends the input in rules shape with kept files in their slots and the keepList, as multipart', async () => {
    const answer = await ask(SAVE, { id: '7', version: 3, input });
    expect(answer.body.errors).toBeUndefined();
    const [call] = stack.received;
    expect(call?.req.method).toBe('PUT');
    expect(call?.req.url).toBe('/api/invention/apply/pvt/resource/7?version=3');
    expect(call?.parts?.map((part) => part.name)).toEqual(['data', 'keepList']);
    expect(JSON.parse(call?.parts?.[0]?.data.toString() ?? '')).toEqual({
      team: {
        name: '藍天隊',
        previewImg: '/files/private/a1.jpg',
        refers: ['previous_team:Blue Sky', 'website'],
        teachers: [{ name: '林老師', email: 'lin@example.edu' }],
        members: [{ name: '王小明', pdfFile: '/files/private/b2.pdf' }, { name: 'Amy' }],
      },
      proposal: { name: 'Care', level: 'college', main: 'medical_home_care', subs: [3], abstract: 'We build a care robot' },
    });
    expect(JSON.parse(call?.parts?.[1]?.data.toString() ?? '')).toEqual(['/files/private/a1.jpg', '/files/private/b2.pdf']);
  });

  it('creates with POST when there is no id', async () => {
    await ask(SAVE, { input });
    expect(stack.received[0]?.req.method).toBe('POST');
    expect(stack.received[0]?.req.url).toBe('/api/invention/apply/pvt/resource');
  });

  it('refuses a broken draft before any call, with every broken field in the request language', async () => {
    const broken = {
      team: { ...input.team, name: '一二三四五六七八九十一二三', teachers: [{ email: 'not-mail' }], refers: [{ source: 'MEDIA', detail: 'TV' }] },
      proposal: { ...input.proposal, subs: [18] },
    };
    const en = await ask(SAVE, { input: broken }, { authorization: member, 'content-language': 'en' });
    expect(code(en)).toBe('BAD_USER_INPUT');
    expect(en.body.errors?.[0]?.extensions.fields).toEqual(
      expect.arrayContaining([
        { path: 'team.name', message: 'Too many characters' },
        { path: 'team.refers.0', message: 'Please choose one of the options' },
        { path: 'team.teachers.0.email', message: 'Please enter a valid e-mail address' },
        { path: 'proposal.subs.0', message: expect.any(String) },
      ]),
    );
    const zh = await ask(SAVE, { input: broken });
    expect(zh.body.errors?.[0]?.extensions.fields).toContainEqual({ path: 'team.name', message: '超過字數上限' });
    expect(applicationCalls()).toBe(0);
  });

  it('needs the version to update, and never asks upstream for an id that is no id', async () => {
    const noVersion = await ask(SAVE, { id: '7', input });
    expect(noVersion.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'version' });
    expect(code(await ask(SAVE, { id: 'abc', version: 1, input }))).toBe('NOT_FOUND');
    expect(applicationCalls()).toBe(0);
  });

  it('passes the backend refusals through: fields, a stale version as CONFLICT, the precise 413', async () => {
    stack.reply = (_req, res) => json(res, 400, { message: '資料有誤', code: 'BAD_USER_INPUT', fields: [{ path: 'team.previewImg', message: '檔案格式不符', extra: 'x' }, { bogus: 1 }] });
    const fields = await ask(SAVE, { id: '7', version: 3, input });
    expect(fields.body.errors?.[0]).toMatchObject({ message: '資料有誤', extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'team.previewImg', message: '檔案格式不符' }] } });
    expect(fields.body.errors?.[0]?.extensions.fields).toEqual([{ path: 'team.previewImg', message: '檔案格式不符' }]);

    stack.reply = (_req, res) => json(res, 409, { message: '資料已被更新', code: 'STALE_VERSION' });
    expect((await ask(SAVE, { id: '7', version: 2, input })).body.errors?.[0]).toMatchObject({ message: '資料已被更新', extensions: { code: 'CONFLICT' } });

    stack.reply = (_req, res) => json(res, 413, { message: '檔案大小超過 2 MB', code: 'PAYLOAD_TOO_LARGE' });
    expect((await ask(SAVE, { id: '7', version: 3, input })).body.errors?.[0]).toMatchObject({ message: '檔案大小超過 2 MB', extensions: { code: 'PAYLOAD_TOO_LARGE' } });
  });
});

describe('uploads', () => {
  const photo = Buffer.alloc(300_000, 7);
  const plan = Buffer.from(Array.from({ length: 1_500_000 }, (_, i) => i % 251));
  // The operations hold null where the map puts each file (graphql-multipart-request-spec).
  const withFiles = {
    team: { ...input.team, previewImg: { keep: '/files/private/a1.jpg', upload: null } },
    proposal: { ...input.proposal, pdfFile: { upload: null } },
  };

  it('streams each file as a part named by its slot, byte for byte, in the order the browser sent them', async () => {
    // The plan comes first although its slot is last: the gateway must follow the browser's order.
    const answer = await upload({ id: '7', version: 3, input: withFiles }, [
      { path: 'variables.input.proposal.pdfFile.upload', filename: '計畫書.pdf', contentType: 'application/pdf', data: plan },
      { path: 'variables.input.team.previewImg.upload', filename: 'team.png', contentType: 'image/png', data: photo },
    ]);
    expect(answer.body.errors).toBeUndefined();
    const parts = stack.received[0]?.parts ?? [];
    expect(parts.map((part) => [part.name, part.filename, part.contentType])).toEqual([
      ['data', undefined, 'application/json'],
      ['keepList', undefined, 'application/json'],
      ['proposal.pdfFile', '計畫書.pdf', 'application/pdf'],
      ['previewImg', 'team.png', 'image/png'],
    ]);
    expect(parts[2]?.data.equals(plan)).toBe(true);
    expect(parts[3]?.data.equals(photo)).toBe(true);
    // A new file wins over the kept one at its slot: the old photo is neither in data nor kept.
    const data = JSON.parse(parts[0]?.data.toString() ?? '') as { team: Record<string, unknown> };
    expect(data.team.previewImg).toBeUndefined();
    expect(JSON.parse(parts[1]?.data.toString() ?? '')).toEqual(['/files/private/b2.pdf']);
  });

  it('refuses a multipart request without Apollo-Require-Preflight (CSRF) and reads none of it', async () => {
    // Under vitest Apollo's error class comes from another copy of graphql, so formatError logs it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { body, contentType } = graphqlMultipart({ query: SAVE, variables: { input } }, []);
    const res = await fetch(stack.url, { method: 'POST', headers: { 'content-type': contentType, authorization: member }, body });
    // Apollo's CSRF refusal (its text is checked on the real process in tests/integration).
    expect(res.status).toBe(400);
    expect(applicationCalls()).toBe(0);
  });

  it('answers a file the backend refused early and still lets the browser finish sending', async () => {
    stack.reply = (_req, res) => json(res, 400, { message: '檔案格式不符', code: 'BAD_USER_INPUT' });
    const answer = await upload({ id: '7', version: 3, input: withFiles }, [
      { path: 'variables.input.team.previewImg.upload', filename: 'x.png', contentType: 'image/png', data: photo },
      { path: 'variables.input.proposal.pdfFile.upload', filename: 'p.pdf', contentType: 'application/pdf', data: plan },
    ]);
    expect(answer.body.errors?.[0]).toMatchObject({ message: '檔案格式不符', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('drains the files of a refused draft, so the browser gets its answer', async () => {
    const answer = await upload({ input: { ...withFiles, team: { ...withFiles.team, name: '一二三四五六七八九十一二三' } } }, [
      { path: 'variables.input.proposal.pdfFile.upload', filename: 'p.pdf', contentType: 'application/pdf', data: plan },
    ]);
    expect(code(answer)).toBe('BAD_USER_INPUT');
    expect(applicationCalls()).toBe(0);
  });

  it('aborts the upstream request when the browser goes away mid-upload', async () => {
    let seen!: () => void;
    const upstreamSawRequest = new Promise<void>((resolve) => (seen = resolve));
    stack.reply = () => undefined;
    const { body, contentType } = graphqlMultipart({ query: SAVE, variables: { id: '7', version: 3, input: withFiles } }, [
      { path: 'variables.input.proposal.pdfFile.upload', filename: 'p.pdf', contentType: 'application/pdf', data: plan },
    ]);
    const browser = httpRequest(stack.url, {
      method: 'POST',
      headers: { 'content-type': contentType, authorization: member, 'apollo-require-preflight': 'true' },
    });
    browser.on('error', () => undefined);
    // Half the body, then wait until the upload has reached the backend, then hang up.
    browser.write(body.subarray(0, body.length / 2));
    const poll = setInterval(() => stack.received.length > 0 && seen(), 10);
    await upstreamSawRequest;
    clearInterval(poll);
    browser.destroy();
    await expect.poll(() => stack.received[0]?.aborted, { timeout: 5000 }).toBe(true);
    expect(stack.received[0]?.parts).toBeUndefined();
  });
});

describe('uploads and time', () => {
  const plan = Buffer.alloc(600_000, 1);
  const input = {
    team: { name: '慢慢傳' },
    proposal: { pdfFile: { upload: null } },
  };
  const send = (body: Buffer, contentType: string, pauseMs: number) =>
    new Promise<Answer>((resolve, reject) => {
      const browser = httpRequest(stack.url, { method: 'POST', headers: { 'content-type': contentType, authorization: member, 'apollo-require-preflight': 'true' } }, (res) => {
        readBody(res).then((text) => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text.toString()) as Answer['body'] }), reject);
      });
      browser.on('error', reject);
      browser.write(body.subarray(0, body.length / 2));
      setTimeout(() => browser.end(body.subarray(body.length / 2)), pauseMs);
    });

  it('lets a slow upload take longer than the upstream timeout: the clock runs once the last byte is sent', async () => {
    const { body, contentType } = graphqlMultipart({ query: SAVE, variables: { input } }, [
      { path: 'variables.input.proposal.pdfFile.upload', filename: 'p.pdf', contentType: 'application/pdf', data: plan },
    ]);
    const answer = await send(body, contentType, upstreamTimeoutMs * 1.5);
    expect(answer.body.errors).toBeUndefined();
    expect(stack.received[0]?.parts?.[2]?.data.equals(plan)).toBe(true);
  });

  it('waits for a backend that says it is still storing (102 Processing), but no longer for a silent one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const upload = () =>
      graphqlMultipart({ query: SAVE, variables: { input } }, [
        { path: 'variables.input.proposal.pdfFile.upload', filename: 'p.pdf', contentType: 'application/pdf', data: plan },
      ]);
    // The answer comes 2.5 timeouts after the body, with an interim answer every 0.6 of a timeout…
    stack.reply = (_req, res) => {
      const beats = setInterval(() => res.writeProcessing(), upstreamTimeoutMs * 0.6);
      setTimeout(() => {
        clearInterval(beats);
        json(res, 200, stored);
      }, upstreamTimeoutMs * 2.5);
    };
    const kept = upload();
    expect((await send(kept.body, kept.contentType, 0)).body.errors).toBeUndefined();
    // …and the same answer without them is given up on.
    stack.reply = (_req, res) => setTimeout(() => json(res, 200, stored), upstreamTimeoutMs * 2.5);
    const dropped = upload();
    expect((await send(dropped.body, dropped.contentType, 0)).body.errors?.[0]?.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('answers UPSTREAM_UNAVAILABLE when the backend takes the whole upload and then never answers', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stack.reply = () => undefined;
    const { body, contentType } = graphqlMultipart({ query: SAVE, variables: { input } }, [
      { path: 'variables.input.proposal.pdfFile.upload', filename: 'p.pdf', contentType: 'application/pdf', data: plan },
    ]);
    const answer = await send(body, contentType, 0);
    expect(answer.body.errors?.[0]?.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(stack.received[0]?.parts).toHaveLength(3);
  });

  it('answers UPSTREAM_UNAVAILABLE when the backend drops the connection mid-upload, and the browser still gets it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stack.upstreamDrops = true;
    try {
      const { body, contentType } = graphqlMultipart({ query: SAVE, variables: { input } }, [
        { path: 'variables.input.proposal.pdfFile.upload', filename: 'p.pdf', contentType: 'application/pdf', data: Buffer.alloc(3_000_000, 2) },
      ]);
      const answer = await send(body, contentType, 50);
      expect(answer.body.errors?.[0]?.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      stack.upstreamDrops = false;
    }
  });
});

describe('submitting', () => {
  it('sends the idempotency key as the Idempotency-Key header', async () => {
    stack.reply = (_req, res) => json(res, 200, { ...stored, status: 'submitted', registrationNumber: 'INV2026-0001', submittedAt: '2026-03-03T00:00:00.000Z' });
    expect((await ask(SUBMIT, { id: '7', key: '0b7d2c6e-6d0e-4c36-9a53-2f1e4f7c1a11' })).body.errors).toBeUndefined();
    expect(stack.received[0]?.req.url).toBe('/api/invention/apply/pvt/submit/7');
    expect(stack.received[0]?.req.headers['idempotency-key']).toBe('0b7d2c6e-6d0e-4c36-9a53-2f1e4f7c1a11');
    expect((await ask(SUBMIT_LOOSE, { id: '7', key: '0b7d2c6e-6d0e-4c36-9a53-2f1e4f7c1a11' })).body.errors).toBeUndefined();
    expect(stack.received[1]?.req.url).toBe('/api/invention/apply/pvt/submit/7');
  });

  it('refuses an empty, overlong or header-breaking key before any call', async () => {
    for (const key of ['', 'x'.repeat(101), 'a\r\nX-Evil: 1']) {
      expect(code(await ask(SUBMIT, { id: '7', key }))).toBe('BAD_USER_INPUT');
    }
    expect(applicationCalls()).toBe(0);
  });
});

describe('a save behind a slow backend', () => {
  it('has the upstream timeout to be answered once it is sent, not while it waits for a socket', async () => {
    // Submits wait as long as a deadline needs (60 s): 128 unanswered ones hold every upstream socket.
    const unanswered: (() => void)[] = [];
    stack.reset((req, res) => {
      if (req.url?.includes('/submit/')) unanswered.push(() => json(res, 200, { ...stored, status: 'submitted' }));
      else json(res, 200, stored);
    });
    const submits = Array.from({ length: 128 }, () => ask(SUBMIT, { id: '7', key: randomUUID() }));
    await vi.waitFor(() => expect(unanswered).toHaveLength(128), { timeout: 20_000, interval: 50 });

    const save = ask(SAVE, { id: '7', version: 3, input });
    // Queued for longer than the upstream timeout, it has not been sent yet…
    await new Promise((resolve) => setTimeout(resolve, upstreamTimeoutMs * 1.5));
    expect(stack.received.filter((call) => call.req.method === 'PUT')).toHaveLength(0);
    // …and once a socket is free it is sent, and answered.
    for (const answer of unanswered) answer();
    expect((await save).body.errors).toBeUndefined();
    for (const answer of await Promise.all(submits)) expect(answer.body.errors).toBeUndefined();
  }, 40_000);
});

describe('upstream connections', () => {
  it('a save of JSON fields alone ends its upstream request, so its connection serves the next call', async () => {
    for (let i = 0; i < 20; i++) expect((await ask(SAVE, { id: '7', version: 3, input })).body.errors).toBeUndefined();
    const saves = stack.received.filter((call) => call.req.method === 'PUT');
    expect(saves).toHaveLength(20);
    // A request left unfinished keeps its socket from the pool: each save then opened another.
    expect(new Set(saves.map((call) => call.req.socket)).size).toBeLessThanOrEqual(2);
  });
});
