// A content preview (issue 21 item 5): the record a manager's request previews (graphql/
// content-preview-request.ts), its stored fields replaced by the officer's unsaved ones as a save
// would replace them, put in the request's language as a `pub` read answers it. The REST client then answers
// it in every public read of its family (rest/content-preview.ts), so the page's own resolvers and
// components show it as visitors would see it once published.
import type { ContentPreviewRequest } from '../graphql/content-preview-request.ts';
import type { Language } from '../i18n.ts';
import type { RestClient } from '../rest/client.ts';
import { unsavedPreviewId, type PreviewedRecord } from '../rest/content-preview.ts';
import type { StudioFieldSpec } from '../rest/staff-content.ts';
import { contentFamilyNames, specOf, toData } from './staff-content.ts';

/** One language of a stored bilingual text, as a `pub` read answers it. */
function inLanguage(value: unknown, lang: Language): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? ((value as Record<string, unknown>)[lang] ?? '') : value;
}

/** What a required field a draft still lacks shows: empty, rather than the page refusing work in progress. */
function emptyOf(field: StudioFieldSpec, now: string): unknown {
  switch (field.kind) {
    case 'localised':
    case 'richText':
    case 'text':
    case 'path':
      return '';
    case 'choice':
      return field.choices?.[0] ?? '';
    case 'number':
      return 0;
    case 'flag':
      return false;
    case 'date':
      return now.slice(0, 10);
    case 'dateTime':
      return now;
    case 'localisedList':
    case 'pathList':
    case 'idList':
      return [];
  }
}

/** The previewed record as a `pub` read would answer it in the request's language (unchecked). */
async function previewRecord(rest: RestClient, lang: Language, preview: ContentPreviewRequest): Promise<Record<string, unknown>> {
  const spec = await specOf(rest.staffContent, preview.family);
  const stored = preview.id === null ? {} : await rest.staffContent.record(contentFamilyNames[preview.family], preview.id);
  const record: Record<string, unknown> = { ...stored };
  // The editor sends every field it holds a value for, as a save does: one it leaves out (an
  // optional field emptied) is gone from what a save would store, so from the preview too. No
  // fields at all: the record as saved.
  if (preview.fields.length > 0) for (const field of spec.fields) delete record[field.name];
  Object.assign(record, toData(spec, preview.fields, lang));
  const now = new Date().toISOString();
  for (const field of spec.fields) {
    const value = record[field.name];
    if (value === undefined || value === null) {
      // An optional field left out stays out, as a `pub` read leaves it.
      if (field.required) record[field.name] = emptyOf(field, now);
      continue;
    }
    if (field.kind === 'localised' || field.kind === 'richText') record[field.name] = inLanguage(value, lang);
    if (field.kind === 'localisedList' && Array.isArray(value)) record[field.name] = value.map((text) => inLanguage(text, lang));
  }
  // A new record goes last, as it would be created.
  return { id: Number(unsavedPreviewId), position: Number.MAX_SAFE_INTEGER, createdAt: now, updatedAt: now, ...record, published: true };
}

/** The preview as the REST client answers it; its record is read once, when a read of its family first asks. */
export function previewedRecord(rest: RestClient, lang: Language, preview: ContentPreviewRequest): PreviewedRecord {
  let record: Promise<Record<string, unknown>> | undefined;
  return {
    family: contentFamilyNames[preview.family],
    id: preview.id ?? unsavedPreviewId,
    record: () => (record ??= previewRecord(rest, lang, preview)),
  };
}
