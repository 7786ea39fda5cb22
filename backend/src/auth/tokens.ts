import { SignJWT, jwtVerify } from 'jose';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AccountRow } from '../db/schema.ts';
import { roles } from './accounts.ts';

export const tokenLifetimeSeconds = 2 * 60 * 60;
/** A manager's token: staff sessions end after 30 minutes without a refresh (issue 20). */
export const managerTokenLifetimeSeconds = 30 * 60;

const claimsSchema = z.object({
  sub: z.string().regex(/^[1-9]\d*$/),
  role: z.enum(roles),
  permissions: z.array(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  // Must equal the account's token_version: bumping it ends every earlier session.
  tokenVersion: z.number().int(),
  // Names this one token.
  jti: z.string().min(1).max(64),
  // Names the login: a refresh carries it to the next token, so logout ends every token of the
  // login at once (revoked_tokens). A token from before it existed is a login of its own.
  sid: z.string().min(1).max(64).optional(),
  exp: z.number().int(),
}).transform((claims) => ({ ...claims, sid: claims.sid ?? claims.jti }));

export type TokenClaims = z.infer<typeof claimsSchema>;

/** A login token; `session` is the login it continues (a refresh), else a new login starts. */
export function issueToken(secret: Uint8Array, account: AccountRow, session: string = randomUUID()): Promise<string> {
  return new SignJWT({
    role: account.role,
    permissions: account.role === 'manager' ? ['*'] : [],
    firstName: account.firstName,
    lastName: account.lastName,
    tokenVersion: account.tokenVersion,
    sid: session,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(account.id))
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${account.role === 'manager' ? managerTokenLifetimeSeconds : tokenLifetimeSeconds}s`)
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

/** A reset token only resets a password: short-lived, and void once the password changes. */
export const resetTokenLifetimeSeconds = 15 * 60;
/** Long enough to fill in the member data after choosing Google. */
export const socialTokenLifetimeSeconds = 30 * 60;

const resetClaimsSchema = z.object({
  sub: z.string().regex(/^[1-9]\d*$/),
  purpose: z.literal('passwordReset'),
  tokenVersion: z.number().int(),
});

const socialClaimsSchema = z.object({
  sub: z.string().min(1),
  purpose: z.literal('googleSignUp'),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

export type ResetClaims = z.infer<typeof resetClaimsSchema>;
export type SocialClaims = z.infer<typeof socialClaimsSchema>;

// Purpose-scoped tokens carry no role, so they never pass as login tokens (claimsSchema requires one).
function signPurposeToken(secret: Uint8Array, subject: string, claims: Record<string, unknown>, lifetimeSeconds: number) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime(`${lifetimeSeconds}s`)
    .sign(secret);
}

async function readPurposeToken<T>(secret: Uint8Array, token: string, schema: z.ZodType<T>): Promise<T | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp', 'iat', 'sub'] });
    const claims = schema.safeParse(payload);
    return claims.success ? claims.data : undefined;
  } catch {
    return undefined;
  }
}

export function issueResetToken(secret: Uint8Array, account: AccountRow): Promise<string> {
  return signPurposeToken(secret, String(account.id), { purpose: 'passwordReset', tokenVersion: account.tokenVersion }, resetTokenLifetimeSeconds);
}

export function readResetToken(secret: Uint8Array, token: string): Promise<ResetClaims | undefined> {
  return readPurposeToken(secret, token, resetClaimsSchema);
}

export function issueSocialToken(secret: Uint8Array, subject: string, profile: { email: string; firstName: string; lastName: string }) {
  return signPurposeToken(secret, subject, { purpose: 'googleSignUp', ...profile }, socialTokenLifetimeSeconds);
}

export function readSocialToken(secret: Uint8Array, token: string): Promise<SocialClaims | undefined> {
  return readPurposeToken(secret, token, socialClaimsSchema);
}

/** Long enough to prove the account (type the password, or fetch the mailed code). */
export const linkTokenLifetimeSeconds = 15 * 60;

const linkClaimsSchema = z.object({
  sub: z.string().min(1),
  purpose: z.literal('googleLink'),
  accountId: z.number().int().positive(),
  // The link is void once the account's sessions end (password change, logout everywhere).
  tokenVersion: z.number().int(),
});

export type LinkClaims = z.infer<typeof linkClaimsSchema>;

/** Proves a Google identity (`sub`) whose verified e-mail is the login e-mail of `account`, until the member proves the account. */
export function issueLinkToken(secret: Uint8Array, subject: string, account: AccountRow): Promise<string> {
  return signPurposeToken(secret, subject, { purpose: 'googleLink', accountId: account.id, tokenVersion: account.tokenVersion }, linkTokenLifetimeSeconds);
}

export function readLinkToken(secret: Uint8Array, token: string): Promise<LinkClaims | undefined> {
  return readPurposeToken(secret, token, linkClaimsSchema);
}

/** Long enough to scan the QR code and type the first code. */
export const enrolmentTicketLifetimeSeconds = 10 * 60;

const enrolmentClaimsSchema = z.object({
  sub: z.string().regex(/^[1-9]\d*$/),
  purpose: z.literal('totpEnrol'),
  // The TOTP secret offered, encrypted (totp.ts): a JWT's payload is readable by whoever holds it.
  secret: z.string().min(1),
  // Void once the account's sessions end (a password change, a deactivation).
  tokenVersion: z.number().int(),
});

export type EnrolmentClaims = z.infer<typeof enrolmentClaimsSchema>;

/** Binds an offered TOTP secret to one account for `enrolmentTicketLifetimeSeconds`; used once, as enrolling needs an account not yet enrolled. */
export function issueEnrolmentTicket(secret: Uint8Array, account: AccountRow, encryptedTotpSecret: string): Promise<string> {
  return signPurposeToken(secret, String(account.id), { purpose: 'totpEnrol', secret: encryptedTotpSecret, tokenVersion: account.tokenVersion }, enrolmentTicketLifetimeSeconds);
}

export function readEnrolmentTicket(secret: Uint8Array, token: string): Promise<EnrolmentClaims | undefined> {
  return readPurposeToken(secret, token, enrolmentClaimsSchema);
}
