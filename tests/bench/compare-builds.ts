// Benchmark (not part of `npm test`): this build against an earlier one, in the same run. Both
// builds' stacks (backend on the embedded default, a gateway as the other benchmarks start it and one with
// RESPONSE_CACHE=off) run side by side, and the public and member requests of `bench` and
// `bench:gateway` go to both in turns, one request at a time (interleaved.ts): a shared machine's
// drifting load then weighs on both alike, where two runs minutes apart differ by more than they
// compare. Prints each build's p50 (the mean of its two stacks), this build's over the earlier one's, and p99.
// BASE_DIR: a checkout of the earlier commit, installed and built (`npm ci && npm run build`);
// NOW_DIR: another such checkout to stand for "now" (this one unless told), to compare two past commits.
// Run: BASE_DIR=../base npm run bench:compare
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, repoRoot, waitForHttp } from '../support/stack.ts';
import { interleaved, type Target } from './interleaved.ts';

const baseDir = process.env.BASE_DIR ? resolve(process.env.BASE_DIR) : undefined;
if (!baseDir) throw new Error('BASE_DIR must name a checkout of the earlier commit, installed and built');
const nowDir = process.env.NOW_DIR ? resolve(process.env.NOW_DIR) : repoRoot;
const rounds = Number(process.env.BENCH_ROUNDS ?? 1500);
const memberPassword = 'Compare#2026';
const lang = { 'content-language': 'en' };
const jsonHeaders = { ...lang, 'content-type': 'application/json' };

const children: ChildProcess[] = [];

/** One tier of the build in `cwd`, as `npm start` runs it, answering on `port` once healthy. */
async function tier(cwd: string, args: string[], env: Record<string, string>, port: number): Promise<string> {
  let out = '';
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, NODE_ENV: 'test', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (d: Buffer) => (out += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, fail) => child.once('exit', (code) => fail(new Error(`${cwd} ${args.at(-1)} exited with ${code}:\n${out}`))));
  await Promise.race([waitForHttp(`${url}/healthz`), exited]);
  return url;
}

interface Stack { label: string; backend: string; gateway: string; uncached: string; memberToken: string }

async function startStack(label: string, cwd: string): Promise<Stack> {
  const backendPort = await freePort();
  const secrets = { GATEWAY_SECRET: 'compare-builds-gateway-secret-0123456789', JWT_SECRET: 'compare-builds-jwt-secret-0123456789abcdef' };
  const backend = await tier(
    cwd,
    ['--import', 'tsx', 'backend/src/main.ts'],
    { ...secrets, BACKEND_PORT: String(backendPort), BACKEND_HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), `compare-${label}-`)), MANAGER_PASSWORD: 'Manager#2026', SEED_DEMO_MEMBER_PASSWORD: memberPassword },
    backendPort,
  );
  const gateways = [];
  for (const extra of [{}, { RESPONSE_CACHE: 'off' }] as Record<string, string>[]) {
    const port = await freePort();
    gateways.push(await tier(cwd, ['--max-old-space-size=256', 'gateway/dist/main.mjs'], { ...secrets, PORT: String(port), BACKEND_URL: backend, REQUEST_LOG: 'off', ...extra }, port));
  }
  const login = await fetch(`${gateways[1]}/graphql`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', variables: { e: 'member@example.org', p: memberPassword } }),
  });
  const memberToken = ((await login.json()) as { data?: { login?: { token?: string } } }).data?.login?.token;
  if (!memberToken) throw new Error(`${label}: the demo member could not log in`);
  return { label, backend, gateway: gateways[0]!, uncached: gateways[1]!, memberToken };
}

const post = (url: string, query: string, headers: Record<string, string> = {}, fresh = true): Pick<Target, 'url' | 'method' | 'headers' | 'body'> => ({
  url: `${url}/graphql`,
  method: 'POST',
  headers: { ...jsonHeaders, ...headers },
  // A fresh unused variable per request misses every cache; a fixed body is the cached answer.
  body: (n: number) => JSON.stringify(fresh ? { query, variables: { nonce: `turn-${n}` } } : { query }),
});

/** The requests measured on each build: the public ones of `bench`/`bench:gateway` and a member's. */
function targets(stack: Stack): Target[] {
  const member = { authorization: `Bearer ${stack.memberToken}` };
  const articles = '{ articles(column: NOW, pageSize: 3) { items { id title summary cover publishedAt column } } }';
  return [
    { name: 'REST article list (direct)', url: `${stack.backend}/api/article/article/pub/list?column=now&page=1&pageSize=3`, headers: lang },
    { name: 'GraphQL articles, cache off', ...post(stack.uncached, articles) },
    { name: 'REST faq list (direct)', url: `${stack.backend}/api/invention/qa/pub/list?page=1&pageSize=100`, headers: lang },
    { name: 'GraphQL faqs, miss', ...post(stack.gateway, '{ inventionPage { faqs { id question answer } } }') },
    { name: 'GraphQL home, cached', ...post(stack.gateway, '{ homeBanners { id title alt imageDesktop imageMobile link } }', {}, false) },
    { name: "member's applications", ...post(stack.gateway, '{ me { email } myInventionApplications { id status } }', member) },
    { name: 'page /en/invention (HTML)', url: `${stack.gateway}/en/invention`, headers: {} },
  ].map((target) => ({ ...target, name: `${stack.label}: ${target.name}` }));
}

try {
  // Two stacks of each build, started before, now, now, before: measured in turns, the one started
  // second answered about 0.5 ms slower at p50 on the article list when both were the same build,
  // so each build's figure is the mean of a stack started early and one started late.
  const stacks = [await startStack('before', baseDir), await startStack('now', nowDir), await startStack('now', nowDir), await startStack('before', baseDir)];
  const all = stacks.flatMap((stack, i) => targets(stack).map((target) => ({ ...target, name: `${target.name} #${i + 1}` })));
  // Warm every code path before anything counts.
  await interleaved(all, 300, 0);
  const rows = await interleaved(all, rounds);
  const count = targets(stacks[0]!).length;
  const p50 = (stack: number, i: number) => rows[stack * count + i]!.p50;
  const p99 = (stack: number, i: number) => rows[stack * count + i]!.p99;
  const mean = (a: number, b: number) => Math.round(((a + b) / 2) * 100) / 100;
  console.table(
    targets(stacks[0]!).map((target, i) => ({
      request: target.name.replace(/^before: /, ''),
      'before p50 (#1, #4)': `${p50(0, i)}, ${p50(3, i)}`,
      'now p50 (#2, #3)': `${p50(1, i)}, ${p50(2, i)}`,
      'now − before p50 (ms)': Math.round((mean(p50(1, i), p50(2, i)) - mean(p50(0, i), p50(3, i))) * 100) / 100,
      'before p99': mean(p99(0, i), p99(3, i)),
      'now p99': mean(p99(1, i), p99(2, i)),
    })),
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
}
