// Unsaved form values in sessionStorage, keyed by form, so what was typed survives a language
// switch and a reload (DESIGN §5). Passwords are never written down.

const PREFIX = 'formDraft:';

const isSecret = (name: string) => /password/i.test(name);

export function readDraft(key: string): Record<string, unknown> {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function writeDraft(key: string, values: Record<string, unknown>): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !isSecret(name)));
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(kept));
  } catch {
    // Storage full or unavailable: the form still works, it just will not survive a reload.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing to clear.
  }
}

/** Every form's draft (logout: the profile draft holds personal data). */
export function clearAllDrafts(): void {
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i));
    for (const key of keys) if (key?.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
