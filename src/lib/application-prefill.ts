/**
 * The affordability calculator hands its scenario to the application form through the address: the mortgage
 * amount fills the amount field, and the scenario becomes the first lines of the message, so the broker reading
 * the lead sees the numbers the visitor saw. Pure (no DOM): the island reads `location.search` and calls this.
 */
import { formatCurrencyWhole, formatRate } from './format';

export interface AffordabilityHandoff {
  borrowingLimit: number;
  maxPrice: number;
  downPayment: number;
  annualRate: number;
  amortizationYears: number;
}

export interface ApplicationPrefill {
  /** Digits only, as the amount field expects ('' when none). */
  amount: string;
  message: string;
  /** The ?agent= value (an id or a profile slug); the page resolves it against its agents. */
  agent: string | null;
}

const positive = (value: string | null): number | null => {
  const n = Number(value);
  return value !== null && value.trim() !== '' && Number.isFinite(n) && n > 0 ? n : null;
};

export function applicationHrefFor(scenario: AffordabilityHandoff): string {
  const params = new URLSearchParams({
    amount: String(Math.round(scenario.borrowingLimit)),
    price: String(Math.round(scenario.maxPrice)),
    down: String(Math.round(scenario.downPayment)),
    rate: String(scenario.annualRate),
    amortization: String(scenario.amortizationYears),
  });
  return `/applications?${params}`;
}

export function readApplicationPrefill(params: URLSearchParams): ApplicationPrefill {
  const amount = positive(params.get('amount'));
  const price = positive(params.get('price'));
  const down = positive(params.get('down'));
  const rate = positive(params.get('rate'));
  const years = positive(params.get('amortization'));
  const parts: string[] = [];
  if (price !== null) parts.push(`a home price up to ${formatCurrencyWhole(price)}`);
  if (down !== null) parts.push(`${formatCurrencyWhole(down)} down`);
  if (amount !== null) parts.push(`a mortgage of ${formatCurrencyWhole(amount)}`);
  if (rate !== null) parts.push(`at ${formatRate(rate)}`);
  if (years !== null && Number.isInteger(years)) parts.push(`over ${years} years`);
  const fromCalculator = price !== null || down !== null || rate !== null;
  return {
    amount: amount === null ? '' : String(Math.round(amount)),
    message: fromCalculator && parts.length > 0 ? `From the affordability calculator: ${parts.join(', ')}.` : '',
    agent: params.get('agent')?.trim() || null,
  };
}
