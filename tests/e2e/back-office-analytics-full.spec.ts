import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createDb, type Db } from '../../db/client';
import { messages } from '../../src/lib/messages-staff';
import { LEAD_SOURCES } from '../../src/lib/lead-sources';
import { signInThroughApi } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expectChartsDrawn } from './support/back-office';
import { ACCOUNTS, E2E_DATABASE_URL } from './support/e2e-env';

/**
 * Analytics with every chart full (a blind staff check scanned it with one lead and one page view): leads of every
 * source and page views of several agents, spread over the last 7 days, the last 30 and a year and more, then both
 * panels' Analytics tab at each period, at 1280 and 375 px, with every chart drawn with many bars, scanned by axe.
 * The rows are written straight to the server's database with fixed ids, so a second worker's run adds nothing.
 */

const DAY_MS = 86_400_000;
const WIDTHS = [1280, 375] as const;
const PERIODS = Object.entries(messages.backOffice.analytics.periods) as [string, string][];
/** The charts' bars drawn at least, per chart, once the data below is in (7 days hold 7 bars at most). */
const MIN_BARS = 5;

/** Days ago the seeded rows fall on: every day of the last 30, then every 9th day back to 420 days (14 months). */
const DAYS_AGO = [...Array.from({ length: 30 }, (_, day) => day), ...Array.from({ length: 44 }, (_, step) => 30 + step * 9)];

async function seedFullCharts(db: Db): Promise<void> {
  const found = await db.execute({
    sql: 'SELECT a.id FROM agents a JOIN users u ON u.id = a.user_id WHERE u.email = ?',
    args: [ACCOUNTS.agent.email],
  });
  const agentId = String(found.rows[0]!.id);
  // The seeded agents (the oldest rows), never one another test file has just created: a lead written here for an
  // agent that file then deletes would make its "nothing to hand over" untrue.
  const others = (
    await db.execute({ sql: 'SELECT id FROM agents WHERE id != ? AND is_active = 1 ORDER BY created_at, rowid LIMIT 4', args: [agentId] })
  ).rows.map((row) => String(row.id));
  const agents = [agentId, ...others];
  const now = Date.now();
  const statements = DAYS_AGO.flatMap((daysAgo, index) => {
    // A minute before this time of day, `daysAgo` days back: never in the future, inside "Last 7 Days" up to 6 days back.
    const at = new Date(now - daysAgo * DAY_MS - 60_000).toISOString();
    const leads = LEAD_SOURCES.slice(0, 2 + (index % (LEAD_SOURCES.length - 1))).map((source, n) => ({
      sql: `INSERT OR IGNORE INTO leads (id, client_name, client_email, source, agent_id, status, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, 'new', ?, ?)`,
      args: [
        `chartfill-lead-${daysAgo}-${n}`,
        `Chart Fill ${daysAgo}-${n}`,
        `chartfill-${daysAgo}-${n}@example.test`,
        source,
        agents[(n + index) % agents.length]!,
        at,
        at,
      ],
    }));
    const views = agents.flatMap((agent, n) =>
      Array.from({ length: 1 + ((index + n) % 3) }, (_, k) => ({
        sql: "INSERT OR IGNORE INTO analytics_events (id, agent_id, event_type, created_at) VALUES (?, ?, 'page_view', ?)",
        args: [`chartfill-view-${daysAgo}-${n}-${k}`, agent, at],
      })),
    );
    return [...leads, ...views];
  });
  await db.batch(statements, 'write');
}

test.beforeAll(async () => {
  const db = await createDb({ url: E2E_DATABASE_URL });
  try {
    await seedFullCharts(db);
  } finally {
    db.close();
  }
});

/** Waits for the tab to lay out at the viewport's width (two animation frames after the resize). */
async function settledAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Every legend word whose colour has less than 4.5:1 contrast on the white card. axe skips the chart (aria-hidden,
 * the table below it reads the numbers aloud), but sighted staff read the legend.
 */
async function legendContrasts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((c) => {
        const v = c / 255;
        return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const low: string[] = [];
    for (const text of Array.from(document.querySelectorAll<HTMLElement>('figure .recharts-legend-item-text'))) {
      const word = text.firstElementChild instanceof HTMLElement ? text.firstElementChild : text;
      const rgb = (getComputedStyle(word).color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
      const ratio = 1.05 / (luminance(rgb) + 0.05);
      if (ratio < 4.5) low.push(`${word.textContent} ${ratio.toFixed(2)}:1`);
    }
    return low;
  });
}

for (const [panel, account] of [
  ['/super-admin', ACCOUNTS.superAdmin],
  ['/agent-dashboard', ACCOUNTS.agent],
] as const) {
  test(`${panel} Analytics with every chart full passes axe at each period, at 1280 and 375 px`, async ({ page }) => {
    test.setTimeout(180_000);
    await signInThroughApi(page, account.email, account.password);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${panel}?tab=analytics`);
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    for (const [, label] of PERIODS) {
      await page.getByRole('group', { name: messages.backOffice.analytics.period }).getByRole('button', { name: label }).click();
      for (const width of WIDTHS) {
        await settledAt(page, width);
        await expectChartsDrawn(page, 2);
        for (const figure of await page.getByRole('figure').all()) {
          expect(await figure.locator('.recharts-bar-rectangle').count(), `${label}: bars in a chart`).toBeGreaterThanOrEqual(MIN_BARS);
        }
        expect(await legendContrasts(page), `${label}: legend words against white`).toEqual([]);
        // Set SHOTS_DIR to keep the screenshots (analytics-full-*.png) for review.
        if (process.env.SHOTS_DIR) {
          await page.screenshot({
            path: join(process.env.SHOTS_DIR, `analytics-full-${panel.slice(1)}-${label.replace(/\s+/g, '-')}-${width}.png`),
            fullPage: true,
          });
        }
        await expectNoAxeViolations(page, 'main', {
          soft: true,
          label: `axe on ${panel}?tab=analytics, ${label}, at ${width} px`,
          disableRules: width < 640 ? ['color-contrast'] : [],
        });
      }
    }
  });
}
