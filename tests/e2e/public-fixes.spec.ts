import { expect, test, type Page } from '@playwright/test';
import { newestToast } from './support/back-office';
import { createDb, type Db } from '../../db/client';
import { CHAT_TITLE } from '../../src/lib/chat/suggested-questions';
import { chatCopy } from '../../src/islands/chat/chat-logic';
import { messages } from '../../src/lib/messages';
import { signInThroughPage } from './support/auth';
import { ACCOUNTS, E2E_DATABASE_URL } from './support/e2e-env';
import { islandHydrated, startUsing } from './support/forms';
import { fillContactForm } from './support/lead-forms';

/** the public-site defects found walking the site as visitors, agents and staff, as a visitor sees them. */

let db: Db;
test.beforeAll(async () => {
  db = await createDb({ url: E2E_DATABASE_URL });
});
test.afterAll(() => db.close());

const unique = (label: string) => `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
const header = (page: Page) => page.getByRole('banner');

test.describe('public site fixes', () => {
  test('1. a broker chosen by slug is kept from the agent page to the contact form and the stored lead', async ({ page }) => {
    await page.goto('/contact?agent=davidchen');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact David Chen' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your Broker' })).toBeVisible();

    await page.goto('/agents/davidchen');
    await expect(header(page).getByRole('link', { name: 'Mortgage Services', includeHidden: true }).first()).toHaveAttribute(
      'href',
      '/services?agent=davidchen',
    );
    await expect(header(page).getByRole('link', { name: 'Contact Us', includeHidden: true }).first()).toHaveAttribute('href', '/contact?agent=davidchen');
    await page.goto('/services?agent=davidchen');
    await page.locator('main').getByRole('link', { name: 'Contact Us' }).first().click();
    await expect(page).toHaveURL(/\/contact\?agent=davidchen$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact David Chen' })).toBeVisible();

    const email = unique('slug-contact');
    const form = page.locator('main form');
    await startUsing(form);
    await fillContactForm(form, { first: 'Sam', last: 'Slug', email, phone: '416-555-0199', comments: 'Found David through his page.' });
    await form.getByLabel(/I consent/).check();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('contact-result-shown')).toHaveText("Message sent! We'll get back to you soon.");
    const david = String((await db.execute("SELECT id FROM agents WHERE profile_slug = 'davidchen'")).rows[0]!.id);
    const lead = await db.execute({ sql: 'SELECT agent_id FROM leads WHERE client_email = ?', args: [email] });
    expect(String(lead.rows[0]!.agent_id)).toBe(david);
  });

  test("2. an unknown agent's not-found page adds no agent to the header links", async ({ page }) => {
    const response = await page.goto('/agents/nobody-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: messages.agents.notFound })).toBeVisible();
    const products = header(page).getByRole('link', { name: 'Our Products', includeHidden: true }).first();
    await expect(products).toHaveAttribute('href', '/products');
    expect(await page.locator('a[href*="agent=not-found"]').count()).toBe(0);
  });

  test('3. agent addresses ignore letter case: a permanent redirect to the lowercase slug', async ({ page }) => {
    const response = await page.request.get('/agents/DavidChen', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/agents/davidchen');
    await page.goto('/agents/DavidChen');
    await expect(page).toHaveURL(/\/agents\/davidchen$/);
    await expect(page.getByRole('heading', { level: 1, name: 'David Chen' })).toBeVisible();
  });

  test("4. the payment calculator's picker is labelled as our rates, with the posted rate beside each", async ({ page }) => {
    await page.goto('/mortgage-calculator');
    const form = page.getByRole('form', { name: 'Mortgage payment calculator' });
    await islandHydrated(page, form);
    await expect(form.getByLabel(messages.calculators.ourRate)).toBeVisible();
    await expect(form.getByLabel('Posted rate')).toHaveCount(0);
    const row = (
      await db.execute(
        "SELECT our_rate, posted_rate FROM mortgage_rates WHERE is_active = 1 AND province = 'Ontario' AND posted_rate IS NOT NULL AND posted_rate <> our_rate LIMIT 1",
      )
    ).rows[0];
    if (row)
      await expect(form.getByLabel(messages.calculators.ourRate)).toContainText(
        `${Number(row.our_rate).toFixed(2)}% (posted ${Number(row.posted_rate).toFixed(2)}%)`,
      );
  });

  test("5. 'Apply Now' carries the affordability scenario into the application form", async ({ page }) => {
    await page.goto('/affordability-calculator');
    const link = page.getByRole('link', { name: messages.calculators.applyNow });
    await expect(link).toHaveAttribute('href', /amount=\d+&price=\d+&down=20000/);
    const href = (await link.getAttribute('href'))!;
    const amount = new URL(href, 'http://x').searchParams.get('amount')!;
    await link.click();
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Mortgage application' }) });
    await islandHydrated(page, form);
    await expect(form.getByLabel('Mortgage amount (CAD)')).toHaveValue(amount);
    await expect(form.getByLabel('Message')).toHaveValue(/^From the affordability calculator: a home price up to \$[\d,]+, \$20,000 down/);
  });

  test("6 and 8. 'Login successful!' shows after the redirect, and the header offers the panel and a sign-out", async ({ page }) => {
    await signInThroughPage(page, ACCOUNTS.agent.email, ACCOUNTS.agent.password);
    await expect(page).toHaveURL(/\/agent-dashboard$/);
    await expect(newestToast(page).getByText(messages.auth.success)).toBeVisible();

    await page.goto('/');
    await expect(header(page).getByRole('link', { name: 'Agent Dashboard' })).toHaveAttribute('href', '/agent-dashboard');
    await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeHidden();
    await header(page).getByRole('button', { name: messages.auth.signOut }).click();
    await expect(newestToast(page).getByText(messages.auth.signedOut)).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    await page.reload();
    await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('9. the agent page shows their latest published posts, linked, with the author', async ({ page }) => {
    await page.goto('/agents/davidchen');
    const posts = page.getByTestId('agent-posts');
    await expect(page.getByRole('heading', { level: 2, name: messages.agents.latestPosts('David') })).toBeVisible();
    const card = posts.getByTestId('post-card').first();
    await expect(card.getByTestId('author-badge')).toContainText('David Chen');
    await card.getByRole('link', { name: "Fixed or Variable: How to Choose in Today's Market" }).click();
    await expect(page).toHaveURL(/\/blog\/fixed-or-variable/);
    await expect(page.locator('main').getByTestId('author-badge')).toHaveAttribute('href', '/agents/davidchen');
  });

  test('10. the sitemap leaves out the noindex unsubscribe page', async ({ page }) => {
    const xml = await (await page.request.get('/sitemap.xml')).text();
    expect(xml).toContain('/newsletter</loc>');
    expect(xml).not.toContain('/newsletter/unsubscribe');
  });

  test('chat: the payment on $450,000 at 4.49% over 25 years matches the calculator it opens, to the cent', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: messages.chat.openButton }).click();
    const dialog = page.getByRole('dialog', { name: CHAT_TITLE });
    await dialog.getByRole('textbox', { name: chatCopy.inputLabel }).fill('What would my payment be on $450,000 at 4.49% over 25 years?');
    await dialog.getByRole('textbox', { name: chatCopy.inputLabel }).press('Enter');
    const reply = dialog.getByRole('list', { name: chatCopy.conversationLabel }).getByRole('listitem').last();
    await expect(reply).toContainText('the monthly payment is $');
    const payment = /the monthly payment is (\$[\d,]+\.\d{2})/.exec((await reply.textContent()) ?? '')![1]!;
    await reply.getByRole('link', { name: 'Open the payment calculator with these numbers' }).click();
    await expect(page).toHaveURL(/\/mortgage-calculator\?.*amount=450000/);
    await expect(page.getByRole('region', { name: 'Your mortgage payment' })).toContainText(payment);
  });
});

test('7. the start-up build is recorded, so the back office never says "Last rebuilt never" after a start', async () => {
  const state = (await db.execute('SELECT last_finished_at, last_status, last_started_at FROM rebuild_state WHERE id = 1')).rows[0]!;
  expect(state.last_finished_at).not.toBeNull();
  expect(state.last_status).toBe('success');
});
