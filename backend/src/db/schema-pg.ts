// The PostgreSQL tables, for the PostgreSQL engine and for drizzle-kit (drizzle-pg.config.ts,
// migrations in backend/drizzle-pg/), in PostgreSQL's own types: identity keys, boolean,
// timestamptz for instants, jsonb for JSON.
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { defineSchema, type SchemaBuilders } from './tables.ts';

const pgBuilders = {
  table: pgTable,
  index,
  uniqueIndex,
  primaryKey,
  text,
  serial: <N extends string>(name: N) => integer(name).primaryKey().generatedByDefaultAsIdentity(),
  int: <N extends string>(name: N) => integer(name),
  bool: <N extends string>(name: N) => boolean(name),
  // Millisecond precision, as the SQLite column holds.
  instant: <N extends string>(name: N) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' }),
  json: <N extends string>(name: N) => jsonb(name),
} satisfies Record<keyof SchemaBuilders, unknown>;

/**
 * The one cast between the dialects: these are PostgreSQL tables, typed as their SQLite twins so
 * that query code is written and checked once. Both builder sets give every column the same name
 * and the same JS value (number, string, boolean, Date, parsed JSON); drizzle builds each query
 * from the table objects themselves, so at run time it speaks PostgreSQL over them.
 */
export const { accounts, recoveryCodes, auditLog, oneTimeSecrets, revokedTokens, loginFailures, knownLoginAddresses, usedIdTokens, newsletterSubscribers, resources, resourceRevisions, contentSchedules, contentChangeCounts, applications, submittedMembers, applicationFiles, settings, settingRevisions, rateCounters, leases, remindersSent, reminderOptOuts, contentImages } =
  defineSchema(pgBuilders as unknown as SchemaBuilders);
