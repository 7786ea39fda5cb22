import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import type { AccountRow } from '../db/schema.ts';
import { roles } from './accounts.ts';

export const tokenLifetimeSeconds = 2 * 60 * 60;

const claimsSchema = z.object({
  sub: z.string().regex(/^[1-9]\d*$/),
  role: z.enum(roles),
  permissions: z.array(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  // Must equal the account's token_version: bumping it ends every earlier session.
  tokenVersion: z.number().int(),
});

export type TokenClaims = z.infer<typeof claimsSchema>;

export function issueToken(secret: Uint8Array, account: AccountRow): Promise<string> {
  return new SignJWT({
    role: account.role,
    permissions: account.role === 'manager' ? ['*'] : [],
    firstName: account.firstName,
    lastName: account.lastName,
    tokenVersion: account.tokenVersion,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(account.id))
    .setIssuedAt()
    .setExpirationTime(`${tokenLifetimeSeconds}s`)
    .sign(secret);
}

/** Verified claims, or undefined for any token that is malformed, forged, expired or not HS256. */
export async function readToken(secret: Uint8Array, token: string): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp', 'iat', 'sub'] });
    const claims = claimsSchema.safeParse(payload);
    return claims.success ? claims.data : undefined;
  } catch {
    return undefined;
  }
}
