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

describe("the lender's rate now, in a later message or another question", () => {
  it('said in its own message after the penalty facts, it is still the comparison rate', () => {
    const history = [
      { role: 'user' as const, content: 'penalty to break my mortgage' },
      { role: 'assistant' as const, content: 'To estimate the penalty, could you tell me the balance owing, your rate and how long is left?' },
      { role: 'user' as const, content: '410k owing, fixed at 5.35, 26 months left' },
      { role: 'assistant' as const, content: '…' },
    ];
    const { reply } = composeReply("lender's 2 year rate today is 4.4", history, rates, undefined, now);
    expect(reply).toMatch(/^Breaking a \$410,000 fixed-rate mortgage at 5\.35% with 26 months left, your lender's rate now 4\.40%/);
  });

  it('for a payment, the lender’s rate now is the rate the visitor means', () => {
    const { reply } = composeReply("td's 5 year rate is 4.5 right now, whats the payment on 500k over 25 years", [], rates, undefined, now);
    expect(reply).toMatch(/^For a \$500,000 mortgage at 4\.50% over 25 years/);
  });
});
