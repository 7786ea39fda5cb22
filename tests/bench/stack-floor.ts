// The floor under issue 23's bars: mobile Lighthouse on pages that do nothing but what any page of
// the client's named stack does (stack-floor/): React hydrating an apply step's frame; the same with
// a data router, Apollo and one query, react-intl, react-hook-form and a zod schema, in one chunk;
// and that stack with each library evaluated in a task of its own. No gateway, no backend: the
// pages, built with Vite as the web is (terser, es2022), are served gzipped by a static server
// here, the query answered from memory. What these pages cost cannot be removed by any change to
// our own code. Not part of npm test.
// Usage: npm run bench:floor   (FLOOR_RUNS runs a page, default 3; medians; results/stack-floor-<date>.json)
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createRequire } from 'node:module';
import { build, type Rollup } from 'vite';
import { FRAME_HTML } from './stack-floor/frame.ts';

const here = dirname(fileURLToPath(import.meta.url));
const floorDir = join(here, 'stack-floor');
const resultsDir = join(here, 'results');
const runs = Number(process.env.FLOOR_RUNS ?? 3);
const pages = { react: 'react.ts', stack: 'stack.ts', 'stack-staged': 'stack-staged.ts' } as const;

const bootScript = join(here, '..', '..', 'web', 'public', 'boot.js');
// As web/vite.config.ts: react-router's production build, which its package exports do not point at.
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const outDir = mkdtempSync(join(tmpdir(), 'stack-floor-'));
const built = (await build({
  root: floorDir,
  configFile: false,
  logLevel: 'warn',
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') },
      { find: /^react-router\/dom$/, replacement: join(reactRouterDir, 'dist/production/dom-export.mjs') },
    ],
  },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    minify: 'terser',
    terserOptions: { ecma: 2020, compress: { passes: 2 }, format: { comments: false } },
    modulePreload: false,
    rollupOptions: { input: Object.fromEntries(Object.entries(pages).map(([name, file]) => [name, join(floorDir, file)])) },
  },
})) as Rollup.RollupOutput;

const chunks = built.output.filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
/**
 * Each page's document as the gateway serves a rendered page: the frame painted from the HTML, and
 * the entry started by the web's own boot.js after the first contentful paint.
 */
const documents = new Map(
  Object.keys(pages).map((name) => {
    const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === name)!;
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Floor: ${name}</title><meta name="description" content="The stack's floor"><script defer src="/boot.js" data-entry="/${entry.fileName}"></script></head><body><main id="root">${FRAME_HTML}</main></body></html>`;
    return [`/${name}`, html];
  }),
);
const jsGzipKb = (name: string): number => {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = chunks.find((each) => each.fileName === file)!;
    [...chunk.imports, ...chunk.dynamicImports].forEach(visit);
  };
  visit(chunks.find((chunk) => chunk.isEntry && chunk.name === name)!.fileName);
  return Math.round([...seen].reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, file))).length, 0) / 102.4) / 10;
};
const jsSizes = new Map(Object.keys(pages).map((name) => [name, jsGzipKb(name)]));

const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://floor').pathname;
  if (path === '/graphql') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"data":{"me":{"__typename":"Member","id":"1","name":"Wang"}}}');
    return;
  }
  const html = documents.get(path);
  if (path === '/boot.js') {
    res.writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'gzip', 'cache-control': 'no-store' });
    res.end(gzipSync(readFileSync(bootScript)));
    return;
  }
  const file = normalize(join(outDir, path));
  let body: Buffer;
  try {
    body = html !== undefined ? Buffer.from(html) : file.startsWith(outDir) ? readFileSync(file) : Buffer.alloc(0);
  } catch {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, {
    'content-type': html !== undefined ? 'text/html; charset=utf-8' : 'text/javascript',
    'content-encoding': 'gzip',
    'cache-control': 'no-store',
  });
  res.end(gzipSync(body));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});

interface Row {
  page: string;
  performance: number;
  tbtMs: number;
  fcpMs: number;
  lcpMs: number;
  hostBenchmarkIndex: number;
}
const rows: Row[] = [];
try {
  for (const page of Object.keys(pages)) {
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${origin}/${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], formFactor: 'mobile' });
      if (!result || result.lhr.runtimeError) throw new Error(`${page}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
      const { audits, categories, environment } = result.lhr;
      rows.push({
        page,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        hostBenchmarkIndex: Math.round(environment.benchmarkIndex),
      });
      // Which scripts the long tasks ran (at 4×, as Lighthouse counts them).
      const longTasks = (audits['long-tasks']?.details as { items?: Array<{ url: string; duration: number }> } | undefined)?.items ?? [];
      console.log(rows.at(-1), longTasks.map((task) => `${task.url.replace(origin, '')} ${Math.round(task.duration)} ms`).join(', '));
    }
  }
} finally {
  chrome.kill();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
const medians = Object.keys(pages).map((page) => {
  const of = rows.filter((row) => row.page === page);
  const pick = (key: keyof Omit<Row, 'page'>) => median(of.map((row) => row[key]));
  return {
    page,
    jsGzipKb: jsSizes.get(page),
    performance: pick('performance'),
    tbtMs: pick('tbtMs'),
    tbtRange: `${Math.min(...of.map((row) => row.tbtMs))}–${Math.max(...of.map((row) => row.tbtMs))}`,
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    hostBenchmarkIndex: pick('hostBenchmarkIndex'),
  };
});
console.table(medians);
mkdirSync(resultsDir, { recursive: true });
const out = join(resultsDir, `stack-floor-${new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)}.json`);
writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), runsPerPage: runs, medians, rows }, null, 2));
console.log(`written to ${out}`);
