import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { makeToken, memberToken, inSeconds } from '../testing/tokens.ts';
import { bearerToken, checkToken } from './token.ts';

function refusal(run: () => unknown): GraphQLError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    return error as GraphQLError;
  }
  throw new Error('expected a refusal');
}

describe('bearerToken', () => {
  it('reads the token of a Bearer header and nothing for a visitor', () => {
    expect(bearerToken('Bearer a.b.c', 'zhTw')).toBe('a.b.c');
    expect(bearerToken('bearer a.b.c', 'zhTw')).toBe('a.b.c');
    expect(bearerToken(undefined, 'zhTw')).toBeUndefined();
    expect(bearerToken('', 'zhTw')).toBeUndefined();
  });

  it('refuses other schemes rather than ignoring them', () => {
    expect(refusal(() => bearerToken('Basic dXNlcjpwYXNz', 'en')).extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('checkToken', () => {
  it('accepts an HS256 member token that has not expired', () => {
    expect(checkToken(memberToken(), 'zhTw')).toMatchObject({ sub: '2', role: 'user' });
  });

  it('refuses alg none (and any algorithm but HS256) as UNAUTHENTICATED', () => {
    for (const alg of ['none', 'HS512', 'RS256']) {
      const token = memberToken({}, { alg, typ: 'JWT' });
      const error = refusal(() => checkToken(token, 'zhTw'));
      expect(error.extensions).toMatchObject({ code: 'UNAUTHENTICATED', http: { status: 401 } });
    }
    const unsigned = makeToken({ alg: 'none' }, { sub: '2', role: 'user', exp: inSeconds(60) }, '');
    expect(refusal(() => checkToken(unsigned, 'zhTw')).extensions.code).toBe('UNAUTHENTICATED');
  });

  it("accepts a manager token, recording its role (which fields it may call is the schema's @auth)", () => {
    expect(checkToken(memberToken({ role: 'manager', permissions: ['*'] }), 'en')).toMatchObject({ sub: '2', role: 'manager' });
  });

  it('refuses any other role as FORBIDDEN with the role-check message in the request language', () => {
    const token = memberToken({ role: 'admin', permissions: ['*'] });
    const zh = refusal(() => checkToken(token, 'zhTw'));
    expect(zh.extensions).toMatchObject({ code: 'FORBIDDEN', http: { status: 403 } });
    expect(zh.message).toBe('自動登入失敗或權限已過期，請重新登入');
    expect(refusal(() => checkToken(token, 'en')).message).toBe('Automatic login failed or your session has expired. Please log in again.');
  });

  it('refuses an expired token as UNAUTHENTICATED', () => {
    const token = memberToken({ exp: inSeconds(-1) });
    expect(refusal(() => checkToken(token, 'en')).extensions).toMatchObject({ code: 'UNAUTHENTICATED', http: { status: 401 } });
  });

  it('judges expiry against the given clock', () => {
    const exp = inSeconds(100);
    const token = memberToken({ exp });
    expect(() => checkToken(token, 'en', exp * 1000 - 1)).not.toThrow();
    expect(refusal(() => checkToken(token, 'en', exp * 1000)).extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses malformed tokens and tokens without sub or exp', () => {
    const bad = [
      'not-a-jwt',
      'a.b',
      `${memberToken()}.extra`,
      memberToken({ exp: undefined }),
      memberToken({ exp: String(inSeconds(60)) }),
      memberToken({ sub: undefined }),
      'eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.c2ln',
      'x'.repeat(5000),
    ];
    for (const token of bad) expect(refusal(() => checkToken(token, 'zhTw')).extensions.code).toBe('UNAUTHENTICATED');
  });
});
