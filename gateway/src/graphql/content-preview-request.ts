// A content preview's request (issue 21 item 5): the console's preview sends a public page's own
// queries with a manager token and, in the POST body's `extensions.contentPreview`, the record it
// shows (family, id, the officer's unsaved fields). Never in the URL; believed only from a
// manager's token, whose answers no cache keeps (cache/response-cache.ts, cache/front-cache.ts).
import { z } from 'zod';
import type { ContentFamily, ContentFieldInput } from '../generated/resolvers-types.ts';
import { gatewayError } from '../rest/errors.ts';
import type { Language } from '../i18n.ts';

/** The families whose public page a preview renders: every one the site shows (a tag is shown only on its articles). */
export const previewFamilies = [
  'HOME_BANNER',
  'HOME_RECOMMEND',
  'INVENTION_CONTENT',
  'INVENTION_PRIZE',
  'INVENTION_QA',
  'INVENTION_RECOMMEND',
  'INVENTION_TEAM',
  'INCUBATOR_CONTENT',
  'INCUBATOR_QA',
  'INCUBATOR_RECOMMEND',
  'INCUBATOR_TEACHER',
  'INCUBATOR_TEAM',
  'EDUCATION_BANNER',
  'EDUCATION_THINK',
  'EDUCATION_WALK',
  'EDUCATION_HISTORY',
  'BOOK_BANNER',
  'BOOK_SORI',
  'BOOK_REPORT',
  'BOOK_HISTORY',
  'ARTICLE_BANNER',
  'ARTICLE',
] as const satisfies readonly ContentFamily[];

const request = z.object({
  family: z.enum(previewFamilies),
  /** Null for a record not created yet. */
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .nullable(),
  // Checked field by field against the family's spec by the preview itself (resolvers/content-preview.ts).
  fields: z.array(z.looseObject({ name: z.string() })).max(200),
});

export interface ContentPreviewRequest {
  family: (typeof previewFamilies)[number];
  id: string | null;
  fields: ContentFieldInput[];
}

/** The request's preview, if its body names one; a malformed one is BAD_USER_INPUT. */
export function readContentPreview(body: unknown, lang: Language): ContentPreviewRequest | undefined {
  const extensions = (body as { extensions?: { contentPreview?: unknown } } | undefined)?.extensions;
  if (extensions?.contentPreview === undefined) return undefined;
  const parsed = request.safeParse(extensions.contentPreview);
  if (!parsed.success) throw gatewayError('BAD_USER_INPUT', lang);
  return { ...parsed.data, fields: parsed.data.fields as ContentFieldInput[] };
}
