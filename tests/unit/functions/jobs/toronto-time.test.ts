import { describe, expect, it } from 'vitest';
import { nextDailyRun, previousTorontoDay, torontoDayBounds, torontoInstant, torontoParts } from '../../../../functions/shared/toronto-time';

describe('Toronto wall-clock time', () => {
  it('places 06:00 Toronto at 11:00 UTC in winter and 10:00 UTC in summer, across both 2026 changes', () => {
    expect(torontoInstant('2026-03-07', '06:00').toISOString()).toBe('2026-03-07T11:00:00.000Z');
    expect(torontoInstant('2026-03-08', '06:00').toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(torontoInstant('2026-10-31', '06:00').toISOString()).toBe('2026-10-31T10:00:00.000Z');
    expect(torontoInstant('2026-11-01', '06:00').toISOString()).toBe('2026-11-01T11:00:00.000Z');
  });
  it('moves a time in the spring gap forward and takes the first of an autumn repeat', () => {
    expect(torontoInstant('2026-03-08', '02:30').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(torontoInstant('2026-11-01', '01:30').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
  it('gives day bounds of 23 and 25 hours on the change days', () => {
    expect(torontoDayBounds('2026-03-08')).toEqual({ start: '2026-03-08T05:00:00.000Z', end: '2026-03-09T04:00:00.000Z' });
    expect(torontoDayBounds('2026-11-01')).toEqual({ start: '2026-11-01T04:00:00.000Z', end: '2026-11-02T05:00:00.000Z' });
    expect(previousTorontoDay('2026-01-01')).toBe('2025-12-31');
  });
  it('finds the next daily run strictly after now', () => {
    expect(nextDailyRun('06:00', new Date('2026-03-08T09:59:00Z')).toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(nextDailyRun('06:00', new Date('2026-03-08T10:00:00Z')).toISOString()).toBe('2026-03-09T10:00:00.000Z');
    expect(nextDailyRun('06:00', new Date('2026-10-31T10:00:00Z')).toISOString()).toBe('2026-11-01T11:00:00.000Z');
    expect(torontoParts(new Date('2026-03-10T03:59:00Z'))).toEqual({ day: '2026-03-09', hour: 23, minute: 59 });
  });
});
