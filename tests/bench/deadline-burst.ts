// Benchmark (not part of `npm test`): the deadline rush. 250 members each hold a complete draft;
// the session's apply end is moved a few seconds ahead, and in its last 2 s every member submits
// twice (a double click, two idempotency keys): 500 submits through the gateway. Nothing may be
// lost (every submit sent before the deadline ends submitted), nothing duplicated (one submission
// and one registration number per application, numbers unique), no 5xx; a submit after the
// deadline is refused. Run: npm run bench:deadline
import { randomUUID } from 'node:crypto';
import { completeFiles, completeInput, dataOf, moveApplyEnd, SAVE, SUBMIT, type Answer, type Saved } from '../support/applications.ts';
import { eachLimited, makeMembers, startBenchStack } from './applicants.ts';

const members = Number(process.env.BENCH_MEMBERS ?? 250);
const windowMs = 2000;
/** Setup ends this long before the deadline, so the burst starts exactly `windowMs` before it. */
const leadMs = 3000;
const MINE = `{ myInventionApplications { id status registrationNumber } }`;

interface Sent {
  member: number;
  scheduledAt: number;
  sentAt: number;
  ms: number;
  answer: Answer<{ submitInventionApplication: Saved }>;
}

const stack = await startBenchStack();
try {
  const tokens = await makeMembers(stack, 'rush', members + 1);
  const drafts: string[] = new Array(members + 1);
  // Every team its own people: the 2-teams-per-person rule must not be what refuses a submit.
  await eachLimited(tokens, 4, async (token, i) => {
    const input = completeInput({ members: [`lead.${i}@bench.example.org`, `mate.${i}@bench.example.org`], teacher: `advisor.${i}@bench.example.edu` });
    drafts[i] = dataOf<Saved>(await stack.gql.upload(SAVE, { input }, completeFiles(), { token }), 'saveInventionDraft').id;
  });

  const deadline = Date.now() + leadMs + windowMs;
  const restore = await moveApplyEnd(stack.backend.url, stack.manager, new Date(deadline));
  const sent: Sent[] = [];
  try {
    await new Promise((resolve) => setTimeout(resolve, deadline - windowMs - Date.now()));
    // 500 submits spread evenly over the last 2 s, the last one 20 ms before the deadline.
    const burst = Array.from({ length: members * 2 }, (_, k) => ({ member: k % members, at: deadline - windowMs + (k * (windowMs - 20)) / (members * 2) }));
    await Promise.all(
      burst.map(async ({ member, at }) => {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
        const sentAt = Date.now();
        const answer = await stack.gql.ask<{ submitInventionApplication: Saved }>(SUBMIT, { id: drafts[member], key: randomUUID() }, { token: tokens[member] });
        sent.push({ member, scheduledAt: at, sentAt, ms: Date.now() - sentAt, answer });
      }),
    );
    const lateWait = deadline + 200 - Date.now();
    if (lateWait > 0) await new Promise((resolve) => setTimeout(resolve, lateWait));
    const late = await stack.gql.ask(SUBMIT, { id: drafts[members], key: randomUUID() }, { token: tokens[members] });

    const beforeDeadline = sent.filter((s) => s.sentAt <= deadline);
    const serverErrors = sent.filter((s) => s.answer.status >= 500 || ['INTERNAL_SERVER_ERROR', 'UPSTREAM_UNAVAILABLE'].includes(s.answer.errors?.[0]?.extensions.code ?? ''));
    const refused = beforeDeadline.filter((s) => s.answer.errors);
    // What the members hold afterwards: one application each, submitted, numbers unique.
    const held = await Promise.all(
      tokens.slice(0, members).map(async (token) => dataOf<{ status: string; registrationNumber: string | null }[]>(await stack.gql.ask(MINE, {}, { token }), 'myInventionApplications')),
    );
    const submitted = held.filter((list) => list.length === 1 && list[0]?.status === 'SUBMITTED');
    const numbers = held.flat().flatMap((a) => (a.registrationNumber ? [a.registrationNumber] : []));
    // A member's two submits must answer the same number as the one they hold.
    const answeredOther = sent.filter((s) => {
      const number = s.answer.data?.submitInventionApplication.registrationNumber;
      return number !== undefined && number !== held[s.member]?.[0]?.registrationNumber;
    });
    const duplicated = held.filter((list) => list.length > 1).length + (numbers.length - new Set(numbers).size) + answeredOther.length;
    // Lost: a member who sent a submit before the deadline and does not hold a submitted application.
    const inTime = new Set(beforeDeadline.map((s) => s.member));
    const lost = [...inTime].filter((member) => !(held[member]?.length === 1 && held[member]?.[0]?.status === 'SUBMITTED')).length;
    const latencies = sent.map((s) => s.ms).sort((a, b) => a - b);
    const lag = sent.map((s) => s.sentAt - s.scheduledAt).sort((a, b) => a - b);
    console.table([
      {
        submits: sent.length,
        'sent ≤ deadline': beforeDeadline.length,
        'refused though sent in time': refused.length,
        'members in time': inTime.size,
        submitted: submitted.length,
        lost,
        duplicated,
        '5xx': serverErrors.length,
        'p50 ms': Math.round(latencies[Math.floor(latencies.length / 2)] ?? NaN),
        'p99 ms': Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? NaN),
        'client send lag p99 ms': Math.round(lag[Math.floor(lag.length * 0.99)] ?? NaN),
        'late submit': late.errors?.[0]?.extensions.code ?? 'accepted',
      },
    ]);
    // The bar is about applications: none lost, none twice. A single request can still be refused
    // when the gateway only reads it after the deadline (its event loop is the queue's head): that is
    // shown, and it is a failure only if the member then holds no submission (counted in `lost`).
    const ok = inTime.size === members && lost === 0 && duplicated === 0 && serverErrors.length === 0 && late.errors?.[0]?.extensions.code === 'REGISTRATION_CLOSED';
    if (refused.length > 0) {
      const codes = [...new Set(refused.map((s) => s.answer.errors?.[0]?.extensions.code))];
      const lastMs = Math.max(...refused.map((s) => deadline - s.sentAt));
      console.log(`${refused.length} requests sent in time were refused (${codes.join(', ')}; sent at most ${lastMs} ms before the deadline); their members hold a submission unless counted as lost`);
    }
    console.log(ok ? 'PASS: 0 lost, 0 duplicated, 0 5xx; the late submit was refused' : 'FAIL');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await restore();
  }
} finally {
  await stack.stop();
}
