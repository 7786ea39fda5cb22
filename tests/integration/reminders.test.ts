// Deadline reminders of unsubmitted drafts (issue 20 item 6) from real backend processes to a real
// SMTP sink: a stage that fell due while the backend was down goes out once when it is back, and
// never again after another restart; the next stage goes out once; the mail's opt-out link works.
// On PostgreSQL (integration-pg), two processes on one database checking every second mail each
// draft once. Stages are whole hours, so the tests move applyEnd to bring one due within seconds.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../backend/src/testing/postgres.ts';
import { createMember, managerToken } from '../support/applications.ts';
import { startMailSink, type MailSink } from '../support/mail-sink.ts';
import { startBackend, type Backend } from '../support/stack.ts';

const hour = 3_600_000;
const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

let sink: MailSink;
beforeAll(async () => {
  sink = await startMailSink();
});
afterAll(() => sink?.stop());

const mailsTo = (to: string) => sink.mails.filter((mail) => [mail.to].flat().some((address) => address?.value.some((v) => v.address === to)));

/** A member made by the manager, logged in on the backend itself, with a draft saved in `language`. */
async function memberWithDraft(backendUrl: string, manager: string, email: string, language: 'zhTw' | 'en') {
  await createMember(backendUrl, manager, email);
  const login = await fetch(`${backendUrl}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Member#2026' }) });
  const { token } = (await login.json()) as { token: string };
  const form = new FormData();
  form.set('data', JSON.stringify({ team: { name: '提醒測試隊' }, proposal: {} }));
  form.set('keepList', '[]');
  const saved = await fetch(`${backendUrl}/api/invention/apply/pvt/resource`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-language': language },
    body: form,
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return ((await saved.json()) as { id: number }).id;
}

/** Sets the active competition session's applyEnd and reminder stages. */
async function setReminders(backendUrl: string, manager: string, applyEnd: Date, reminderStages: number[]): Promise<number> {
  const headers = { authorization: `Bearer ${manager}`, 'content-type': 'application/json' };
  const list = (await (await fetch(`${backendUrl}/api/invention/session/pvt/list`, { headers })).json()) as { items: Record<string, unknown>[] };
  const session = list.items.find((item) => item.active);
  if (!session) throw new Error('no active session');
  const { id, name, applyStart, finalUploadEnd, active, published } = session;
  const response = await fetch(`${backendUrl}/api/invention/session/pvt/resource/${String(id)}?confirmDeadlineChange=1`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ name, applyStart, applyEnd: applyEnd.toISOString(), finalUploadEnd, active, published, reminderStages }),
  });
  expect(response.status).toBe(200);
  return id as number;
}

const env = (dataDir: string, extra: Record<string, string> = {}) => ({ DATA_DIR: dataDir, SMTP_URL: sink.url, REMINDER_CHECK_SECONDS: '1', LOG_LEVEL: 'warn', ...extra });

describe('reminders across restarts', () => {
  let backend: Backend | undefined;
  afterAll(() => backend?.stop());

  it('sends a stage that fell due while the backend was down once, not again after a restart, then the next stage once', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'yip-reminders-'));
    // One secret for every start: the scaled profile would otherwise draw a new one per start.
    const secret = { JWT_SECRET: randomBytes(32).toString('base64url') };
    backend = await startBackend(env(dataDir, secret));
    const restart = async () => {
      const databaseUrl = backend?.databaseUrl;
      await backend?.stop();
      backend = await startBackend(env(dataDir, { ...secret, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }));
    };
    let manager = await managerToken(backend.url);
    const email = 'reminded-restart@example.org';
    const id = await memberWithDraft(backend.url, manager, email, 'en');

    // The 2-hour stage falls due 4 s from now; the backend is down by then.
    const end = new Date(Date.now() + 2 * hour + 4000);
    await setReminders(backend.url, manager, end, [2, 1]);
    await backend.stop();
    await sleep(5000);
    await restart();
    const first = await sink.waitFor(email, 0, 30_000);
    expect(first.subject).toMatch(/^Reminder: your Compassion Technology Innovation Competition application is not submitted yet/);
    expect(first.text).toContain(`/en/invention-apply/team-data/${id}`);
    expect(first.text).toContain('Team information: Team photo, School');

    await restart();
    await sleep(4000);
    expect(mailsTo(email)).toHaveLength(1);

    // The 1-hour stage brought due by an earlier deadline: one more mail, once.
    manager = await managerToken(backend.url);
    const sessionId = await setReminders(backend.url, manager, new Date(Date.now() + hour - 1000), [2, 1]);
    await sink.waitFor(email, sink.mails.indexOf(first) + 1, 30_000);
    await sleep(3000);
    expect(mailsTo(email)).toHaveLength(2);

    const view = (await (await fetch(`${backend.url}/api/invention/session/pvt/reminders/${sessionId}`, { headers: { authorization: `Bearer ${manager}` } })).json()) as {
      stages: { stage: number; sent: number; applications: { id: number }[] }[];
    };
    expect(view.stages.map((stage) => [stage.stage, stage.sent, stage.applications.map((application) => application.id)])).toEqual([
      [2, 1, [id]],
      [1, 1, [id]],
    ]);

    // The mail's opt-out link, sent to the backend itself (PUBLIC_URL is the web's origin).
    const off = new URL(/https?:\/\/\S+\/api\/reminders\/off\?token=[\w.-]+/.exec(first.text ?? '')?.[0] ?? 'http://missing');
    const answer = await fetch(`${backend.url}${off.pathname}${off.search}`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('Reminders off');
  });
});

describe.runIf(process.env.STACK_DATABASE === 'postgres' && process.env.STACK_PROFILE !== 'scaled')('reminders from two backend processes on one database', () => {
  const backends: Backend[] = [];
  afterAll(() => Promise.all(backends.map((backend) => backend.stop())));

  it('mails each draft once though both check every second', { timeout: 240_000 }, async () => {
    const databaseUrl = await createTestDatabase();
    const shared = { DATABASE_URL: databaseUrl, JWT_SECRET: 'two-processes-reminders-secret-of-forty-chars' };
    backends.push(...(await Promise.all([0, 1].map(() => startBackend(env(mkdtempSync(join(tmpdir(), 'yip-reminders-two-')), shared))))));
    const manager = await managerToken(backends[0]!.url);
    const emails = Array.from({ length: 8 }, (_, i) => `reminded-two-${i}@example.org`);
    await Promise.all(emails.map((email, i) => memberWithDraft(backends[i % 2]!.url, manager, email, i % 2 ? 'en' : 'zhTw')));

    await setReminders(backends[1]!.url, manager, new Date(Date.now() + hour + 2000), [1]);
    for (const email of emails) await sink.waitFor(email, 0, 30_000);
    // Several more checks by each process.
    await sleep(4000);
    for (const email of emails) expect(mailsTo(email), email).toHaveLength(1);
  });
});
