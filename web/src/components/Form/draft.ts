// Unsaved form values in sessionStorage, keyed by form, so what was typed survives a language
// switch and a reload (DESIGN §5). Passwords are never written down. A chosen File cannot be
// serialised: it is left out (its slot comes back empty or as the kept stored file), the other
// values are kept.

const PREFIX = 'formDraft:';

const isSecret = (name: string) => /password/i.test(name);

/** The values worth keeping: no secrets at any depth, no File or Blob (JSON would make them `{}`). */
function keepable(value: unknown): unknown {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return undefined;
  if (Array.isArray(value)) return value.map((item) => keepable(item) ?? null);
  if (value && typeof value === 'object') {
    const kept: Record<string, unknown> = {};
    for (const [name, inner] of Object.entries(value)) {
      if (isSecret(name)) continue;
      const keptInner = keepable(inner);
      if (keptInner !== undefined) kept[name] = keptInner;
    }
    return kept;
  }
  return value;
}

export function readDraft(key: string): Record<string, unknown> {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function writeDraft(key: string, values: Record<string, unknown>): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(keepable(values)));
  } catch {
    // Storage full or unavailable: the form still works, it just will not survive a reload.
  }
}

export function hasDraft(key: string): boolean {
  try {
    return sessionStorage.getItem(PREFIX + key) !== null;
  } catch {
    return false;
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing to clear.
  }
}

/** Every form's draft (logout: drafts hold personal data and an applicant's work, spec §4). */
export function clearAllDrafts(): void {
  clearDrafts('');
}

/** The drafts whose keys start with `keyPrefix`. */
export function clearDrafts(keyPrefix: string): void {
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i));
    for (const key of keys) if (key?.startsWith(PREFIX + keyPrefix)) sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
