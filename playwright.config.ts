import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { browserArgs, resolveTestBrowser } from './scripts/lib/test-browser.mjs';

// End-to-end tests run the real app (`npm start`: built web + API) on a fresh PGlite data dir and
// drive the headless Chromium shipped by the npm package @sparticuz/chromium (or CHROMIUM_PATH). The global setup signs up the first account, which the server makes
// admin and premium, and saves its session in e2e/.auth/admin.json for tests that need premium;
// every other account a test signs up is a plain user.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
process.env.E2E_BASE_URL = baseURL;
const { executablePath } = await resolveTestBrowser();
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'cardology-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'packages/web/e2e',
  outputDir: 'test-results',
  globalSetup: './packages/web/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: browserArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      // Rate limiting stays on; the suite signs up a few dozen accounts from one address.
      AUTH_RATE_LIMIT_MAX: '200',
      AUTH_RATE_LIMIT_WINDOW_S: '60',
      // The whole suite's API calls come from one address.
      API_RATE_LIMIT_MAX: '1000000',
      LOG_LEVEL: 'warn',
    },
  },
});
