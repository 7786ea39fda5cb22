import { defineConfig, devices } from '@playwright/test';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { managerEnv } from '../support/manager.ts';

// The whole stack, for real: Debian's Chromium → gateway (serving the built client) → backend
// over HTTP → a fresh SQLite file. Ports are fixed so every worker agrees on them.
const gatewayPort = Number(process.env.E2E_PORT ?? 4600);
const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 4700);
const dataDir = process.env.E2E_DATA_DIR ?? '.data/e2e';
// The run's one backend takes each authenticator step once: every worker process (a new one follows
// a failed test) reads and writes the last step sent here (tests/support/manager.ts). Beside the
// data folder, not in it: the backend's start empties that after the config has run.
process.env.MANAGER_TOTP_STEP_FILE ??= resolve(import.meta.dirname, '../..', `${dataDir}-manager-totp-step`);
// Workers load this config too: only the runner starts the run afresh.
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(process.env.MANAGER_TOTP_STEP_FILE, { force: true });
// The SMTP sink (tests/support/mail-sink-server.ts): the backend mails it, the specs read it over HTTP.
const mailSmtpPort = Number(process.env.MAIL_SINK_SMTP_PORT ?? 4725);
const mailHttpPort = Number(process.env.MAIL_SINK_HTTP_PORT ?? 4726);
// The local OpenID provider standing in for Google (tests/support/oidc-server.ts).
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? gatewayPort + 180);
const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
const googleClientId = 'portal-web';
// Shared by the two tiers below, as `npm start` shares a generated one (a fixed value: this file is
// evaluated again in every worker).
const gatewaySecret = 'e2e-gateway-secret-never-used-in-production';
const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${gatewayPort}`,
    launchOptions: chromium,
    // A trace is recorded for every test to keep a failed one's, at ~0.5 s a test; CI keeps only the
    // printed output, so there it records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions: chromium } },
  ],
  webServer: [
    {
      command: 'node --import tsx tests/support/mail-sink-server.ts',
      cwd: '../..',
      url: `http://127.0.0.1:${mailHttpPort}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { MAIL_SINK_SMTP_PORT: String(mailSmtpPort), MAIL_SINK_HTTP_PORT: String(mailHttpPort) },
    },
    {
      command: 'node --import tsx tests/support/oidc-server.ts',
      cwd: '../..',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { OIDC_PORT: String(oidcPort), OIDC_CLIENT_ID: googleClientId, OIDC_REDIRECT_URI: `http://127.0.0.1:${gatewayPort}/google-login` },
    },
    {
      command: `rm -rf ${dataDir} && node --import tsx backend/src/main.ts`,
      cwd: '../..',
      url: `http://127.0.0.1:${backendPort}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        BACKEND_PORT: String(backendPort),
        GATEWAY_SECRET: gatewaySecret,
        DATA_DIR: dataDir,
        ...managerEnv,
        SEED_DEMO_MEMBER_PASSWORD: 'Member#2026',
        // Every spec's browser comes from 127.0.0.1, one 'visitor' acting as dozens of members: the
        // limits' windows are shortened to a fifth (Google sign-in: 10 per 12 s instead of per minute)
        // so the suite never trips them by its pace. The limits themselves are tested at full length
        // in the unit and integration tests.
        RATE_LIMIT_SCALE: '0.2',
        SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}`,
        // Links in mails lead to the site under test.
        PUBLIC_URL: `http://127.0.0.1:${gatewayPort}`,
        GOOGLE_ISSUER: oidcIssuer,
        GOOGLE_CLIENT_ID: googleClientId,
      },
    },
    {
      command: 'node gateway/build.mjs && node --max-old-space-size=256 gateway/dist/main.mjs',
      cwd: '../..',
      url: `http://127.0.0.1:${gatewayPort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(gatewayPort),
        BACKEND_URL: `http://127.0.0.1:${backendPort}`,
        GATEWAY_SECRET: gatewaySecret,
        GOOGLE_CLIENT_ID: googleClientId,
        GOOGLE_AUTHORIZE_URL: `${oidcIssuer}/auth`,
      },
    },
  ],
});
