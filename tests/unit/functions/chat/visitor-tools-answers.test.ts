import { describe, expect, it } from 'vitest';
import { demoRates } from '../../../../db/seed/rates';
import { composeReply } from '../../../../functions/chat/compose-reply';
import type { RateRow } from '../../../../functions/chat/types';
import { calculateCashToClose } from '../../../../src/lib/calc/cash-to-close';
import { CASH_TO_CLOSE_DEFAULTS } from '../../../../src/lib/calc/cash-to-close-options';
import { penaltyTodayRates } from '../../../../src/lib/calc/penalty-today-rates';
import { calculatePrepaymentPenalty } from '../../../../src/lib/calc/prepayment-penalty';
import { listRateOptions } from '../../../../src/lib/calc/rate-options';
import { formatCurrencyWhole } from '../../../../src/lib/format';
import { selectPublicRates } from '../../../../src/lib/rates/select-rates';

/** The chat answers the visitor tools' questions with the calculators' own figures, never a second copy of the maths. */
const now = new Date('2026-11-25T15:00:00Z');
const rates: RateRow[] = demoRates().map((rate, index) => ({ id: `r${index}`, ...rate, scraped_at: now.toISOString() })) as RateRow[];
const ask = (message: string) => composeReply(message, [], rates, undefined, now);

describe('the chat and the visitor tools', () => {
  it('"What\u2019s the penalty to break my $400,000 mortgage at 4.5 % with 2 years left?" gets the penalty calculator\u2019s figure', () => {
    const { reply, intent } = ask("What's the penalty to break my $400,000 mortgage at 4.5 % with 2 years left?");
    expect(intent).toBe('penalty-estimate');
    const today = penaltyTodayRates(listRateOptions(selectPublicRates(rates, now).rates, 'Ontario'), 24);
    const expected = calculatePrepaymentPenalty({
      balance: 400_000,
      contractRate: 4.5,
      monthsRemaining: 24,
      rateType: 'fixed',
      lenderKind: 'comparison-rate',
      originalPostedRate: 4.5,
      todayPostedRate: today.todayPostedRate,
      todayRate: today.todayRate,
    });
    if (!expected.ok) throw new Error('calculator refused');
    expect(reply).toContain(`the penalty would be about ${formatCurrencyWhole(expected.penalty)}`);
    expect(reply).toContain('/prepayment-penalty-calculator?balance=400000&rate=4.5&months=24');
  });

  it('"How much cash do I need to close on a $700,000 house in Toronto?" gets the cash-to-close total', () => {
    const { reply, intent } = ask('How much cash do I need to close on a $700,000 house in Toronto?');
    expect(intent).toBe('cash-to-close-estimate');
    const expected = calculateCashToClose({
      ...CASH_TO_CLOSE_DEFAULTS,
      price: 700_000,
      downPayment: 45_000,
      inToronto: true,
      firstTimeBuyer: false,
      newBuild: false,
      purchaseDate: '2026-11-25',
    });
    if (!expected.ok) throw new Error('calculator refused');
    expect(reply).toContain(`about ${formatCurrencyWhole(expected.totalCashNeeded)} in cash`);
    expect(reply).toContain('/cash-to-close-calculator?price=700000');
  });

  it('"Tell me when 5-year fixed drops below 4 %" starts the rate alert sign-up', () => {
    const { reply, intent } = ask('Tell me when 5-year fixed drops below 4 %');
    expect(intent).toBe('rate-alert');
    expect(reply).toContain('(/rates#rate-alert-heading)');
  });
});
