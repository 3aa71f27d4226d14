import { type Browser, expect, type Page } from '@playwright/test';
import { messages } from '../../../src/lib/messages-staff';
import { signInThroughApi } from './auth';
import { ACCOUNTS, E2E_BASE_URL } from './e2e-env';

/** Signs in as the super admin (through the API) and opens a panel tab through its address (`?tab=`). */
export async function openSuperAdminTab(page: Page, tab: string): Promise<void> {
  await signInThroughApi(page, ACCOUNTS.superAdmin.email, ACCOUNTS.superAdmin.password);
  await page.goto(`/super-admin?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
}

/**
 * Opens another tab of the open panel from its sidebar, as staff do: the tab switches in place, without loading the
 * page again (src/islands/back-office/shell/use-tab-in-address.ts; a page load is most of a step's CPU, ADR 34). The
 * sidebar must be on screen (a desktop width).
 */
export async function openPanelTab(page: Page, tab: string): Promise<void> {
  await page.getByRole('navigation', { name: messages.backOffice.panel.sections }).locator(`a[data-tab="${tab}"]`).click();
  await expect(page.getByTestId(`panel-${tab}`)).toBeVisible();
}

/** The newest toast only: an earlier step's toast (shown for 5 s) must not satisfy a later check. */
export const newestToast = (page: Page) => page.locator('#toaster > .toast').last();

/** The newest toast with this text, for a step that raises two toasts at once (a lead sent, and a notice). */
export const toastWith = (page: Page, text: string | RegExp) => page.locator('#toaster > .toast').filter({ hasText: text }).last();

/** The row of a back-office table that holds this text. */
export const tableRow = (page: Page, text: string) => page.getByTestId('data-row').filter({ hasText: text });

/**
 * The rates pager's "Showing a–b of N" while other rates tests run: the add-by-hand test adds one Ontario rate and
 * deletes it again (fullyParallel), so N is the seeded count or one more.
 */
export const showingRates = (from: number, to: number, total: number) => new RegExp(`^Showing ${from}\u2013${to} of (${total}|${total + 1})$`);

/** Waits until the public site has been rebuilt after the panel's last write. */
export async function waitForLiveSite(page: Page, timeout = 180_000): Promise<void> {
  // First the write's own request (queued or building), so an earlier "live at" is not mistaken for this one.
  await expect(page.getByTestId('rebuild-state')).toContainText(/Public site updat/, { timeout: 15_000 });
  await expect(page.getByTestId('rebuild-state')).toContainText('Public site live at', { timeout });
}

/**
 * Data in every Analytics chart of both panels, for the period each opens on: a page view of the shared agent's page
 * and a lead assigned to that agent, both today. Through the API, as the site and the lead desk would record them.
 */
export async function seedChartData(browser: Browser): Promise<void> {
  const page = await browser.newPage();
  const headers = { Origin: E2E_BASE_URL };
  await signInThroughApi(page, ACCOUNTS.agent.email, ACCOUNTS.agent.password);
  const { item } = (await (await page.request.get('/api/agent/profile')).json()) as { item: { id: string } };
  const view = await page.request.post('/api/analytics/page-view', { data: { agent_id: item.id }, headers });
  expect(view.status(), await view.text()).toBe(201);
  await signInThroughApi(page, ACCOUNTS.superAdmin.email, ACCOUNTS.superAdmin.password);
  const stamp = `${Date.now().toString(36)}x${Math.floor(Math.random() * 1e4).toString(36)}`;
  const lead = await page.request.post('/api/admin/leads', {
    data: { client_name: `Chart Lead ${stamp}`, client_email: `chart-${stamp}@example.test`, agent_id: item.id },
    headers,
  });
  expect(lead.status(), await lead.text()).toBe(201);
  await page.close();
}

/** Waits until every chart of the open Analytics tab has drawn its bars (none says it has no data). */
export async function expectChartsDrawn(page: Page, count: number): Promise<void> {
  const figures = page.getByRole('figure');
  await expect(figures).toHaveCount(count, { timeout: 15_000 });
  await expect(page.locator('figure .recharts-bar-rectangle').first()).toBeVisible({ timeout: 15_000 });
  for (const figure of await figures.all()) await expect(figure.locator('.recharts-bar-rectangle').first()).toBeVisible();
}
