// Walks every root field of schema.graphql: each must say who may call it, and the real gateway
// (over a stand-in backend) must refuse the wrong caller before the field's own upstream call.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayContext } from '../context.ts';
import { graphqlMultipart, type GraphQLFile } from '../testing/multipart.ts';
import { managerToken, memberToken } from '../testing/tokens.ts';
import { startTestGateway, type TestGateway } from '../testing/gateway.ts';
import { accountInfo, json } from '../testing/upstream.ts';
import { access, managerFields, memberFields, operationFor, publicFields, rootFields, type RootField } from '../testing/root-fields.ts';
import { checkAccess, withAccessChecks } from './auth-directive.ts';

describe('root field declarations', () => {
  it('every Query and Mutation field has @public or @auth(role:)', () => {
    expect(rootFields.length).toBeGreaterThan(50);
    expect(rootFields.map(({ type, field }) => `${type}.${field.name}`).filter((name) => !access.has(name))).toEqual([]);
    expect(memberFields.length).toBeGreaterThan(10);
    expect(managerFields.map(({ field }) => field.name)).toEqual(expect.arrayContaining(['staffSignOut', 'staffViewer', 'staffSessions', 'staffApplications']));
  });

  it('stops the gateway at start when a root field has no mark, or both', () => {
    const declarations = `
      enum AuthRole { MEMBER MANAGER }
      directive @auth(role: AuthRole!) on FIELD_DEFINITION
      directive @public on FIELD_DEFINITION`;
    const unmarked = `${declarations}
      type Query { open: Int @public, forgotten: Int }
      type Mutation { both: Int @public @auth(role: MEMBER) }
      extend type Query { later: Int }`;
    expect(() => withAccessChecks(unmarked, {})).toThrow('root fields need exactly one of @public or @auth(role:): Query.forgotten, Query.later, Mutation.both');
    expect(() => withAccessChecks('type Query { open: Int }', {})).toThrow('must declare @auth and @public');
    expect(() => withAccessChecks(`${declarations} type Query { open: Int @public }`, {})).not.toThrow();
  });

  it('words the refusal of the other role in the request language', () => {
    const asManager = { lang: 'en', claims: { sub: '1', role: 'manager', exp: 0 } } as GatewayContext;
    expect(() => checkAccess({ role: 'user' }, asManager)).toThrow('Automatic login failed or your session has expired. Please log in again.');
    expect(() => checkAccess({ role: 'user' }, { lang: 'zhTw' } as GatewayContext)).toThrow('請先登入');
    expect(() => checkAccess({ public: true }, { lang: 'zhTw' } as GatewayContext)).not.toThrow();
  });
});

let gateway: TestGateway;
/** What the stand-in backend was asked besides the token checks: a refused field must ask nothing. */
const fieldCalls: string[] = [];

beforeAll(async () => {
  gateway = await startTestGateway((req, res) => {
    if (req.url === '/api/user/info') return json(res, 200, accountInfo('user'));
    if (req.url === '/api/manager/info') return json(res, 200, accountInfo('manager'));
    fieldCalls.push(`${req.method} ${req.url}`);
    req.resume();
    json(res, 404, { message: 'stand-in' });
  });
});
afterAll(() => gateway.stop());
beforeEach(() => {
  fieldCalls.length = 0;
});

const tokens = { member: memberToken(), manager: managerToken() };
const refusals = ['FORBIDDEN', 'UNAUTHENTICATED'];

/** The first error's code of the field asked alone (undefined when it answered). */
async function codeOf(root: RootField, as: keyof typeof tokens | 'visitor'): Promise<unknown> {
  const { query, variables, files } = operationFor(root);
  const headers: Record<string, string> = { 'content-language': 'en', 'apollo-require-preflight': 'true' };
  if (as !== 'visitor') headers.authorization = `Bearer ${tokens[as]}`;
  const upload: GraphQLFile[] = files.map((path) => ({ path, filename: 'a.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n') }));
  const { body, contentType } = files.length > 0 ? graphqlMultipart({ query, variables }, upload) : { body: JSON.stringify({ query, variables }), contentType: 'application/json' };
  const res = await fetch(gateway.url, { method: 'POST', headers: { ...headers, 'content-type': contentType }, body });
  const answer = (await res.json()) as { errors?: { extensions: { code: string } }[] };
  return answer.errors?.[0]?.extensions.code;
}

describe('roles on the executed schema', () => {
  const guarded = [
    ...memberFields.map((one) => ({ ...one, holder: 'member' as const, other: 'manager' as const })),
    ...managerFields.map((one) => ({ ...one, holder: 'manager' as const, other: 'member' as const })),
  ];
  it.each(guarded.map(({ type, field, holder, other }) => [`${type}.${field.name}`, other, holder, type, field] as const))(
    '%s refuses a %s (FORBIDDEN) and a visitor (UNAUTHENTICATED) before any upstream call, and lets a %s through',
    async (_name, other, holder, type, field) => {
      expect(await codeOf({ type, field }, other)).toBe('FORBIDDEN');
      expect(await codeOf({ type, field }, 'visitor')).toBe('UNAUTHENTICATED');
      expect(fieldCalls).toEqual([]);
      expect(refusals).not.toContain(await codeOf({ type, field }, holder));
    },
  );

  // About a hundred requests one after another: more than the default 5 s on a busy machine.
  it('lets anyone call a public field, with either token or none', async () => {
    for (const { type, field } of publicFields) {
      for (const as of ['visitor', 'member', 'manager'] as const) {
        expect({ field: `${type}.${field.name}`, as, code: await codeOf({ type, field }, as) }).not.toMatchObject({ code: expect.stringMatching(/^(FORBIDDEN|UNAUTHENTICATED)$/) });
      }
    }
  }, 30_000);
});
