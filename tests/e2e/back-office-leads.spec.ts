import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { chatCopy } from '../../src/islands/chat/chat-logic';
import { CHAT_TITLE } from '../../src/lib/chat/suggested-questions';
import { messages } from '../../src/lib/messages';
import { signInThroughPage } from './support/auth';
import { openPanelTab, openSuperAdminTab, tableRow, newestToast, toastWith } from './support/back-office';
import { ACCOUNTS, E2E_BASE_URL } from './support/e2e-env';
import { startUsing } from './support/forms';
import { expectNoAxeViolations } from './support/axe';
import { fillContactForm } from './support/lead-forms';

/** Tried as a new user would: leads from the public site reach the desk; the desk works; so do the charts. */
const stamp = `${Date.now().toString(36)}x${Math.floor(Math.random() * 1e4).toString(36)}`;
// The chat reads a name as words: the same stamp spelled in letters.
const letters = stamp.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
const people = {
  contact: { first: 'Cora', last: `Contact${stamp}`, email: `cora-${stamp}@example.test` },
  application: { name: `Abe Apply${stamp}`, email: `abe-${stamp}@example.test` },
  chat: { name: `Chloe Chat${letters}`, email: `chloe-${stamp}@example.test` },
};
/** Set SHOTS_DIR to keep screenshots (leads-*.png) for review. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, `leads-${name}.png`), fullPage: true });
}

async function makeLeadsThroughTheSite(page: Page) {
  await page.goto('/contact');
  const contact = page.locator('main form');
  await startUsing(contact);
  await fillContactForm(contact, {
    first: people.contact.first,
    last: people.contact.last,
    email: people.contact.email,
    phone: '416-555-0142',
    postalCode: 'M4C 1B5',
    comments: 'Please call about a renewal.',
  });
  await contact.getByLabel(/I consent to receiving communications/).check();
  await contact.getByRole('button', { name: 'Submit' }).click();
  // The contact form confirms beside its button (ADR 48).
  await expect(contact.getByTestId('contact-result-shown')).toHaveText(messages.contact.success, { timeout: 15_000 });

  await page.goto('/applications');
  const application = page.locator('form', { has: page.getByRole('heading', { name: 'Mortgage application' }) });
  await startUsing(application);
  await application.getByLabel('Full name').fill(people.application.name);
  await application.getByRole('textbox', { name: 'Email', exact: true }).fill(people.application.email);
  await application.getByRole('textbox', { name: 'Phone', exact: true }).fill('905 555 0177');
  await application.getByLabel('Mortgage amount (CAD)').fill('480000');
  await application.getByRole('button', { name: 'Submit Application' }).click();
  await expect(toastWith(page, 'Application submitted successfully!')).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: messages.chat.openButton }).click();
  const chat = page.getByRole('dialog', { name: CHAT_TITLE });
  const input = chat.getByRole('textbox', { name: chatCopy.inputLabel });
  const bubbles = chat.getByRole('list', { name: chatCopy.conversationLabel }).getByRole('listitem');
  await expect(bubbles.first()).toBeVisible(); // the greeting
  const before = await bubbles.count();
  await input.fill(`Hi, I'm ${people.chat.name}, my email is ${people.chat.email}. What are 5 year fixed rates?`);
  await input.press('Enter');
  // The visitor's message and the assistant's reply (the chat saves the lead as it answers).
  await expect(bubbles).toHaveCount(before + 2, { timeout: 20_000 });
}

test.describe('back-office lead desk', () => {
  test.describe.configure({ timeout: 240_000 });

  test('site leads reach the desk; status, assign, search, filter, CSV, delete; analytics; axe', async ({ page }) => {
    await makeLeadsThroughTheSite(page);
    await openSuperAdminTab(page, 'leads');

    // Each source as people read it, and listed once in the filter whatever spelling older rows had.
    await expect(tableRow(page, people.contact.email).getByTestId('lead-source')).toHaveText('Contact form');
    await expect(tableRow(page, people.application.email).getByTestId('lead-source')).toHaveText('Website');
    await expect(tableRow(page, people.chat.email)).toContainText('AI Chatbot');
    await expect(page.getByRole('combobox', { name: 'Source', exact: true }).getByRole('option')).toHaveText([
      'All sources',
      'Website',
      'Contact form',
      'Newsletter',
      'AI Chatbot',
      'Manual',
    ]);

    // The chat transcript reads as a conversation.
    await page.getByRole('button', { name: `Show details of ${people.chat.name}` }).click();
    const transcript = page.getByTestId('lead-transcript');
    // The assistant's greeting, the visitor's message, the assistant's answer: each turn labelled by who spoke.
    const turns = transcript.getByRole('listitem');
    await expect(turns).toHaveCount(3);
    await expect(turns.nth(0)).toContainText(/^Assistant/);
    await expect(turns.nth(1)).toContainText(/^Visitor/);
    await expect(turns.nth(1)).toContainText(people.chat.email);
    await expect(turns.nth(2)).toContainText(/^Assistant/);
    await expectNoAxeViolations(page);
    await shot(page, 'desktop-expanded');
    await page.getByRole('button', { name: `Hide details of ${people.chat.name}` }).click();

    // The contact lead's details: every field and its consent.
    await page.getByRole('button', { name: `Show details of ${people.contact.first} ${people.contact.last}` }).click();
    await expect(page.getByTestId('lead-details')).toContainText('M4C 1B5');
    await expect(page.getByTestId('lead-consents')).toContainText('Consented on the contact form');

    // Status (any order) and assignment.
    const status = page.getByRole('combobox', { name: `Status of ${people.contact.first} ${people.contact.last}` });
    await status.selectOption('qualified');
    await expect(newestToast(page)).toContainText('Lead status updated');
    await expect(status).toHaveAttribute('data-status', 'qualified');
    await page.getByRole('combobox', { name: `Agent for ${people.application.name}` }).selectOption({ label: ACCOUNTS.agent.name });
    await expect(newestToast(page)).toContainText(`Lead assigned to ${ACCOUNTS.agent.name}`);

    // Search and filters are the server's.
    await page.getByRole('searchbox', { name: 'Search by name, email or phone' }).fill(`contact${stamp}`);
    await expect(page.getByTestId('data-row')).toHaveCount(1);
    await expect(page.getByTestId('pager-summary')).toContainText('1–1 of 1');
    await page.getByRole('searchbox', { name: 'Search by name, email or phone' }).fill(stamp);
    await expect(page.getByTestId('data-row')).toHaveCount(3);
    await page.getByRole('combobox', { name: 'Source', exact: true }).selectOption('AI Chatbot');
    await expect(page.getByTestId('data-row')).toHaveCount(1);
    await expect(tableRow(page, people.chat.email)).toBeVisible();
    await page.getByRole('combobox', { name: 'Source', exact: true }).selectOption('all');
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('qualified');
    await expect(page.getByTestId('data-row')).toHaveCount(1);

    // CSV of what is shown.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    const csv = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    expect(csv).toContain(people.contact.email);
    expect(csv).not.toContain(people.chat.email);
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('all');

    // Delete with the product's confirmation (docs/product/back-office-shell.md#delete-confirmation).
    await page.getByRole('button', { name: `Delete ${people.chat.name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this lead?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(tableRow(page, people.chat.email)).toHaveCount(0);
    await expect(page.getByTestId('outbox')).toContainText(`New website lead: ${people.application.name}`);
    await shot(page, 'desktop');

    // Analytics: the counts shown are the API's for the period.
    // Other tests add leads meanwhile: the count shown lies between the API's before the click and after it.
    await openPanelTab(page, 'analytics');
    const weekCounts = async () =>
      ((await (await page.request.get('/api/admin/analytics?period=7d')).json()) as { counts: { leads: number; agents: number } }).counts;
    const before = await weekCounts();
    await page.getByRole('button', { name: 'Last 7 Days' }).click();
    await expect(page.getByRole('button', { name: 'Last 7 Days' })).toHaveAttribute('aria-pressed', 'true');
    // Agents too: the agents and admin-role specs create accounts while this runs.
    const shownWithin = async (kind: 'leads' | 'agents') => {
      const shown = Number(((await page.getByTestId(`count-${kind}`).textContent()) ?? '').replace(/,/g, ''));
      return shown >= before[kind] && shown <= (await weekCounts())[kind];
    };
    await expect.poll(() => shownWithin('leads'), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => shownWithin('agents'), { timeout: 10_000 }).toBe(true);
    await expect(page.getByRole('figure').first()).toBeVisible();
    await shot(page, 'analytics');
  });

  test('an agent sees exactly its own leads', async ({ page }) => {
    await signInThroughPage(page, ACCOUNTS.agent.email, ACCOUNTS.agent.password);
    await expect(page).toHaveURL(/\/agent-dashboard/);
    // The lead desk spec file may assign this agent a lead meanwhile: the rows shown lie between the API's count before
    // the tab loads and after.
    const ownRows = async () => {
      const own = (await (await page.request.get('/api/agent/leads')).json()) as { total: number; page_size: number };
      return Math.min(own.total, own.page_size);
    };
    const before = await ownRows();
    await openPanelTab(page, 'leads');
    const rows = page.getByTestId('data-row');
    await expect(rows.first().or(page.getByText('No leads found'))).toBeVisible();
    const shown = await rows.count();
    expect(shown).toBeGreaterThanOrEqual(before);
    expect(shown).toBeLessThanOrEqual(await ownRows());
    const everyone = (await page.request.get('/api/admin/leads')).status();
    expect(everyone).toBe(403);
    await openPanelTab(page, 'analytics');
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  });

  test('the leads tab on a phone @phone-only', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openSuperAdminTab(page, 'leads');
    await expect(page.getByRole('searchbox', { name: 'Search by name, email or phone' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'phone');

    // A lead's card opens to its details, in the card, and closes again.
    const name = `Pia Phone${letters}`;
    const added = await page.request.post('/api/admin/leads', {
      headers: { Origin: E2E_BASE_URL },
      data: { client_name: name, client_email: `pia-${stamp}@example.test`, message: 'Call me after five.' },
    });
    expect(added.status(), await added.text()).toBe(201);
    await page.getByRole('searchbox', { name: 'Search by name, email or phone' }).fill(name);
    await expect(page.getByTestId('data-row')).toHaveCount(1);
    const show = page.getByRole('button', { name: `Show details of ${name}` });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await show.click();
    const hide = page.getByRole('button', { name: `Hide details of ${name}` });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    const details = tableRow(page, name).getByTestId('lead-details');
    await expect(details).toContainText('Call me after five.');
    await expect(page.locator(`[id="${await hide.getAttribute('aria-controls')}"]`)).toContainText('Call me after five.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await shot(page, 'phone-expanded');
    await hide.click();
    await expect(details).toHaveCount(0);
  });
});
