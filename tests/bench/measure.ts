// One autocannon run, reduced to the figures the benches print: p50/p99 of the successful answers'
// response times (to 0.01 ms, which autocannon's own whole-ms histogram cannot give) and req/s.
import autocannon from 'autocannon';

export interface Row { name: string; connections: number; p50: number; p99: number; reqPerSec: number; errors: number; non2xx: number }

/** The p-th percentile of sorted response times, in ms to 0.01. */
export const percentile = (sorted: number[], p: number) => Math.round((sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN) * 100) / 100;

/** Runs autocannon with `opts` (connections and duration from BENCH_CONNECTIONS / BENCH_SECONDS unless given). */
export async function measure(name: string, opts: autocannon.Options): Promise<Row> {
  const times: number[] = [];
  const defaults = { connections: Number(process.env.BENCH_CONNECTIONS ?? 10), duration: Number(process.env.BENCH_SECONDS ?? 10) };
  const result = await new Promise<autocannon.Result>((ok, fail) => {
    const instance = autocannon({ ...defaults, ...opts }, (error, done) => (error ? fail(error) : ok(done)));
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status < 300) times.push(ms);
    });
  });
  times.sort((a, b) => a - b);
  return {
    name,
    connections: result.connections,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    reqPerSec: Math.round(result.requests.average),
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
