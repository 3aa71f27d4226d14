import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openSuperAdminTab, newestToast } from './support/back-office';
import { expectNoAxeViolations } from './support/axe';
import { E2E_BASE_URL } from './support/e2e-env';

/**
 * ADR 44, as a super admin would: deleting an agent offers Deactivate first, counts what goes and hands their
 * leads to a chosen person; a spreadsheet row pasted into Add Lead's Name is offered split into its fields.
 */
const stamp = () => `${Date.now().toString(36)}x${Math.floor(Math.random() * 1e4).toString(36)}`;
/** A name's part: letters only, since a run of 7 digits in a name reads as a phone number and is refused. */
const letters = (text: string) => text.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

/** Set SHOTS_DIR to keep screenshots (handover-*.png) for review. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, `handover-${name}.png`) });
}

const field = (dialog: Locator, name: string) => dialog.getByRole('textbox', { name, exact: true });

/** A paste as the browser fires it, with the text a spreadsheet puts on the clipboard. */
async function paste(input: Locator, text: string) {
  await input.evaluate((input, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test.describe('back-office handover', () => {
  test('the agent delete dialog offers Deactivate, counts what goes and hands the leads to a chosen person', async ({ page }) => {
    const id = stamp();
    const name = `Gus Gone ${letters(id)}`;
    await openSuperAdminTab(page, 'agents');
    const created = await page.request.post('/api/admin/agents', {
      headers: { Origin: E2E_BASE_URL },
      data: { fullName: name, email: `gus-${id}@e2e.test`, password: `pass-${id}-word` },
    });
    expect(created.status(), await created.text()).toBe(201);
    const agentId = ((await created.json()) as { item: { id: string } }).item.id;
    const lead = await page.request.post('/api/admin/leads', {
      headers: { Origin: E2E_BASE_URL },
      data: { client_name: `Lena Lead ${letters(id)}`, client_email: `lena-${id}@e2e.test`, type: 'contact', agent_id: agentId },
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
    // The seeded agents have a page and no sign-in: the Leads tab lists them, the handover names them and says why.
    await expect(dialog.getByTestId('delete-agent-not-offered')).toContainText('David Chen (no sign-in account)');
    await expect(choice).toHaveAccessibleDescription(/Not offered: .*David Chen \(no sign-in account\)/);
    await shot(page, 'delete-dialog-1280');
    await expectNoAxeViolations(page);
    // At 375 px the dialog fits the width and scrolls within the screen.
    const desktop = page.viewportSize()!;
    await page.setViewportSize({ width: 375, height: 667 });
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.height).toBeLessThanOrEqual(667);
    await shot(page, 'delete-dialog-375');
    await page.setViewportSize(desktop);
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
    await paste(field(dialog, 'Name'), `Jane Doe ${letters(id)}\tjane-${id}@x.ca\t416-555-0101`);
    const offer = dialog.getByRole('group', { name: 'You pasted 3 values from a spreadsheet row.' });
    await expect(offer.getByRole('button', { name: 'Split into Name, Email and Phone' })).toBeFocused();
    // No error before the first Save: the offer taking the focus is not the person leaving Name empty.
    await expect(dialog.getByText('Name is required.')).toBeHidden();
    await expect(field(dialog, 'Name')).not.toHaveAttribute('aria-invalid', 'true');
    await offer.getByRole('button', { name: 'Split into Name, Email and Phone' }).click();
    await expect(field(dialog, 'Name')).toHaveValue(`Jane Doe ${letters(id)}`);
    await expect(field(dialog, 'Email')).toHaveValue(`jane-${id}@x.ca`);
    await expect(field(dialog, 'Phone')).toHaveValue('416-555-0101');

    await paste(field(dialog, 'Phone'), 'Jane\tjane@x.ca\nJohn\tjohn@x.ca');
    await expect(dialog.getByRole('alert')).toHaveText('You pasted several rows. Add one lead at a time: paste a single row.');
    await expect(field(dialog, 'Phone')).toHaveValue('416-555-0101');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(newestToast(page)).toContainText('Lead added');
  });
});
