// Roles through the real gateway and backend: every member field asked by a manager and a visitor
// (the schema's @auth(role: MEMBER) fields walked as the unit test walks them), a sample of staff
// and public fields, and the staff sign-in refused without its second factor or with a wrong one.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../backend/src/auth/totp.ts';
import { memberFields, operationFor } from '../../gateway/src/testing/root-fields.ts';
import { codeOf, dataOf, graphql, loggedInMember, managerToken, pdf } from '../support/applications.ts';
import { managerEmail, managerPassword, managerTotpSecret } from '../support/manager.ts';
import { startBackend, startGateway, type Backend, type Tier } from '../support/stack.ts';

let backend: Backend;
let gateway: Tier;
const gql = graphql(() => gateway.url);
let member: string;
let manager: string;

const ME = `{ me { id email } }`;
const VIEWER = `{ staffViewer { id email } }`;
const SIGN_OUT = `mutation { staffSignOut }`;
const RENEW = `mutation { staffRenewSession { token } }`;
const PUBLIC = `{ homeBanners { id } session(programme: INVENTION) { id } }`;

beforeAll(async () => {
  backend = await startBackend({ LOG_LEVEL: 'warn' });
  gateway = await startGateway(backend.url, { REQUEST_LOG: 'off' });
  manager = await managerToken(backend.url);
  member = await loggedInMember(gql, backend.url, manager, 'roles.member@example.org');
});
afterAll(async () => {
  await gateway?.stop();
  await backend?.stop();
});

describe('roles declared in the schema', () => {
  it("refuses a manager's token on every member field with FORBIDDEN, and a visitor with UNAUTHENTICATED", async () => {
    expect(memberFields.length).toBeGreaterThanOrEqual(18);
    for (const root of memberFields) {
      // The schema's smallest arguments; an upload field gets its file as the browser sends it.
      const { query, variables, files } = operationFor(root);
      const send = (token?: string) =>
        files.length > 0
          ? gql.upload(query, variables, files.map((path) => ({ path, filename: 'a.pdf', contentType: 'application/pdf', data: pdf() })), { token })
          : gql.ask(query, variables, { token });
      expect([query, codeOf(await send(manager))]).toEqual([query, 'FORBIDDEN']);
      expect([query, codeOf(await send())]).toEqual([query, 'UNAUTHENTICATED']);
    }
    expect(dataOf<{ email: string }>(await gql.ask(ME, {}, { token: member }), 'me').email).toBe('roles.member@example.org');
  });

  it("refuses a member's token on the staff fields with FORBIDDEN, and a visitor with UNAUTHENTICATED", async () => {
    for (const query of [VIEWER, SIGN_OUT, RENEW]) {
      expect([query, codeOf(await gql.ask(query, {}, { token: member }))]).toEqual([query, 'FORBIDDEN']);
      expect([query, codeOf(await gql.ask(query))]).toEqual([query, 'UNAUTHENTICATED']);
    }
  });

  it('answers public fields to a visitor, a member and a manager alike', async () => {
    const visitor = await gql.ask(PUBLIC);
    expect(visitor.errors).toBeUndefined();
    for (const token of [member, manager]) expect(await gql.ask(PUBLIC, {}, { token })).toEqual(visitor);
  });

  it('confirms a manager token with the backend: a forged one fails the whole request', async () => {
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', role: 'manager', permissions: ['*'], iat: now, exp: now + 3600 })}`;
    const forged = `${unsigned}.${createHmac('sha256', 'not-the-backend-secret').update(unsigned).digest('base64url')}`;
    const answer = await gql.ask(PUBLIC, {}, { token: forged });
    expect([answer.status, codeOf(answer)]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('gives no staff token for the password alone, nor with a wrong code', async () => {
    const SIGN_IN = `mutation ($input: StaffSignInInput!) { staffSignIn(input: $input) { step token } }`;
    const credentials = { email: managerEmail, password: managerPassword };
    expect(dataOf(await gql.ask(SIGN_IN, { input: credentials }), 'staffSignIn')).toEqual({ step: 'SECOND_FACTOR_REQUIRED', token: null });
    // Ten steps ahead: outside the one step either side the backend accepts.
    const wrong = await gql.ask(SIGN_IN, { input: { ...credentials, totp: totpCode(managerTotpSecret, Date.now() + 10 * 30_000) } }, { lang: 'en' });
    expect([codeOf(wrong), wrong.data]).toEqual(['UNAUTHENTICATED', null]);
  });

  it('reads the staff account, renews the session for 30 minutes more, and a staff sign-out ends it at once', async () => {
    const token = await managerToken(backend.url);
    expect(dataOf<{ email: string }>(await gql.ask(VIEWER, {}, { token }), 'staffViewer').email).toBe('manager@example.org');
    const renewed = dataOf<{ token: string }>(await gql.ask(RENEW, {}, { token }), 'staffRenewSession').token;
    const claims = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid: string; iat: number; exp: number };
    expect(claims(renewed)).toMatchObject({ sid: claims(token).sid, exp: claims(renewed).iat + 30 * 60 });
    expect(claims(renewed).iat).toBeGreaterThanOrEqual(claims(token).iat);
    expect(dataOf<{ email: string }>(await gql.ask(VIEWER, {}, { token: renewed }), 'staffViewer').email).toBe('manager@example.org');
    // The sign-out, with the renewed token, ends the sign-in: the first token too.
    expect(dataOf<boolean>(await gql.ask(SIGN_OUT, {}, { token: renewed }), 'staffSignOut')).toBe(true);
    for (const ended of [renewed, token]) {
      const after = await gql.ask(VIEWER, {}, { token: ended });
      expect([after.status, codeOf(after)]).toEqual([401, 'UNAUTHENTICATED']);
    }
  });
});
