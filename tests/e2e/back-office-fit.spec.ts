import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { messages } from '../../src/lib/messages-staff';
import { signInThroughApi } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expectChartsDrawn, openPanelTab, seedChartData, tableRow } from './support/back-office';
import { ACCOUNTS, E2E_BASE_URL } from './support/e2e-env';

/**
 * Every tab of both panels fits a 1024 px laptop and a 375 px phone: the page never scrolls sideways, no table
 * hides columns past its edge, and every row's actions are on screen without scrolling sideways. At 1280 and 375 px
 * axe scans every tab's content too; Analytics is scanned with every chart full, at each period and both widths, in
 * back-office-analytics-full.spec.ts (a chart's picture is where an axe finding hid), and here only fits with its
 * charts drawn.
 */

const SUPER_TABS = Object.keys(messages.backOffice.superAdminTabs);
const AGENT_TABS = Object.keys(messages.backOffice.agentTabs);
const WIDTHS = [1280, 1024, 375];
/** The widths axe scans every tab at (1024 px differs from 1280 only in which columns show). */
const AXE_WIDTHS: readonly number[] = [1280, 375];
/** The charts each panel's Analytics tab draws. */
const CHARTS = 2;

/** Set SHOTS_DIR to keep screenshots (fit-*.png) for review. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, `fit-${name}.png`), fullPage: true });
}

/** What scrolls sideways: the document, or any box inside the panel (a table's container, a card). */
async function overflowReport(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) found.push(`page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('main *'))) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || !['auto', 'scroll'].includes(style.overflowX)) continue;
      if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 1) {
        const label = element.getAttribute('data-slot') ?? element.getAttribute('data-testid') ?? element.tagName.toLowerCase();
        // A Radix select viewport or a code block may scroll on purpose; tables and panels may not.
        if (element.closest('[role="listbox"], pre, [data-scroll-ok]')) continue;
        found.push(`${label} overflows: ${element.scrollWidth} > ${element.clientWidth}`);
      }
    }
    return found;
  });
}

/** Row action buttons (edit, delete, status) that sit outside the viewport. */
async function actionsOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const off: string[] = [];
    for (const button of Array.from(document.querySelectorAll<HTMLElement>('[data-testid="data-row"] button, [data-testid="data-row"] a'))) {
      const box = button.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.right > width + 1 || box.left < -1)
        off.push(`${button.getAttribute('aria-label') ?? button.textContent?.trim()} at ${Math.round(box.left)}–${Math.round(box.right)}`);
    }
    // A few names say enough; the count says how many.
    return off.length > 3 ? [...off.slice(0, 3), `and ${off.length - 3} more`] : off;
  });
}

/** Waits for the panel to lay out again at the viewport's width: the media query has changed and the React update it
 * triggers has been painted (two animation frames), rather than a fixed wait. */
async function layoutSettled(page: Page, width: number) {
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * One tab, checked at every width by resizing the page (the panel follows the width: the sidebar and the tables'
 * cards switch on a media query's change, src/islands/back-office/ui/use-mobile.ts), widest first. The group's first
 * tab is loaded through its address; the next ones are opened from the sidebar at 1280 px, which switches the tab in
 * place as a click does for staff (use-tab-in-address.ts): the same panel, without loading the page again (a page
 * load is most of a tab's CPU on two cores, ADR 34).
 */
async function checkTab(page: Page, panel: string, tab: string, loaded: boolean) {
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  if (loaded) {
    await layoutSettled(page, WIDTHS[0]);
    await openPanelTab(page, tab);
  } else {
    await page.goto(`${panel}?tab=${tab}`);
    await expect(page.getByTestId(`panel-${tab}`)).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  // Lists settle: no skeleton row left.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await layoutSettled(page, width);
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    if (tab === 'analytics') await expectChartsDrawn(page, CHARTS);
    const problems = [...(await overflowReport(page)), ...(await actionsOffScreen(page))];
    expect.soft(problems, `${panel}?tab=${tab} at ${width} px`).toEqual([]);
    // Analytics: axe in back-office-analytics-full.spec.ts, with fuller charts at every period (above).
    if (!AXE_WIDTHS.includes(width) || tab === 'analytics') continue;
    // The panel's content: the header and sidebar are the same on every tab and scanned whole in the shell spec. A
    // list's rows after the fifth are the same markup again (the rates tab shows 50, a scan of them took 25 s on two
    // cores).
    await expectNoAxeViolations(page, 'main', {
      soft: true,
      label: `axe on ${panel}?tab=${tab} at ${width} px`,
      exclude: '[data-testid="data-row"]:nth-of-type(n+6)',
      // Contrast is a matter of the colours, the same classes at every width: the 1280 px scan checks it, and on two
      // cores it is most of a scan's time. Every other rule runs at both widths (the phone's cards are other markup).
      disableRules: width < 640 ? ['color-contrast'] : [],
    });
  }
  if (tab === 'analytics') await shot(page, `${panel.slice(1)}-analytics`);
}

/** A panel's tabs in groups of five, one test each, so that no single test holds a worker for over a minute. */
const groupsOf = (tabs: string[], size = 5) => Array.from({ length: Math.ceil(tabs.length / size) }, (_, i) => tabs.slice(i * size, i * size + size));

// Every chart of both panels has data before the checks (one worker may run these tests before another seeds).
test.beforeAll(async ({ browser }) => seedChartData(browser));

for (const [panel, account, tabs] of [
  ['/super-admin', ACCOUNTS.superAdmin, SUPER_TABS],
  ['/agent-dashboard', ACCOUNTS.agent, AGENT_TABS],
] as const) {
  for (const group of groupsOf(tabs)) {
    test(`${panel} tabs ${group.join(', ')} fit at ${WIDTHS.join(', ')} px`, async ({ page }) => {
      test.setTimeout(240_000);
      // Signing in through /auth has its own tests (auth-and-back-office.spec.ts); here the session is all it takes.
      await signInThroughApi(page, account.email, account.password);
      for (const [index, tab] of group.entries()) await checkTab(page, panel, tab, index > 0);
    });
  }
}

test('a 3,000-character testimonial is three lines that open whole; Written by shows at 1280 px and on a phone', async ({ page }) => {
  const client = `Lena Long${Date.now().toString(36)}x${Math.floor(Math.random() * 1e4).toString(36)}`;
  const content = 'Clear advice at every step and a better rate than our bank offered. '.repeat(45).slice(0, 3000);
  await signInThroughApi(page, ACCOUNTS.agent.email, ACCOUNTS.agent.password);
  const added = await page.request.post('/api/agent/testimonials', { headers: { Origin: E2E_BASE_URL }, data: { client_name: client, content, rating: 5 } });
  expect(added.status(), await added.text()).toBe(201);
  await signInThroughApi(page, ACCOUNTS.superAdmin.email, ACCOUNTS.superAdmin.password);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/super-admin?tab=testimonials');
  await expect(page.getByRole('columnheader', { name: 'Written by' })).toBeVisible();
  const row = tableRow(page, client);
  await shot(page, 'testimonials-1280');
  const text = row.getByTestId('clamped-text');
  // All of it is in the page for a screen reader; the eye sees three lines.
  await expect(text).toHaveText(content);
  expect((await row.boundingBox())!.height).toBeLessThan(150);
  await row.getByRole('button', { name: 'Show more' }).click();
  await expect(row.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  expect((await row.boundingBox())!.height).toBeGreaterThan(400);
  await row.getByRole('button', { name: 'Show less' }).click();
  await expect(row.getByRole('button', { name: 'Show more' })).toBeFocused();

  // On a phone each row is a card with every column, Written by among them, and the same three lines.
  await page.setViewportSize({ width: 375, height: 812 });
  const card = tableRow(page, client);
  await expect(card.getByRole('term').filter({ hasText: 'Written by' })).toBeVisible();
  expect((await card.boundingBox())!.height).toBeLessThan(450);
  await expect(card.getByRole('button', { name: 'Show more' })).toBeVisible();
  await shot(page, 'testimonials-375');
});
