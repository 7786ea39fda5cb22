// The staff console's sessions and applications through the real gateway over a stand-in backend:
// what goes upstream for each field (the table's filter, order and page as query parameters, the
// confirmation of a deadline move, the export's ask in the request's language), and what never does.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readBody } from '../testing/multipart.ts';
import { managerToken } from '../testing/tokens.ts';
import { startTestGateway, type TestGateway } from '../testing/gateway.ts';
import { accountInfo, json } from '../testing/upstream.ts';

let gateway: TestGateway;
const calls: { method: string; url: string; body: unknown; lang: string | undefined }[] = [];
let answers: Record<string, [number, unknown]> = {};
const staff = accountInfo('manager');
const stored = {
  id: 7,
  name: { zhTw: '第七屆', en: 'Seventh' },
  applyStart: '2026-03-01T00:00:00.000Z',
  applyEnd: '2026-05-01T00:00:00.000Z',
  finalUploadEnd: '2026-06-01T00:00:00.000Z',
  submitGraceSeconds: 120,
  reminderStages: [168, 24, 3],
  active: true,
};

beforeAll(async () => {
  gateway = await startTestGateway((req, res) => {
    const url = req.url ?? '';
    if (url === '/api/manager/info') return json(res, 200, staff);
    void readBody(req).then((raw) => {
      calls.push({ method: req.method ?? '', url: url.replace('/api/', ''), body: raw.length ? JSON.parse(raw.toString()) : undefined, lang: req.headers['content-language'] as string | undefined });
      const [status, body] = answers[`${req.method} ${url.split('?')[0]}`] ?? [404, { message: 'Not found', code: 'NOT_FOUND' }];
      json(res, status, body);
    });
  });
});
afterAll(() => gateway.stop());
beforeEach(() => {
  calls.length = 0;
  answers = {};
});

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions: Record<string, unknown> }[];
}
async function ask(query: string, variables: object = {}, lang = 'en'): Promise<Answer> {
  const res = await fetch(gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-language': lang, authorization: `Bearer ${managerToken()}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as Answer;
}

const TABLE = `query ($filter: StaffApplicationFilter!, $page: Int, $pageSize: Int) {
  staffApplications(programme: INCUBATOR, filter: $filter, page: $page, pageSize: $pageSize) { total items { id programme status teamName leaderName leaderEmail organisation ownerEmail submittedInGrace } }
}`;
const UPDATE = `mutation ($input: StaffUpdateSessionInput!) { staffUpdateSession(input: $input) { id active applyEnd } }`;
const HISTORY = `query { staffInventionApplication(id: "5") { ownerEmail history { kind at by detail } } }`;
const EXPORT = `mutation ($input: StaffExportApplicationsInput!) { staffExportApplications(input: $input) { url expiresAt } }`;
const sessionInput = { programme: 'INVENTION', name: stored.name, applyStart: stored.applyStart, applyEnd: '2026-05-02T00:00:00.000Z', finalUploadEnd: stored.finalUploadEnd };

describe('the applications table', () => {
  it("sends the filter, the order and the page as the backend's query, and shapes the rows", async () => {
    const item = {
      id: 3,
      sessionId: 2,
      status: 'final_upload',
      version: 4,
      registrationNumber: 'INC2026-0003',
      submittedAt: '2026-03-01T00:00:00.000Z',
      createdAt: '2026-02-01T00:00:00.000Z',
      ownerId: 9,
      team: { name: 'Seeds', organizeName: 'Seed Co', members: [{ name: '王小明', email: 'lead@example.org' }] },
      ownerEmail: 'owner@example.org',
      submittedInGrace: true,
      updatedAt: '2026-04-01T00:00:00.000Z',
    };
    answers['GET /api/incubator/apply/pvt/list'] = [200, { items: [item], total: 101 }];
    const answer = await ask(TABLE, { filter: { sessionId: '2', statuses: ['SUBMITTED', 'FINAL_UPLOAD'], search: ' seed ', sort: 'TEAM_NAME' }, page: 2, pageSize: 100 });
    expect(answer.data?.staffApplications).toEqual({
      total: 101,
      items: [{ id: '3', programme: 'INCUBATOR', status: 'FINAL_UPLOAD', teamName: 'Seeds', leaderName: '王小明', leaderEmail: 'lead@example.org', organisation: 'Seed Co', ownerEmail: 'owner@example.org', submittedInGrace: true }],
    });
    const query = new URL(calls[0]!.url, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({ page: '2', pageSize: '100', sort: 'team_name', sessionId: '2', status: 'submitted,final_upload', q: 'seed' });
  });

  it('refuses a page size past 100 and answers nothing for a session id that names nothing, without asking', async () => {
    expect((await ask(TABLE, { filter: {}, pageSize: 101 })).errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect((await ask(TABLE, { filter: { sessionId: 'x' } })).data?.staffApplications).toEqual({ total: 0, items: [] });
    expect(calls).toEqual([]);
  });
});

describe('sessions', () => {
  it('checks the input first: every broken rule under its field, in the request language', async () => {
    const answer = await ask(UPDATE, { input: { id: '7', session: { ...sessionInput, applyEnd: stored.applyStart, reminderStages: [0] } } }, 'zhTw');
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [
        { path: 'reminderStages.0', message: '提醒時點須為 1 至 2160 小時的整數，且不可重複' },
        { path: 'applyEnd', message: '須為報名開始 < 報名截止 ≤ 決選上傳截止' },
      ],
    });
    expect(calls).toEqual([]);
  });

  it('keeps the active flag and passes the confirmation of a deadline move on', async () => {
    answers['GET /api/invention/session/pvt/resource/7'] = [200, stored];
    answers['PUT /api/invention/session/pvt/resource/7'] = [200, { ...stored, applyEnd: sessionInput.applyEnd }];
    await ask(UPDATE, { input: { id: '7', session: sessionInput, confirmDeadlineChange: true } });
    expect(calls[1]).toMatchObject({ method: 'PUT', url: 'invention/session/pvt/resource/7?confirmDeadlineChange=1', body: { active: true, applyEnd: sessionInput.applyEnd } });
  });

  it("answers the backend's refusal of an unconfirmed move as CONFLICT with its reason", async () => {
    answers['GET /api/invention/session/pvt/resource/7'] = [200, stored];
    answers['PUT /api/invention/session/pvt/resource/7'] = [409, { message: 'Needs confirmation', code: 'CONFLICT', reason: 'DEADLINE_CHANGE_UNCONFIRMED' }];
    const answer = await ask(UPDATE, { input: { id: '7', session: sessionInput } });
    expect(calls[1]?.url).toBe('invention/session/pvt/resource/7');
    expect(answer.errors?.[0]).toMatchObject({ message: 'Needs confirmation', extensions: { code: 'CONFLICT', reason: 'DEADLINE_CHANGE_UNCONFIRMED' } });
  });
});

describe('one application', () => {
  it('words the history in the request language', async () => {
    answers['GET /api/invention/apply/pvt/resource/5'] = [200, {
      id: 5,
      sessionId: 2,
      status: 'submitted',
      version: 2,
      registrationNumber: 'INV2026-0005',
      submittedAt: '2026-04-01T00:00:00.000Z',
      createdAt: '2026-03-01T00:00:00.000Z',
      updatedAt: '2026-04-01T00:00:00.000Z',
      ownerId: 9,
      ownerEmail: 'owner@example.org',
      submittedInGrace: false,
    }];
    answers['GET /api/invention/apply/pvt/history/5'] = [
      200,
      {
        items: [
          { kind: 'reminder_mailed', at: '2026-04-24T00:00:00.000Z', by: null, stage: 168, delivered: false },
          { kind: 'submitted_mailed', at: '2026-04-25T00:00:00.000Z', by: null, recipients: ['a@example.org', 'b@example.org'] },
        ],
      },
    ];
    const answer = await ask(HISTORY, {}, 'zhTw');
    expect(answer.data?.staffInventionApplication).toEqual({
      ownerEmail: 'owner@example.org',
      history: [
        { kind: 'REMINDER_MAILED', at: '2026-04-24T00:00:00.000Z', by: null, detail: '截止前 168 小時的提醒（寄送失敗）' },
        { kind: 'SUBMITTED_MAILED', at: '2026-04-25T00:00:00.000Z', by: null, detail: 'a@example.org, b@example.org' },
      ],
    });
  });
});

describe('the export', () => {
  it("asks for the link with the table's filter in the request's language", async () => {
    answers['POST /api/invention/apply/pvt/download/link'] = [200, { url: '/files/exports/invention-zhTw.xlsx?ask=a&sig=b', expiresAt: '2026-04-01T00:01:00.000Z' }];
    const answer = await ask(EXPORT, { input: { programme: 'INVENTION', sessionId: '2', includeDrafts: true, search: 'x' } }, 'zhTw');
    expect(answer.data?.staffExportApplications).toEqual({ url: '/files/exports/invention-zhTw.xlsx?ask=a&sig=b', expiresAt: '2026-04-01T00:01:00.000Z' });
    expect(calls).toEqual([{ method: 'POST', url: 'invention/apply/pvt/download/link', body: { sessionId: '2', filter: 'all', search: 'x' }, lang: 'zhTw' }]);
  });

  it('exports exactly the statuses the table is filtered by, whatever includeDrafts says', async () => {
    answers['POST /api/incubator/apply/pvt/download/link'] = [200, { url: '/files/exports/incubator-en.xlsx?ask=a&sig=b', expiresAt: '2026-04-01T00:01:00.000Z' }];
    await ask(EXPORT, { input: { programme: 'INCUBATOR', includeDrafts: false, statuses: ['DRAFT', 'FINAL_UPLOAD', 'DRAFT'] } }, 'en');
    await ask(EXPORT, { input: { programme: 'INCUBATOR', includeDrafts: true, statuses: [] } }, 'en');
    expect(calls.map((call) => call.body)).toEqual([{ status: 'draft,final_upload' }, { filter: 'all' }]);
  });
});
