import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** The one label value every name past the cap, unknown or not listed, is folded into. */
export const otherLabel = 'other';

/**
 * A label's values, bounded: the names it was given, and while it is open, newcomers up to `cap`;
 * everything else is `other`. Operation and client names come from the callers, so unbounded they
 * would let anyone grow the scrape (and Prometheus) without limit.
 */
export class LabelValues {
  readonly #values: Set<string>;

  constructor(
    known: Iterable<string>,
    private readonly cap: number,
  ) {
    this.#values = new Set(known);
  }

  /** `admit`: whether an unseen value may take a free place (only a request that was answered normally). */
  fold(value: string, admit: boolean): string {
    if (this.#values.has(value)) return value;
    if (!admit || this.#values.size >= this.cap) return otherLabel;
    this.#values.add(value);
    return value;
  }
}

/** REST call paths segments after which comes a record's id (rest/*.ts). */
const idAfter = new Set(['resource', 'submit', 'history', 'active', 'reminders', 'members']);
/** A path segment that names a route rather than a record: lower-case words. */
const routeWord = /^[a-z]+(?:-[a-z]+)*$/;
/** Distinct upstream routes kept as labels; the gateway calls about seventy. */
const maxRoutes = 200;

/**
 * A REST call's route as a label: `article/article/pub/resource/80` → `article/article/pub/resource/:id`.
 * An id is whatever follows a segment that takes one, or any segment that is not a lower-case
 * word (digits, capitals, escapes). Ids may come from callers, so the routes are capped as well.
 */
export function routeTemplate(path: string): string {
  const segments = path.replace(/^\/+/, '').split('/');
  return segments.map((segment, index) => (idAfter.has(segments[index - 1] ?? '') || !routeWord.test(segment) ? ':id' : segment)).join('/');
}

const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export interface MetricsOptions {
  /** Operation names known from the start (the safelist's); with them, no other name gets a label. */
  operationNames?: Iterable<string>;
  /** Client names known from the start (the safelist's); with them, no other client gets a label. */
  clientNames?: Iterable<string>;
  /** Also the process's CPU, memory, heap and event-loop lag (only when a scraper can read them). */
  processMetrics?: boolean;
}

/** What the gateway counts, in its own registry (each gateway a test process builds has its own). */
export function createMetrics({ operationNames, clientNames, processMetrics = false }: MetricsOptions = {}) {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const byOperation = ['operation', 'client'] as const;
  return {
    registry,
    // Closed when the safelist names them; else the first callers' names, up to a cap.
    operations: new LabelValues(operationNames ?? [], operationNames ? 0 : 100),
    clients: new LabelValues(clientNames ?? [], clientNames ? 0 : 20),
    routes: new LabelValues([], maxRoutes),
    requests: new Counter({ name: 'gateway_graphql_requests_total', help: 'GraphQL requests answered, by operation and client', labelNames: byOperation, registers: [registry] }),
    errors: new Counter({
      name: 'gateway_graphql_errors_total',
      help: 'GraphQL errors answered, by extensions.code, operation and client',
      labelNames: ['code', ...byOperation],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'gateway_graphql_request_duration_seconds',
      help: 'Time from a GraphQL request reaching /graphql to its answer being sent, by operation and client',
      labelNames: byOperation,
      buckets: latencyBuckets,
      registers: [registry],
    }),
    upstream: new Histogram({
      name: 'gateway_upstream_duration_seconds',
      help: 'Time a REST call to the backend took, by method, route template and status (none: no answer)',
      labelNames: ['method', 'route', 'status'],
      buckets: latencyBuckets,
      registers: [registry],
    }),
    cacheLookups: new Counter({
      name: 'gateway_response_cache_lookups_total',
      help: 'Lookups of a public answer in the front cache (this process) and the shared response cache (Apollo, Redis when shared), by result',
      labelNames: ['cache', 'result'],
      registers: [registry],
    }),
  };
}

export type GatewayMetrics = ReturnType<typeof createMetrics>;

/** Records one REST call (rest/request.ts calls it). */
export function upstreamObserver(metrics: GatewayMetrics) {
  return (method: string, path: string, status: number | undefined, seconds: number) => {
    metrics.upstream.observe({ method: method.toUpperCase(), route: metrics.routes.fold(routeTemplate(path), true), status: status === undefined ? 'none' : String(status) }, seconds);
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics in Prometheus's text format, for a scraper that shows METRICS_TOKEN as its bearer
 * token; anyone else gets 404, as if there were nothing here. Compared in constant time (over
 * digests, so the length is not told either).
 */
export function metricsEndpoint(metrics: GatewayMetrics, token: string): RequestHandler {
  const expected = digest(`Bearer ${token}`);
  return async (req, res) => {
    const given = req.headers.authorization;
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
}
