// The values a content preview shows (issue 21 item 5): the editor leaves them in the tab's
// sessionStorage and the preview's frame (same origin, same tab) reads them, so unsaved text never
// travels in a URL and another tab or browser never sees it.
import type { ContentFamily, ContentFieldInput } from '../../../generated/types.ts';

/** A record not created yet, in the preview's path. */
export const unsavedSegment = 'new';

const key = (family: ContentFamily, id: string) => `yip.staff.preview:${family}:${id}`;

export function writePreviewDraft(family: ContentFamily, id: string, fields: ContentFieldInput[]): void {
  sessionStorage.setItem(key(family, id), JSON.stringify(fields));
}

/** The fields the editor left for this record, or none (the saved record is shown). */
export function readPreviewDraft(family: ContentFamily, id: string): ContentFieldInput[] {
  try {
    const fields: unknown = JSON.parse(sessionStorage.getItem(key(family, id)) ?? '[]');
    return Array.isArray(fields) ? (fields as ContentFieldInput[]) : [];
  } catch {
    return [];
  }
}
