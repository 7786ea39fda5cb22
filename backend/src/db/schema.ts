// The tables query code imports, for the engine this process runs on (engine.ts). They are typed as
// the SQLite tables whichever engine it is: schema-pg.ts says why that holds.
import { engine } from './engine.ts';
import * as pgTables from './schema-pg.ts';
import * as sqliteTables from './schema-sqlite.ts';

export { applicationStatuses, programmes, type ApplicationStatus, type ProgrammeName } from './tables.ts';

const tables = engine === 'postgres' ? pgTables : sqliteTables;

export const { accounts, recoveryCodes, auditLog, oneTimeSecrets, revokedTokens, loginFailures, knownLoginAddresses, usedIdTokens, newsletterSubscribers, resources, resourceRevisions, contentSchedules, contentChangeCounts, applications, submittedMembers, applicationFiles, settings, settingRevisions, rateCounters, leases, remindersSent, reminderOptOuts, contentImages } =
  tables;

export type AccountRow = typeof accounts.$inferSelect;
export type ResourceRow = typeof resources.$inferSelect;
export type ResourceRevisionRow = typeof resourceRevisions.$inferSelect;
export type ContentScheduleRow = typeof contentSchedules.$inferSelect;
export type SettingRow = typeof settings.$inferSelect;
export type SettingRevisionRow = typeof settingRevisions.$inferSelect;
export type OneTimeSecretRow = typeof oneTimeSecrets.$inferSelect;
export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationFileRow = typeof applicationFiles.$inferSelect;
