// The SQLite tables, for the embedded engine and for drizzle-kit (drizzle.config.ts, migrations in
// backend/drizzle/): exactly the physical columns the SQLite migrations made.
import { defineSchema, sqliteBuilders } from './tables.ts';

export const { accounts, recoveryCodes, auditLog, oneTimeSecrets, revokedTokens, loginFailures, knownLoginAddresses, usedIdTokens, newsletterSubscribers, resources, resourceRevisions, contentSchedules, contentChangeCounts, applications, submittedMembers, applicationFiles, settings, settingRevisions, rateCounters, leases, remindersSent, reminderOptOuts, contentImages } =
  defineSchema(sqliteBuilders);
