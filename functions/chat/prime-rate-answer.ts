import { formatRate } from '../../src/lib/format';
import { formatRatesDate } from './rates-answer';
import type { PrimeRate } from './types';

/** "What is the prime rate?": a question about the lenders' prime rate, not one of our rates. */
export function isPrimeRateQuestion(text: string): boolean {
  return /\bprime\b/i.test(text) && /\b(?:rate|what|whats|today|now|current|currently|still|is)\b|\?/i.test(text);
}

const HOW_PRIME_WORKS =
  "Each lender sets its prime rate from the Bank of Canada's policy rate (for the big banks, the policy rate plus " +
  '2.20%), and a variable mortgage rate is quoted as prime minus a discount.';

const WHERE_NEXT =
  'Our current variable rates are on the [rates page](/rates), and a licensed mortgage agent can tell you what a discount from prime you could get.';

/**
 * The prime rate with its date as the Bank of Canada publishes it (stored by the nightly rates refresh, ADR 12); with
 * none stored, the chat says it does not know rather than guess a number.
 */
export function answerPrimeRate(prime: PrimeRate | undefined, message = ''): string {
  const date = prime ? formatRatesDate(prime.date) : undefined;
  if (!prime || !date) {
    return `I don't have today's prime rate, so I won't guess it. ${HOW_PRIME_WORKS} ${WHERE_NEXT}`;
  }
  // "My variable is prime minus 0.6": that rate today, worked out from the prime rate given.
  const spread = /\bprime\s*(minus|less|-|plus|\+)\s*(\d+(?:\.\d+)?)\s*%?/i.exec(message);
  const yours = spread
    ? (() => {
        const points = Number(spread[2]) * (/minus|less|-/i.test(spread[1]!) ? -1 : 1);
        return ` Prime ${points < 0 ? 'minus' : 'plus'} ${formatRate(Math.abs(points))} is ${formatRate(prime.rate + points)} today.`;
      })()
    : '';
  // "Is prime going down?": the rate the site has, and no forecast.
  const forecast = /\bgoing (?:up|down)|\bforecast|\bpredict|\b(?:will|gonna|going to)\b.*\b(?:rise|fall|drop|go up|go down|change)|\bnext (?:cut|hike)/i.test(
    message,
  )
    ? " Nobody can promise where it goes next: it moves when the Bank of Canada changes its policy rate, and I won't guess."
    : '';
  return [
    `The prime rate at Canada's big banks is ${formatRate(prime.rate)}, as published by the Bank of Canada for ${date}.${yours}${forecast}`,
    `${HOW_PRIME_WORKS} ${WHERE_NEXT}`,
  ].join('\n\n');
}
