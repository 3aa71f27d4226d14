import { defineConfig, devices } from '@playwright/test';
import { NETLIFY_BASE_URL } from './tests/netlify/support/smoke-env';

/**
 * The smoke suite against Netlify's local runtime. `npm run test:netlify` (tests/netlify/run-netlify-smoke.ts)
 * builds and serves the site first, so there is no webServer here. Debian's Chromium, kept off the network.
 */
const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: 'tests/netlify',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One database, one runtime: the specs run one at a time, in file order.
  workers: 1,
  retries: 0,
  reporter: 'list',
  // A failed spec keeps its trace without the film strip (cheaper; `--trace on` for one run), none in CI, as in
  // playwright.config.ts.
  use: { baseURL: NETLIFY_BASE_URL, trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', snapshots: true, screenshots: false } },
  projects: [{ name: 'netlify', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } }],
});
