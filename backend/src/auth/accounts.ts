import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, type AccountRow } from '../db/schema.ts';
import { hashPassword } from './passwords.ts';

export type Role = AccountRow['role'];
export const roles = ['user', 'manager'] as const satisfies readonly Role[];

export function findAccountByEmail(db: Db, email: string): AccountRow | undefined {
  return db.select().from(accounts).where(eq(accounts.email, email.trim().toLowerCase())).get();
}

export function findAccountById(db: Db, id: number): AccountRow | undefined {
  return db.select().from(accounts).where(eq(accounts.id, id)).get();
}

export interface NewAccount {
  role: Role;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  verified: boolean;
  mobile?: string;
  birthday?: string;
  contactEmail?: string;
  subscribed?: boolean;
}

export async function createAccount(db: Db, input: NewAccount): Promise<AccountRow> {
  const { password, ...fields } = input;
  const passwordHash = await hashPassword(password);
  return db
    .insert(accounts)
    .values({ ...fields, email: fields.email.trim().toLowerCase(), passwordHash })
    .returning()
    .get();
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
  };
}
