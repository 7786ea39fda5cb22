import type { ReactNode } from 'react';
import styles from './page.module.css';

/**
 * A table that scrolls sideways when the screen is narrower: the scrolling box is focusable and
 * named, so a keyboard can scroll it (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, busy, children }: { label: string; busy?: boolean; children: ReactNode }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={label} aria-busy={busy} tabIndex={0}>
      {children}
    </div>
  );
}
