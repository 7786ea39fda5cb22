// The console's people, audit, reminder and staff-account fields through the real gateway over a
// stand-in backend: what goes upstream (paths, queries, bodies, language) and how the answers map.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readBody } from '../testing/multipart.ts';
import { managerToken } from '../testing/tokens.ts';
import { startTestGateway, type TestGateway } from '../testing/gateway.ts';
import { accountInfo, json } from '../testing/upstream.ts';

let gateway: TestGateway;
/** The calls besides the token check: method, path with query, JSON body, language. */
const calls: { call: string; body: unknown; lang: string | undefined }[] = [];
let answers: Record<string, [number, unknown]> = {};
const staff = accountInfo('manager');

beforeAll(async () => {
  gateway = await startTestGateway((req, res) => {
    const url = req.url ?? '';
    if (url === '/api/manager/info') return json(res, 200, staff);
    void readBody(req).then((raw) => {
      const call = `${req.method ?? ''} ${decodeURIComponent(url.replace('/api/', ''))}`;
      calls.push({ call, body: raw.length ? JSON.parse(raw.toString()) : undefined, lang: req.headers['content-language'] as string | undefined });
      const [status, body] = answers[call] ?? [404, { message: 'no such route' }];
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

async function ask(query: string, variables: object = {}, lang = 'en', token: string | null = managerToken({ sub: '1' })): Promise<Answer> {
  const res = await fetch(gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as Answer;
}

const application = (programme: string, id: number, createdAt: string, team: object) => ({
  id,
  sessionId: 3,
  status: 'submitted',
  version: 2,
  registrationNumber: `${programme}-000${id}`,
  submittedAt: '2026-05-01T00:00:00.000Z',
  createdAt,
  updatedAt: createdAt,
  team,
  proposal: {},
  ownerId: 7,
  ownerEmail: 'owner@example.org',
  submittedInGrace: id === 2,
});

describe('members', () => {
  it("asks for a searched page, and reads a member's applications of both programmes, newest first", async () => {
    const member = { ...accountInfo('user', { id: 7, email: 'owner@example.org', mobile: '0912345678' }), verified: true, createdAt: '2026-01-01T00:00:00.000Z' };
    answers['GET user/resource/pvt/members?search=wang&page=2&pageSize=10'] = [200, { items: [member], total: 11 }];
    answers['GET invention/apply/pvt/list?ownerId=7&page=1&pageSize=100'] = [200, { items: [application('INV', 1, '2026-02-01T00:00:00.000Z', { name: '發明隊', school: '台大', members: [{ name: '王小明', email: 'lead@example.org' }] })], total: 1 }];
    answers['GET incubator/apply/pvt/list?ownerId=7&page=1&pageSize=100'] = [200, { items: [application('INC', 2, '2026-03-01T00:00:00.000Z', { name: '育成隊', organizeName: '協會', members: [] })], total: 1 }];
    const answer = await ask(`{ staffMembers(search: "  wang ", page: 2, pageSize: 10) { total items { id email mobile verified applications { id programme status registrationNumber teamName leaderName leaderEmail organisation submittedInGrace } } } }`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.staffMembers).toEqual({
      total: 11,
      items: [
        {
          id: '7',
          email: 'owner@example.org',
          mobile: '0912345678',
          verified: true,
          applications: [
            { id: '2', programme: 'INCUBATOR', status: 'SUBMITTED', registrationNumber: 'INC-0002', teamName: '育成隊', leaderName: null, leaderEmail: null, organisation: '協會', submittedInGrace: true },
            { id: '1', programme: 'INVENTION', status: 'SUBMITTED', registrationNumber: 'INV-0001', teamName: '發明隊', leaderName: '王小明', leaderEmail: 'lead@example.org', organisation: '台大', submittedInGrace: false },
          ],
        },
      ],
    });
  });

  it('answers null for an unknown member without asking for a malformed id, and refuses a page out of range before any call', async () => {
    expect((await ask(`{ staffMember(id: "42") { id } }`)).data).toEqual({ staffMember: null });
    expect((await ask(`{ staffMember(id: "../x") { id } }`)).data).toEqual({ staffMember: null });
    const tooBig = await ask(`{ staffMembers(pageSize: 101) { total } }`, {}, 'zhTw');
    expect(tooBig.errors?.[0]).toMatchObject({ message: '頁碼須為正整數，每頁筆數須介於 1 到 100', extensions: { code: 'BAD_USER_INPUT' } });
    expect(calls.map((call) => call.call)).toEqual(['GET user/resource/pvt/members/42']);
  });

  it("asks for the exports' links in the request's language", async () => {
    const link = { url: '/files/exports/members-en.xlsx?ask=a&sig=b', expiresAt: '2026-05-01T00:01:00.000Z' };
    answers['POST user/resource/pvt/download/link'] = [200, link];
    answers['POST mailchimp/pvt/download/link'] = [200, { url: '/files/exports/subscribers.csv?ask=a&sig=b', expiresAt: link.expiresAt }];
    expect((await ask(`mutation { staffExportMembers(input: { search: "wang" }) { url expiresAt } }`)).data).toEqual({ staffExportMembers: link });
    expect((await ask(`mutation { staffExportSubscribers { url } }`, {}, 'zhTw')).data).toEqual({ staffExportSubscribers: { url: '/files/exports/subscribers.csv?ask=a&sig=b' } });
    expect(calls).toEqual([
      { call: 'POST user/resource/pvt/download/link', body: { search: 'wang' }, lang: 'en' },
      { call: 'POST mailchimp/pvt/download/link', body: {}, lang: 'zhTw' },
    ]);
  });
});

describe('reminders', () => {
  it('maps the report (a mail claimed but never handed over is not delivered) and asks for the preview by stage and language', async () => {
    answers['GET invention/session/pvt/reminders/3'] = [
      200,
      {
        sessionId: 3,
        applyEnd: '2026-05-31T15:59:00.000Z',
        stages: [
          {
            stage: 24,
            at: '2026-05-30T15:59:00.000Z',
            configured: true,
            passed: true,
            sent: 1,
            failed: 1,
            applications: [
              { id: 5, registrationNumber: null, teamName: '隊', sentAt: '2026-05-30T16:00:00.000Z', outcome: 'sent' },
              { id: 6, registrationNumber: null, teamName: null, sentAt: '2026-05-30T16:00:00.000Z', outcome: 'sending' },
            ],
          },
        ],
      },
    ];
    answers['GET invention/session/pvt/reminders/3/preview?stage=24&lang=en'] = [200, { applicationId: null, to: null, subject: 'Reminder', html: '<p>x</p>', text: 'x' }];
    const report = await ask(`{ staffReminders(programme: INVENTION, sessionId: "3") { applyEnd stages { hoursBefore sent failed applications { applicationId teamName delivered } } } }`);
    expect(report.data?.staffReminders).toEqual({
      applyEnd: '2026-05-31T15:59:00.000Z',
      stages: [{ hoursBefore: 24, sent: 1, failed: 1, applications: [{ applicationId: '5', teamName: '隊', delivered: true }, { applicationId: '6', teamName: null, delivered: false }] }],
    });
    const preview = await ask(`{ staffReminderPreview(programme: INVENTION, sessionId: "3", hoursBefore: 24, language: EN) { to subject } }`, {}, 'zhTw');
    expect(preview.data).toEqual({ staffReminderPreview: { to: '', subject: 'Reminder' } });
  });
});

describe('the audit log', () => {
  it('passes the filters and the page through, a target as `kind id` and the detail as JSON', async () => {
    answers['GET manager/audit?action=manager.invite&actor=staff@example.org&from=2026-05-01T00:00:00.000Z&page=3&pageSize=2'] = [
      200,
      {
        items: [
          { id: 9, at: '2026-05-02T00:00:00.000Z', actor: { id: 1, email: 'staff@example.org' }, action: 'manager.invite', target: { kind: 'account', id: 4 }, detail: { email: 'new@example.org', lang: 'en' }, from: '127.0.0.1' },
          { id: 8, at: '2026-05-01T00:00:00.000Z', actor: { id: null, email: null }, action: 'manager.invite', target: null, detail: {}, from: null },
        ],
        total: 5,
      },
    ];
    const answer = await ask(`{ staffAuditLog(filter: { action: "manager.invite", actor: " staff@example.org ", from: "2026-05-01T00:00:00Z" }, page: 3, pageSize: 2) { total items { id actor action target detail from } } }`);
    expect(answer.data?.staffAuditLog).toEqual({
      total: 5,
      items: [
        { id: '9', actor: 'staff@example.org', action: 'manager.invite', target: 'account 4', detail: '{"email":"new@example.org","lang":"en"}', from: '127.0.0.1' },
        { id: '8', actor: null, action: 'manager.invite', target: null, detail: '{}', from: null },
      ],
    });
  });
});

describe('staff accounts', () => {
  const manager = { id: 4, email: 'new@example.org', firstName: '', lastName: '', active: true, enrolled: false, invited: true };

  it('invites in the chosen language and lists the accounts', async () => {
    answers['POST manager/invite'] = [201, manager];
    answers['GET manager/list'] = [200, { items: [manager], total: 1 }];
    expect((await ask(`mutation { staffInviteManager(input: { email: " new@example.org ", language: ZH_TW }) { id invited } }`)).data).toEqual({ staffInviteManager: { id: '4', invited: true } });
    expect(calls[0]).toEqual({ call: 'POST manager/invite', body: { email: 'new@example.org', lang: 'zhTw' }, lang: 'en' });
    expect((await ask(`{ staffManagers { id email active enrolled invited } }`)).data).toEqual({ staffManagers: [{ id: '4', email: 'new@example.org', active: true, enrolled: false, invited: true }] });
  });

  it('refuses to deactivate the last manager as CONFLICT with its reason, in both languages', async () => {
    answers['POST manager/1/deactivate'] = [409, { message: '無法停用最後一位啟用中的管理者', code: 'LAST_MANAGER' }];
    for (const [lang, message] of [
      ['en', 'The last active staff account cannot be deactivated: invite and enrol another one first'],
      ['zhTw', '無法停用最後一位啟用中的管理者：請先邀請並啟用另一位管理者'],
    ]) {
      const answer = await ask(`mutation { staffDeactivateManager(input: { id: "1" }) { id } }`, {}, lang);
      expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'CONFLICT', reason: 'LAST_MANAGER' } });
    }
  });

  it('accepts an invitation with a password under the members’ rules; a weak one is never sent, a bad token keeps its reason', async () => {
    const weak = await ask(`mutation { staffAcceptInvite(input: { token: "t", password: "abc" }) { ticket } }`, {}, 'en', null);
    expect(weak.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });
    expect(calls).toEqual([]);

    answers['POST manager/invite/accept'] = [400, { message: 'This invitation is not valid', code: 'BAD_USER_INPUT', reason: 'INVALID_INVITE' }];
    const invalid = await ask(`mutation { staffAcceptInvite(input: { token: "t", password: "Invitee#2026" }) { ticket } }`, {}, 'en', null);
    expect(invalid.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'INVALID_INVITE' });

    const enrolment = { ticket: 'ticket', secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/YIP:new?secret=JBSWY3DPEHPK3PXP' };
    answers['POST manager/invite/accept'] = [200, { enrolment }];
    expect((await ask(`mutation { staffAcceptInvite(input: { token: "t", password: "Invitee#2026" }) { ticket secret otpauthUri } }`, {}, 'en', null)).data).toEqual({ staffAcceptInvite: enrolment });
    expect(calls.at(-1)?.body).toEqual({ token: 't', password: 'Invitee#2026' });
  });
});
