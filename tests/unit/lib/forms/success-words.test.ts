import { describe, expect, it } from 'vitest';
import { formResultMessages } from '../../../../src/lib/forms/form-result';

// The newsletter answers every sign-up alike (ADR 39): a first one sends the confirmation email, a repeat within the
// hour sends none. The words beside the product's success message must be true of both (ADR 42) (docs/product/content.md#news-page).
describe("the newsletter's success words", () => {
  const sent = formResultMessages('newsletter').sent ?? '';

  it("keep the spec's message and follow it with the next step, the emailed link, rather than a condition that takes it back", () => {
    expect(sent).toMatch(/^Successfully subscribed to our newsletter! One more step: press the confirmation link in our email\b/);
    expect(sent).not.toMatch(/starts once|only once|not yet/);
  });

  it('claim no email "just sent", which a repeat sign-up does not get', () => {
    expect(sent).not.toMatch(/just sent/);
    expect(sent).toContain('If you signed up in the last hour, it is the email we sent you then');
  });
});

// Every application opens a borrower file and mails its link (ADR 52): the page a plain post returns to says so too.
describe("the application's success words", () => {
  it("keep the spec's message and name the emailed link to the file", () => {
    expect(formResultMessages('application').sent).toBe(
      'Application submitted successfully! Check your email: we sent you a link to your own mortgage file, to follow its status and upload documents.',
    );
  });
});
