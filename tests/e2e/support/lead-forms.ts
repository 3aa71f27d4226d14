import type { Locator } from '@playwright/test';
import type { Db } from '../../../db/client';

/** What a visitor types into the contact form; the phone type and postal code are filled only when given. */
export interface ContactEntry {
  first: string;
  last: string;
  email: string;
  phone: string;
  phoneType?: string;
  postalCode?: string;
  comments: string;
}

/** Fills the contact form field by field as a visitor would; the caller ticks consent (or not) and sends. */
export async function fillContactForm(form: Locator, entry: ContactEntry): Promise<void> {
  await form.getByLabel('First name').fill(entry.first);
  await form.getByLabel('Last name').fill(entry.last);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(entry.email);
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(entry.phone);
  if (entry.phoneType) await form.getByLabel('Phone type').selectOption(entry.phoneType);
  if (entry.postalCode) await form.getByLabel('Postal code').fill(entry.postalCode);
  await form.getByLabel('Comments').fill(entry.comments);
}

/** The lead a contact form sends stores: the entry as typed, for `agentId` (or none). */
export const contactLead = (entry: ContactEntry, agentId: string | null) => ({
  client_name: `${entry.first} ${entry.last}`,
  client_email: entry.email,
  client_phone: entry.phone,
  message: entry.comments,
  type: 'contact',
  source: 'contact_form',
  status: 'new',
  agent_id: agentId,
  metadata: { phoneType: entry.phoneType, postalCode: entry.postalCode },
});

/** The lead a mortgage application stores; the tests' applicants share the phone, address and message. */
export const applicationLead = (name: string, email: string, amount: number, agentId: string) => ({
  client_name: name,
  client_email: email,
  client_phone: '416 555 0144',
  message: 'First home.',
  type: 'application',
  source: 'website',
  status: 'new',
  agent_id: agentId,
  metadata: { mortgage_amount: amount, property_address: '77 Queen St E, Toronto' },
});

/** Fills the mortgage application's own fields (the agent is left as it is) and sends it. */
export async function sendMortgageApplication(form: Locator, entry: { name: string; email: string; phone: string; amount: string }): Promise<void> {
  await form.getByLabel('Full name').fill(entry.name);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(entry.email);
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(entry.phone);
  await form.getByLabel('Mortgage amount (CAD)').fill(entry.amount);
  await form.getByLabel('Property address').fill('77 Queen St E, Toronto');
  await form.getByRole('button', { name: 'Submit Application' }).click();
}

/** One Become an Agent application, sent (with or without JavaScript), and the lead it must store. */
export const agentApplication = {
  async fill(form: Locator, email: string): Promise<void> {
    await form.getByLabel('Full name').fill('Morgan Applicant');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('647-555-0177');
    await form.getByLabel('Current experience level').selectOption('Mortgage Agent Level 1');
    await form.getByLabel('Additional information').fill('Licensed in 2024.');
    await form.getByRole('button', { name: 'Submit Application' }).click();
  },
  lead: (email: string) => ({
    client_name: 'Morgan Applicant',
    client_email: email,
    client_phone: '647-555-0177',
    message: 'Licensed in 2024.',
    type: 'contact',
    source: 'website',
    status: 'new',
    agent_id: null,
    metadata: { type: 'agent_application', experience: 'Mortgage Agent Level 1' },
  }),
};

/** The lead a newsletter subscription stores, named after the address's local part. */
export const newsletterLead = (email: string) => ({
  client_name: email.split('@')[0],
  client_email: email,
  client_phone: null,
  message: null,
  type: 'contact',
  source: 'newsletter',
  status: 'new',
  agent_id: null,
  metadata: { subscribed_to: 'newsletter' },
});

/** Reads what the lead forms stored, from the test's database (`db` is opened in the test file's beforeAll). */
export function leadRecords(db: () => Db) {
  return {
    /** The leads stored for an address, as the forms' tests compare them (no id; metadata parsed). */
    async leadsFor(email: string) {
      const result = await db().execute({
        sql: 'SELECT client_name, client_email, client_phone, message, type, source, status, agent_id, metadata FROM leads WHERE lower(client_email) = lower(?)',
        args: [email],
      });
      return result.rows.map((row) => ({ ...row, metadata: JSON.parse(String(row.metadata)) as unknown }));
    },

    async agentId(slug: string): Promise<string> {
      return String((await db().execute({ sql: 'SELECT id FROM agents WHERE profile_slug = ?', args: [slug] })).rows[0]!.id);
    },

    /** The newsletter's two emails carry a link each (the confirmation, then the unsubscribe): its path and query. */
    async newsletterLink(email: string, kind: 'confirm' | 'unsubscribe'): Promise<string> {
      const outbox =
        kind === 'confirm'
          ? await db().execute({ sql: 'SELECT text_body FROM email_outbox WHERE to_address = ?', args: [email] })
          : await db().execute({ sql: "SELECT text_body FROM email_outbox WHERE to_address = ? AND subject LIKE 'You''re subscribed%'", args: [email] });
      const pattern =
        kind === 'confirm' ? /(https?:\/\/\S+\/api\/leads\/newsletter\/confirm\?token=[\w-]+)/ : /(https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w-]+)/;
      const link = new URL(pattern.exec(String(outbox.rows[0]!.text_body))![1]!);
      return link.pathname + link.search;
    },
  };
}
