import { describe, expect, it } from 'vitest';
import { parseNumberInput, roundCents, toCents } from '../../../../src/lib/calc/money';

describe('parseNumberInput', () => {
  it.each([
    ['500000', 500_000],
    ['500,000', 500_000],
    ['$ 1,234.56', 1234.56],
    ['4.84%', 4.84],
    ['.5', 0.5],
    ['-3', -3],
    ['1e3', 1000],
  ])('%s -> %d', (text, value) => {
    expect(parseNumberInput(text)).toBe(value);
  });

  it.each(['abc', '0x10', 'Infinity', '1.2.3', '--1'])('%s is NaN', (text) => {
    expect(parseNumberInput(text)).toBeNaN();
  });

  it('an empty field is the given empty value', () => {
    expect(parseNumberInput('')).toBeNaN();
    expect(parseNumberInput('  ', 0)).toBe(0);
  });
});

describe('cents', () => {
  it('rounds to the nearest cent and removes float noise', () => {
    expect(roundCents(1454.0125)).toBe(1454.01);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });
});
