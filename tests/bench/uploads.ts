// Benchmark (not part of `npm test`): 20 members each save a draft with a 10 MB plan PDF at the
// same moment, through the gateway. The gateway streams uploads (never buffers them), so its
// resident memory may grow by at most 60 MB (DESIGN §5); every file must arrive byte-identical
// (sha256 of what the backend stored). Run: npm run bench:uploads
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { competition } from '@yip/rules/constants';
import { completeInput, dataOf, file, pdf, SAVE, type Saved } from '../support/applications.ts';
import { makeMembers, startBenchStack } from './applicants.ts';

const uploads = Number(process.env.BENCH_UPLOADS ?? 20);
const rssBudgetMb = 60;

/** The process's resident set size in MB, from /proc (Linux). */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A plan of exactly the slot's limit, different in every byte after its header. */
const plan = () => Buffer.concat([pdf(64), randomBytes(competition.planPdfBytes - 64)]);

const stack = await startBenchStack();
try {
  const pid = stack.gateway.process.pid!;
  const tokens = await makeMembers(stack, 'upload', uploads + 1);
  const input = { ...completeInput(), team: { name: '壓力測試' }, proposal: { pdfFile: { upload: null } } };
  // One upload first, so the measured ones find every code path loaded and warm.
  dataOf(await stack.gql.upload(SAVE, { input }, [file('proposal.pdfFile', 'warm.pdf', pdf(100_000))], { token: tokens[uploads] }), 'saveInventionDraft');
  await new Promise((resolve) => setTimeout(resolve, 500));

  const files = Array.from({ length: uploads }, plan);
  const baseline = rssMb(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10);
  const started = performance.now();
  const answers = await Promise.all(
    files.map((data, i) => stack.gql.upload<{ saveInventionDraft: Saved }>(SAVE, { input }, [file('proposal.pdfFile', `plan-${i}.pdf`, data)], { token: tokens[i] })),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));

  let identical = 0;
  answers.forEach((answer, i) => {
    const stored = dataOf<Saved>(answer, 'saveInventionDraft').proposal.pdfFile;
    const onDisk = readFileSync(join(stack.backend.dataDir, 'private', stored?.url.split('/').pop() ?? 'missing'));
    if (stored?.size === files[i]!.length && sha256(onDisk) === sha256(files[i]!)) identical += 1;
  });
  const growth = peak - baseline;
  const mb = (uploads * competition.planPdfBytes) / 1024 / 1024;
  console.table([
    {
      uploads,
      'MB each': competition.planPdfBytes / 1024 / 1024,
      seconds: Math.round(seconds * 100) / 100,
      'MB/s': Math.round((mb / seconds) * 10) / 10,
      'gateway RSS before (MB)': Math.round(baseline),
      'gateway RSS peak (MB)': Math.round(peak),
      'growth (MB)': Math.round(growth * 10) / 10,
      'byte-identical': `${identical}/${uploads}`,
    },
  ]);
  const ok = growth <= rssBudgetMb && identical === uploads;
  console.log(ok ? `PASS: RSS growth ≤ ${rssBudgetMb} MB, every file byte-identical` : 'FAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  await stack.stop();
}
