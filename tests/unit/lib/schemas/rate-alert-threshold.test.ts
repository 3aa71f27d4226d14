import { describe, expect, it } from 'vitest';
import { rateAlertSchema, THRESHOLD_PATTERN } from '../../../../src/lib/schemas/rate-alerts';

/** The browser's `pattern` (with the `v` flag, as Chromium compiles it) and the schema agree on the threshold. */
describe('rate-alert threshold pattern', () => {
  const browser = new RegExp(`^(?:${THRESHOLD_PATTERN})$`, 'v');
  const schemaAccepts = (threshold: string) =>
    rateAlertSchema.safeParse({ email: 'a@example.test', province: 'Ontario', product: '5-fixed', alert_on: 'threshold', threshold, consent: true }).success;

  it.each(['0.5', '0,5', '0.55', '1', '3.99', '3,99', '4.5%', ' 4.25 ', '10', '19.9', '24.99', '25', '25.00'])('accepts %s, as the schema does', (value) => {
    expect(browser.test(value)).toBe(true);
    expect(schemaAccepts(value)).toBe(true);
  });

  it.each(['0.4', '0.49', '0', '25.01', '26', '40', 'soon', '3.9.9', '-3'])('refuses %s, as the schema does', (value) => {
    expect(browser.test(value)).toBe(false);
    expect(schemaAccepts(value)).toBe(false);
  });
});
