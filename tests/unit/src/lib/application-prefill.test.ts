import { describe, expect, it } from 'vitest';
import { findAgentByKey } from '../../../../src/lib/agent-links';
import { applicationHrefFor, readApplicationPrefill } from '../../../../src/lib/application-prefill';

// 'Get Prequalified Now' and 'Apply Now' carried ?amount= that the application form ignored.
describe('affordability scenario handed to the application form', () => {
  const href = applicationHrefFor({ borrowingLimit: 465769, maxPrice: 485769, downPayment: 20000, annualRate: 4.84, amortizationYears: 25 });

  it('puts the amount and the scenario in the link', () => {
    expect(href).toBe('/applications?amount=465769&price=485769&down=20000&rate=4.84&amortization=25');
  });

  it('fills the amount and notes the scenario for the broker', () => {
    const prefill = readApplicationPrefill(new URL(href, 'http://x').searchParams);
    expect(prefill.amount).toBe('465769');
    expect(prefill.message).toBe(
      'From the affordability calculator: a home price up to $485,769, $20,000 down, a mortgage of $465,769, at 4.84%, over 25 years.',
    );
    expect(prefill.agent).toBeNull();
  });

  it('takes a bare amount without inventing a scenario, and ignores junk', () => {
    expect(readApplicationPrefill(new URLSearchParams('amount=300000'))).toEqual({ amount: '300000', message: '', agent: null });
    expect(readApplicationPrefill(new URLSearchParams('amount=abc&price=-5'))).toEqual({ amount: '', message: '', agent: null });
  });

  it('reads the agent as an id or a slug in any case', () => {
    const agents = [
      { id: 'a1', profile_slug: 'davidchen' },
      { id: 'a2', profile_slug: null },
    ];
    expect(findAgentByKey(agents, readApplicationPrefill(new URLSearchParams('agent=DavidChen')).agent)?.id).toBe('a1');
    expect(findAgentByKey(agents, 'a2')?.id).toBe('a2');
    expect(findAgentByKey(agents, 'nobody')).toBeUndefined();
    expect(findAgentByKey(agents, null)).toBeUndefined();
  });
});
