/**
 * How long a rendered page may be kept: the lowest remaining life of the GraphQL answers it used
 * (the gateway's cache hints, as `Cache-Control: max-age=N, public`, less the `Age` of an answer
 * served from its cache: a page never outlives its data). Any answer without a public
 * max-age (an error, a private field, a failed request) makes the page not cacheable (0).
 */
export class CachePolicyRecorder {
  private lowest = Number.POSITIVE_INFINITY;
  private answers = 0;

  /** `age`: how old a cached answer already was (its `Age` header); only the rest of its life counts. */
  record(cacheControl: string | null, age: string | null = null): void {
    this.answers += 1;
    const maxAge = /(?:^|,)\s*max-age=(\d+)/.exec(cacheControl ?? '');
    const shared = /(?:^|,)\s*public\b/.test(cacheControl ?? '') && !/private|no-store|no-cache/.test(cacheControl ?? '');
    const left = maxAge && shared ? Number(maxAge[1]) - (Number(age) || 0) : 0;
    this.lowest = Math.min(this.lowest, Math.max(0, left));
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
        this.record(response.headers.get('cache-control'), response.headers.get('age'));
        return response;
      } catch (error) {
        this.record(null);
        throw error;
      }
    };
  }
}
