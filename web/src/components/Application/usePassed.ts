import { useEffect, useState } from 'react';

/** True once `end` (an ISO instant) has passed, re-checked when it comes while the page is open. */
export function usePassed(end: string | null): boolean {
  const at = end ? Date.parse(end) : Number.NaN;
  const [passed, setPassed] = useState(() => Date.now() >= at);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // setTimeout holds at most ~24.8 days: a later deadline is looked at again then.
    const check = () => {
      const left = at - Date.now();
      setPassed(left <= 0);
      if (left > 0) timer = setTimeout(check, Math.min(left + 50, 2 ** 31 - 1));
    };
    if (Number.isFinite(at)) check();
    return () => clearTimeout(timer);
  }, [at]);
  return passed;
}
