// The tables, written once for both engines (issue 19). `defineSchema` is given a dialect's builders
// (schema-sqlite.ts, schema-pg.ts) and returns that dialect's tables; schema.ts picks one set per
// process. Column names, nullability, defaults and every index are the same in both.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const now = () => new Date().toISOString();

/**
 * What a dialect provides. The SQLite builders are the reference: their types are the tables'
 * types everywhere (schema-pg.ts casts the PostgreSQL ones to them, once).
 */
export const sqliteBuilders = {
  table: sqliteTable,
  index,
  uniqueIndex,
  primaryKey,
  text,
  serial: <N extends string>(name: N) => integer(name).primaryKey({ autoIncrement: true }),
  int: <N extends string>(name: N) => integer(name),
  bool: <N extends string>(name: N) => integer(name, { mode: 'boolean' }),
  /** A point in time, a `Date` in JS: milliseconds since the epoch in SQLite. */
  instant: <N extends string>(name: N) => integer(name, { mode: 'timestamp_ms' }),
  /** Any JSON value, parsed in JS: text in SQLite. */
  json: <N extends string>(name: N) => text(name, { mode: 'json' }),
};

export type SchemaBuilders = typeof sqliteBuilders;

/** The application programmes; each has its own `{programme}/apply` and `{programme}/session` families. */
export const programmes = ['invention', 'incubator'] as const;
export type ProgrammeName = (typeof programmes)[number];

/** Draft → submitted; the incubator then raises to final_upload (⇄ submitted) and final_entered. */
export const applicationStatuses = ['draft', 'submitted', 'final_upload', 'final_entered'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export function defineSchema(b: SchemaBuilders) {
  const { table, index, uniqueIndex, primaryKey, text, serial, int, bool, instant, json } = b;

  const accounts = table('accounts', {
    id: serial('id'),
    role: text('role', { enum: ['user', 'manager'] }).notNull(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    mobile: text('mobile'),
    birthday: text('birthday'),
    contactEmail: text('contact_email'),
    subscribed: bool('subscribed').notNull().default(false),
    verified: bool('verified').notNull().default(false),
    createdAt: text('created_at').notNull().$defaultFn(now),
    // Bumped to end every session of an account (password change, profile update).
    tokenVersion: int('token_version').notNull().default(0),
    // False for a Google sign-up until the member sets a password; its hash is then of random bytes.
    passwordSet: bool('password_set').notNull().default(true),
    // The OpenID Connect `sub` of a linked Google account.
    googleSubject: text('google_subject').unique(),
    // A manager's TOTP secret, encrypted with a key derived from the server secret (totp.ts); null until enrolled.
    totpSecret: text('totp_secret'),
    // The last time step whose code was accepted: a code is never accepted twice (replay).
    totpLastStep: int('totp_last_step'),
    // False once a manager is deactivated: no sign-in, no session.
    active: bool('active').notNull().default(true),
  });

  /** A manager's single-use recovery codes, each kept as an HMAC; `usedAt` set once spent. */
  const recoveryCodes = table(
    'recovery_codes',
    {
      id: serial('id'),
      accountId: int('account_id')
        .notNull()
        .references(() => accounts.id, { onDelete: 'cascade' }),
      codeHash: text('code_hash').notNull(),
      usedAt: instant('used_at'),
    },
    (table) => [index('recovery_codes_account_idx').on(table.accountId)],
  );

  /**
   * One-time secrets of the OTP flows: the registration code, the registration otpToken, the
   * password-reset link, the sign-in code mailed during a login lockout and a manager's
   * invitation. Only an HMAC of the secret is stored.
   */
  const oneTimeSecrets = table(
    'one_time_secrets',
    {
      id: serial('id'),
      accountId: int('account_id')
        .notNull()
        .references(() => accounts.id, { onDelete: 'cascade' }),
      purpose: text('purpose', { enum: ['registerCode', 'registerExchange', 'resetLink', 'googleLinkCode', 'loginCode', 'managerInvite'] }).notNull(),
      secretHash: text('secret_hash').notNull(),
      attempts: int('attempts').notNull().default(0),
      expiresAt: instant('expires_at').notNull(),
      usedAt: instant('used_at'),
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
  const revokedTokens = table(
    'revoked_tokens',
    {
      jti: text('jti').primaryKey(),
      expiresAt: instant('expires_at').notNull(),
    },
    (table) => [index('revoked_tokens_expires_idx').on(table.expiresAt)],
  );

  /**
   * Failed logins per login e-mail, whether or not it has an account (so the answers are the same):
   * they set the growing delay before the next attempt from an address the member has not used.
   * A device cookie's own failures are counted here too, under `device:` and its nonce.
   */
  const loginFailures = table('login_failures', {
    email: text('email').primaryKey(),
    failures: int('failures').notNull(),
    lastFailureAt: instant('last_failure_at').notNull(),
    noticeSentAt: instant('notice_sent_at'),
  });

  /** Addresses a member has logged in from (an HMAC of each, never the address): the delay does not apply to them. */
  const knownLoginAddresses = table(
    'known_login_addresses',
    {
      accountId: int('account_id')
        .notNull()
        .references(() => accounts.id, { onDelete: 'cascade' }),
      addressHash: text('address_hash').notNull(),
      lastLoginAt: instant('last_login_at').notNull(),
    },
    (table) => [primaryKey({ columns: [table.accountId, table.addressHash] })],
  );

  /** Google ID tokens already used, kept until they expire, so a replayed one is refused. */
  const usedIdTokens = table(
    'used_id_tokens',
    {
      key: text('key').primaryKey(),
      expiresAt: instant('expires_at').notNull(),
    },
    (table) => [index('used_id_tokens_expires_idx').on(table.expiresAt)],
  );

  /** Newsletter subscribers with double opt-in, per audience (list) id. */
  const newsletterSubscribers = table(
    'newsletter_subscribers',
    {
      id: serial('id'),
      listId: text('list_id').notNull(),
      email: text('email').notNull(),
      status: text('status', { enum: ['pending', 'confirmed'] }).notNull().default('pending'),
      language: text('language', { enum: ['zhTw', 'en'] }).notNull(),
      confirmHash: text('confirm_hash'),
      confirmExpiresAt: instant('confirm_expires_at'),
      createdAt: text('created_at').notNull().$defaultFn(now),
      confirmedAt: text('confirmed_at'),
    },
    (table) => [
      uniqueIndex('newsletter_subscribers_list_email_idx').on(table.listId, table.email),
      index('newsletter_subscribers_confirm_idx').on(table.confirmHash),
    ],
  );

  const resources = table(
    'resources',
    {
      id: serial('id'),
      family: text('family').notNull(),
      position: int('position').notNull(),
      published: bool('published').notNull().default(true),
      data: json('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'`),
      ownerId: int('owner_id').references(() => accounts.id, { onDelete: 'cascade' }),
      createdAt: text('created_at').notNull().$defaultFn(now),
      updatedAt: text('updated_at').notNull().$defaultFn(now),
      // Bumped by every change a revision records: a save naming an older version is refused (issue 21).
      version: int('version').notNull().default(1),
      // The staff e-mail of the last change through the content studio.
      updatedBy: text('updated_by'),
      // Set while the record is in the bin: no list, read or position counts it; purged 30 days on.
      deletedAt: instant('deleted_at'),
      deletedBy: text('deleted_by'),
    },
    (table) => [
      index('resources_family_position_idx').on(table.family, table.position),
      index('resources_owner_idx').on(table.ownerId),
      index('resources_deleted_idx').on(table.deletedAt),
    ],
  );

  /**
   * A content record as each change left it (issue 21): one row per create, save, publication,
   * unpublication, restored revision and return from the bin, so an officer can see who changed
   * what and bring an earlier version back. Gone with the record when it is purged from the bin.
   */
  const resourceRevisions = table(
    'resource_revisions',
    {
      id: serial('id'),
      resourceId: int('resource_id')
        .notNull()
        .references(() => resources.id, { onDelete: 'cascade' }),
      version: int('version').notNull(),
      action: text('action', { enum: ['create', 'save', 'publish', 'unpublish', 'restoreRevision', 'restore'] }).notNull(),
      at: instant('at').notNull(),
      actorEmail: text('actor_email'),
      published: bool('published').notNull(),
      data: json('data').$type<Record<string, unknown>>().notNull(),
      changedFields: json('changed_fields').$type<string[]>().notNull(),
    },
    (table) => [uniqueIndex('resource_revisions_resource_version_idx').on(table.resourceId, table.version)],
  );

  /**
   * When a content record is to be published and unpublished (issue 21 item 8): at most one of each
   * per record, cleared by the scheduler in the transaction that makes the change, so it happens once.
   */
  const contentSchedules = table(
    'content_schedules',
    {
      resourceId: int('resource_id')
        .notNull()
        .references(() => resources.id, { onDelete: 'cascade' }),
      publishAt: instant('publish_at'),
      unpublishAt: instant('unpublish_at'),
      // The staff e-mail that set it.
      setBy: text('set_by'),
    },
    // A table-level key, as reminder_opt_outs has: SQLite's column-level integer key would be the rowid.
    (table) => [primaryKey({ columns: [table.resourceId] })],
  );

  /**
   * How many changes visitors could see each public family has had (issue 21 item 8): counted in the
   * change's transaction, so a gateway that reads the counts (resources/change-feed.ts) learns of a
   * change however it was made (console, REST client, scheduler) and drops its cached answers.
   */
  const contentChangeCounts = table('content_change_counts', {
    family: text('family').primaryKey(),
    changes: int('changes').notNull().default(0),
  });

  /**
   * Competition and incubator applications. The unique indexes make the database itself refuse a
   * second application of a member in a session and a registration number given twice.
   */
  const applications = table(
    'applications',
    {
      id: serial('id'),
      programme: text('programme', { enum: programmes }).notNull(),
      // A `{programme}/session` record; not a foreign key, so a manager can still edit sessions freely.
      sessionId: int('session_id').notNull(),
      ownerId: int('owner_id')
        .notNull()
        .references(() => accounts.id, { onDelete: 'cascade' }),
      status: text('status', { enum: applicationStatuses }).notNull().default('draft'),
      // Bumped by every save: a save naming an older version is refused, never applied.
      version: int('version').notNull().default(1),
      data: json('data').$type<Record<string, unknown>>().notNull(),
      registrationNumber: text('registration_number'),
      // When the submit reached the site (the gateway's signed stamp, else the backend's clock).
      submittedAt: text('submitted_at'),
      // The submit arrived after applyEnd, inside the session's grace (staff see it; spec: item 2 of issue 18).
      submittedInGrace: bool('submitted_in_grace').notNull().default(false),
      // Incubator: when the final-round PDF arrived (it moves the application to final_entered).
      finalSubmittedAt: text('final_submitted_at'),
      idempotencyKey: text('idempotency_key'),
      // The language the draft was last saved in: its deadline reminders are written in it.
      language: text('language', { enum: ['zhTw', 'en'] }),
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
  const submittedMembers = table(
    'submitted_members',
    {
      applicationId: int('application_id')
        .notNull()
        .references(() => applications.id, { onDelete: 'cascade' }),
      programme: text('programme', { enum: programmes }).notNull(),
      sessionId: int('session_id').notNull(),
      email: text('email').notNull(),
    },
    (table) => [
      index('submitted_members_person_idx').on(table.programme, table.sessionId, table.email),
      index('submitted_members_application_idx').on(table.applicationId),
    ],
  );

  /** The private files an application holds; `storedName` is the random name under DATA_DIR/private. */
  const applicationFiles = table(
    'application_files',
    {
      id: serial('id'),
      applicationId: int('application_id')
        .notNull()
        .references(() => applications.id, { onDelete: 'cascade' }),
      storedName: text('stored_name').notNull().unique(),
      originalName: text('original_name').notNull(),
      size: int('size').notNull(),
      createdAt: text('created_at').notNull().$defaultFn(now),
    },
    (table) => [index('application_files_application_idx').on(table.applicationId)],
  );

  const settings = table('settings', {
    key: text('key').primaryKey(),
    value: json('value').$type<unknown>().notNull(),
    public: bool('public').notNull().default(false),
  });

  /**
   * A setting as each save or restore left it (issue 21 item 7), written in that change's
   * transaction, so an officer can see who changed it when and bring an earlier value back. The first
   * save of a key with no revisions yet first keeps the value it replaces (`earlier`: who and when
   * unknown, `at` the moment it was kept).
   */
  const settingRevisions = table(
    'setting_revisions',
    {
      id: serial('id'),
      key: text('key').notNull(),
      // The setting's version (a digest of the value) after the change.
      version: text('version').notNull(),
      action: text('action', { enum: ['earlier', 'save', 'restore'] }).notNull(),
      at: instant('at').notNull(),
      actorEmail: text('actor_email'),
      value: json('value').$type<unknown>().notNull(),
    },
    (table) => [index('setting_revisions_key_idx').on(table.key, table.id)],
  );

  /**
   * Rate-limit counts shared by every backend process on one database (when there is no Redis,
   * coordination/counters.ts): one row per limiter and key (an HMAC of the visitor or address),
   * counted up until `resetsAt`, when the next request starts a new window. Expired rows are swept.
   */
  const rateCounters = table(
    'rate_counters',
    {
      key: text('key').primaryKey(),
      count: int('count').notNull(),
      resetsAt: instant('resets_at').notNull(),
    },
    (table) => [index('rate_counters_resets_idx').on(table.resetsAt)],
  );

  /** Leases on scheduled work (coordination/leases.ts): the process that holds a name until `expiresAt` runs it. */
  const leases = table('leases', {
    name: text('name').primaryKey(),
    holder: text('holder').notNull(),
    expiresAt: instant('expires_at').notNull(),
  });

  /**
   * What staff did and tried (issue 20): append-only, no route updates or deletes a row (on
   * PostgreSQL a trigger refuses it). The actor is copied, not referenced, so entries outlive accounts.
   */
  const auditLog = table(
    'audit_log',
    {
      id: serial('id'),
      at: instant('at').notNull(),
      actorId: int('actor_id'),
      actorEmail: text('actor_email'),
      action: text('action').notNull(),
      targetKind: text('target_kind'),
      targetId: text('target_id'),
      detail: json('detail').$type<Record<string, unknown>>().notNull(),
      // The visitor's address as the backend sees it (request.ip: the gateway's signed X-Forwarded-For).
      fromAddress: text('from_address'),
    },
    (table) => [index('audit_log_at_idx').on(table.at), index('audit_log_action_idx').on(table.action, table.at), index('audit_log_actor_idx').on(table.actorId, table.at)],
  );

  /**
   * Deadline reminders of drafts (applications/reminders/): one row per application and stage (hours
   * before applyEnd), inserted before the mail is sent, so the key is what keeps a stage to one mail
   * across restarts and processes; `outcome` says whether the mail went out (a failed one is not retried).
   */
  const remindersSent = table(
    'reminders_sent',
    {
      applicationId: int('application_id')
        .notNull()
        .references(() => applications.id, { onDelete: 'cascade' }),
      stage: int('stage').notNull(),
      sentAt: instant('sent_at').notNull(),
      outcome: text('outcome', { enum: ['sending', 'sent', 'failed'] }).notNull().default('sending'),
    },
    (table) => [primaryKey({ columns: [table.applicationId, table.stage] })],
  );

  /** Members who turned deadline reminders off from a reminder's link. */
  const reminderOptOuts = table(
    'reminder_opt_outs',
    {
      accountId: int('account_id')
        .notNull()
        .references(() => accounts.id, { onDelete: 'cascade' }),
      createdAt: text('created_at').notNull().$defaultFn(now),
    },
    // A table-level key: SQLite's column-level integer key would be the rowid, given a default there and not in PostgreSQL.
    (table) => [primaryKey({ columns: [table.accountId] })],
  );

  /**
   * The images the content studio uploaded (issue 21 item 4): one row per upload, its variants the
   * file store's `public/img-<name>-<width>.<jpg|webp>`. Rows are never changed; the sweep deletes
   * one (and its files) once no record, binned record or recent revision names it.
   */
  const contentImages = table(
    'content_images',
    {
      id: serial('id'),
      // `<slot>-<random hex>` (an inline image's `inline-<random hex>-<width>x<height>`): what the
      // variants' file names start with.
      name: text('name').notNull().unique(),
      slot: text('slot').notNull(),
      family: text('family').notNull(),
      field: text('field').notNull(),
      // The largest variant's size; the others keep its aspect.
      width: int('width').notNull(),
      height: int('height').notNull(),
      widths: json('widths').$type<number[]>().notNull(),
      altZhTw: text('alt_zh_tw').notNull(),
      altEn: text('alt_en').notNull(),
      // Every variant's bytes together.
      bytes: int('bytes').notNull(),
      createdAt: instant('created_at').notNull(),
      createdBy: text('created_by'),
    },
    (table) => [index('content_images_created_idx').on(table.createdAt)],
  );

  return {
    accounts,
    recoveryCodes,
    auditLog,
    oneTimeSecrets,
    revokedTokens,
    loginFailures,
    knownLoginAddresses,
    usedIdTokens,
    newsletterSubscribers,
    resources,
    resourceRevisions,
    contentSchedules,
    contentChangeCounts,
    applications,
    submittedMembers,
    applicationFiles,
    settings,
    settingRevisions,
    rateCounters,
    leases,
    remindersSent,
    reminderOptOuts,
    contentImages,
  };
}

export type Tables = ReturnType<typeof defineSchema>;
