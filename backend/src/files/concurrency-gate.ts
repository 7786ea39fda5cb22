/**
 * Runs at most `limit` tasks at once; the others wait their turn in arrival order. Each bucket PUT
 * holds the SDK's and the socket's buffers while it streams: 100 uploads ending together on one
 * backend grew it by 60 MB (bench:uploads, scaled profile). Waiting in line costs the member
 * nothing: the backend says it is still at work meanwhile (applications/still-storing.ts).
 */
export function concurrencyGate(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // The turn passes straight to the next in line, so `running` counts it still.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
