import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A Debian Chromium package and where it installs its binary. Tests never download a browser (README, requirements). */
export type DebianBrowser = { path: string; aptPackage: string };

/** The desktop browser: the Netlify smoke suite, Lighthouse and screenshots drive it. */
export const DEBIAN_CHROMIUM: DebianBrowser = { path: '/usr/bin/chromium', aptPackage: 'chromium' };

/**
 * The same Chromium build without the desktop browser around it (Chromium's headless shell): the end-to-end suite
 * drives it, at a third of the CPU per page (ADR 36).
 */
export const DEBIAN_HEADLESS_SHELL: DebianBrowser = { path: '/usr/bin/chromium-headless-shell', aptPackage: 'chromium-headless-shell' };

/** Launch flags that keep the browser off the network: no QUIC, background fetches, component updates or sync. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * When the browser is missing, root installs its Debian package with apt-get (the only package source besides npm
 * here); anyone else gets one sentence saying what to run. `CHROMIUM_PATH` names another binary, never installed.
 */
export function ensureChromium(browser: DebianBrowser): void {
  const path = process.env.CHROMIUM_PATH ?? browser.path;
  if (existsSync(path)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt && !process.env.CHROMIUM_PATH) {
    console.log(`Chromium is not at ${path}: installing Debian's ${browser.aptPackage} with apt-get...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', browser.aptPackage], { stdio: 'inherit', env }) : update;
    if (install.status === 0 && existsSync(path)) return;
  }
  console.error(
    `The tests need Chromium at ${path}: install it with \`sudo apt-get install -y ${browser.aptPackage}\` (or set CHROMIUM_PATH), then run the tests again.`,
  );
  process.exit(1);
}
