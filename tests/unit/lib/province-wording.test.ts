import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/lib/messages';
import { cashToCloseMessages } from '../../../src/lib/messages-calculators';
import { provinceMessages } from '../../../src/lib/messages-provinces';
import { PROVINCES } from '../../../src/lib/provinces';

// The calculators let a visitor choose any province (ADR 49): words shown whatever the province must not say Ontario.
describe('province wording in the calculators', () => {
  it("affordability's property-tax hint and cash to close's starting costs name no province", () => {
    expect(messages.calculators.affordabilityHints.propertyTaxes).not.toMatch(/Ontario/);
    expect(cashToCloseMessages.costsNote).not.toMatch(/Ontario/);
    const page = readFileSync(new URL('../../../src/pages/cash-to-close-calculator.astro', import.meta.url), 'utf8');
    expect(page).toContain('{cashToCloseMessages.costsNote}');
    expect(page).not.toMatch(/typical Ontario figures/);
  });

  it('the first-time buyer box says what it does where the transfer tax has no first-time relief', () => {
    for (const code of ['ON', 'BC', 'PE'] as const) expect(provinceMessages.firstTimeBuyerHint(code)).toBeUndefined();
    const others = PROVINCES.filter((p) => !['ON', 'BC', 'PE'].includes(p.code));
    expect(others.length).toBeGreaterThan(0);
    const feesOnly = ['AB', 'SK', 'NL', 'YT', 'NT', 'NU'];
    for (const province of others.filter((p) => !feesOnly.includes(p.code)))
      expect(provinceMessages.firstTimeBuyerHint(province.code)).toMatch(
        new RegExp(`^${province.name} has no first-time buyer relief on its transfer tax.*FHSA`),
      );
  });

  it('a province with fees only is not said to have a transfer tax in the first-time buyer hint', () => {
    for (const code of ['AB', 'SK', 'NL', 'YT', 'NT', 'NU'] as const) {
      const hint = provinceMessages.firstTimeBuyerHint(code)!;
      expect(hint).toMatch(/has no land transfer tax, so there is no first-time buyer relief.*FHSA/);
      expect(hint).not.toMatch(/on its transfer tax/);
    }
  });
});
