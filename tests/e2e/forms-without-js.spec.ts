import { expect, test, type Page } from '@playwright/test';
import { createDb, type Db } from '../../db/client';
import { messages } from '../../src/lib/messages';
import { E2E_DATABASE_URL } from './support/e2e-env';
import { agentApplication, applicationLead, contactLead, fillContactForm, leadRecords, newsletterLead } from './support/lead-forms';

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

const { leadsFor, agentId, newsletterLink } = leadRecords(() => db);

async function consentsFor(email: string) {
  const result = await db.execute({
    sql: 'SELECT form, wording, ip, user_agent, withdrawn_at, lead_id FROM consent_records WHERE lower(email) = lower(?)',
    args: [email],
  });
  return result.rows;
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
    const entry = {
      first: 'Nadia',
      last: 'Plain',
      email,
      phone: '416-555-0123',
      phoneType: 'Residential',
      postalCode: 'M4C 1B5',
      comments: 'We would like to talk about a renewal.',
    };
    await fillContactForm(form, entry);
    await form.getByLabel(/I consent to receiving communications/).check();
    await form.getByRole('button', { name: 'Submit' }).click();

    await expectOutcome(page, 'contact-sent', messages.contact.success);
    await expect(page).toHaveURL(/\/contact\?agent=davidchen&sent=contact#contact-result-sent$/);
    expect(await leadsFor(email)).toEqual([contactLead(entry, await agentId('davidchen'))]);
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
    await fillContactForm(form, { first: 'Rae', last: 'Fused', email, phone: '12', phoneType: 'Work', comments: message });
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
    await agentApplication.fill(form, email);
    await expectOutcome(page, 'agent-application-sent', messages.becomeAgent.success);
    expect(await leadsFor(email)).toEqual([agentApplication.lead(email)]);
  });

  test("application with an agent's ?agent= link: the agent is chosen as the island would, and the answer names the emailed link @phone", async ({ page }) => {
    const email = unique('application');
    // No agent list without JavaScript (the page does not grow with the team, ADR 31): the hint leads to the agent's own page.
    await page.goto('/applications');
    await expect(page.getByText(messages.applications.agentHint)).toBeVisible();
    await page.getByRole('link', { name: messages.applications.agentHintLink, exact: true }).click();
    await expect(page).toHaveURL(/\/find-broker$/);
    // The seeded agents have apply links of their own; one without gets `/applications?agent={id}` (apply-link.ts).
    await page.goto(`/applications?agent=${await agentId('sarahmitchell')}`);
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Mortgage application' }) });
    await form.getByLabel('Full name').fill('Casey Plainform');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('416 555 0144');
    await form.getByLabel('Mortgage amount (CAD)').fill('610,000');
    await form.getByLabel('Property address').fill('77 Queen St E, Toronto');
    await form.getByLabel('Message').fill('First home.');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expectOutcome(page, 'application-sent', `${messages.applications.success} ${messages.applications.fileLinkSent}`);
    expect(await leadsFor(email)).toEqual([applicationLead('Casey Plainform', email, 610000, await agentId('sarahmitchell'))]);
  });

  test('newsletter, then the unsubscribe link from the email: subscription and withdrawal recorded', async ({ page }) => {
    const email = unique('news');
    await page.goto('/newsletter');
    await page.locator('main form').getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.locator('main form').getByRole('button', { name: 'Subscribe Now' }).click();
    await expectOutcome(page, 'newsletter-sent', `${messages.newsletter.success} ${messages.newsletter.checkInbox}`);
    expect(await leadsFor(email)).toEqual([newsletterLead(email)]);
    expect(await consentsFor(email)).toMatchObject([{ form: 'newsletter', wording: messages.newsletter.consentLabel, withdrawn_at: null }]);

    // Double opt-in (ADR 39): the confirmation link's page works without script; then the welcome email's link.
    await page.goto(await newsletterLink(email, 'confirm'));
    await page.getByRole('button', { name: messages.newsletter.confirmButton }).click();
    await expect(page.getByText(messages.newsletter.confirmed)).toBeVisible();
    await page.goto(await newsletterLink(email, 'unsubscribe'));
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
