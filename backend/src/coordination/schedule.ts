import type { FastifyInstance } from 'fastify';

/**
 * Scheduled work for several backend processes: every process ticks every `periodMs`, and a tick
 * runs `job` only if it takes the job's lease (`app.leases`), so the job runs once per period
 * across all of them. The lease lasts nine tenths of the period, so the process that ran the job
 * finds it free again at its next tick (a tick is never early, the lease may have been taken a
 * little after it), and another takes over within a period and a tick after the runner dies. The
 * timer does not keep the process alive and stops when the app closes; a failed run is logged and
 * the next period tries again.
 */
export function every(app: FastifyInstance, name: string, periodMs: number, job: () => Promise<void>): void {
  const timer = setInterval(() => {
    app.leases.withLease(name, Math.floor(periodMs * 0.9), job).catch((error: unknown) => {
      app.log.warn({ err: error }, `${name} failed; the next period tries again`);
    });
  }, periodMs);
  timer.unref();
  app.addHook('preClose', (done) => {
    clearInterval(timer);
    done();
  });
}
