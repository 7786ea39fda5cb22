import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { clearDraft, readDraft, writeDraft } from './draft.ts';

export interface FormDraft {
  /** Puts the kept values back into the form as unsaved changes (dirty); false when none were kept. */
  restore: () => boolean;
  /** Forgets the kept values: call it once they are saved. */
  clear: () => void;
}

/**
 * Keeps a form's values in sessionStorage under `formDraft:<key>` while they change, so they survive
 * a reload and a language switch; logout clears every draft (`clearAllDrafts`). A null key keeps
 * nothing. With `restore: true` (the default) the kept values come back once on mount; a form that
 * first loads server data calls `restore()` itself after its `reset(server)`, so local edits win.
 * Chosen File objects cannot be serialised: they are not kept (see draft.ts).
 */
export function useFormDraft<T extends FieldValues>(
  key: string | null,
  form: UseFormReturn<T, unknown, unknown> | UseFormReturn<T>,
  { restore: restoreOnMount = true }: { restore?: boolean } = {},
): FormDraft {
  const { setValue, watch } = form as UseFormReturn<T>;

  const restore = useCallback(() => {
    if (!key) return false;
    const kept = Object.entries(readDraft(key));
    // Top-level keys one by one: react-hook-form sets nested objects and field arrays from each.
    for (const [name, value] of kept) {
      setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    return kept.length > 0;
  }, [key, setValue]);

  const clear = useCallback(() => {
    if (key) clearDraft(key);
  }, [key]);

  const restored = useRef<string | null>(null);
  useEffect(() => {
    if (!key || !restoreOnMount || restored.current === key) return;
    restored.current = key;
    restore();
  }, [key, restoreOnMount, restore]);

  useEffect(() => {
    if (!key) return;
    // A reset (the server's copy loaded, or a save's answer) names no field: it is not an edit,
    // and writing it would overwrite the kept edits before `restore()` reads them.
    const subscription = watch((values, { name }) => {
      if (name !== undefined) writeDraft(key, values as Record<string, unknown>);
    });
    return () => subscription.unsubscribe();
  }, [key, watch]);

  return { restore, clear };
}
