import { describe, expect, it } from 'vitest';
import { restOfTermInterestLines, savingsSourceLines } from '../../../../src/lib/calc/result-lines';
import { cashToCloseMessages, penaltyMessages } from '../../../../src/lib/messages-calculators';

/** The rows the islands and the answer pages both show (ADR 58). */
describe('savingsSourceLines', () => {
  it('shows a savings line only when it is not zero, and nothing for a buyer who is not first-time', () => {
    expect(savingsSourceLines(true, { fhsa: 0, homeBuyersPlan: 0 }, 70_000).map((l) => l.label)).toEqual([cashToCloseMessages.fromOtherSavings]);
    expect(savingsSourceLines(true, { fhsa: 8_000, homeBuyersPlan: 0 }, 62_000)).toEqual([
      { label: cashToCloseMessages.fromFhsa, value: '−$8,000.00' },
      { label: cashToCloseMessages.fromOtherSavings, value: '$62,000.00', strong: true },
    ]);
    expect(savingsSourceLines(false, { fhsa: 8_000, homeBuyersPlan: 5_000 }, 57_000)).toEqual([]);
  });
});

describe('restOfTermInterestLines', () => {
  it('one row when the two rates read the same, two when they differ', () => {
    expect(restOfTermInterestLines(4.89, 4.89, { interestAtContractRate: 48_900, interestAtTodayRate: 48_900 })).toEqual([
      { label: penaltyMessages.interestAtContract('4.89%'), value: '$48,900.00' },
    ]);
    expect(restOfTermInterestLines(4.89, 4.29, { interestAtContractRate: 48_900, interestAtTodayRate: 42_900 })).toHaveLength(2);
  });
});
