import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singleLineText } from '../../../src/lib/schemas/one-line-text';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { caller, signIn, type SignedIn } from '../agents/support';
import { contactBody } from '../leads/lead-helpers';

const row = 'Jane Doe\tjane@x.ca\t416-555-0101';

/** A pasted spreadsheet row is refused in a single-line field, on the back office's form and the public ones (ADR 44). */
describe('single-line lead fields refuse tabs and line breaks', () => {
  let api: TestApi;
  let call: ReturnType<typeof caller>;
  let superAdmin: SignedIn;
  const leadCount = async () => Number((await api.db.execute('SELECT COUNT(*) AS n FROM leads')).rows[0]!.n);

  beforeAll(async () => {
    api = await startTestApi({ env: { LEAD_FORM_LIMIT_PER_IP: '1000' } });
    call = caller(api);
    superAdmin = await signIn(api, 'super_admin', 'Sam Super');
  });
  afterAll(() => api.close());

  it('Add Lead refuses a row pasted into Name or Phone, naming the field, and stores nothing', async () => {
    const before = await leadCount();
    const name = await call('POST', '/api/admin/leads', superAdmin.cookie, { client_name: row, client_email: 'jane@x.ca', type: 'contact' });
    expect(name.status).toBe(400);
    expect(name.body.error.fields).toMatchObject({ client_name: singleLineText.oneLine('Name') });
    const phone = await call('POST', '/api/admin/leads', superAdmin.cookie, {
      client_name: 'Jane Doe',
      client_email: 'jane@x.ca',
      client_phone: '416\n555-0101',
    });
    expect(phone.status).toBe(400);
    expect(phone.body.error.fields).toMatchObject({ client_phone: singleLineText.oneLine('Phone') });
    expect(await leadCount()).toBe(before);
  });

  it('the public contact and application forms refuse it too', async () => {
    const before = await leadCount();
    const contact = await call('POST', '/api/leads/contact', undefined, contactBody({ firstName: row, consent: true }));
    expect(contact.status).toBe(400);
    expect(contact.body.error.fields).toMatchObject({ firstName: singleLineText.oneLine('First name') });
    const application = await call('POST', '/api/leads/application', undefined, {
      full_name: 'Jane\tDoe',
      email: 'jane@x.ca',
      phone: '416-555-0101',
      idempotency_key: crypto.randomUUID(),
      website: '',
    });
    expect(application.status).toBe(400);
    expect(application.body.error.fields).toMatchObject({ full_name: singleLineText.oneLine('Full name') });
    expect(await leadCount()).toBe(before);
  });
});
