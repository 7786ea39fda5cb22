// A content record's revisions (issue 21): listed newest first, and an earlier one brought back as
// a new save of its data (a revision of its own), never by rewriting history.
import { and, desc, eq } from 'drizzle-orm';
import { first } from '../db/first.ts';
import { resourceRevisions, type ResourceRevisionRow, type ResourceRow } from '../db/schema.ts';
import type { Executor, Store } from '../db/store.ts';
import { ApiError } from '../errors.ts';
import { missingTranslations } from './drafts.ts';
import type { Family } from './families.ts';
import { upgradeRichFields } from './rich-text.ts';
import { updateRecord } from './store.ts';

export function listRevisions(db: Executor, record: ResourceRow): Promise<ResourceRevisionRow[]> {
  return db.select().from(resourceRevisions).where(eq(resourceRevisions.resourceId, record.id)).orderBy(desc(resourceRevisions.version));
}

/**
 * Saves revision `version`'s data over the record, if the record is still at `expectedVersion`
 * (409 STALE_VERSION otherwise). It stays published unless that data is incomplete in a language.
 */
export async function restoreRevision(store: Store, family: Family, record: ResourceRow, version: number, expectedVersion: number, actor: string): Promise<ResourceRow> {
  const revision = await first(
    store.read.select().from(resourceRevisions).where(and(eq(resourceRevisions.resourceId, record.id), eq(resourceRevisions.version, version))),
  );
  if (!revision) throw new ApiError(404, 'NOT_FOUND', 'revisionNotFound');
  const complete = missingTranslations(family, revision.data).length === 0;
  return updateRecord(store, family, record.id, (current) => ({ data: revision.data, published: current.published && complete }), {
    expectedVersion,
    actor,
    action: 'restoreRevision',
  });
}

/** A revision as the studio reads it: its data as stored, rich texts kept before rich text as documents. */
export function presentRevision(family: Family, revision: ResourceRevisionRow) {
  return {
    version: revision.version,
    action: revision.action,
    at: revision.at.toISOString(),
    by: revision.actorEmail,
    published: revision.published,
    data: upgradeRichFields(family.rich, revision.data),
    changedFields: revision.changedFields,
  };
}
