import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM } from './scripts/ensure-chromium';
import { NETLIFY_BASE_URL } from './tests/netlify/support/smoke-env';

/**
 * The smoke suite against Netlify's local runtime. `npm run test:netlify` (tests/netlify/run-netlify-smoke.ts)
 * builds and serves the site first, so there is no webServer here. Debian's desktop Chromium, kept off the network:
 * the end-to-end suite runs in the headless shell, so this production-path suite is the one in the full browser (ADR 36).
 */
const chromiumLaunch = { executablePath: process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM.path, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'tests/netlify',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One database, one runtime: the specs run one at a time, in file order.
  workers: 1,
  retries: 0,
  reporter: 'list',
  // A failed spec file keeps its trace without the film strip (cheaper; `--trace on` for one run), none in CI, as in
  // playwright.config.ts.
  use: { baseURL: NETLIFY_BASE_URL, trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', snapshots: true, screenshots: false } },
  projects: [{ name: 'netlify', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } }],
});
