/**
 * Server render of the rates island (what Astro puts in the HTML at build time): the table, the ARIA tabs
 * pattern, the empty states and the footer. Interaction is covered by the Playwright spec file.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import RatesTable from '../../../../src/islands/rates/RatesTable';
import type { RateRow } from '../../../../src/lib/schemas/rates';

const row = (over: Partial<RateRow>): RateRow => ({
  id: Math.random().toString(36).slice(2),
  province: 'Ontario',
  term: '5 year',
  rate_type: 'fixed',
  mortgage_type: 'Conventional',
  posted_rate: 6.09,
  our_rate: 4.1,
  scraped_at: '2026-03-10T12:00:00.000Z',
  ...over,
});

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('RatesTable server render', () => {
  it('renders both tab panels with the rows of the default province, formatted', () => {
    const rates = [
      row({ term: '1 Year', our_rate: 4.5 }),
      row({ rate_type: 'variable', posted_rate: null, our_rate: 3.7 }),
      row({ province: 'Alberta', our_rate: 9.99 }),
    ];
    const html = renderToString(<RatesTable initialRates={rates} initialAsOf="2026-03-10T12:00:00.000Z" />);
    // Before the island owns them (ADR 58), the tabs are plain links to labelled regions: each reachable with Tab,
    // none claiming a selection; the tab roles arrive once it hydrates.
    expect(html).not.toContain('role="tab');
    expect(html).not.toContain('aria-selected');
    expect(html.match(/<a href="#[^"]*-panel-(fixed|variable)" data-rate-tab=/g)).toHaveLength(2);
    expect(html).not.toMatch(/data-rate-tab="[a-z]+"[^>]*tabindex="-1"/);
    expect(html.match(/role="region" aria-labelledby="[^"]*-tab-(fixed|variable)"/g)).toHaveLength(2);
    const t = text(html);
    expect(t).toContain('1 Year Conventional 6.09% 4.50%');
    expect(t).toContain('5 Year Conventional — Not available 3.70%');
    expect(t).not.toContain('9.99%');
    expect(t).toContain('Fixed mortgage rates in Ontario');
    expect(t).toContain('Rates are subject to change without notice OAC.');
    expect(t).toContain('Rates last updated March 10, 2026');
    expect(html).toMatch(/<option value="Ontario" selected="">Ontario<\/option>/);
    expect(html.match(/<option /g)).toHaveLength(13);
  });

  it('honours defaultProvince given as a code', () => {
    const html = renderToString(<RatesTable initialRates={[row({ province: 'Quebec', our_rate: 4.2 })]} initialAsOf={null} defaultProvince="QC" />);
    expect(text(html)).toContain('Fixed mortgage rates in Quebec');
    expect(text(html)).toContain('4.20%');
  });

  it("shows 'No Rates Available' without tabs or date when there are no rates", () => {
    const html = renderToString(<RatesTable initialRates={[]} initialAsOf={null} />);
    const t = text(html);
    expect(t).toContain('No Rates Available');
    expect(t).toContain("We're currently updating our rates. Please check back in a few minutes or contact us for the latest rates.");
    expect(html).not.toContain('role="tab"');
    expect(t).not.toContain('Rates last updated');
    expect(t).toContain('Rates are subject to change without notice OAC.');
  });

  it("shows 'No variable rates available' in an empty tab", () => {
    const html = renderToString(<RatesTable initialRates={[row({})]} initialAsOf={null} />);
    expect(text(html)).toContain('No variable rates available');
  });
});
