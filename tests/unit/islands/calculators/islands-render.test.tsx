/**
 * Server-render smoke tests: no DOM library is installed, so the islands are rendered to HTML with
 * react-dom/server (what Astro does at build time) and the markup is checked for labels, live regions and results.
 * Interaction is covered by the Playwright end-to-end tests.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import AffordabilityCalculator from '../../../../src/islands/calculators/AffordabilityCalculator';
import LandTransferTaxCalculator from '../../../../src/islands/calculators/LandTransferTaxCalculator';
import PaymentCalculator from '../../../../src/islands/calculators/PaymentCalculator';
import PrepaymentPenaltyCalculator from '../../../../src/islands/calculators/PrepaymentPenaltyCalculator';
import { PENALTY_SHOWN_TERM } from '../../../../src/lib/calc/native-submit';
import type { RateRow } from '../../../../src/lib/schemas/rates';
import { messages } from '../../../../src/lib/messages';

const rates: RateRow[] = [
  {
    id: 'a',
    province: 'Ontario',
    term: '5 year',
    rate_type: 'fixed',
    mortgage_type: 'Conventional',
    posted_rate: null,
    our_rate: 5,
    scraped_at: 'x',
  },
];

/** Every input, select and textarea has a <label for> naming it. */
function expectLabelledControls(html: string) {
  const ids = [...html.matchAll(/<(?:input|select|textarea)[^>]*\sid="([^"]+)"/g)].map((m) => m[1]);
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) expect(html).toContain(`for="${id}"`);
}

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

describe('PaymentCalculator', () => {
  const html = text(renderToString(<PaymentCalculator initialRates={rates} />));

  it('shows the $2,908.02 reference payment for 500,000 at 5.00% over 25 years', () => {
    expect(html).toContain('$2,908.02');
  });

  it('has the spec button, the custom rate toggle, a live region and the schedule', () => {
    const shown = [
      messages.calculators.calculatePayment,
      messages.calculators.customRate,
      'aria-live="polite"',
      'Download CSV',
      'aria-expanded="false"',
      'Balance at the end of the 5-year term',
    ];
    for (const part of shown) expect(html, part).toContain(part);
    expectLabelledControls(html);
  });

  it('falls back to a typed rate when the province has no posted rates', () => {
    const empty = text(renderToString(<PaymentCalculator initialRates={[]} />));
    expect(empty).toContain('id="payment-rate"');
    expect(empty).toContain('$2,908.02'); // the default custom rate is 5%
  });
});

describe('AffordabilityCalculator', () => {
  const html = text(renderToString(<AffordabilityCalculator />));

  it('shows the spec heading, card, note and the default result', () => {
    for (const part of [messages.calculators.affordabilityHeading, messages.calculators.affordabilityResult, messages.calculators.affordabilityNote])
      expect(html, part).toContain(part);
    // The headline is the stress-tested price a lender accepts, with heat and property tax starting at estimates
    // (tests/unit/lib/calc/affordability.test.ts).
    expect(html).toContain('<p class="mt-2 text-4xl font-bold">$325,166</p>');
    expect(html).toContain('$1,817');
    // The contract-rate figure stays, labelled as what lenders do not use.
    expect(html).toContain('At your rate, without the stress test (not what lenders use)');
    expect(html).toContain('$402,804');
  });

  // the whole scenario travels, not only the amount (the form reads all of it).
  it('links the next steps to /applications with the borrowing limit and the scenario', () => {
    expect(html).toContain('href="/applications?amount=305166&price=325166&down=20000&rate=4.84&amortization=25"');
    expect(html).toContain(messages.calculators.getPrequalified);
    expect(html).toContain(messages.calculators.applyNow);
    expect(html).toContain(messages.calculators.sendCopy);
  });

  it('never headlines a price the down payment does not cover', () => {
    expect(html).not.toContain('is below the minimum');
    expect(html).toContain('Minimum for a $325,166 home');
    expectLabelledControls(html);
  });
});

describe('LandTransferTaxCalculator', () => {
  const html = text(renderToString(<LandTransferTaxCalculator />));

  it('shows $6,475 for the default $500,000 home and its brackets', () => {
    expect(html).toContain('$6,475');
    expect(html).toContain('Up to $55,000');
    expect(html).toContain('Property is in Toronto');
    expect(html).toContain('First-time home buyer');
    expectLabelledControls(html);
  });
});

describe('PrepaymentPenaltyCalculator', () => {
  it("without JavaScript, sends the term its labels of today's rates named, so the answer lists the figure under that label", () => {
    // The build's only fixed rate is a 5-year one, so the labels name the 5-year term whatever the months.
    const html = text(renderToString(<PrepaymentPenaltyCalculator initialRates={rates} />));
    expect(html).toContain("Today's 5-year fixed rate");
    expect(html).toMatch(new RegExp(`<input type="hidden" name="${PENALTY_SHOWN_TERM}" value="5"/>`));
  });
});
