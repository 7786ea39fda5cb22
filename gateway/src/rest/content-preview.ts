// A content preview at the REST read layer (issue 21 item 5): while a manager's request previews a
// record (graphql/content-preview-request.ts), the public reads of its family answer as if it were
// published as the officer left it: a whole list with the record in its place (or, unpublished or
// new, where its position puts it), a read of its id (`0` for a record not created yet) with the
// record. Each is checked by the answer schema the `pub` read passes, so every page's own resolvers
// and components show it, whichever page and field read the family.
import type { z } from 'zod';
import { fieldError } from '../graphql/validate-input.ts';
import { translate, type Language } from '../i18n.ts';

/** The id a record not created yet is previewed under (no record has it). */
export const unsavedPreviewId = '0';

export interface PreviewedRecord {
  /** The backend's name of its family (`invention/qa`). */
  family: string;
  /** Its id, or `unsavedPreviewId`. */
  id: string;
  /** The record as a `pub` read answers it in the request's language (not yet checked). */
  record(): Promise<Record<string, unknown>>;
}

/** A listed record's place (a testimonial's type has them optional; a `pub` list always answers them). */
export interface Placed {
  id?: number;
  position?: number;
}

/** Checked as the backend's answer would be; a field the page cannot show is named. */
function asAnswer<T>(schema: z.ZodType<T>, value: unknown, lang: Language): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw fieldError(lang, { path: parsed.error.issues[0]?.path.map(String).join('.') || 'fields', message: translate(lang, 'badInput') });
}

/** Whether the record passes a list's field filters as the backend reads them (`status=past`; `tagId` for `tagIds`). */
function matches(record: Record<string, unknown>, filters: Record<string, string>): boolean {
  return Object.entries(filters).every(([key, wanted]) => {
    const value = record[key] ?? record[`${key}s`];
    return Array.isArray(value) ? value.some((each) => String(each) === wanted) : value !== undefined && value !== null && String(value) === wanted;
  });
}

/** The single read of the previewed record; undefined when this read is of another record. */
export function previewedRead<T>(preview: PreviewedRecord | undefined, family: string, id: string, schema: z.ZodType<T>, lang: Language): Promise<T> | undefined {
  if (preview?.family !== family || preview.id !== id) return undefined;
  return preview.record().then((record) => asAnswer(schema, record, lang));
}

/**
 * A family's whole list (in display order: position, then id) with the previewed record in its
 * place, when it passes the list's filters, and out of it when not; another family's list as read.
 */
export async function previewedList<T extends Placed>(
  preview: PreviewedRecord | undefined,
  family: string,
  items: T[],
  schema: z.ZodType<T>,
  filters: Record<string, string>,
  lang: Language,
): Promise<T[]> {
  if (preview?.family !== family) return items;
  const record = await preview.record();
  const others = items.filter((item) => String(item.id) !== preview.id);
  if (!matches(record, filters)) return others;
  const shown = asAnswer(schema, record, lang);
  const place = ({ id = 0, position = 0 }: Placed) => [position, id] as const;
  const [position, id] = place(shown);
  const after = others.findIndex((item) => {
    const [itemPosition, itemId] = place(item);
    return itemPosition > position || (itemPosition === position && itemId > id);
  });
  return after < 0 ? [...others, shown] : [...others.slice(0, after), shown, ...others.slice(after)];
}
