import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium-flags.ts';

/** A free TCP port, found synchronously because the config must know it before anything starts. */
function findFreePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script]).toString();
}

// The config is evaluated again in every worker; the environment carries the first choice to them.
process.env.E2E_PORT ??= findFreePort();
process.env.E2E_OIDC_PORT ??= findFreePort();
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'here-and-there-e2e-'));
  // The embedded PostgreSQL runs as the postgres user, which must be able to enter the folder.
  chmodSync(process.env.E2E_DATA_DIR, 0o755);
}
const baseURL = `http://localhost:${process.env.E2E_PORT}`;
const oidcIssuer = `http://localhost:${process.env.E2E_OIDC_PORT}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/artifacts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // On CI two cores carry the server, PostgreSQL and two browsers, and some machines are slower
  // than others: on one, screens took over 7 s to appear and journeys of five page loads over 30 s.
  // The waits are three times as long there (journeys with limits of their own use
  // `timeLimit`); what each journey checks is the same.
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: process.env.CI ? 21_000 : 7_000 },
  reporter: [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node ../api/src/main.ts',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: process.env.E2E_PORT,
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEMO_DATA: 'true',
      // Every journey signs in from the same address; the limits themselves are covered by the API tests.
      RATE_LIMIT_MULTIPLIER: '100',
      // Forwarded confirmations reach the app through its inbound webhook (trip-import.spec.ts).
      INBOUND_EMAIL_DOMAIN: 'in.hereandthere.test',
      INBOUND_EMAIL_SECRET: 'here-and-there-e2e-inbound-secret',
      GOOGLE_CLIENT_ID: 'here-and-there-e2e',
      GOOGLE_CLIENT_SECRET: 'here-and-there-e2e-secret',
      GOOGLE_DISCOVERY_URL: `${oidcIssuer}/.well-known/openid-configuration`,
      GMAIL_API_URL: oidcIssuer,
      GOOGLE_CALENDAR_API_URL: `${oidcIssuer}/calendar/v3`,
      // A build elsewhere than apps/web/dist, such as one made to compare with.
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
