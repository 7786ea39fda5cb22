// Where the studio keeps an officer's unsaved edits of one record (or of a new one): in this tab's
// sessionStorage through the forms' drafts (components/Form/draft.ts), so a reload, a language
// switch or an idle sign-out (the officer signs in again in the same tab) loses nothing. Beside the
// values, the version they were typed over: when a colleague saved since, the kept edits go back on
// that version, so the save is refused as stale and shows their values (never a silent overwrite).
// Signing out clears them with every staff draft.
import { clearDraft, readDraft, writeDraft } from '../../../components/Form/draft.ts';
import type { ContentFamily } from '../../../generated/types.ts';
import { staffDraftPrefix } from '../session/store.ts';

/** The draft key of a record's form (`new` for one not created yet). */
export const contentDraftKey = (family: ContentFamily, id: string | null): string => `${staffDraftPrefix}content:${family}:${id ?? 'new'}`;

const versionKey = (key: string) => `${key}:version`;

/** Notes the version the kept edits were typed over (the first edit's). */
export function keepDraftVersion(key: string, version: number): void {
  if (keptDraftVersion(key) === null) writeDraft(versionKey(key), { version });
}

/** The version the kept edits were typed over, or null when none is noted. */
export function keptDraftVersion(key: string): number | null {
  const { version } = readDraft(versionKey(key));
  return Number.isInteger(version) ? (version as number) : null;
}

export const forgetDraftVersion = (key: string): void => clearDraft(versionKey(key));
