// The inactivity logout across the member's tabs: every tab saves its own unsaved work, and none
// clears the shared token before the others are done (or the wait is over), so a save in one tab
// is never refused because another tab logged out first. Each tab says how its save went under a
// key of its own (localStorage has no atomic update, so one shared record would lose writes).
import { FLUSH_TIMEOUT_MS, type FlushOutcome } from './unsavedWork.ts';

const STATE_PREFIX = 'session.flush.';
/** Time for the other tabs to hear the announcement and say they are saving. */
export const GRACE_MS = 1000;
const POLL_MS = 250;
/** A tab's state older than this belongs to an earlier logout (or a tab closed while saving). */
const STALE_MS = FLUSH_TIMEOUT_MS + 5 * GRACE_MS;

type FlushState = 'pending' | 'saved' | 'failed';

const tabId = Math.random().toString(36).slice(2, 10);

export interface IdleLogoutOutcome {
  /** This tab's unsaved work reached the server (its local drafts may go). */
  saved: boolean;
  /** Where this tab's work lives now when its save moved it (a new application's id), else null. */
  movedTo: string | null;
}

function writeState(state: FlushState, at: number): void {
  try {
    localStorage.setItem(STATE_PREFIX + tabId, JSON.stringify({ state, at }));
  } catch {
    // Storage unavailable: the other tabs cannot wait for this one.
  }
}

/** The states of the other tabs in this logout (stale ones are removed). */
function otherStates(now: number): FlushState[] {
  const states: FlushState[] = [];
  try {
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith(STATE_PREFIX) || key === STATE_PREFIX + tabId) continue;
      const entry = JSON.parse(localStorage.getItem(key) ?? 'null') as { state?: FlushState; at?: number } | null;
      if (!entry?.state || typeof entry.at !== 'number' || now - entry.at > STALE_MS) localStorage.removeItem(key);
      else states.push(entry.state);
    }
  } catch {
    // Unreadable: nothing to wait for.
  }
  return states;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Saves this tab's work with `flush`, then waits (bounded) until no other tab is still saving. */
export async function coordinateIdleLogout(flush: () => Promise<FlushOutcome>): Promise<IdleLogoutOutcome> {
  const started = Date.now();
  writeState('pending', started);
  const { saved, movedTo } = await flush();
  writeState(saved ? 'saved' : 'failed', started);
  const waitUntil = started + FLUSH_TIMEOUT_MS + 2 * GRACE_MS;
  if (Date.now() - started < GRACE_MS) await sleep(GRACE_MS - (Date.now() - started));
  while (otherStates(Date.now()).includes('pending') && Date.now() < waitUntil) await sleep(POLL_MS);
  return { saved, movedTo };
}
