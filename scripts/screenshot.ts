import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM } from './ensure-chromium';

/**
 * Developer tool: screenshots of pages at desktop and phone widths, to look at what was built.
 * Usage: npx tsx scripts/screenshot.ts http://localhost:4321 /tmp/shots / /rates /contact
 */
const [base = 'http://localhost:4321', outDir = '/tmp/shots', ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM.path, args: CHROMIUM_ARGS });
for (const [label, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  const page = await browser.newPage({ viewport });
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const name = path.replace(/[^a-z0-9]+/gi, '_') || 'home';
    await page.screenshot({ path: `${outDir}/${label}${name}.png`, fullPage: true });
    console.log(`${outDir}/${label}${name}.png`);
  }
  await page.close();
}
await browser.close();
