import { useRef, type PointerEvent } from 'react';

/** A horizontal swipe of at least this many CSS pixels turns the page. */
const SWIPE_PX = 40;

/**
 * Pointer handlers for a carousel's viewport: a horizontal swipe calls `onPrevious`/`onNext`.
 * Vertical scrolling stays with the browser (the track sets `touch-action: pan-y`).
 */
export function useSwipe(onPrevious: () => void, onNext: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
