// The JS a route costs on first load, gzip (DESIGN §5: home ≤ 170 KB). Not part of npm test.
// Usage: node --import tsx tests/bench/initial-js.ts [baseUrl]  (default http://127.0.0.1:4000,
// a running `npm start`; WEB_DIST: the build it serves, default web/dist). Opens each route in Chromium and sizes, from web/dist, the scripts
// requested before the first contentful paint and all scripts requested until the network is idle,
// and counts those that hold staff console code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { repoRoot } from '../support/stack.ts';

const base = (process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '');
const routes = (process.env.ROUTES ?? '/zhTw/,/en/,/zhTw/invention,/zhTw/news/landing').split(',');
const kb = (bytes: number) => Math.round(bytes / 100) / 10;

const built = (pathname: string) => readFileSync(join(process.env.WEB_DIST ?? join(repoRoot, 'web/dist'), pathname));
const gzipSize = (pathname: string): number => gzipSync(built(pathname), { level: 9 }).length;
// The staff console's code names its messages `staff.…` and its operations `Staff…` (issue 20:
// public and member pages must load none of it).
const staffCode = /["'`]staff\.[a-zA-Z]|["'`]Staff[A-Z][A-Za-z]*["'`]/;
const isStaffCode = (pathname: string): boolean => staffCode.test(built(pathname).toString('utf8'));

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
const rows = [];
try {
  for (const route of routes) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    const scripts = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, beforePaint: entry.startTime < fcp }));
    });
    await page.close();
    const sized = scripts.filter((s) => s.path.endsWith('.js')).map((s) => ({ ...s, gzip: gzipSize(s.path) }));
    const sum = (list: typeof sized) => kb(list.reduce((total, s) => total + s.gzip, 0));
    rows.push({
      route,
      'before first paint (KB gzip)': sum(sized.filter((s) => s.beforePaint)),
      'whole load (KB gzip)': sum(sized),
      scripts: sized.length,
      'staff scripts': sized.filter((s) => isStaffCode(s.path)).length,
    });
  }
} finally {
  await browser.close();
}
console.table(rows);
