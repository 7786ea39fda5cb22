// The staff console's applications table and export at size (issue 20): a session of
// STAFF_BENCH_APPLICATIONS applications (default 5,000, written straight into the backend's SQLite
// store: no member could make them through the site in a bench's time), then through the gateway
// as the signed-in manager
//   - `staffApplications`' first page and a search, BENCH_RUNS times each (4 at a time): p95 ≤ 300 ms;
//   - the .xlsx of them all, asked with `staffExportApplications` and followed at `/files/exports/*`
//     through the gateway: done in ≤ 10 s, the gateway's RSS growing ≤ 100 MB while it streams.
// Exits 1 when a bar is missed.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { dataOf, graphql } from '../support/applications.ts';
import { managerEmail, managerPassword, managerTotp } from '../support/manager.ts';
import { seedApplications } from '../support/seed-applications.ts';
import { startBackend, startGateway } from '../support/stack.ts';
import { eachLimited } from '../support/each-limited.ts';
import { percentile } from './measure.ts';

const size = Number(process.env.STAFF_BENCH_APPLICATIONS ?? 5000);
const runs = Number(process.env.BENCH_RUNS ?? 60);
const bars = { p95Ms: 300, rssGrowthMb: 100, exportSeconds: 10 };

const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

const SIGN_IN = `mutation ($input: StaffSignInInput!) { staffSignIn(input: $input) { token } }`;
const CREATE = `mutation ($input: StaffSessionInput!) { staffCreateSession(input: $input) { id } }`;
const TABLE = `query ($filter: StaffApplicationFilter!) {
  staffApplications(programme: INVENTION, filter: $filter, page: 1, pageSize: 25) {
    total items { id registrationNumber status teamName leaderName leaderEmail organisation ownerEmail updatedAt submittedAt submittedInGrace }
  }
}`;
const EXPORT = `mutation ($input: StaffExportApplicationsInput!) { staffExportApplications(input: $input) { url } }`;

async function main() {
  const backend = await startBackend({ LOG_LEVEL: 'warn' });
  const gateway = await startGateway(backend.url, { REQUEST_LOG: 'errors' });
  try {
    const gql = graphql(() => gateway.url);
    const token = dataOf<{ token: string }>(await gql.ask(SIGN_IN, { input: { email: managerEmail, password: managerPassword, totp: await managerTotp() } }), 'staffSignIn').token;
    const ask = (query: string, variables: object) => gql.ask(query, variables, { token, lang: 'en' });
    const day = 86_400_000;
    const { id: sessionId } = dataOf<{ id: string }>(
      await ask(CREATE, {
        input: {
          programme: 'INVENTION',
          name: { zhTw: '效能', en: 'Bench' },
          applyStart: new Date(Date.now() - day).toISOString(),
          applyEnd: new Date(Date.now() + 30 * day).toISOString(),
          finalUploadEnd: new Date(Date.now() + 60 * day).toISOString(),
        },
      }),
      'staffCreateSession',
    );
    let started = performance.now();
    await seedApplications(backend, { programme: 'invention', sessionId: Number(sessionId), count: size, tag: 'bench' });
    console.log(`seeded ${size} applications in ${Math.round(performance.now() - started)} ms`);

    const timed = async (filter: object) => {
      const times: number[] = [];
      await eachLimited(Array.from({ length: runs }), 4, async () => {
        const at = performance.now();
        const answer = await ask(TABLE, { filter });
        if (answer.errors) throw new Error(JSON.stringify(answer.errors));
        times.push(performance.now() - at);
      });
      times.sort((a, b) => a - b);
      return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
    };
    const firstPage = await timed({ sessionId });
    const search = await timed({ sessionId, search: 'bench team 0042', sort: 'SUBMITTED_DESC' });

    const pid = gateway.process.pid!;
    const { url } = dataOf<{ url: string }>(await ask(EXPORT, { input: { programme: 'INVENTION', sessionId, includeDrafts: true } }), 'staffExportApplications');
    const rssBefore = rssMb(pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid))), 50);
    started = performance.now();
    const res = await fetch(`${gateway.url}${url}`);
    const chunks: Buffer[] = [];
    for await (const chunk of res.body!) chunks.push(Buffer.from(chunk as Uint8Array));
    const exportSeconds = Math.round(performance.now() - started) / 1000;
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, rssMb(pid));
    const body = Buffer.concat(chunks);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(body).buffer);
    const rows = workbook.worksheets[0]!.actualRowCount - 1;

    const rssGrowth = rssPeak - rssBefore;
    console.table({
      'first page (25 rows)': { 'p50 ms': firstPage.p50, 'p95 ms': firstPage.p95 },
      search: { 'p50 ms': search.p50, 'p95 ms': search.p95 },
    });
    console.table({ export: { status: res.status, rows, MB: Math.round(body.length / 1e4) / 100, seconds: exportSeconds, 'gateway RSS before MB': rssBefore, 'peak MB': rssPeak, 'growth MB': rssGrowth } });
    const missed = [
      firstPage.p95 > bars.p95Ms && `first page p95 ${firstPage.p95} ms > ${bars.p95Ms}`,
      search.p95 > bars.p95Ms && `search p95 ${search.p95} ms > ${bars.p95Ms}`,
      rows !== size && `export has ${rows} rows, not ${size}`,
      exportSeconds > bars.exportSeconds && `export took ${exportSeconds} s > ${bars.exportSeconds}`,
      rssGrowth > bars.rssGrowthMb && `gateway RSS grew ${rssGrowth} MB > ${bars.rssGrowthMb}`,
    ].filter(Boolean);
    console.log(missed.length ? `MISSED: ${missed.join('; ')}` : 'all bars met');
    process.exitCode = missed.length ? 1 : 0;
  } finally {
    await gateway.stop();
    await backend.stop();
  }
}

await main();
