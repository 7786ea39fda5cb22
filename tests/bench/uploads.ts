// Benchmark (not part of `npm test`): 20 members each save a draft with a 10 MB plan PDF at the
// same moment, through the gateway (or, with BENCH_UPLOAD=final, upload a 10 MB incubator final
// PDF after a manager's raise). The gateway streams uploads (never buffers them), so its resident
// memory may grow by at most 60 MB (DESIGN §5); every file must arrive byte-identical (sha256 of
// what the backend stored). The backend's growth is reported and held to the same bar. Under
// STACK_PROFILE=scaled, through two gateways, each in front of its own backend, into one bucket:
// every process's growth. Run: npm run bench:uploads [-- with BENCH_UPLOAD=final in the env]
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { competition, incubator } from '@yip/rules/constants';
import { completeInput, dataOf, file, managerPost, pdf, SAVE, type Saved, type SavedFile } from '../support/applications.ts';
import { completeIncubatorInput, finalPdf, INC_FINAL, INC_SAVE, INC_SUBMIT, incubatorFiles, type IncubatorSaved } from '../support/incubator.ts';
import { makeMembers, startBenchStack, type BenchStack } from './applicants.ts';

const uploads = Number(process.env.BENCH_UPLOADS ?? 20);
const rssBudgetMb = 60;

/** The process's resident set size in MB, from /proc (Linux). */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** How one kind of upload is readied and sent; `send` answers the file as the backend stored it. */
interface Scenario {
  label: string;
  bytes: number;
  /** Readies every member (the last one warms the code paths up, unmeasured). */
  prepare(stack: BenchStack, tokens: string[]): Promise<void>;
  send(stack: BenchStack, token: string, name: string, data: Buffer): Promise<SavedFile | null | undefined>;
}

const planInput = { ...completeInput(), team: { name: '壓力測試' }, proposal: { pdfFile: { upload: null } } };
const competitionPlan: Scenario = {
  label: 'competition plan',
  bytes: competition.planPdfBytes,
  async prepare(stack, tokens) {
    await this.send(stack, tokens.at(-1)!, 'warm.pdf', pdf(100_000));
  },
  async send(stack, token, name, data) {
    const answer = await stack.gql.upload(SAVE, { input: planInput }, [file('proposal.pdfFile', name, data)], { token });
    return dataOf<Saved>(answer, 'saveInventionDraft').proposal.pdfFile;
  },
};

/** Each member's incubator application, submitted and raised, waiting for its final PDF. */
const applicationIds = new Map<string, string>();
const incubatorFinal: Scenario = {
  label: 'incubator final',
  bytes: incubator.finalPdfBytes,
  async prepare(stack, tokens) {
    for (const [i, token] of tokens.entries()) {
      const input = completeIncubatorInput({ members: [{ email: `final.lead.${i}@bench.example.org` }] });
      const draft = dataOf<IncubatorSaved>(await stack.gql.upload(INC_SAVE, { input }, incubatorFiles(), { token }), 'saveIncubatorDraft');
      dataOf(await stack.gql.ask(INC_SUBMIT, { id: draft.id, key: randomUUID() }, { token }), 'submitIncubatorApplication');
      if ((await managerPost(stack.backend.url, stack.manager, `incubator/apply/pvt/raise/${draft.id}`)).status !== 200) throw new Error('raise failed');
      applicationIds.set(token, draft.id);
    }
    await this.send(stack, tokens.at(-1)!, 'warm.pdf', pdf(100_000));
  },
  async send(stack, token, name, data) {
    const answer = await stack.gql.upload(INC_FINAL, { id: applicationIds.get(token), file: null }, [finalPdf(data, name)], { token });
    return dataOf<IncubatorSaved>(answer, 'uploadIncubatorFinal').finalFile;
  },
};

const scenario = process.env.BENCH_UPLOAD === 'final' ? incubatorFinal : competitionPlan;

/** A PDF of exactly the slot's limit, different in every byte after its header. */
const upload = () => Buffer.concat([pdf(64), randomBytes(scenario.bytes - 64)]);

const stack = await startBenchStack();
try {
  const tiers = [
    ...stack.gateway.processes.map((child, i) => ({ name: `gateway ${i + 1}`, pid: child.pid! })),
    ...stack.backend.processes.map((child, i) => ({ name: `backend ${i + 1}`, pid: child.pid! })),
  ];
  const tokens = await makeMembers(stack, 'upload', uploads + 1);
  // Readied first, with one upload, so the measured ones find every code path loaded and warm.
  await scenario.prepare(stack, tokens);
  await new Promise((resolve) => setTimeout(resolve, 500));

  const files = Array.from({ length: uploads }, upload);
  const rss = tiers.map(({ pid }) => ({ baseline: rssMb(pid), peak: rssMb(pid) }));
  const sample = () => tiers.forEach(({ pid }, i) => (rss[i]!.peak = Math.max(rss[i]!.peak, rssMb(pid))));
  const sampler = setInterval(sample, 10);
  const started = performance.now();
  // A kept-alive connection the gateway closes (idle past its keep-alive timeout) just as an upload
  // starts on it is reset before any answer; a browser then sends the request again on a new one,
  // and so does the bench (once, counted).
  let sentAgain = 0;
  const send = (data: Buffer, i: number) =>
    scenario.send(stack, tokens[i]!, `upload-${i}.pdf`, data).catch((error: unknown) => {
      const code = ((error as Error).cause as { code?: string } | undefined)?.code;
      if (code !== 'ECONNRESET' && code !== 'EPIPE') throw error;
      sentAgain += 1;
      return scenario.send(stack, tokens[i]!, `upload-${i}.pdf`, data);
    });
  // Stopped however the uploads end: a failed one stops the stack, whose processes are then gone.
  const stored = await Promise.all(files.map(send)).finally(() => clearInterval(sampler)).catch((error: unknown) => {
    console.error(`an upload failed; the gateway's and the backend's last output:\n${stack.gateway.output().slice(-3000)}\n${stack.backend.output().slice(-3000)}`);
    throw error;
  });
  const seconds = (performance.now() - started) / 1000;
  sample();

  let identical = 0;
  for (const [i, kept] of stored.entries()) {
    const bytes = await stack.backend.readStored(`private/${kept?.url.split('/').pop() ?? 'missing'}`).catch(() => Buffer.alloc(0));
    if (kept?.size === files[i]!.length && sha256(bytes) === sha256(files[i]!)) identical += 1;
  }
  const mb = (uploads * scenario.bytes) / 1024 / 1024;
  console.log(
    `${scenario.label}: ${uploads} uploads of ${scenario.bytes / 1024 / 1024} MB in ${Math.round(seconds * 100) / 100} s (${Math.round((mb / seconds) * 10) / 10} MB/s), byte-identical ${identical}/${uploads}, sent again after a reset ${sentAgain}`,
  );
  const growth = rss.map(({ baseline, peak }) => peak - baseline);
  console.table(
    tiers.map(({ name }, i) => ({
      process: name,
      'RSS before (MB)': Math.round(rss[i]!.baseline),
      'RSS peak (MB)': Math.round(rss[i]!.peak),
      'growth (MB)': Math.round(growth[i]! * 10) / 10,
    })),
  );
  const ok = growth.every((mbGrown) => mbGrown <= rssBudgetMb) && identical === uploads;
  console.log(ok ? `PASS: every process's RSS growth ≤ ${rssBudgetMb} MB, every file byte-identical` : 'FAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  await stack.stop();
}
