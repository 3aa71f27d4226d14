import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../../src/lib/format';

describe('formatDateTime', () => {
  it("shows an instant in the brokerage's time (Toronto), whatever the machine's zone", () => {
    expect(formatDateTime('2026-03-10T15:05:00.000Z')).toBe('Mar 10, 2026, 11:05 a.m.');
    expect(formatDateTime('2026-07-01T03:30:00.000Z')).toBe('Jun 30, 2026, 11:30 p.m.');
  });

  it("gives '' for a value that is no date", () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});
