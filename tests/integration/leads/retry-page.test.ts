import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../src/lib/messages';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { countRows } from './lead-helpers';

// A contact or newsletter form posted without JavaScript and refused for its answers comes back as the form,
// every answer kept and each wrong field named (ADR 54), in the site's header and footer.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: true, env: { LEAD_FORM_LIMIT_PER_IP: '1000' } });
});
afterAll(() => api.close());

function post(path: string, fields: Record<string, string>, referer?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (referer) headers.referer = `${api.baseUrl}${referer}`;
  return api.request(path, { method: 'POST', headers, body: new URLSearchParams(fields).toString(), redirect: 'manual' });
}

const longMessage = 'We are moving to Ottawa in the spring and would like to compare a renewal with a switch. '.repeat(8).trim();
const contactFields = {
  firstName: 'Ada',
  lastName: 'O"Hara <b>',
  email: 'ada@localhost',
  phone: '12',
  phoneType: 'Work',
  postalCode: 'K1A 0B1',
  message: longMessage,
  consent: 'on',
  agent_id: '',
  website: '',
};

describe('the contact and newsletter forms sent back filled', () => {
  it('contact: an address the browser accepts and a short phone come back named, every answer kept, nothing stored', async () => {
    const res = await post('/api/leads/contact', contactFields, '/contact?agent=davidchen');
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull(); // nothing the visitor typed goes into an address
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain(messages.generic.invalidInput);
    expect(html).toContain('<p class="error" id="contact-email-error">Enter a valid email address.</p>');
    expect(html).toContain('<p class="error" id="contact-phone-error">Enter a valid phone number.</p>');
    expect(html).toMatch(/id="contact-email"[^>]*value="ada@localhost" aria-invalid="true" aria-describedby="contact-email-error" autofocus>/);
    expect(html).toMatch(/id="contact-phone"[^>]*value="12" aria-invalid="true" aria-describedby="contact-phone-error">/);
    expect(html).toContain('value="Ada"');
    expect(html).toContain('value="O&#34;Hara &#60;b&#62;"'); // escaped, never markup
    expect(html).toContain('value="K1A 0B1"');
    expect(html).toContain('<option selected>Work</option>');
    expect(html).toContain(`>${longMessage}</textarea>`);
    expect(html).toMatch(/id="contact-consent"[^>]*checked/);
    expect(html).toContain('name="agent_id" value="davidchen"'); // the agent the page's address chose goes with the retry
    expect(html).not.toContain('first-name-error');
    expect(await countRows(api.db, 'leads', "client_email = 'ada@localhost'")).toBe(0);
  });

  it('contact: an unticked consent box comes back with the consent message beside it and the answers kept', async () => {
    const { consent: _unticked, ...fields } = { ...contactFields, email: 'kept@example.test', phone: '416-555-0111' };
    const res = await post('/api/leads/contact', fields, '/contact');
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(`<p class="error" id="contact-consent-error">${messages.contact.consentRequired}</p>`);
    expect(html).toContain('value="kept@example.test"');
    expect(html).not.toMatch(/id="contact-consent"[^>]*checked/);
    expect(await countRows(api.db, 'leads', "client_email = 'kept@example.test'")).toBe(0);
  });

  it('newsletter: an address the browser accepts but the site does not comes back named and kept', async () => {
    const res = await post('/api/leads/newsletter', { email: 'ada@localhost', website: '' }, '/newsletter');
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('<p class="error" id="newsletter-email-error">Enter a valid email address.</p>');
    expect(html).toContain('value="ada@localhost"');
    expect(html).toContain(messages.newsletter.heading);
  });

  it('the pages the API writes wear the site header, menu and footer (the rate-alert one too)', async () => {
    const contact = await (await post('/api/leads/contact', contactFields)).text();
    const rateAlert = await (
      await api.request('/api/rate-alerts', {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `${api.baseUrl}/rates` },
        body: 'email=cleo%40example.test&province=Quebec&product=3-variable&alert_on=threshold&threshold=&consent=on&website=',
      })
    ).text();
    for (const html of [contact, rateAlert]) {
      expect(html).toMatch(/<header class="site-header"><a class="brand" href="\/">/);
      expect(html).toContain('<nav aria-label="Main">');
      expect(html).toContain('<a href="/rates">Our Rates</a>');
      expect(html).toContain('<summary>Contact Us</summary>');
      expect(html).toContain('data-testid="licence-text"');
      // Its own form must post with the site's Origin: under no-referrer the browser sends "null", refused as CSRF.
      expect(html).not.toContain('no-referrer');
    }
  });

  it('a valid form post is still stored and answered with the 303 to the page', async () => {
    const res = await post('/api/leads/contact', { ...contactFields, email: 'ada@example.test', phone: '416-555-0199' }, '/contact');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact?sent=contact#contact-result-sent');
  });
});
