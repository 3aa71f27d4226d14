import { describe, expect, it } from 'vitest';
import { readEnv } from '../../../config/env';
import { placeholderProblems, placeholderWarning } from '../../../config/placeholders';
import { siteSettings } from '../../../src/lib/site-settings';

// The production start-up warning for placeholders (ADR 48) names the footer's example email and phone, which every
// page shows (src/components/sections/SiteFooter.astro reads them from src/lib/site-settings.ts).
const production = (extra: Record<string, string> = {}) =>
  readEnv({
    NODE_ENV: 'production',
    SITE_URL: 'https://www.northstar-mortgage.ca',
    SEED_DEMO: 'false',
    LEADS_INBOX_EMAIL: 'leads@northstar-mortgage.ca',
    EMAIL_FROM: 'Northstar <no-reply@northstar-mortgage.ca>',
    ...extra,
  });

describe('the placeholders a production start warns about', () => {
  it("name the footer's email and phone as shipped", () => {
    const problems = placeholderProblems(production());
    expect(problems).toContain(`site-settings email (${siteSettings.email})`);
    expect(problems).toContain(`site-settings phone (${siteSettings.phone})`);
    expect(placeholderWarning(problems)).toMatch(/info@example\.com.*416-555-0100/);
  });

  it('say nothing once the brokerage has put in its own', () => {
    expect(placeholderProblems(production(), { email: 'info@northstar-mortgage.ca', phone: '416-861-2400' })).toEqual([]);
  });

  it('catch every reserved form: 555-01xx with or without a dash, .test and .example domains', () => {
    expect(placeholderProblems(production(), { email: 'hello@broker.test', phone: '(416) 5550123' })).toEqual([
      'site-settings email (hello@broker.test)',
      'site-settings phone ((416) 5550123)',
    ]);
  });

  it('stay quiet outside production', () => {
    expect(placeholderProblems(readEnv({ NODE_ENV: 'development' }))).toEqual([]);
  });
});
