import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const now = () => new Date().toISOString();

export const accounts = sqliteTable('accounts', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  role: text('role', { enum: ['user', 'manager'] }).notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  mobile: text('mobile'),
  birthday: text('birthday'),
  contactEmail: text('contact_email'),
  subscribed: integer('subscribed', { mode: 'boolean' }).notNull().default(false),
  verified: integer('verified', { mode: 'boolean' }).notNull().default(false),
  createdAt: text('created_at').notNull().$defaultFn(now),
  // Bumped to end every session of an account (password change, profile update).
  tokenVersion: integer('token_version').notNull().default(0),
  // False for a Google sign-up until the member sets a password; its hash is then of random bytes.
  passwordSet: integer('password_set', { mode: 'boolean' }).notNull().default(true),
  // The OpenID Connect `sub` of a linked Google account.
  googleSubject: text('google_subject').unique(),
});

/**
 * One-time secrets of the OTP flows: the registration code, the registration otpToken, the
 * password-reset link and the sign-in code mailed during a login lockout. Only an HMAC of the
 * secret is stored.
 */
export const oneTimeSecrets = sqliteTable(
  'one_time_secrets',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['registerCode', 'registerExchange', 'resetLink', 'googleLinkCode', 'loginCode'] }).notNull(),
    secretHash: text('secret_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: text('created_at').notNull().$defaultFn(now),
  },
  (table) => [
    index('one_time_secrets_account_purpose_idx').on(table.accountId, table.purpose),
    index('one_time_secrets_hash_idx').on(table.secretHash),
  ],
);

/**
 * Logins ended by logout before their tokens expire (a denylist, as devise-jwt keeps one). The
 * `jti` column holds a token's `sid`, the login every refreshed token carries over (for a token
 * from before `sid` existed, its own `jti`).
 */
export const revokedTokens = sqliteTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('revoked_tokens_expires_idx').on(table.expiresAt)],
);

/**
 * Failed logins per login e-mail, whether or not it has an account (so the answers are the same):
 * they set the growing delay before the next attempt from an address the member has not used.
 * A device cookie's own failures are counted here too, under `device:` and its nonce.
 */
export const loginFailures = sqliteTable('login_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: integer('last_failure_at', { mode: 'timestamp_ms' }).notNull(),
  noticeSentAt: integer('notice_sent_at', { mode: 'timestamp_ms' }),
});

/** Addresses a member has logged in from (an HMAC of each, never the address): the delay does not apply to them. */
export const knownLoginAddresses = sqliteTable(
  'known_login_addresses',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    lastLoginAt: integer('last_login_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.addressHash] })],
);

/** Google ID tokens already used, kept until they expire, so a replayed one is refused. */
export const usedIdTokens = sqliteTable(
  'used_id_tokens',
  {
    key: text('key').primaryKey(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('used_id_tokens_expires_idx').on(table.expiresAt)],
);

/** Newsletter subscribers with double opt-in, per audience (list) id. */
export const newsletterSubscribers = sqliteTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    listId: text('list_id').notNull(),
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'confirmed'] }).notNull().default('pending'),
    language: text('language', { enum: ['zhTw', 'en'] }).notNull(),
    confirmHash: text('confirm_hash'),
    confirmExpiresAt: integer('confirm_expires_at', { mode: 'timestamp_ms' }),
    createdAt: text('created_at').notNull().$defaultFn(now),
    confirmedAt: text('confirmed_at'),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_list_email_idx').on(table.listId, table.email),
    index('newsletter_subscribers_confirm_idx').on(table.confirmHash),
  ],
);

export const resources = sqliteTable(
  'resources',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    family: text('family').notNull(),
    position: integer('position').notNull(),
    published: integer('published', { mode: 'boolean' }).notNull().default(true),
    data: text('data', { mode: 'json' }).$type<Record<string, unknown>>().notNull().default(sql`'{}'`),
    ownerId: integer('owner_id').references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull().$defaultFn(now),
    updatedAt: text('updated_at').notNull().$defaultFn(now),
  },
  (table) => [
    index('resources_family_position_idx').on(table.family, table.position),
    index('resources_owner_idx').on(table.ownerId),
  ],
);

/** The application programmes; each has its own `{programme}/apply` and `{programme}/session` families. */
export const programmes = ['invention', 'incubator'] as const;
export type ProgrammeName = (typeof programmes)[number];

/** Draft → submitted; the incubator then raises to final_upload (⇄ submitted) and final_entered. */
export const applicationStatuses = ['draft', 'submitted', 'final_upload', 'final_entered'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/**
 * Competition and incubator applications. The unique indexes make the database itself refuse a
 * second application of a member in a session and a registration number given twice.
 */
export const applications = sqliteTable(
  'applications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    programme: text('programme', { enum: programmes }).notNull(),
    // A `{programme}/session` record; not a foreign key, so a manager can still edit sessions freely.
    sessionId: integer('session_id').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: applicationStatuses }).notNull().default('draft'),
    // Bumped by every save: a save naming an older version is refused, never applied.
    version: integer('version').notNull().default(1),
    data: text('data', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    registrationNumber: text('registration_number'),
    // When the submit reached the site (the gateway's signed stamp, else the backend's clock).
    submittedAt: text('submitted_at'),
    // The submit arrived after applyEnd, inside the session's grace (staff see it; spec: item 2 of issue 18).
    submittedInGrace: integer('submitted_in_grace', { mode: 'boolean' }).notNull().default(false),
    // Incubator: when the final-round PDF arrived (it moves the application to final_entered).
    finalSubmittedAt: text('final_submitted_at'),
    idempotencyKey: text('idempotency_key'),
    createdAt: text('created_at').notNull().$defaultFn(now),
    updatedAt: text('updated_at').notNull().$defaultFn(now),
  },
  (table) => [
    uniqueIndex('applications_programme_session_owner_idx').on(table.programme, table.sessionId, table.ownerId),
    uniqueIndex('applications_programme_session_number_idx').on(table.programme, table.sessionId, table.registrationNumber),
    index('applications_owner_idx').on(table.ownerId),
  ],
);

/**
 * The members' e-mails (trimmed, lower case) of every submitted application, written by the submit
 * (a submitted team's members never change): the per-person limit looks a person up by index here,
 * where reading every submitted application's JSON made each submit cost more the more came before.
 */
export const submittedMembers = sqliteTable(
  'submitted_members',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    programme: text('programme', { enum: programmes }).notNull(),
    sessionId: integer('session_id').notNull(),
    email: text('email').notNull(),
  },
  (table) => [
    index('submitted_members_person_idx').on(table.programme, table.sessionId, table.email),
    index('submitted_members_application_idx').on(table.applicationId),
  ],
);

/** The private files an application holds; `storedName` is the random name under DATA_DIR/private. */
export const applicationFiles = sqliteTable(
  'application_files',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    storedName: text('stored_name').notNull().unique(),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    createdAt: text('created_at').notNull().$defaultFn(now),
  },
  (table) => [index('application_files_application_idx').on(table.applicationId)],
);

export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value', { mode: 'json' }).$type<unknown>().notNull(),
  public: integer('public', { mode: 'boolean' }).notNull().default(false),
});

export type AccountRow = typeof accounts.$inferSelect;
export type ResourceRow = typeof resources.$inferSelect;
export type SettingRow = typeof settings.$inferSelect;
export type OneTimeSecretRow = typeof oneTimeSecrets.$inferSelect;
export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationFileRow = typeof applicationFiles.$inferSelect;
