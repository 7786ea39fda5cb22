// Stand-ins for the logger and the clock, for tests of what logs once or depends on time.
import type { FastifyBaseLogger } from 'fastify';
import { vi } from 'vitest';

/** A logger whose warnings and news a test reads. */
export function fakeLog() {
  return { warn: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn>; info: ReturnType<typeof vi.fn> };
}

/** A clock the test moves. */
export function clock(start = Date.parse('2026-03-01T00:00:00Z')) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}
