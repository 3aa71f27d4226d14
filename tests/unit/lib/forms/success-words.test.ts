import { describe, expect, it } from 'vitest';
import { formResultMessages } from '../../../../src/lib/forms/form-result';

// The newsletter answers every sign-up alike (ADR 39): a first one sends the confirmation email, a repeat within the
// hour sends none. The words beside the product's success message must be true of both (ADR 42) (docs/product/content.md#news-page).
describe("the newsletter's success words", () => {
  const sent = formResultMessages('newsletter').sent ?? '';

  it("keep the spec's message and say at once that nothing starts before the emailed link is confirmed", () => {
    expect(sent).toMatch(/^Successfully subscribed to our newsletter! Your subscription starts once you confirm it from the link in our email\./);
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
