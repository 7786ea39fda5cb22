// Benchmark (not part of `npm test`): the server-rendered home page at BENCH_CONNECTIONS (8, as
// many as the gateway renders at once: more would measure the shell it answers past that, which the
// `shed` column counts) from the page cache, rendered on every request (a new query string each
// time, so the page cache misses; the GraphQL answers behind it still come from the response cache),
// beside the static index.html a member page gets. Needs the web built (WEB_DIST may point elsewhere).
// Run: node --import tsx tests/bench/ssr.ts
import autocannon from 'autocannon';
import { startBackend, startGateway } from '../support/stack.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);

async function measure(name: string, url: string, path: (n: number) => string) {
  let n = 0;
  let shed = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: path((n += 1)) }),
        onResponse: (_status, _body, _context, headers) => void (headers?.['x-page-render'] === 'shed' && (shed += 1)),
      },
    ],
  });
  return { name, p50: result.latency.p50, p99: result.latency.p99, 'req/s': result.requests.average, non2xx: result.non2xx, shed };
}

const backend = await startBackend();
const gateway = await startGateway(backend.url, { REQUEST_LOG: 'off' });
try {
  // Warm the server entry and the caches once.
  await fetch(`${gateway.url}/zhTw/`);
  const rows = [
    await measure('static index.html (/zhTw/login)', gateway.url, () => '/zhTw/login'),
    await measure('rendered home, page cache', gateway.url, () => '/zhTw/'),
    await measure('rendered home, rendered each time', gateway.url, (n) => `/zhTw/?n=${n}`),
  ];
  console.table(rows);
} finally {
  await gateway.stop();
  await backend.stop();
}
