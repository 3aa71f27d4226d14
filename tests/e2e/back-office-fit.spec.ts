import { expect, type Page, test } from '@playwright/test';
import { messages } from '../../src/lib/messages-staff';
import { signInThroughPage } from './support/auth';
import { ACCOUNTS } from './support/e2e-env';

/**
 * Every tab of both panels fits a 1024 px laptop and a 375 px phone: the page never scrolls sideways, no table
 * hides columns past its edge, and every row's actions are on screen without scrolling sideways.
 */

const SUPER_TABS = Object.keys(messages.backOffice.superAdminTabs);
const AGENT_TABS = Object.keys(messages.backOffice.agentTabs);
const WIDTHS = [1280, 1024, 375] as const;

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

async function checkTab(page: Page, panel: string, tab: string) {
  await page.goto(`${panel}?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  // Lists settle: no skeleton row left.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // Layout settles: two animation frames after the last list update, rather than a fixed wait.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const problems = [...(await overflowReport(page)), ...(await actionsOffScreen(page))];
  expect.soft(problems, `${panel}?tab=${tab} at ${page.viewportSize()?.width} px`).toEqual([]);
}

for (const width of WIDTHS) {
  test.describe(`panels fit ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`every super admin tab fits at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await signInThroughPage(page, ACCOUNTS.superAdmin.email, ACCOUNTS.superAdmin.password);
      await expect(page).toHaveURL(/\/super-admin/);
      for (const tab of SUPER_TABS) await checkTab(page, '/super-admin', tab);
    });

    test(`every agent dashboard tab fits at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await signInThroughPage(page, ACCOUNTS.agent.email, ACCOUNTS.agent.password);
      await expect(page).toHaveURL(/\/agent-dashboard/);
      for (const tab of AGENT_TABS) await checkTab(page, '/agent-dashboard', tab);
    });
  });
}
