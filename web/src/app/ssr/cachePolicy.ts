/**
 * How long a rendered page may be kept: the lowest max-age of the GraphQL answers it used (the
 * gateway's cache hints, as `Cache-Control: max-age=N, public`). Any answer without a public
 * max-age (an error, a private field, a failed request) makes the page not cacheable (0).
 */
export class CachePolicyRecorder {
  private lowest = Number.POSITIVE_INFINITY;
  private answers = 0;

  record(cacheControl: string | null): void {
    this.answers += 1;
    const maxAge = /(?:^|,)\s*max-age=(\d+)/.exec(cacheControl ?? '');
    const shared = /(?:^|,)\s*public\b/.test(cacheControl ?? '') && !/private|no-store|no-cache/.test(cacheControl ?? '');
    this.lowest = Math.min(this.lowest, maxAge && shared ? Number(maxAge[1]) : 0);
  }

  /** Seconds; a page that asked for no data at all depends only on the build: `fallback`. */
  maxAge(fallback: number): number {
    return this.answers === 0 ? fallback : this.lowest;
  }

  /** `fetch` that records each answer's policy (a failed request records none, so 0). */
  wrap(fetchImpl: typeof fetch): typeof fetch {
    return async (input, init) => {
      try {
        const response = await fetchImpl(input, init);
        this.record(response.headers.get('cache-control'));
        return response;
      } catch (error) {
        this.record(null);
        throw error;
      }
    };
  }
}
