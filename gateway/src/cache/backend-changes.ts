// Changes the gateway did not make itself (issue 21 item 8): the backend's scheduler publishing an
// article, another client writing over REST, an officer on another gateway without a shared Redis.
// The backend counts every change visitors could see per family in the change's own transaction
// (`GET /api/content/pub/changes`, backend resources/change-feed.ts); each gateway reads the counts
// every few seconds and drops the cached answers of each family whose count moved. It needs no Redis
// and no connection held open, and every gateway reads for itself, so none depends on another.
import type { ContentChanges } from './content-changes.ts';

export interface BackendChangesOptions {
  backendUrl: string;
  /** How often the counts are read. */
  intervalMs: number;
  changes: Pick<ContentChanges, 'changed'>;
  timeoutMs?: number;
  log?: Pick<Console, 'warn'>;
}

export interface BackendChanges {
  /** Reads the counts once now (the first reading is the baseline) and then every interval. */
  start(): void;
  stop(): void;
  /** One reading and its drops; answers the families dropped (tests call it directly). */
  poll(): Promise<string[]>;
}

type Counts = Record<string, number>;

/** The families whose counts differ between two readings, a family new or gone included. */
export function movedFamilies(before: Counts, after: Counts): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

function isCounts(value: unknown): value is Counts {
  return typeof value === 'object' && value !== null && Object.values(value).every((count) => typeof count === 'number');
}

export function watchBackendChanges(options: BackendChangesOptions): BackendChanges {
  const { backendUrl, intervalMs, changes, timeoutMs = 5_000, log = console } = options;
  let last: Counts | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // Said once per outage, and once for a backend without the feed, rather than every few seconds.
  let failing = false;

  async function poll(): Promise<string[]> {
    const answer = await fetch(`${backendUrl}/api/content/pub/changes`, { signal: AbortSignal.timeout(timeoutMs) });
    if (answer.status === 404) {
      // A backend of the REST contract without the optional feed: answers age out by their TTL alone.
      stopped = true;
      log.warn('content changes: the backend has no change feed (GET /api/content/pub/changes); changes made elsewhere show when cached answers expire');
      return [];
    }
    if (!answer.ok) throw new Error(`the change feed answered ${answer.status}`);
    const body = (await answer.json()) as { families?: unknown };
    if (!isCounts(body.families)) throw new Error('the change feed answered an unexpected shape');
    const before = last;
    last = body.families;
    if (before === undefined) return [];
    const moved = movedFamilies(before, body.families);
    // Every gateway reads the feed itself: nothing to tell the others over Redis.
    if (moved.length > 0) await changes.changed(moved, { tell: false });
    return moved;
  }

  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      poll()
        .then(() => {
          if (failing) log.warn('content changes: the change feed answers again');
          failing = false;
        })
        .catch((error: unknown) => {
          if (!failing) log.warn(`content changes: cannot read the change feed: ${(error as Error).message}`);
          failing = true;
        })
        .finally(next);
    }, intervalMs);
    timer.unref();
  };

  return {
    start() {
      stopped = false;
      // The first reading at once: it is the baseline the next one is compared with.
      poll()
        .catch((error: unknown) => {
          failing = true;
          log.warn(`content changes: cannot read the change feed: ${(error as Error).message}`);
        })
        .finally(next);
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
    poll,
  };
}
