import { expect, test, type Page } from '@playwright/test';
import { createDb, type Db } from '../../db/client';
import { messages } from '../../src/lib/messages';
import { E2E_DATABASE_URL } from './support/e2e-env';

/**
 * every public form works before JavaScript. With scripts off, each form posts as plain HTML, the API
 * answers with a 303 back to the page, and the page shows the outcome from its address alone (CSS :target). The
 * rows stored are the ones the island's JSON post stores (tests/e2e/lead-forms.spec.ts).
 */
test.use({ javaScriptEnabled: false });

let db: Db;
test.beforeAll(async () => {
  db = await createDb({ url: E2E_DATABASE_URL });
});
test.afterAll(() => db.close());

const unique = (label: string) => `e2e-nojs-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

async function leadsFor(email: string) {
  const result = await db.execute({
    sql: 'SELECT id, client_name, client_email, client_phone, message, type, source, status, agent_id, metadata FROM leads WHERE lower(client_email) = lower(?)',
    args: [email],
  });
  return result.rows.map(({ id: _id, ...row }) => ({ ...row, metadata: JSON.parse(String(row.metadata)) as unknown }));
}

async function consentsFor(email: string) {
  const result = await db.execute({
    sql: 'SELECT form, wording, ip, user_agent, withdrawn_at, lead_id FROM consent_records WHERE lower(email) = lower(?)',
    args: [email],
  });
  return result.rows;
}

async function agentId(slug: string): Promise<string> {
  return String((await db.execute({ sql: 'SELECT id FROM agents WHERE profile_slug = ?', args: [slug] })).rows[0]!.id);
}

/** Only the outcome the address names is shown; the page's other outcome messages stay hidden. */
/** `outcome` is form-outcome ('contact-sent'); the element's id is form-result-outcome (src/lib/forms/form-result.ts). */
async function expectOutcome(page: Page, outcome: string, text: string) {
  const id = outcome.replace(/-(sent|invalid|consent|failed|limited)$/, '-result-$1');
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(page.locator(`#${id}`)).toBeVisible();
  await expect(page.locator(`#${id}`)).toHaveText(text);
  await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
}

test.describe('forms without JavaScript', () => {
  test('contact from an agent page address: the lead, its agent and the consent record are stored; the page says sent', async ({ page }) => {
    const email = unique('contact');
    await page.goto('/contact?agent=davidchen');
    const form = page.locator('main form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(page.locator('#contact-result-sent')).toBeHidden();
    await form.getByLabel('First name').fill('Nadia');
    await form.getByLabel('Last name').fill('Plain');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('416-555-0123');
    await form.getByLabel('Phone type').selectOption('Residential');
    await form.getByLabel('Postal code').fill('M4C 1B5');
    await form.getByLabel('Comments').fill('We would like to talk about a renewal.');
    await form.getByLabel(/I consent to receiving communications/).check();
    await form.getByRole('button', { name: 'Submit' }).click();

    await expectOutcome(page, 'contact-sent', messages.contact.success);
    await expect(page).toHaveURL(/\/contact\?agent=davidchen&sent=contact#contact-result-sent$/);
    expect(await leadsFor(email)).toEqual([
      {
        client_name: 'Nadia Plain',
        client_email: email,
        client_phone: '416-555-0123',
        message: 'We would like to talk about a renewal.',
        type: 'contact',
        source: 'contact_form',
        status: 'new',
        agent_id: await agentId('davidchen'),
        metadata: { phoneType: 'Residential', postalCode: 'M4C 1B5' },
      },
    ]);
    const [consent] = await consentsFor(email);
    expect(consent).toMatchObject({ form: 'contact', wording: messages.contact.consentLabel, withdrawn_at: null });
    expect(consent!.ip).toBeTruthy();
    expect(String(consent!.user_agent)).toContain('Chrome');
  });

  test('contact: the browser itself stops a submission without consent; answers only the server refuses come back named, every answer kept', async ({
    page,
  }) => {
    const email = unique('refused').replace('@example.test', '@localhost'); // a form the browser accepts, the site does not
    const message = 'We are moving in the spring and would like to compare a renewal with a switch. '.repeat(6).trim();
    await page.goto('/contact');
    const form = page.locator('main form');
    await form.getByLabel('First name').fill('Rae');
    await form.getByLabel('Last name').fill('Fused');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('12');
    await form.getByLabel('Phone type').selectOption('Work');
    await form.getByLabel('Comments').fill(message);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/contact$/); // the required consent box kept the form here
    await form.getByLabel(/I consent to receiving communications/).check();
    await form.getByRole('button', { name: 'Submit' }).click();

    // The answer is the form again (ADR 54): nothing typed in the address, every answer kept, each wrong field named
    // in the page script's words, inside the site's header and footer.
    await expect(page).toHaveURL(/\/api\/leads\/contact$/);
    const retry = page.getByTestId('contact-retry-form');
    await expect(page.getByRole('status')).toHaveText(messages.generic.invalidInput);
    await expect(retry.getByLabel('First name')).toHaveValue('Rae');
    await expect(retry.getByLabel('Last name')).toHaveValue('Fused');
    await expect(retry.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
    await expect(retry.getByRole('textbox', { name: 'Email', exact: true })).toHaveAccessibleDescription('Enter a valid email address.');
    await expect(retry.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('12');
    await expect(retry.getByRole('textbox', { name: 'Phone', exact: true })).toHaveAccessibleDescription('Enter a valid phone number.');
    await expect(retry.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
    await expect(retry.getByLabel('Phone type')).toHaveValue('Work');
    await expect(retry.getByLabel('Comments')).toHaveValue(message);
    await expect(retry.getByLabel(/I consent to receiving communications/)).toBeChecked();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Rates' })).toBeVisible();
    await expect(page.getByTestId('licence-text')).toBeVisible();
    expect(await leadsFor(email)).toEqual([]);

    // Put right, the same form sends: the lead is stored and the contact page says so.
    const fixed = unique('fixed');
    await retry.getByRole('textbox', { name: 'Email', exact: true }).fill(fixed);
    await retry.getByRole('textbox', { name: 'Phone', exact: true }).fill('416-555-0123');
    await retry.getByRole('button', { name: 'Submit' }).click();
    await expectOutcome(page, 'contact-sent', messages.contact.success);
    expect(await leadsFor(fixed)).toHaveLength(1);
  });

  test('newsletter: an address the browser accepts but the site refuses comes back named and kept', async ({ page }) => {
    await page.goto('/newsletter');
    const form = page.locator('main form');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@localhost');
    await form.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(page).toHaveURL(/\/api\/leads\/newsletter$/);
    const email = page.getByTestId('newsletter-retry-form').getByRole('textbox', { name: 'Email', exact: true });
    await expect(email).toHaveValue('ada@localhost');
    await expect(email).toHaveAccessibleDescription('Enter a valid email address.');
  });

  test('become an agent: stored as the agent-application lead', async ({ page }) => {
    const email = unique('agent-app');
    await page.goto('/become-broker');
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Apply to join our team' }) });
    await form.getByLabel('Full name').fill('Morgan Applicant');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('647-555-0177');
    await form.getByLabel('Current experience level').selectOption('Mortgage Agent Level 1');
    await form.getByLabel('Additional information').fill('Licensed in 2024.');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expectOutcome(page, 'agent-application-sent', messages.becomeAgent.success);
    expect(await leadsFor(email)).toEqual([
      {
        client_name: 'Morgan Applicant',
        client_email: email,
        client_phone: '647-555-0177',
        message: 'Licensed in 2024.',
        type: 'contact',
        source: 'website',
        status: 'new',
        agent_id: null,
        metadata: { type: 'agent_application', experience: 'Mortgage Agent Level 1' },
      },
    ]);
  });

  test('application with ?agent= from an agent page: the agent is chosen as the island would', async ({ page }) => {
    const email = unique('application');
    await page.goto('/applications?agent=sarahmitchell');
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Mortgage application' }) });
    await form.getByLabel('Full name').fill('Casey Plainform');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('416 555 0144');
    await form.getByLabel('Mortgage amount (CAD)').fill('610,000');
    await form.getByLabel('Property address').fill('77 Queen St E, Toronto');
    await form.getByLabel('Message').fill('First home.');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expectOutcome(page, 'application-sent', messages.applications.success);
    expect(await leadsFor(email)).toEqual([
      {
        client_name: 'Casey Plainform',
        client_email: email,
        client_phone: '416 555 0144',
        message: 'First home.',
        type: 'application',
        source: 'website',
        status: 'new',
        agent_id: await agentId('sarahmitchell'),
        metadata: { mortgage_amount: 610000, property_address: '77 Queen St E, Toronto' },
      },
    ]);
  });

  test('newsletter, then the unsubscribe link from the email: subscription and withdrawal recorded', async ({ page }) => {
    const email = unique('news');
    await page.goto('/newsletter');
    await page.locator('main form').getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.locator('main form').getByRole('button', { name: 'Subscribe Now' }).click();
    await expectOutcome(page, 'newsletter-sent', `${messages.newsletter.success} ${messages.newsletter.checkInbox}`);
    expect(await leadsFor(email)).toEqual([
      {
        client_name: email.split('@')[0],
        client_email: email,
        client_phone: null,
        message: null,
        type: 'contact',
        source: 'newsletter',
        status: 'new',
        agent_id: null,
        metadata: { subscribed_to: 'newsletter' },
      },
    ]);
    expect(await consentsFor(email)).toMatchObject([{ form: 'newsletter', wording: messages.newsletter.consentLabel, withdrawn_at: null }]);

    // Double opt-in (ADR 39): the confirmation link's page works without script; then the welcome email's link.
    const request = await db.execute({ sql: 'SELECT text_body FROM email_outbox WHERE to_address = ?', args: [email] });
    const confirmLink = new URL(/(https?:\/\/\S+\/api\/leads\/newsletter\/confirm\?token=[\w-]+)/.exec(String(request.rows[0]!.text_body))![1]!);
    await page.goto(confirmLink.pathname + confirmLink.search);
    await page.getByRole('button', { name: messages.newsletter.confirmButton }).click();
    await expect(page.getByText(messages.newsletter.confirmed)).toBeVisible();
    const outbox = await db.execute({ sql: "SELECT text_body FROM email_outbox WHERE to_address = ? AND subject LIKE 'You''re subscribed%'", args: [email] });
    const link = new URL(/(https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w-]+)/.exec(String(outbox.rows[0]!.text_body))![1]!);
    await page.goto(link.pathname + link.search);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expectOutcome(page, 'unsubscribe-sent', messages.newsletter.unsubscribed);
    await expect(page).not.toHaveURL(/token=/);
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeHidden();
    expect((await consentsFor(email))[0]!.withdrawn_at).toBeTruthy();
  });

  test('sign-in, which never posts natively (the password would travel in the address), says it needs JavaScript', async ({ page }) => {
    await page.goto('/auth');
    const form = page.locator('main form');
    await expect(form.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    // Playwright's text selectors skip <noscript>, so the note is found by where it is.
    const note = page.locator('main noscript p');
    await expect(note).toBeVisible();
    await expect(note).toHaveText(messages.auth.needsJavaScript);
  });
});
