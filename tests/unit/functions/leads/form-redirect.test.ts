import { describe, expect, it } from 'vitest';
import { outcomeOf, resultLocation } from '../../../../functions/leads/form-redirect';
import { formFieldsToObject } from '../../../../functions/leads/read-form-body';

describe('form posts without JavaScript', () => {
  it('map each API answer to one outcome', () => {
    expect(outcomeOf(201, false)).toBe('sent');
    expect(outcomeOf(200, false)).toBe('sent');
    expect(outcomeOf(400, true)).toBe('consent');
    expect(outcomeOf(400, false)).toBe('invalid');
    expect(outcomeOf(404, false)).toBe('invalid');
    expect(outcomeOf(429, false)).toBe('limited');
    expect(outcomeOf(500, false)).toBe('failed');
  });

  it('return to the page path only, keeping its query, never to another site or the API', () => {
    expect(resultLocation('contact', 'sent', 'http://site.test/contact?agent=x&sent=old')).toBe('/contact?agent=x&sent=contact#contact-result-sent');
    expect(resultLocation('newsletter', 'failed', 'http://site.test//evil.test/')).toBe('/newsletter?error=failed#newsletter-result-failed');
    expect(resultLocation('newsletter', 'sent', 'http://site.test/api/leads/newsletter')).toBe('/newsletter?sent=newsletter#newsletter-result-sent');
    expect(resultLocation('unsubscribe', 'sent', 'http://site.test/newsletter/unsubscribe?token=abc')).toBe(
      '/newsletter/unsubscribe?sent=unsubscribe#unsubscribe-result-sent',
    );
    expect(resultLocation('application', 'invalid', 'not a url')).toBe('/applications?error=invalid#application-result-invalid');
  });

  it('translate form fields as the island would send them', () => {
    const body = formFieldsToObject({ consent: 'on', email: 'a@b.test', agent_id: '', token: '' }, 'http://site.test/x?agent=davidchen&token=t0k');
    expect(body).toMatchObject({ consent: true, email: 'a@b.test', agent_id: 'davidchen', token: 't0k' });
    expect(String(body.idempotency_key)).toMatch(/^form-[0-9a-f-]{36}$/);
    expect(formFieldsToObject({ consent: 'yes please' })).not.toHaveProperty('consent');
    expect(formFieldsToObject({ idempotency_key: 'kept-key-123' }).idempotency_key).toBe('kept-key-123');
    expect(formFieldsToObject({ email: 'a@b.test' })).not.toHaveProperty('agent_id');
  });
});
