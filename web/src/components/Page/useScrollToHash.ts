import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the URL's #anchor once the page's content has arrived: on first load the browser
 * looks for the anchor while the sections still hold skeletons, and the content then pushes it
 * down (footer links land on these anchors, spec §2).
 */
export function useScrollToHash(ready: boolean): void {
  const { hash, key } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !hash || done.current === key) return;
    done.current = key;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    // After this frame's layout, so images boxes and lazy sections have their size.
    requestAnimationFrame(() => target.scrollIntoView({ block: 'start' }));
  }, [ready, hash, key]);
}
