import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, DEBIAN_HEADLESS_SHELL } from './scripts/ensure-chromium';
import { E2E_BASE_URL } from './tests/e2e/support/e2e-env';

/** Debian's Chromium headless shell, never a downloaded browser (README, requirements; ADR 36). */
const chromiumLaunch = { executablePath: process.env.CHROMIUM_PATH ?? DEBIAN_HEADLESS_SHELL.path, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'tests/e2e',
  // Three workers share a two-core CI machine with the server and its rebuilds (a third fills the time the others
  // wait for a rebuild, ADR 36): a long flow gets a minute there.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 3,
  // No retries, in CI either: a test that passes only on a second try is a defect to fix, not a pass.
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: E2E_BASE_URL,
    // A failed test keeps its trace with the page's DOM at every step but no film strip: recording screenshots of every
    // step doubled the back-office specs' CPU time on two cores. `--trace on` brings them back for one run. CI keeps
    // only what it prints (the clone is discarded), so there it records none (ADR 34).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', snapshots: true, screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    // '@phone' in a title: the test runs on both; '@phone-only': it is about the phone layout, so only the phone runs it.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch }, grepInvert: /@phone-only/ },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromiumLaunch }, grep: /@phone/ },
  ],
  webServer: {
    command: 'npx tsx tests/e2e/support/test-server.ts',
    url: `${E2E_BASE_URL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
