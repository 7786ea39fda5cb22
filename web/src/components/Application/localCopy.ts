// What the member typed and has not saved yet, per application and part (team, proposal): in memory,
// where chosen files stay too, and in sessionStorage through the form kit's drafts, where the
// typed values survive a reload (files cannot be written there). A language switch remounts the
// pages, a reload empties the memory: together nothing typed is lost (DESIGN §5). Logout clears
// the stored drafts (clearAllDrafts) and, through the session store, this memory.
import { clearDraft, hasDraft, readDraft, writeDraft } from '../Form/draft.ts';
import { readToken, subscribe } from '../../app/session/store.ts';

/**
 * One member's one application part of a programme (`inventionApply:{owner}:{id}:team`); a new
 * application's copy is under `new` until its first save.
 */
export const copyKey = (programme: string, owner: string, id: string | null, part: string) => `${programme}:${owner}:${id ?? 'new'}:${part}`;

const memory = new Map<string, Record<string, unknown>>();

let watching = false;
function forgetAtLogout() {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  subscribe(() => {
    if (readToken() === null) memory.clear();
  });
}

export function keepCopy(key: string, values: Record<string, unknown>): void {
  forgetAtLogout();
  memory.set(key, values);
  writeDraft(key, values);
}

/** The unsaved values of a part, or null when everything of it is saved. */
export function readCopy<T>(key: string): Partial<T> | null {
  const kept = memory.get(key);
  if (kept) return kept as Partial<T>;
  return hasDraft(key) ? (readDraft(key) as Partial<T>) : null;
}

export function hasCopy(key: string): boolean {
  return memory.has(key) || hasDraft(key);
}

export function dropCopy(key: string): void {
  memory.delete(key);
  clearDraft(key);
}
