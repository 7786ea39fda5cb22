// What the member typed and has not saved yet, per application and part (team, proposal): in memory,
// where chosen files stay too, and in sessionStorage through the form kit's drafts, where the
// typed values survive a reload (files cannot be written there: their slots' names and file names
// are, so a reload can say which chosen file must be chosen again). A language switch remounts the
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

/** A chosen file of a copy: its slot's path in the part's form and the file's name. */
export interface ChosenFileName {
  path: string;
  name: string;
}

const filesKey = (key: string) => `${key}:files`;

function chosenFiles(value: unknown, path: string[] = []): ChosenFileName[] {
  if (typeof File !== 'undefined' && value instanceof File) return [{ path: path.join('.'), name: value.name }];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, inner]) => chosenFiles(inner, [...path, name]));
}

export function keepCopy(key: string, values: Record<string, unknown>): void {
  forgetAtLogout();
  memory.set(key, values);
  writeDraft(key, values);
  const files = chosenFiles(values);
  if (files.length > 0) writeDraft(filesKey(key), { files });
  else clearDraft(filesKey(key));
}

/**
 * The files chosen but not saved that a reload dropped: a copy read back from storage (not from
 * this page's memory) whose slots had files.
 */
export function lostFiles(key: string): ChosenFileName[] {
  if (memory.has(key)) return [];
  const { files } = readDraft(filesKey(key));
  return Array.isArray(files) ? (files as ChosenFileName[]).filter((file) => typeof file?.path === 'string' && typeof file.name === 'string') : [];
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
  clearDraft(filesKey(key));
}
