import { expect, test, type Page } from '@playwright/test';
import { toastWith } from './support/back-office';
import { createDb, type Db } from '../../db/client';
import { messages } from '../../src/lib/messages';
import { signInThroughPage } from './support/auth';
import { ACCOUNTS, E2E_DATABASE_URL } from './support/e2e-env';
import { startUsing } from './support/forms';
import {
  agentApplication,
  applicationLead,
  type ContactEntry,
  contactLead,
  fillContactForm,
  leadRecords,
  newsletterLead,
  sendMortgageApplication,
} from './support/lead-forms';
import { expectNoAxeViolations } from './support/axe';

/** Each lead form as a new visitor uses it: fill, submit, read the exact message, find the exact row stored. */

let db: Db;
test.beforeAll(async () => {
  db = await createDb({ url: E2E_DATABASE_URL });
});
test.afterAll(() => db.close());

const unique = (label: string) => `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

const { leadsFor, agentId, newsletterLink } = leadRecords(() => db);

const erin = (email: string): ContactEntry => ({
  first: 'Erin',
  last: 'Tester',
  email,
  phone: '416-555-0123',
  phoneType: 'Residential',
  postalCode: 'M4C 1B5',
  comments: 'We would like to talk about a renewal.',
});

async function fillContact(page: Page, email: string) {
  const form = page.locator('main form');
  await startUsing(form);
  await fillContactForm(form, erin(email));
  return form;
}

test.describe('lead forms', () => {
  test('contact: a visitor sends a message and the exact lead is stored; the form clears', async ({ page }) => {
    const email = unique('contact');
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByText('Mortgage Brokerage Licence #10530')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Broker' })).toHaveCount(0);
    const form = await fillContact(page, email);
    await form.getByLabel(/I consent to receiving communications/).check();
    await form.getByRole('button', { name: 'Submit' }).click();

    // The success stays beside the button (ADR 48); the alliance outcome is staff's business, not a visitor's.
    await expect(page.getByTestId('contact-result-shown')).toHaveText("Message sent! We'll get back to you soon.");
    await expect(toastWith(page, 'Broker code or wpnonce not provided; skipped external submission.')).toHaveCount(0);
    expect(await leadsFor(email)).toEqual([contactLead(erin(email), null)]);
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('');
    await expect(form.getByLabel('Phone type')).toHaveValue('Mobile');
    await expect(form.getByLabel(/I consent/)).not.toBeChecked();
  });

  test('contact with ?agent={id} preselects the agent: heading, broker card and the stored agent_id', async ({ page }) => {
    const id = await agentId('davidchen');
    const email = unique('agent-contact');
    await page.goto(`/contact?agent=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact David Chen' })).toBeVisible();
    const card = page.getByRole('region', { name: 'Your Broker' });
    await expect(card.getByRole('link', { name: 'david.chen@example.com' })).toHaveAttribute('href', 'mailto:david.chen@example.com');
    await expect(card.getByRole('link', { name: '905-555-0178' })).toHaveAttribute('href', 'tel:9055550178');
    await expect(card.getByText('DC')).toBeVisible();
    const form = await fillContact(page, email);
    await form.getByLabel(/I consent/).check();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('contact-result-shown')).toHaveText("Message sent! We'll get back to you soon.");
    expect((await leadsFor(email))[0]).toMatchObject({ agent_id: id, source: 'contact_form' });
  });

  test('contact without consent shows the spec message, keeps the values and stores nothing', async ({ page }) => {
    const email = unique('no-consent');
    await page.goto('/contact');
    const form = await fillContact(page, email);
    await form.getByRole('button', { name: 'Submit' }).click();
    // Once, beside the box (ADR 42): no toast repeating it.
    await expect(form.getByText('Please consent to receiving communications')).toBeVisible();
    await expect(toastWith(page, 'Please consent to receiving communications')).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
    expect(await leadsFor(email)).toEqual([]);
  });

  test('contact shows field errors inline and sends nothing while a field is wrong', async ({ page }) => {
    await page.goto('/contact');
    const form = page.locator('main form');
    await startUsing(form);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('First name is required.')).toBeVisible();
    await expect(form.getByText('Enter a valid email address.')).toBeVisible();
    await expect(form.getByRole('alert')).toHaveText(messages.generic.invalidInput);
    await expect(form.getByLabel('First name')).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('become an agent: the application is stored as the spec’s agent-application lead', async ({ page }) => {
    const email = unique('agent-app');
    await page.goto('/become-broker');
    for (const level of ['Mortgage Agent Level 1', 'Mortgage Agent Level 2', 'Mortgage Broker']) {
      await expect(page.getByRole('heading', { name: level, exact: true })).toBeVisible();
    }
    await expect(page.getByText('Level 1 plus 12 months of experience.')).toBeVisible();
    await expect(page.getByText('At least 24 months of Level 2 experience plus the provincial broker education program.')).toBeVisible();
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Apply to join our team' }) });
    await form.scrollIntoViewIfNeeded();
    await startUsing(form);
    await agentApplication.fill(form, email);
    await expect(toastWith(page, messages.becomeAgent.success)).toBeVisible();
    expect(await leadsFor(email)).toEqual([agentApplication.lead(email)]);
    await expect(form.getByLabel('Full name')).toHaveValue('');
  });

  test('newsletter: subscribing stores one lead, twice is still a success, and the email link unsubscribes', async ({ page }) => {
    const email = unique('news');
    await page.goto('/newsletter');
    await expect(page.getByRole('heading', { level: 1, name: 'Stay in touch!' })).toBeVisible();
    for (let i = 0; i < 2; i++) {
      const form = page.locator('main form');
      await startUsing(form);
      await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/leads/newsletter') && response.request().method() === 'POST');
      await form.getByRole('button', { name: 'Subscribe Now' }).click();
      expect((await answered).status()).toBe(201);
      // The success stays in the form, as the contact form's does (ADR 54); the second time after typing again.
      await expect(page.getByTestId('newsletter-result-shown')).toHaveText(`Successfully subscribed to our newsletter! ${messages.newsletter.checkInbox}`);
    }
    const rows = await leadsFor(email);
    expect(rows).toEqual([newsletterLead(email)]);

    // Double opt-in (ADR 39): one confirmation request, whose link opens a page with a button; then the welcome email.
    const requests = await db.execute({ sql: 'SELECT text_body FROM email_outbox WHERE to_address = ?', args: [email] });
    expect(requests.rows).toHaveLength(1);
    await page.goto(await newsletterLink(email, 'confirm'));
    await page.getByRole('button', { name: messages.newsletter.confirmButton }).click();
    await expect(page.getByText(messages.newsletter.confirmed)).toBeVisible();
    await page.goto(await newsletterLink(email, 'unsubscribe'));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText(messages.newsletter.unsubscribed)).toBeVisible();
    const consent = await db.execute({ sql: 'SELECT withdrawn_at FROM consent_records WHERE email = lower(?)', args: [email] });
    expect(consent.rows[0]!.withdrawn_at).toBeTruthy();
  });

  test('applications: the page carries no agent list; the choices come from the agents index once the form is used', async ({ page, request }) => {
    const html = await (await request.get('/applications')).text();
    expect(html).not.toContain('Sarah Mitchell');
    const indexRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/find-broker/agents.json')) indexRequests.push(r.url());
    });
    await page.goto('/applications?agent=sarahmitchell');
    const agent = page.getByRole('combobox', { name: 'Agent', exact: true });
    await expect(agent.getByRole('option', { name: 'Sarah Mitchell' })).toHaveCount(1, { timeout: 20_000 });
    // The ?agent= of an agent page's link is chosen once the index names it.
    await expect(agent).toHaveValue(await agentId('sarahmitchell'));
    expect(indexRequests).toHaveLength(1);
  });

  test("applications: an agent's link is chosen before the agent list arrives, so an early submit reaches that agent @phone", async ({ page }) => {
    const email = unique('application-early');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/find-broker/agents.json', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto('/applications?agent=sarahmitchell');
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Mortgage application' }) });
    await startUsing(form);
    const agent = form.getByRole('combobox', { name: 'Agent', exact: true });
    await expect(agent).toHaveValue('sarahmitchell');
    await expect(form.getByText(messages.applications.agentHint)).toBeVisible();
    await sendMortgageApplication(form, { name: 'Casey Early', email, phone: '416 555 0145', amount: '530000' });
    await expect(toastWith(page, messages.applications.success)).toBeVisible();
    await expect(toastWith(page, messages.applications.fileLinkSent)).toBeVisible();
    release();
    expect((await leadsFor(email))[0]).toMatchObject({ agent_id: await agentId('sarahmitchell') });
  });

  test('applications: a visitor applies, sees no list; the super admin (the lead desk) sees the application in the list', async ({ page }) => {
    const email = unique('application');
    const id = await agentId('sarahmitchell');
    await page.goto('/applications');
    await expect(page.getByText(messages.applications.staffOnly)).toBeVisible();
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Mortgage application' }) });
    await startUsing(form);
    await form.getByLabel('Full name').fill('Casey Buyer');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('416 555 0144');
    await form.getByLabel('Mortgage amount (CAD)').fill('520000');
    await form.getByRole('combobox', { name: 'Agent', exact: true }).selectOption({ label: 'Sarah Mitchell' });
    await form.getByLabel('Property address').fill('77 Queen St E, Toronto');
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('First home.');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toastWith(page, 'Application submitted successfully!')).toBeVisible();
    expect(await leadsFor(email)).toEqual([applicationLead('Casey Buyer', email, 520000, id)]);
    await expect(page.getByRole('heading', { name: 'Recent applications' })).toHaveCount(0);

    // Admins and agents see only their own applications (ADR 40); this one is Sarah Mitchell's.
    await signInThroughPage(page, ACCOUNTS.superAdmin.email, ACCOUNTS.superAdmin.password);
    await page.waitForURL(/super-admin/);
    await page.goto('/applications');
    const list = page.getByRole('region', { name: 'Recent applications' });
    await expect(list.getByText('Casey Buyer')).toBeVisible();
    await expect(list.getByText(/\$520,000/)).toBeVisible();

    // Signing out in the header takes the list of personal data off the page at once (one shared session store).
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).first().click();
    await expect(list).toHaveCount(0);
    await expect(page.getByText(messages.applications.staffOnly)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  for (const path of ['/contact', '/become-broker', '/newsletter', '/applications', '/newsletter/unsubscribe?token=x']) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await page.goto(path);
      const form = page.locator('main form').first();
      await form.scrollIntoViewIfNeeded();
      // Hydrated (the island marks its form), so the island's final markup is what is checked.
      await startUsing(form);
      await expectNoAxeViolations(page);
    });
  }

  test('contact on a phone: fill and send with the on-screen layout @phone', async ({ page }) => {
    const email = unique('phone');
    await page.goto('/contact');
    const form = await fillContact(page, email);
    await form.getByLabel(/I consent/).check();
    const button = form.getByRole('button', { name: 'Submit' });
    // On a phone the button spans the form, easy to hit with a thumb.
    const box = await button.boundingBox();
    const viewport = page.viewportSize()!;
    if (viewport.width < 640) expect(box!.width).toBeGreaterThan(viewport.width * 0.6);
    await button.click();
    await expect(page.getByTestId('contact-result-shown')).toHaveText("Message sent! We'll get back to you soon.");
    expect(await leadsFor(email)).toHaveLength(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
