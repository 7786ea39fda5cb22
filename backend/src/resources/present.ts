import type { ResourceRow } from '../db/schema.ts';
import { flattenLocalised, type Language } from '../i18n/language.ts';
import type { Family } from './families.ts';
import { upgradeRichFields } from './rich-text.ts';

/** `stored` answers localised fields as `{zhTw, en}` (managers edit them); a language flattens them. */
export type View = 'stored' | Language;

export function presentRecord(family: Family, row: ResourceRow, view: View) {
  // Rich texts kept as paragraphs before rich text answer as documents, whoever reads them.
  const fields: Record<string, unknown> = upgradeRichFields(family.rich, row.data);
  if (view !== 'stored') {
    for (const field of family.localised) {
      const value = fields[field];
      if (value === undefined) continue;
      fields[field] = family.rich.includes(field) ? (value as Record<Language, unknown>)[view] : flattenLocalised(value, view);
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
