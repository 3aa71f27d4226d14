import { describe, expect, it } from 'vitest';
import { demoRates } from '../../../../db/seed/rates';
import { composeReply } from '../../../../functions/chat/compose-reply';
import type { RateRow } from '../../../../functions/chat/types';
import { readInputs } from '../../../../functions/chat/understand/read-inputs';
import { calculatePrepaymentPenalty } from '../../../../src/lib/calc/prepayment-penalty';
import { formatCurrencyWhole } from '../../../../src/lib/format';

const now = new Date('2026-03-02T15:00:00Z');
const rates: RateRow[] = demoRates().map((r, i) => ({ ...r, id: String(i), scraped_at: '2026-03-02T11:00:00Z' }));

// The lender's rate today for the term left, when the visitor gives it, is the IRD's comparison rate (ADR 37).
describe("the lender's rate now, given by the visitor, prices the penalty", () => {
  it.each([
    ['break penalty? 410k owing at 5.2% fixed, 30 months left, my bank’s current 3 year rate is 4.45', 4.45],
    ["at 4.79 fixed with 18 months to go on 300k, today's 1 year rate is 4.2, what does it cost to break", 4.2],
    ['fixed 5.1 on 280k, 3 yrs left. the lender says their 3 yr rate right now is 4.3. penalty?', 4.3],
  ])('%s', (message, lenderRate) => {
    expect(readInputs(message).lenderRateToday).toBe(lenderRate);
  });

  it('a rate the visitor calls their own stays theirs', () => {
    expect(readInputs('my current rate is 4.89, 2 years left, 350k balance')).toMatchObject({ rate: 4.89 });
    expect(readInputs('my current rate is 4.89, 2 years left, 350k balance').lenderRateToday).toBeUndefined();
  });

  it('the IRD at that rate, with three months’ interest beside it', () => {
    const { reply } = composeReply('fixed 5.1 on 280k, 3 yrs left. the lender says their 3 yr rate right now is 4.3. penalty?', [], rates, undefined, now);
    const result = calculatePrepaymentPenalty({
      balance: 280_000,
      contractRate: 5.1,
      monthsRemaining: 36,
      rateType: 'fixed',
      lenderKind: 'comparison-rate',
      originalPostedRate: 5.1,
      todayPostedRate: 6.09,
      todayRate: 4.3,
    });
    if (!result.ok) throw new Error('calculator refused');
    expect(result.rule).not.toBe('three-months-interest');
    expect(reply).toContain(`about ${formatCurrencyWhole(result.penalty)}`);
    expect(reply).toContain('4.30%');
    expect(reply).toContain(formatCurrencyWhole(result.threeMonthsInterest));
  });
});

describe('two posted rates: the one at signing and the one now', () => {
  it.each([
    ["i owe 280k at 4.79 fixed, 9 months left, whats the penalty if my bank's 1 year posted is 6.29 and the posted was 6.99 when i signed", 6.99, 6.29],
    ['big bank penalty: 350k at 4.5% fixed, 2 years left, posted rate was 6.5, their 2 year posted is 5.9', 6.5, 5.9],
  ])('%s', (message, atSigning, today) => {
    expect(readInputs(message)).toMatchObject({ postedRateAtSigning: atSigning, postedRateToday: today });
  });
});
