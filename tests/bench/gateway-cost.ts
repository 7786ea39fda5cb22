// Benchmark (not part of `npm test`): what the gateway adds to a public query it cannot answer from
// a cache, at 1 connection (latency alone, no queueing). Each query wraps exactly one REST call, which
// is measured directly beside it. Two ways of missing the cache:
//   - "miss": the production setup (front cache and response cache on) with a distinct, unused
//     variable per request, so every request pays the cache lookups and writes of a miss;
//   - "cache off": a second gateway with RESPONSE_CACHE=off (no cache code on the path at all), sent
//     the same requests (a fixed body measured the same: the unused variable costs nothing).
// Then the same three in turns, request by request (interleaved.ts), which a shared machine's
// drifting load cannot tilt. Prints p50/p99 per row, the gateway's added p50/p99 over the direct call, and the CPU time each
// answer cost the serving process (on a shared machine latency also holds other processes' turns;
// CPU time is the gateway's own work, comparable across runs). Writes
// tests/bench/results/gateway-cost.json. Run: npm run bench:gateway
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, startBackend, startGateway } from '../support/stack.ts';
import { interleaved, type InterleavedRow } from './interleaved.ts';
import { measure, type Row } from './measure.ts';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2000);
const warmupRequests = Number(process.env.BENCH_WARMUP ?? 2000);
const lang = { 'content-language': 'en' };
const jsonHeaders = { ...lang, 'content-type': 'application/json' };

interface Case {
  name: string;
  query: string;
  /** The REST call the query's one resolver makes, as the gateway makes it. */
  restPath: string;
}

const cases: Case[] = [
  { name: 'inventionPage.faqs', query: '{ inventionPage { faqs { id question answer } } }', restPath: 'invention/qa/pub/list?page=1&pageSize=100' },
  {
    name: 'articles(NOW, 3)',
    query: '{ articles(column: NOW, pageSize: 3) { items { id title summary cover publishedAt column } } }',
    restPath: 'article/article/pub/list?column=now&page=1&pageSize=3',
  },
];

/** CPU time (user + system) a process has used so far, in ms (Linux: /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  // Fields after the command name (which may hold spaces): state is the 3rd, utime the 14th, stime the 15th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** measure() plus the CPU time the serving process spent per answer, in ms. */
async function measureWithCpu(pid: number, name: string, opts: Parameters<typeof measure>[1]) {
  const before = cpuMs(pid);
  const row = await measure(name, opts);
  const answers = row.reqPerSec * durationSeconds;
  return { ...row, cpuMsPerAnswer: Math.round(((cpuMs(pid) - before) / answers) * 1000) / 1000 };
}

/** A GraphQL POST whose every request carries a fresh unused variable, so no cache holds its answer. */
function graphql(url: string, query: string) {
  let n = 0;
  return {
    url: `${url}/graphql`,
    requests: [
      {
        method: 'POST' as const,
        headers: jsonHeaders,
        setupRequest: (request: object) => ({ ...request, body: JSON.stringify({ query, variables: { nonce: `${process.pid}-${n++}` } }) }),
      },
    ],
  };
}

const backend = await startBackend();
const gateway = await startGateway(backend.url, { REQUEST_LOG: process.env.BENCH_REQUEST_LOG ?? 'all' });
const uncachedGateway = await startGateway(backend.url, { RESPONSE_CACHE: 'off', REQUEST_LOG: process.env.BENCH_REQUEST_LOG ?? 'all' });
try {
  const rows: (Row & { cpuMsPerAnswer: number; addedP50?: number; addedP99?: number })[] = [];
  for (const { name, query, restPath } of cases) {
    // Each path first runs as it will be measured, so the figures are a served gateway's, not those
    // of one whose code the JIT is still optimising (the first rounds measured slower).
    for (const url of [gateway.url, uncachedGateway.url]) {
      for (let n = 0; n < warmupRequests; n++) {
        const body = JSON.stringify({ query, variables: { nonce: `warm-${n}` } });
        await (await fetch(`${url}/graphql`, { method: 'POST', headers: jsonHeaders, body })).arrayBuffer();
      }
    }
    const rest = await measureWithCpu(backend.process.pid!, `REST ${restPath.split('?')[0]} (direct)`, { url: `${backend.url}/api/${restPath}`, headers: lang, connections: 1, duration: durationSeconds });
    rows.push(rest);
    for (const [label, tier] of [
      ['miss (distinct variables)', gateway],
      ['cache off', uncachedGateway],
    ] as const) {
      const row = await measureWithCpu(tier.process.pid!, `GraphQL ${name}, ${label}`, { ...graphql(tier.url, query), connections: 1, duration: durationSeconds });
      rows.push({ ...row, addedP50: Math.round((row.p50 - rest.p50) * 100) / 100, addedP99: Math.round((row.p99 - rest.p99) * 100) / 100 });
    }
  }
  console.table(rows);
  const inTurns: (InterleavedRow & { addedP50?: number })[] = [];
  for (const { name, query, restPath } of cases) {
    const post = (url: string) => ({
      url: `${url}/graphql`,
      method: 'POST' as const,
      headers: jsonHeaders,
      body: (n: number) => JSON.stringify({ query, variables: { nonce: `turns-${n}` } }),
    });
    const [rest, ...viaGateway] = await interleaved(
      [
        { name: `REST ${restPath.split('?')[0]} (direct)`, url: `${backend.url}/api/${restPath}`, headers: lang },
        { name: `GraphQL ${name}, miss (distinct variables)`, ...post(gateway.url) },
        { name: `GraphQL ${name}, cache off`, ...post(uncachedGateway.url) },
      ],
      rounds,
    );
    inTurns.push(rest!, ...viaGateway.map((row) => ({ ...row, addedP50: Math.round((row.p50 - rest!.p50) * 100) / 100 })));
  }
  console.log('In turns, one request at a time:');
  console.table(inTurns);
  const out = join(repoRoot, 'tests/bench/results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'gateway-cost.json'), JSON.stringify({ at: new Date().toISOString(), durationSeconds, rows, rounds, inTurns }, null, 2));
} finally {
  await gateway.stop();
  await uncachedGateway.stop();
  await backend.stop();
}
