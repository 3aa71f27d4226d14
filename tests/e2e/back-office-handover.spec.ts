import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { openSuperAdminTab, newestToast } from './support/back-office';
import { expectNoAxeViolations } from './support/axe';
import { E2E_BASE_URL } from './support/e2e-env';

/**
 * ADR 44, as a super admin would: deleting an agent offers Deactivate first, counts what goes and hands their
 * leads to a chosen person; a spreadsheet row pasted into Add Lead's Name is offered split into its fields.
 */
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Set SHOTS_DIR to keep screenshots (handover-*.png) for review. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, `handover-${name}.png`) });
}

/** A paste as the browser fires it, with the text a spreadsheet puts on the clipboard. */
async function paste(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).evaluate((input, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test.describe('back-office handover', () => {
  test('the agent delete dialog offers Deactivate, counts what goes and hands the leads to a chosen person @phone', async ({ page }) => {
    const id = stamp();
    const name = `Gus Gone ${id}`;
    await openSuperAdminTab(page, 'agents');
    const created = await page.request.post('/api/admin/agents', { headers: { Origin: E2E_BASE_URL }, data: { fullName: name, email: `gus-${id}@e2e.test`, password: `pass-${id}-word` } });
    const agentId = ((await created.json()) as { item: { id: string } }).item.id;
    expect(created.status(), await created.text()).toBe(201);
    const lead = await page.request.post('/api/admin/leads', {
      headers: { Origin: E2E_BASE_URL },
      data: { client_name: `Lena Lead ${id}`, client_email: `lena-${id}@e2e.test`, type: 'contact', agent_id: agentId },
    });
    const leadId = ((await lead.json()) as { item: { id: string } }).item.id;
    await page.reload();

    const card = page.getByTestId('agent-card').filter({ hasText: name });
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete ${name}?` });
    await expect(dialog.getByRole('button', { name: 'Deactivate instead' })).toBeVisible();
    await expect(dialog.getByTestId('delete-agent-removes')).toContainText('0 documents (rows and files)');
    await expect(dialog.getByTestId('delete-agent-removes')).toContainText('0 testimonials');
    await expect(dialog.getByTestId('delete-agent-removes')).toContainText('their sign-in account and every open session');
    await expect(dialog.getByTestId('delete-agent-keeps')).toContainText('1 lead and 0 clients go to the person you choose');
    await expect(dialog.getByRole('button', { name: 'Delete agent' })).toBeDisabled();
    const choice = dialog.getByLabel('Give their leads and clients to');
    await choice.selectOption({ label: 'Alex Agent' });
    await shot(page, `delete-dialog-${page.viewportSize()!.width}`);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Delete agent' }).click();
    await expect(newestToast(page)).toContainText('Agent deleted successfully');
    await expect(card).toHaveCount(0);

    const handed = (await (await page.request.get(`/api/admin/leads/${leadId}`)).json()) as { item: { agent_name: string; previous_agent_name: string } };
    expect(handed.item).toMatchObject({ agent_name: 'Alex Agent', previous_agent_name: name });
  });

  test('a spreadsheet row pasted into Name is split into Name, Email and Phone; several rows are refused', async ({ page }) => {
    const id = stamp();
    await openSuperAdminTab(page, 'leads');
    await page.getByRole('button', { name: 'Add lead' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Lead' });
    await paste(page, 'Name', `Jane Doe ${id}\tjane-${id}@x.ca\t416-555-0101`);
    const offer = dialog.getByRole('group', { name: 'You pasted 3 values from a spreadsheet row.' });
    await expect(offer.getByRole('button', { name: 'Split into Name, Email and Phone' })).toBeFocused();
    await offer.getByRole('button', { name: 'Split into Name, Email and Phone' }).click();
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(`Jane Doe ${id}`);
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(`jane-${id}@x.ca`);
    await expect(dialog.getByLabel('Phone', { exact: true })).toHaveValue('416-555-0101');

    await paste(page, 'Phone', 'Jane\tjane@x.ca\nJohn\tjohn@x.ca');
    await expect(dialog.getByRole('alert')).toHaveText('You pasted several rows. Add one lead at a time: paste a single row.');
    await expect(dialog.getByLabel('Phone', { exact: true })).toHaveValue('416-555-0101');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(newestToast(page)).toContainText('Lead added');
  });
});
