import { describe, expect, it } from 'vitest';
import { formatListDate, formatPostDate } from '../../../../../src/lib/content/dates';
import { formatProductPrice } from '../../../../../src/lib/content/price';

describe('blog dates', () => {
  it('the post shows a long en-US date in Toronto time', () => {
    expect(formatPostDate('2025-01-05T15:00:00Z')).toBe('January 5, 2025');
    // 02:00 UTC on Jan 6 is still Jan 5 in Toronto.
    expect(formatPostDate('2025-01-06T02:00:00Z')).toBe('January 5, 2025');
  });

  it('the list shows the local (en-CA) date', () => {
    expect(formatListDate('2025-01-05T15:00:00Z')).toMatch(/^Jan\.? 5, 2025$/);
  });
});

describe('product price (spec: dollars with 2 decimals)', () => {
  it('formats with two decimals', () => {
    expect(formatProductPrice(149.99)).toBe('$149.99');
    expect(formatProductPrice(1500)).toBe('$1,500.00');
    expect(formatProductPrice(0)).toBe('$0.00');
  });

  it('shows nothing without a price', () => {
    expect(formatProductPrice(null)).toBeNull();
    expect(formatProductPrice(Number.NaN)).toBeNull();
  });
});
