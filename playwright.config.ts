import { defineConfig, devices } from '@playwright/test';

/** E2E_PORT moves the three servers (port, port + 1 and port + 2), so two checkouts can run their browser tests at once. */
const PORT = Number(process.env.E2E_PORT ?? 3200);
const BASE_URL = `http://localhost:${PORT}`;
/** A second server over the same build with an empty database (no demo content): fallbacks and empty states. */
export const EMPTY_SITE_URL = `http://localhost:${PORT + 1}`;
/**
 * A third server over the same build with the demo and a slice of the large data set
 * (scripts/e2e-large-server.sh): every paged list has a second page there.
 */
export const LARGE_SITE_URL = `http://localhost:${PORT + 2}`;
const CI = Boolean(process.env.CI);

/** Debian's Chromium (also what Lighthouse runs: see docs/performance.md). */
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Browser tests against a production build in embedded mode, with a fresh data dir per server
 * start (see scripts/e2e-server.sh). Debian's Chromium only: Playwright's own browser download cannot reach its
 * download host here, and the system browser is what CI installs with apt.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  forbidOnly: CI,
  // No retries, in CI either: a test that passes only the second time is a bug to fix, not to hide.
  retries: 0,
  workers: CI ? 1 : undefined,
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    locale: 'sr-Latn-RS',
    timezoneId: 'Europe/Belgrade',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: 'no-js/**',
      use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH },
    },
    {
      // Every public page and form without JavaScript: what a crawler or a visitor with scripts off gets.
      name: 'no-javascript',
      testMatch: 'no-js/**',
      use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH, javaScriptEnabled: false },
    },
  ],
  webServer: [
    {
      command: 'bash scripts/e2e-server.sh',
      url: BASE_URL,
      timeout: 600_000,
      reuseExistingServer: !CI,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // Started after the first (Playwright sets servers up in order), so it reuses that build.
      command: 'bash scripts/e2e-empty-server.sh',
      url: EMPTY_SITE_URL,
      timeout: 120_000,
      reuseExistingServer: !CI,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // Also after the first, for its build; seeding its data set takes about a minute on a busy machine.
      command: 'bash scripts/e2e-large-server.sh',
      url: LARGE_SITE_URL,
      timeout: 300_000,
      reuseExistingServer: !CI,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
