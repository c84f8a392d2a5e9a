import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_LAUNCH } from '../../playwright.config';

/**
 * The fleet checks (`npm run test:fleet`, scripts/fleet.mjs): two instances on one PostgreSQL
 * behind nginx, which the script starts and passes in FLEET_* variables. Not part of `npm test`'s
 * browser suite; the checks run in order, one after another, and change the fleet they run on.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'fleet.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: 'list',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: CHROMIUM_LAUNCH,
    baseURL: process.env.FLEET_BALANCER,
    locale: 'sr-Latn-RS',
    timezoneId: 'Europe/Belgrade',
    trace: 'retain-on-failure',
  },
});
