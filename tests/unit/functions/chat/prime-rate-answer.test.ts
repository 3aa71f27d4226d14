import { describe, expect, it } from 'vitest';
import { answerPrimeRate } from '../../../../functions/chat/prime-rate-answer';

describe('the prime rate answer', () => {
  const prime = { rate: 4.45, date: '2026-02-25' };

  it('works out "prime minus 0.6" from the prime rate it has', () => {
    const reply = answerPrimeRate(prime, "my variable is prime minus 0.6, what's prime today");
    expect(reply).toContain("The prime rate at Canada's big banks is 4.45%");
    expect(reply).toContain('Prime minus 0.60% is 3.85% today.');
    expect(answerPrimeRate(prime, 'prime + 0.25?')).toContain('Prime plus 0.25% is 4.70% today.');
  });

  it('asked where prime is going, gives today’s rate and no forecast', () => {
    expect(answerPrimeRate(prime, 'is the prime rate going down?')).toContain('Nobody can promise where it goes next');
    expect(answerPrimeRate(prime, 'what is prime?')).not.toContain('Nobody can promise');
  });

  it('without a stored prime rate, guesses nothing', () => {
    expect(answerPrimeRate(undefined, 'prime minus 0.6')).toMatch(/^I don't have today's prime rate/);
  });
});
