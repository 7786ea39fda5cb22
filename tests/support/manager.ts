// The seeded manager of every test stack, and its sign-in: the stacks start the backend with
// MANAGER_TOTP_SECRET, so the manager is enrolled and a login sends the authenticator's current code.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { totpCode } from '../../backend/src/auth/totp.ts';

export const managerEmail = 'manager@example.org';
export const managerPassword = 'Manager#2026';
/** Base32, as an authenticator app holds it. */
export const managerTotpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The backend environment that seeds this manager, already enrolled. */
export const managerEnv = { MANAGER_PASSWORD: managerPassword, MANAGER_TOTP_SECRET: managerTotpSecret };

const stepMs = 30_000;
let lastStep = 0;

/**
 * Where the end-to-end run keeps the last step it sent (MANAGER_TOTP_STEP_FILE, set by its config):
 * Playwright starts a new worker process after a failed test, which would otherwise send a code the
 * run's one backend already took, and every later sign-in would fail with it.
 */
const stepFile = () => process.env.MANAGER_TOTP_STEP_FILE;
const sharedLastStep = () => {
  const file = stepFile();
  return file && existsSync(file) ? Number(readFileSync(file, 'utf8')) || 0 : 0;
};

/**
 * A code of the manager's authenticator this process has not sent before: the backend accepts each
 * step's code once (and none older than the last one accepted), so a second login within a step
 * sends the next step's code (accepted a step early), and a third waits for the next step.
 */
export async function managerTotp(): Promise<string> {
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / stepMs);
    const last = Math.max(lastStep, sharedLastStep());
    const unused = [step, step + 1].find((candidate) => candidate > last);
    if (unused !== undefined) {
      lastStep = unused;
      const file = stepFile();
      if (file) writeFileSync(file, String(unused));
      return totpCode(managerTotpSecret, unused * stepMs);
    }
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * stepMs - now + 100));
  }
}

/** The body of the manager's `POST /api/manager/login`, with a fresh code. */
export async function managerLoginBody(password = managerPassword) {
  return { email: managerEmail, password, totp: await managerTotp() };
}

/** `POST /api/manager/login` on a backend; its answer, for tests that look at it. */
export async function managerLogin(backendUrl: string, password = managerPassword): Promise<Response> {
  return fetch(`${backendUrl}/api/manager/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(await managerLoginBody(password)),
  });
}

const tokens = new Map<string, { token: string; expiresAtMs: number }>();

/**
 * The manager's token from the backend itself (test setup, not the product path), reused while it
 * has five minutes left: at most two sign-ins fit in a 30-second step without waiting.
 */
export async function managerToken(backendUrl: string, password = managerPassword): Promise<string> {
  const key = `${backendUrl} ${password}`;
  const kept = tokens.get(key);
  if (kept && kept.expiresAtMs - Date.now() > 5 * 60_000) return kept.token;
  const res = await managerLogin(backendUrl, password);
  if (!res.ok) throw new Error(`manager login: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  const { exp } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: number };
  tokens.set(key, { token, expiresAtMs: exp * 1000 });
  return token;
}
