import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * End-to-end tests drive Debian's Chromium, never a downloaded browser. When it is missing, root installs it with
 * apt-get (the only package source besides npm here); anyone else gets one sentence saying what to run.
 */
export function ensureChromium(path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'): void {
  if (existsSync(path)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt && !process.env.CHROMIUM_PATH) {
    console.log(`Chromium is not at ${path}: installing Debian's chromium with apt-get...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env }) : update;
    if (install.status === 0 && existsSync(path)) return;
  }
  console.error(
    `The end-to-end tests need Chromium at ${path}: install it with \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH), then run npm test again.`,
  );
  process.exit(1);
}
