/**
 * Money helpers. Schedules and taxes are kept in integer cents so sums are exact (0.1 + 0.2 never drifts) and a
 * schedule's principal column always adds back to the amount borrowed.
 */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

export function roundCents(dollars: number): number {
  return toCents(dollars) / 100;
}

/**
 * Converts what a visitor typed into a number. docs/product/calculators.md#payment-inputs: calculator inputs are "converted to numbers with no
 * bounds"; we only forgive the thousands separators, dollar and percent signs people paste in. An empty field is
 * `emptyValue` (0 for optional costs, NaN for a required amount so it reads as missing rather than as $0).
 */
export function parseNumberInput(text: string, emptyValue = Number.NaN): number {
  const cleaned = text.replace(/[\s,$%]/g, '');
  if (cleaned === '') return emptyValue;
  // Number() accepts hex, binary and 'Infinity'; a calculator field should not.
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}
