import type { ResourceRow } from '../db/schema.ts';
import { flattenLocalised, type Language } from '../i18n/language.ts';
import type { Family } from './families.ts';

/** `stored` answers localised fields as `{zhTw, en}` (managers edit them); a language flattens them. */
export type View = 'stored' | Language;

export function presentRecord(family: Family, row: ResourceRow, view: View) {
  const fields: Record<string, unknown> = { ...row.data };
  if (view !== 'stored') {
    for (const field of family.localised) {
      if (fields[field] !== undefined) fields[field] = flattenLocalised(fields[field], view);
    }
  }
  return {
    id: row.id,
    position: row.position,
    published: row.published,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    // Each change a revision records adds one; a save names the version it was edited from.
    version: row.version,
    // Which officer changed it last: staff only.
    ...(view === 'stored' && family.content ? { updatedBy: row.updatedBy } : {}),
    ...fields,
    // Only families with owners say whose a record is.
    ...(family.memberAccess === 'none' ? {} : { ownerId: row.ownerId }),
  };
}
