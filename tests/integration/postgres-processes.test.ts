// Two backend processes on one PostgreSQL database (issue 19), each behind its own gateway, as a
// scaled deployment runs them (one DATA_DIR shared for the files): what SQLite's single writer
// gave for free must now hold across processes. Concurrent submits of one session's applications,
// split across both, each application sent to both: every registration number unique and
// contiguous, no application submitted twice. Concurrent saves of one draft at one version through
// both: exactly one wins per version. Guesses at one registration code split across both: 5 in
// all, not 5 per process. The processes are started together: migrations and the first-run seed
// take turns.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../backend/src/testing/postgres.ts';
import { codeOf, completeFiles, completeInput, dataOf, graphql, loggedInMember, managerToken, SAVE, SUBMIT, type Saved } from '../support/applications.ts';
import { startMailSink, type MailSink } from '../support/mail-sink.ts';
import { startBackend, startGateway, type Tier } from '../support/stack.ts';

/** Applications submitted in the burst, half through each process. */
const applicationCount = 40;
/** Saves of one draft sent at the same version, half through each process, and how many versions in a row. */
const savesPerVersion = 8;
const versionRounds = 3;

let databaseUrl: string;
let sink: MailSink;
const backends: Tier[] = [];
const gateways: Tier[] = [];
const clients = [graphql(() => gateways[0]!.url), graphql(() => gateways[1]!.url)];
/** The client of process `i % 2`. */
const via = (i: number) => clients[i % 2]!;

async function query<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  // On the run's throwaway server (integration-pg: vitest.config.ts).
  databaseUrl = await createTestDatabase();
  sink = await startMailSink();
  const dataDir = mkdtempSync(join(tmpdir(), 'yip-two-backends-'));
  const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SMTP_URL: sink.url, JWT_SECRET: 'two-processes-test-secret-of-forty-characters', LOG_LEVEL: 'warn' };
  // Started together on an empty database: one migrates and seeds, the other waits its turn.
  backends.push(...(await Promise.all([startBackend(env), startBackend(env)])));
  gateways.push(...(await Promise.all(backends.map((backend) => startGateway(backend.url, { REQUEST_LOG: 'off' })))));
}, 240_000);

afterAll(async () => {
  await Promise.all([...gateways, ...backends].map((tier) => tier.stop()));
  await sink?.stop();
});

describe('two backend processes on one PostgreSQL database', () => {
  it('seeded the database once, though both started on it empty', async () => {
    const [counts] = await query<{ managers: number; settings: number; sessions: number }>(
      `select (select count(*) from accounts where role = 'manager')::int as managers, (select count(*) from settings)::int as settings,
              (select count(*) from resources where family = 'invention/session')::int as sessions`,
    );
    expect(counts).toMatchObject({ managers: 1, sessions: 1 });
    expect(counts!.settings).toBeGreaterThan(0);
  });

  it(`numbers ${applicationCount} applications submitted at once through both, each sent to both: unique, contiguous, each submitted once`, { timeout: 300_000 }, async () => {
    const manager = await managerToken(backends[0]!.url);
    const drafts: { token: string; id: string }[] = [];
    // Drafts made ten at a time, half through each process.
    for (let start = 0; start < applicationCount; start += 10) {
      drafts.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(10, applicationCount - start) }, async (_, k) => {
            const i = start + k;
            const token = await loggedInMember(via(i), backends[i % 2]!.url, manager, `burst${i}@example.org`);
            const input = completeInput({ teamName: `隊伍 ${i}`, members: [`lead${i}@example.org`, `mate${i}@example.org`] });
            const saved = dataOf<Saved>(await via(i).upload(SAVE, { input }, completeFiles(), { token }), 'saveInventionDraft');
            return { token, id: saved.id };
          }),
        )),
      );
    }

    const started = Date.now();
    const answers = await Promise.all(
      drafts.flatMap(({ token, id }) => [0, 1].map(async (side) => ({ id, answer: await via(side).ask(SUBMIT, { id, key: randomUUID() }, { token }) }))),
    );
    const burstMs = Date.now() - started;

    const numberOf = new Map<string, Set<string>>();
    for (const { id, answer } of answers) {
      const submitted = dataOf<{ status: string; registrationNumber: string }>(answer, 'submitInventionApplication');
      expect(submitted.status).toBe('SUBMITTED');
      numberOf.set(id, (numberOf.get(id) ?? new Set()).add(submitted.registrationNumber));
    }
    // Both answers of one application name the same number: it was numbered once.
    expect([...numberOf.values()].every((numbers) => numbers.size === 1)).toBe(true);
    const numbers = [...numberOf.values()].map((numbers) => [...numbers][0]!).sort();
    const prefix = numbers[0]!.replace(/\d+$/, '');
    expect(numbers).toEqual(Array.from({ length: applicationCount }, (_, i) => `${prefix}${String(i + 1).padStart(4, '0')}`));

    // In the database: one number each, and the members recorded by exactly one submit each.
    const rows = await query<{ id: number; registration_number: string; members: number }>(
      `select a.id, a.registration_number, (select count(*) from submitted_members m where m.application_id = a.id)::int as members
         from applications a where a.status = 'submitted'`,
    );
    expect(rows).toHaveLength(applicationCount);
    expect(new Set(rows.map((row) => row.registration_number)).size).toBe(applicationCount);
    expect(rows.every((row) => row.members === 2)).toBe(true);
    console.log(`two processes: ${answers.length} submits of ${applicationCount} applications in ${burstMs} ms, numbers ${numbers[0]}…${numbers.at(-1)}`);
  });

  it(`lets exactly one of ${savesPerVersion} saves at one version win, through either process, ${versionRounds} versions in a row`, { timeout: 120_000 }, async () => {
    const token = await loggedInMember(via(0), backends[0]!.url, await managerToken(backends[1]!.url), 'saver@example.org');
    const input = completeInput({ teamName: '起點', members: ['saver.lead@example.org', 'saver.mate@example.org'] });
    let current = dataOf<Saved>(await via(0).upload(SAVE, { input }, completeFiles(), { token }), 'saveInventionDraft');
    const keepAll = (saved: Saved, name: string) => ({
      ...input,
      team: {
        ...input.team,
        name,
        previewImg: { keep: saved.team.previewImg?.url },
        members: input.team.members.map((member, i) => ({ ...member, pdfFile: { keep: saved.team.members[i]?.pdfFile?.url } })),
      },
      proposal: { ...input.proposal, pdfFile: { keep: saved.proposal.pdfFile?.url } },
    });

    const winners: string[] = [];
    for (let round = 0; round < versionRounds; round += 1) {
      const base = current;
      const answers = await Promise.all(
        Array.from({ length: savesPerVersion }, (_, i) => via(i).ask(SAVE, { id: base.id, version: base.version, input: keepAll(base, `第 ${round} 版 ${i}`) }, { token })),
      );
      const won = answers.filter((answer) => !answer.errors);
      expect(won).toHaveLength(1);
      expect(answers.filter((answer) => codeOf(answer) === 'CONFLICT')).toHaveLength(savesPerVersion - 1);
      current = dataOf<Saved>(won[0]!, 'saveInventionDraft');
      expect(current.version).toBeGreaterThan(base.version);
      winners.push(current.team.name ?? '');
    }
    const [row] = await query<{ name: string }>(`select data #>> '{team,name}' as name from applications where id = $1`, [Number(current.id)]);
    expect(row?.name).toBe(winners.at(-1));
  });

  describe('one registration code guessed through both processes', () => {
    const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { ok } }`;
    const VERIFY = `mutation ($email: String!, $otp: String!) { verifyEmail(email: $email, otp: $otp) { token } }`;
    const profile = { lastName: '王', firstName: '小明', mobile: '0912345678', birthday: '2002-05-20', subscribed: false, password: 'Member#2026' };

    /** Registers `email` through process 0; the code mailed, and a wrong one. */
    async function registered(email: string): Promise<{ code: string; wrong: string }> {
      const since = sink.mails.length;
      dataOf(await via(0).ask(REGISTER, { input: { ...profile, email, contactEmail: email } }), 'register');
      const code = /\b(\d{6})\b/.exec((await sink.waitFor(email, since)).text ?? '')?.[1] ?? '';
      return { code, wrong: code === '000000' ? '000001' : '000000' };
    }

    /** `count` wrong guesses at once, alternately through each process. */
    const guessWrong = async (email: string, wrong: string, count: number) =>
      (await Promise.all(Array.from({ length: count }, (_, i) => via(i).ask(VERIFY, { email, otp: wrong })))).map(codeOf);

    it('counts 5 tries in all: after 3 wrong guesses through one and 2 through the other, the right code is refused', async () => {
      const email = 'five.guesses@example.org';
      const { code, wrong } = await registered(email);
      expect(await guessWrong(email, wrong, 5)).toEqual(Array(5).fill('BAD_USER_INPUT'));
      const locked = await via(1).ask(VERIFY, { email, otp: code }, { lang: 'en' });
      expect(locked.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'CODE_EXPIRED' });
      const [row] = await query<{ attempts: number }>(
        `select s.attempts from one_time_secrets s join accounts a on a.id = s.account_id where a.email = $1 and s.purpose = 'registerCode'`,
        [email],
      );
      expect(row?.attempts).toBe(5);
    });

    it('still takes the right code after 4 wrong guesses split 2 and 2', async () => {
      const email = 'four.guesses@example.org';
      const { code, wrong } = await registered(email);
      expect(await guessWrong(email, wrong, 4)).toEqual(Array(4).fill('BAD_USER_INPUT'));
      expect(dataOf<{ token: string }>(await via(1).ask(VERIFY, { email, otp: code }), 'verifyEmail').token).toEqual(expect.any(String));
    });
  });
});
