import { describe, expect, it } from 'vitest';
import { isoWeekKey } from '../../../src/lib/rate-alerts/week-key';

describe('isoWeekKey', () => {
  it('starts weeks on Monday', () => {
    expect(isoWeekKey('2026-03-15')).toBe('2026-W11'); // Sunday
    expect(isoWeekKey('2026-03-16')).toBe('2026-W12'); // Monday
  });

  it('gives the first days of January to the previous year when its Thursday is there', () => {
    expect(isoWeekKey('2021-01-03')).toBe('2020-W53');
    expect(isoWeekKey('2027-01-01')).toBe('2026-W53');
    expect(isoWeekKey('2027-01-04')).toBe('2027-W01');
  });

  it('gives the last days of December to the next year when its Thursday is there', () => {
    expect(isoWeekKey('2025-12-29')).toBe('2026-W01');
    expect(isoWeekKey('2024-12-30')).toBe('2025-W01');
  });
});
