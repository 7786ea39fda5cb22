// The JS a route costs on first load, gzip (DESIGN §5: home ≤ 170 KB; issue 23: the member's apply
// pages ≤ 170 KB too). Not part of npm test.
// Usage: node --import tsx tests/bench/initial-js.ts [baseUrl]  (default http://127.0.0.1:4000,
// a running `npm start`; WEB_DIST: the build it serves, default web/dist). Opens each route in Chromium and sizes, from web/dist, the scripts
// requested before the first contentful paint and all scripts requested until the network is idle,
// and counts those that hold staff console code (any fails the run). PAGES=public|member|all (default all): the member
// pages (an apply step, the final upload, the member's list, both languages) are opened logged in,
// on a stack the bench starts (member-pages.ts) serving the same WEB_DIST. JS_LIST=1 lists each route's scripts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { repoRoot } from '../support/stack.ts';
import { memberStorage, startMemberPages } from './member-pages.ts';

const base = (process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '');
const which = process.env.PAGES ?? 'all';
const routes = which === 'member' ? [] : (process.env.ROUTES ?? '/zhTw/,/en/,/zhTw/invention,/zhTw/news/landing').split(',');
const kb = (bytes: number) => Math.round(bytes / 100) / 10;

const built = (pathname: string) => readFileSync(join(process.env.WEB_DIST ?? join(repoRoot, 'web/dist'), pathname));
const gzipSize = (pathname: string): number => gzipSync(built(pathname), { level: 9 }).length;
// The staff console's code names its messages `staff.…` and its operations `Staff…` (issue 20:
// public and member pages must load none of it).
const staffCode = /["'`]staff\.[a-zA-Z]|["'`]Staff[A-Z][A-Za-z]*["'`]/;
const isStaffCode = (pathname: string): boolean => staffCode.test(built(pathname).toString('utf8'));

const memberPages = which === 'public' ? null : await startMemberPages();
const visits = [
  ...routes.map((route) => ({ route, origin: base, token: null })),
  ...(memberPages?.paths ?? []).map((route) => ({ route, origin: memberPages!.base, token: memberPages!.token })),
];
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
const rows = [];
try {
  for (const { route, origin, token } of visits) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    // Logged in as the login leaves a member: the token in localStorage before the page's scripts run.
    if (token) await page.addInitScript((items) => Object.entries(items).forEach(([key, value]) => localStorage.setItem(key, value)), memberStorage(token));
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
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
    // JS_LIST=1: each script of the route, largest first, to see what to cut.
    if (process.env.JS_LIST) console.log(route, sized.sort((a, b) => b.gzip - a.gzip).map((s) => `${kb(s.gzip)} ${s.path}${s.beforePaint ? ' (before paint)' : ''}`));
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
  await memberPages?.stop();
}
console.table(rows);
// Public and member pages load none of the console (issue 20 item 8): a page that does fails the run.
const withStaffCode = rows.filter((row) => row['staff scripts'] > 0).map((row) => row.route);
if (withStaffCode.length > 0) {
  console.error(`FAIL: staff console code loaded on ${withStaffCode.join(', ')}`);
  process.exitCode = 1;
}
