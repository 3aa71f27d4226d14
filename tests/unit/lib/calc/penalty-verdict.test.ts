import { describe, expect, it } from 'vitest';
import { calculatePrepaymentPenalty } from '../../../../src/lib/calc/prepayment-penalty';
import { penaltyVerdict } from '../../../../src/lib/calc/penalty-verdict';
import { penaltyMessages } from '../../../../src/lib/messages-calculators';

describe('penaltyVerdict', () => {
  it('a saving and a cost are named with a positive amount', () => {
    expect(penaltyVerdict(12.5)).toEqual({ tone: 'saves', text: penaltyMessages.verdictSaves('$12.50') });
    expect(penaltyVerdict(-0.01)).toEqual({ tone: 'costs', text: penaltyMessages.verdictCosts('$0.01') });
  });

  it('interest saved equal to the penalty breaks even, never "-$0.00"', () => {
    // $350,000 at 5.29%, 18 months left, compared with 4.00%: the differential $350,000 x 1.29% x 18/12 = $6,772.50
    // is both the penalty and the interest saved.
    const r = calculatePrepaymentPenalty({
      balance: 350000,
      contractRate: 5.29,
      monthsRemaining: 18,
      rateType: 'fixed',
      lenderKind: 'comparison-rate',
      originalPostedRate: 0,
      todayRate: 4,
      todayPostedRate: 0,
    });
    if (!r.ok) throw new Error('expected a result');
    expect(r.penalty).toBe(6772.5);
    expect(penaltyVerdict(r.netSaving)).toEqual({ tone: 'even', text: penaltyMessages.verdictBreaksEven });
    expect(penaltyVerdict(-0.004).text).not.toContain('$');
  });
});
