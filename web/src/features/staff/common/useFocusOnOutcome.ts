import { useEffect, useRef } from 'react';

/**
 * After an action a dialog confirmed, the focus goes to what the page says happened. The button
 * that asked is often disabled or gone with the action (Raise once raised, Delete with its row,
 * Activate once active), and the dialog's return of the focus to it would drop it on nothing: a
 * keyboard user would start again from the top of the page.
 * `ref` goes on the element that says the outcome (focusable with tabIndex -1); `acted()` is called
 * when the action has ended, before the dialog closes; `dialogOpen` and `outcome` are the page's.
 */
export function useFocusOnOutcome<T extends HTMLElement>(dialogOpen: boolean, outcome: unknown) {
  const ref = useRef<T>(null);
  const acted = useRef(false);
  useEffect(() => {
    // After the dialog's own return of the focus, which runs first (a child's effect cleanup).
    if (dialogOpen || !acted.current) return;
    acted.current = false;
    ref.current?.focus();
  }, [dialogOpen, outcome]);
  return {
    ref,
    acted: () => {
      acted.current = true;
    },
  };
}
