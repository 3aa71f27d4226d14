/**
 * Canadian mortgage interest maths. The Interest Act requires fixed-rate mortgages to state the rate compounded
 * semi-annually (not in advance), so a "5%" rate is not 5%/12 a month: the periodic rate is the effective rate for
 * the payment period, derived from the nominal rate and its compounding.
 */

/** Effective rate per payment period: (1 + r/c)^(c/f) − 1, r the nominal annual rate in percent. */
export function periodicRate(annualRatePercent: number, compoundingPerYear: number, paymentsPerYear: number): number {
  const r = annualRatePercent / 100;
  return (1 + r / compoundingPerYear) ** (compoundingPerYear / paymentsPerYear) - 1;
}

/** Standard annuity payment P·i / (1 − (1 + i)^−n); a 0% loan is simply P / n. Not rounded. */
export function annuityPayment(principal: number, rate: number, periods: number): number {
  if (periods <= 0) return principal;
  if (rate === 0) return principal / periods;
  return (principal * rate) / (1 - (1 + rate) ** -periods);
}

/** Present value of 1 a period for n periods: (1 − (1 + i)^−n) / i; n when the rate is 0. */
export function annuityPresentValueFactor(rate: number, periods: number): number {
  if (periods <= 0) return 0;
  if (rate === 0) return periods;
  return (1 - (1 + rate) ** -periods) / rate;
}
