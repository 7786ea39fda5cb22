// A content preview (issue 21 item 5): while a manager's request names one (graphql/
// content-preview-request.ts), the public fields that show its family answer the previewed record
// in its place, made from its stored fields with the officer's unsaved ones laid over them and put
// in the request's language as a `pub` answer is, so the page's own resolvers and components show
// it as visitors would see it once published. Nothing else changes, and visitors' requests never
// carry a preview.
import type { z } from 'zod';
import type { GatewayContext } from '../context.ts';
import type { ContentPreviewRequest } from '../graphql/content-preview-request.ts';
import { fieldError } from '../graphql/validate-input.ts';
import { translate, type Language } from '../i18n.ts';
import { article as articleAnswer, homeBanner as homeBannerAnswer, type Article, type HomeBanner } from '../rest/dto.ts';
import { contentFamilyNames, specOf, toData } from './staff-content.ts';

/** The id a record not created yet is previewed under (no record has it). */
export const unsavedPreviewId = '0';

/** One language of a stored bilingual text, as a `pub` read answers it. */
function inLanguage(value: unknown, lang: Language): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? ((value as Record<string, unknown>)[lang] ?? '') : value;
}

/** The previewed record as a `pub` read would answer it in the request's language. */
async function previewRecord({ rest, lang }: GatewayContext, preview: ContentPreviewRequest): Promise<Record<string, unknown>> {
  const spec = await specOf(rest.staffContent, preview.family);
  const stored = preview.id === null ? {} : await rest.staffContent.record(contentFamilyNames[preview.family], preview.id);
  const record: Record<string, unknown> = { ...stored, ...toData(spec, preview.fields, lang) };
  for (const field of spec.fields) {
    const value = record[field.name];
    // A field left out stays out, so the answer's defaults below fill it.
    if (value === undefined || value === null) continue;
    if (field.kind === 'localised' || field.kind === 'richText') record[field.name] = inLanguage(value, lang);
    if (field.kind === 'localisedList' && Array.isArray(value)) record[field.name] = value.map((text) => inLanguage(text, lang));
  }
  const now = new Date().toISOString();
  // A new record goes last, as it would be created.
  return { id: Number(unsavedPreviewId), position: Number.MAX_SAFE_INTEGER, createdAt: now, updatedAt: now, ...record, published: true };
}

/** Checked as the backend's answer would be; a field the page cannot show is named. */
function asAnswer<T>(schema: z.ZodType<T>, value: unknown, lang: Language): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw fieldError(lang, { path: parsed.error.issues[0]?.path.map(String).join('.') ?? 'fields', message: translate(lang, 'badInput') });
}

/** `article(id)` of a preview of that article (an unsaved one is `0`); undefined when no preview applies. */
export function previewArticle(context: GatewayContext, id: string): Promise<Article> | undefined {
  const preview = context.contentPreview;
  if (preview?.family !== 'ARTICLE' || id !== (preview.id ?? unsavedPreviewId)) return undefined;
  return previewRecord(context, preview).then((record) =>
    // What a draft may still lack is shown empty rather than refused: the officer previews work in progress.
    asAnswer(articleAnswer, { column: 'now', title: '', summary: '', content: '', cover: '', tagIds: [], publishedAt: new Date().toISOString().slice(0, 10), ...record }, context.lang),
  );
}

/** `homeBanners` with a previewed slide in its place (or, unpublished, where its position puts it); undefined when no preview applies. */
export function previewHomeBanners(context: GatewayContext): Promise<HomeBanner[]> | undefined {
  const preview = context.contentPreview;
  if (preview?.family !== 'HOME_BANNER') return undefined;
  return Promise.all([context.rest.homeBanners(), previewRecord(context, preview)]).then(([slides, record]) => {
    const slide = asAnswer(homeBannerAnswer, { title: '', alt: '', imageDes: '', imageMob: '', ...record }, context.lang);
    return [...slides.filter((each) => each.id !== slide.id), slide].sort((a, b) => a.position - b.position || a.id - b.id);
  });
}
