import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { createAccount, type NewAccount } from '../auth/accounts.ts';
import { totpCode } from '../auth/totp.ts';
import { loadConfig, type Config } from '../config.ts';
import { accounts, newsletterSubscribers } from '../db/schema.ts';
import { testGatewaySecret } from './gateway.ts';
import { startTestBucket } from './s3rver.ts';
import { createTestDatabase, dropDatabase, testsOnPostgres } from './postgres.ts';

export const managerPassword = 'manager-test-password';
export const memberPassword = 'member-test-password';
/** The seeded manager's authenticator secret (MANAGER_TOTP_SECRET), so `login` can send its code. */
export const managerTotpSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

/** A valid `POST user/register` body for `email`, with the fields a test cares about overridden. */
export const registrationBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  lastName: '陳',
  firstName: '小華',
  mobile: '0912345678',
  birthday: '2001-02-03',
  email,
  contactEmail: email,
  password: 'Register#2026',
  subscribed: true,
  ...overrides,
});

/**
 * The timeout of a test that starts an app of its own (seeding, and on PostgreSQL a new database,
 * take seconds on a busy machine): `it(name, { timeout: appStartTimeout }, work)`.
 */
export const appStartTimeout = 30_000;

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/**
 * A seeded backend on a fresh temporary DATA_DIR, for `app.inject`. With TEST_FILE_STORE=s3 its
 * files go to a fresh bucket of an s3rver in this process instead of DATA_DIR's disk; with
 * TEST_DATABASE=postgres its data to a fresh PostgreSQL database (testing/postgres.ts), dropped by `close`.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'yip-backend-'));
  const bucket = process.env.TEST_FILE_STORE === 's3' ? await startTestBucket() : undefined;
  const databaseUrl = testsOnPostgres ? await createTestDatabase() : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    MANAGER_PASSWORD: managerPassword,
    MANAGER_TOTP_SECRET: managerTotpSecret,
    SEED_DEMO_MEMBER_PASSWORD: memberPassword,
    LOG_LEVEL: 'silent',
    GATEWAY_SECRET: testGatewaySecret,
    ...bucket?.env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const removeData = async () => {
    await bucket?.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropDatabase(databaseUrl);
  };
  const app = await buildApp(config).catch(async (error: unknown) => {
    await removeData();
    throw error;
  });
  return {
    app,
    config,
    async close() {
      await app.close();
      await removeData();
    },
  };
}

/** A login's token; a manager's sends the current code of `managerTotpSecret`. */
export async function login(app: FastifyInstance, role: 'user' | 'manager', email: string, password: string): Promise<string> {
  // A code is accepted once per step: the harness forgets the accepted step, so a test may sign in twice in 30 s.
  if (role === 'manager') await app.store.transaction((tx) => tx.update(accounts).set({ totpLastStep: null }).where(eq(accounts.email, email)));
  const payload = role === 'manager' ? { email, password, totp: totpCode(managerTotpSecret) } : { email, password };
  const response = await app.inject({ method: 'POST', url: `/api/${role}/login`, payload });
  if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

/** A verified member (unless told otherwise) with a token. */
export async function createMember(app: FastifyInstance, email: string, overrides: Partial<NewAccount> = {}) {
  const account = await createAccount(app.store, {
    role: 'user',
    email,
    password: memberPassword,
    firstName: 'Test',
    lastName: 'Member',
    verified: true,
    ...overrides,
  });
  const token = account.verified ? await login(app, 'user', email, memberPassword) : undefined;
  return { account, token };
}

/** The newsletter lists an address is on, and whether confirmed, oldest first. */
export function subscriptionsOf(app: FastifyInstance, email: string) {
  return app.store.read
    .select({ listId: newsletterSubscribers.listId, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .orderBy(asc(newsletterSubscribers.id));
}

/** `app.inject` with an optional bearer and language. */
export function call(app: FastifyInstance, options: InjectOptions & { token?: string; language?: 'zhTw' | 'en' }) {
  const { token, language, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: {
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'content-language': language } : {}),
    },
  });
}

/** The mails written to DATA_DIR/mail (no SMTP in unit tests) to one address, oldest first, once delivered. */
export async function mailsTo(ctx: TestApp, to: string): Promise<ParsedMail[]> {
  await ctx.app.mailer.idle();
  const dir = join(ctx.config.dataDir, 'mail');
  const files = existsSync(dir) ? readdirSync(dir).sort() : [];
  const mails = await Promise.all(files.map((file) => simpleParser(readFileSync(join(dir, file)))));
  return mails.filter((mail) => [mail.to].flat().some((address) => address?.value.some((v) => v.address === to)));
}

export async function lastMailTo(ctx: TestApp, to: string): Promise<ParsedMail> {
  const mail = (await mailsTo(ctx, to)).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}
