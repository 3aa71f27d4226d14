import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { DEBIAN_HEADLESS_SHELL, ensureChromium } from './ensure-chromium';

/**
 * `npm test`: every test — unit and integration (vitest), then end-to-end (Playwright in Debian's Chromium headless
 * shell, ADR 36).
 * Both always run; the exit code fails if either failed. The last line is the plain "N passed, N failed".
 * `npm test -- unit` or `npm test -- e2e` runs one part: `bash .ci/run` runs vitest beside the Netlify smoke specs,
 * where a core is idle, and the end-to-end part after them (ADR 34).
 */
const only = process.argv[2];
if (only !== undefined && only !== 'unit' && only !== 'e2e') {
  console.error(`npm test: unknown part "${only}" (nothing for every test, "unit" or "e2e" for one part)`);
  process.exit(2);
}
const runUnit = only !== 'e2e';
const runE2e = only !== 'unit';
if (runE2e) ensureChromium(DEBIAN_HEADLESS_SHELL);

// Not under test-results/: Playwright empties that folder when it starts.
mkdirSync('reports', { recursive: true });
const unitReport = 'reports/unit.json';
const e2eReport = 'reports/e2e.json';
if (runUnit) rmSync(unitReport, { force: true });
if (runE2e) rmSync(e2eReport, { force: true });

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env } }).status ?? 1;

const unitStatus = runUnit ? run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`]) : 0;
const e2eStatus = runE2e ? run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport }) : 0;

const readJson = (path: string) => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
};
const unit = runUnit ? readJson(unitReport) : null;
const e2e = runE2e ? readJson(e2eReport) : null;
const unitPassed = unit?.numPassedTests ?? 0;
const unitFailed = unit?.numFailedTests ?? (unitStatus === 0 ? 0 : 1);
const e2ePassed = (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const e2eFailed = e2e?.stats?.unexpected ?? (e2eStatus === 0 ? 0 : 1);
const skipped = (unit?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0);

const parts = [
  runUnit ? `unit+integration: ${unitPassed} passed, ${unitFailed} failed` : '',
  runE2e ? `end-to-end: ${e2ePassed} passed, ${e2eFailed} failed` : '',
];
console.log(`\n${parts.filter(Boolean).join('; ')}`);
console.log(`tests: ${unitPassed + e2ePassed} passed, ${unitFailed + e2eFailed} failed, ${skipped} skipped`);
process.exit(unitStatus === 0 && e2eStatus === 0 && unitPassed + e2ePassed > 0 ? 0 : 1);
