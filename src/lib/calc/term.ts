/** The mortgage term (how long the rate is fixed) versus the amortization (how long until it is paid off). */
import type { Schedule } from './schedule';
import { balanceAfterPayments } from './schedule';

/**
 * Years in a stored term label: '5 year', '5 Year Fixed', '10-year', '6 month', '18 months'. Null when the label
 * names no duration (e.g. 'Open' or 'HELOC'), in which case no end-of-term balance is shown.
 */
export function parseTermYears(term: string): number | null {
  const years = /(\d+(?:\.\d+)?)\s*[- ]?\s*(?:years?|yrs?|y)\b/i.exec(term);
  if (years) return Number(years[1]);
  const months = /(\d+(?:\.\d+)?)\s*[- ]?\s*(?:months?|mos?|m)\b/i.exec(term);
  if (months) return Number(months[1]) / 12;
  return null;
}

/** Balance owing when the term ends: what will need renewing or refinancing. 0 if paid off within the term. */
export function balanceAtEndOfTerm(schedule: Schedule, termYears: number): number {
  if (!Number.isFinite(termYears) || termYears <= 0) return schedule.principal;
  return balanceAfterPayments(schedule, Math.round(termYears * schedule.paymentsPerYear));
}
