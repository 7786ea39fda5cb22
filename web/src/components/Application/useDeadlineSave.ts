import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { flushUnsavedWork } from '../../app/session/unsavedWork.ts';

/** How the save at the deadline went: nothing to save, under way, saved, or not saved. */
export type DeadlineSave = 'none' | 'saving' | 'saved' | 'unsaved';

/**
 * The deadline passing while a step is open: what the member typed and had not saved goes to the
 * server first (the backend takes a save within the session's submit grace, sessions.ts), through
 * the same saves as the inactivity logout's, and only then does the page show 'Registration
 * Closed'. A new application's first save moves the page to its id. `open` is whether the page saw
 * the registration open (a page opened after the deadline has nothing to save).
 */
export function useDeadlineSave(open: boolean, passed: boolean, hasUnsaved: () => boolean): DeadlineSave {
  const navigate = useNavigate();
  const [state, setState] = useState<DeadlineSave>('none');
  const sawOpen = useRef(false);
  if (open && !passed) sawOpen.current = true;
  // Decided in the render where the deadline passes: the step's form, whose values are the ones to
  // save (its save is registered while it is mounted), must not be taken away first.
  const due = passed && sawOpen.current && state === 'none' && hasUnsaved();
  useEffect(() => {
    if (!due) return;
    sawOpen.current = false;
    setState('saving');
    void flushUnsavedWork().then(({ saved, movedTo }) => {
      setState(saved ? 'saved' : 'unsaved');
      if (movedTo) navigate(movedTo, { replace: true });
    });
  }, [due, navigate]);
  return due ? 'saving' : state;
}
