import type { FastifyBaseLogger } from 'fastify';

/**
 * One shared place (Redis, the database) as this process last found it. The first failure after it
 * worked is logged as a warning and the first success after that as news, nothing in between: an
 * outage is two lines in the log, not one per request.
 */
export class Outage {
  #down = false;

  constructor(
    private readonly log: FastifyBaseLogger,
    /** What is away, for the log: `Redis`, `the database`. */
    private readonly place: string,
    /** What this process does meanwhile, for the log. */
    private readonly meanwhile: string,
  ) {}

  failed(error: unknown): void {
    if (this.#down) return;
    this.#down = true;
    this.log.warn({ err: error }, `shared limits: ${this.place} cannot be used; ${this.meanwhile}`);
  }

  worked(): void {
    if (!this.#down) return;
    this.#down = false;
    this.log.info(`shared limits: ${this.place} answers again`);
  }
}
