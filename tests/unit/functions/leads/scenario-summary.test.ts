import { describe, expect, it } from 'vitest';
import { summarizeScenario } from '../../../../functions/leads/scenario-summary';

describe('calculator scenario summary', () => {
  it('turns camelCase keys into words and formats numbers, lists and nested values', () => {
    const text = summarizeScenario({
      calculator: 'affordability',
      inputs: { annualIncome: 100000, rate: 4.845, firstTimeBuyer: true },
      results: { maxPrice: 512345, stressTest: { qualifyingRate: 6.84 }, violations: ['Too low'] },
    });
    expect(text).toContain('Affordability calculator');
    expect(text).toContain('- Annual income: 100,000');
    expect(text).toContain('- Rate: 4.85');
    expect(text).toContain('- First time buyer: Yes');
    expect(text).toContain('- Stress test - Qualifying rate: 6.84');
    expect(text).toContain('- Violations: Too low');
  });
});
