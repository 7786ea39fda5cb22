import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { first } from '../db/first.ts';
import { preparedRead } from '../db/prepared.ts';
import { accounts, type AccountRow } from '../db/schema.ts';
import type { Executor, Store } from '../db/store.ts';
import { hashPassword } from './passwords.ts';

export type Role = AccountRow['role'];
export const roles = ['user', 'manager'] as const satisfies readonly Role[];

/**
 * E-mails are compared case-insensitively (issue 11, item 16): login e-mails are stored lower-cased,
 * and a mailing e-mail that is the login e-mail but for case is stored as the login e-mail, so the
 * profile's "same as above" stays ticked. Another mailing e-mail is kept as typed.
 */
export function mailingEmail(contactEmail: string, loginEmail: string): string;
export function mailingEmail(contactEmail: string | undefined, loginEmail: string): string | undefined;
export function mailingEmail(contactEmail: string | undefined, loginEmail: string): string | undefined {
  const login = loginEmail.trim().toLowerCase();
  return contactEmail !== undefined && contactEmail.trim().toLowerCase() === login ? login : contactEmail;
}

export function findAccountByEmail(db: Executor, email: string): Promise<AccountRow | undefined> {
  return first(db.select().from(accounts).where(eq(accounts.email, email.trim().toLowerCase())));
}

export function findAccountByGoogleSubject(db: Executor, subject: string): Promise<AccountRow | undefined> {
  return first(db.select().from(accounts).where(eq(accounts.googleSubject, subject)));
}

/** Read on every signed-in request (auth/guard.ts): prepared (db/prepared.ts). */
export async function findAccountById(db: Executor, id: number): Promise<AccountRow | undefined> {
  return (await preparedRead(db, 'accounts.byId', () => db.select().from(accounts).where(eq(accounts.id, sql.placeholder('id'))).limit(1), { id }))[0];
}

export interface NewAccount {
  role: Role;
  email: string;
  /** Absent for a Google sign-up: the hash is then of random bytes and `passwordSet` false. */
  password?: string;
  googleSubject?: string;
  firstName: string;
  lastName: string;
  verified: boolean;
  mobile?: string;
  birthday?: string;
  contactEmail?: string;
  subscribed?: boolean;
}

export async function createAccount(store: Store, input: NewAccount): Promise<AccountRow> {
  const { password, ...fields } = input;
  const passwordHash = await hashPassword(password ?? randomBytes(32).toString('base64url'));
  const [account] = await store.transaction((tx) =>
    tx
      .insert(accounts)
      .values({
        ...fields,
        email: fields.email.trim().toLowerCase(),
        contactEmail: mailingEmail(fields.contactEmail, fields.email),
        passwordHash,
        passwordSet: password !== undefined,
      })
      .returning(),
  );
  return account as AccountRow;
}

/** The answer of `GET /api/{role}/info`. */
export function presentAccount(account: AccountRow) {
  return {
    id: account.id,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    mobile: account.mobile,
    birthday: account.birthday,
    contactEmail: account.contactEmail,
    subscribed: account.subscribed,
    role: account.role,
    hasPassword: account.passwordSet,
  };
}

export type AccountChanges = Partial<Omit<typeof accounts.$inferInsert, 'id' | 'role' | 'email' | 'tokenVersion'>>;

/** Updates an account (in the caller's transaction); `endSessions` bumps its token version, so every earlier token stops working. */
export async function updateAccount(tx: Executor, id: number, changes: AccountChanges, endSessions = false): Promise<AccountRow> {
  const [account] = await tx
    .update(accounts)
    .set(endSessions ? { ...changes, tokenVersion: sql`${accounts.tokenVersion} + 1` } : changes)
    .where(eq(accounts.id, id))
    .returning();
  return account as AccountRow;
}
