// Latency of several targets measured in turns (a, b, c, a, b, c, … in alternating order), one request
// at a time, each target on its own kept-alive connection. On a machine others share, the load drifts
// over seconds: back-to-back autocannon runs of 10 s each then differ by more than what they compare,
// while requests in turns meet the same load.
import http from 'node:http';
import { percentile } from './measure.ts';

export interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** The body of the n-th request (a fresh one each time, e.g. to miss a cache). */
  body?: (n: number) => string;
}

export interface InterleavedRow { name: string; p50: number; p90: number; p99: number; samples: number }

function once(target: Target, agent: http.Agent, n: number): Promise<number> {
  const body = target.body?.(n);
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const headers = { ...target.headers, ...(body !== undefined && { 'content-length': String(Buffer.byteLength(body)) }) };
    const req = http.request(target.url, { method: target.method ?? 'GET', agent, headers }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode === 200) resolve(Number(process.hrtime.bigint() - started) / 1e6);
        else reject(new Error(`${target.name}: status ${res.statusCode}`));
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** `rounds` requests to each target in turns, after `warmup` rounds that do not count. */
export async function interleaved(targets: Target[], rounds: number, warmup = Math.ceil(rounds / 10)): Promise<InterleavedRow[]> {
  const agents = targets.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const times = targets.map((): number[] => []);
  try {
    for (let round = 0; round < warmup + rounds; round += 1) {
      const order = targets.map((_, i) => i);
      if (round % 2 === 1) order.reverse();
      for (const i of order) {
        const ms = await once(targets[i]!, agents[i]!, round);
        if (round >= warmup) times[i]!.push(ms);
      }
    }
  } finally {
    for (const agent of agents) agent.destroy();
  }
  return targets.map((target, i) => {
    const sorted = times[i]!.sort((a, b) => a - b);
    return { name: target.name, p50: percentile(sorted, 0.5), p90: percentile(sorted, 0.9), p99: percentile(sorted, 0.99), samples: sorted.length };
  });
}
