// Hand-made JWTs for tests: the gateway never verifies signatures itself, so the signature here is
// arbitrary bytes; only header and claims matter to the rules under test.
export function makeToken(header: Record<string, unknown>, claims: Record<string, unknown>, signature = 'c2lnbmF0dXJl'): string {
  const encode = (part: Record<string, unknown>) => Buffer.from(JSON.stringify(part)).toString('base64url');
  return `${encode(header)}.${encode(claims)}.${signature}`;
}

export const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

export function memberToken(overrides: Record<string, unknown> = {}, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }): string {
  return makeToken(header, {
    sub: '2',
    role: 'user',
    permissions: [],
    firstName: '小明',
    lastName: '王',
    iat: inSeconds(0),
    exp: inSeconds(3600),
    ...overrides,
  });
}

export function managerToken(overrides: Record<string, unknown> = {}): string {
  return memberToken({ sub: '1', role: 'manager', permissions: ['*'], firstName: '管理', lastName: '員', ...overrides });
}
