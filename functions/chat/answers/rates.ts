import { listRateOptions } from '../../../src/lib/calc/rate-options';
import { messages } from '../../../src/lib/messages';
import { DEFAULT_PROVINCE_NAME, PUBLIC_TERMS_YEARS } from '../../../src/lib/provinces';
import { selectPublicRates } from '../../../src/lib/rates/select-rates';
import { answerRatesQuestion, findProvince, formatRatesDate } from '../rates-answer';
import { type Answer, type AnswerContext, percent } from './answer-kit';

const CLASS_LABEL: Record<string, string> = {
  'High-Ratio': 'insured (High-Ratio, less than 20% down)',
  Conventional: 'Conventional (20% or more down)',
  Refinance: 'Refinance',
};

export function isPublishedTerm(termYears: number): boolean {
  return (PUBLIC_TERMS_YEARS as readonly number[]).includes(termYears);
}

/** The published terms closest to an unpublished one, below and above it: a 4-year gets the 3- and 5-year. */
export function nearestTerms(termYears: number | undefined): number[] {
  if (termYears === undefined) return [];
  const below = PUBLIC_TERMS_YEARS.filter((t) => t < termYears).at(-1);
  const above = PUBLIC_TERMS_YEARS.find((t) => t > termYears);
  return [below, above].filter((t): t is (typeof PUBLIC_TERMS_YEARS)[number] => t !== undefined);
}

/**
 * "Refi rates 5 year fixed", "current variable rates?": only the rates asked for, by term, type and class of
 * mortgage (insured below 20 % down, conventional from 20 %, refinance). With nothing to narrow by: every term.
 */
export function answerRates({ inputs: read, message, rates, now }: AnswerContext): Answer {
  // "Fixed rates for 3 years": in a rates question a few years is the term; nobody amortizes over 3 years.
  const inputs =
    read.termYears === undefined && read.amortizationYears !== undefined && read.amortizationYears <= 10
      ? { ...read, termYears: read.amortizationYears }
      : read;
  const province = findProvince(message) ?? DEFAULT_PROVINCE_NAME;
  const mortgageClass =
    inputs.mortgageType === 'refinance'
      ? 'Refinance'
      : inputs.mortgageType === 'conventional' || (inputs.downPercent !== undefined && inputs.downPercent >= 20)
        ? 'Conventional'
        : inputs.mortgageType === 'insured' || (inputs.downPercent !== undefined && inputs.downPercent < 20)
          ? 'High-Ratio'
          : undefined;
  if (inputs.termYears === undefined && inputs.rateType === undefined && mortgageClass === undefined) {
    return { intent: 'rates', answer: answerRatesQuestion(message, rates) };
  }
  const selected = selectPublicRates(rates, now).rates;
  const options = listRateOptions(selected, province).filter(
    (o) =>
      (inputs.termYears === undefined || o.termYears === inputs.termYears) &&
      (inputs.rateType === undefined || o.rateType === inputs.rateType) &&
      (mortgageClass === undefined || o.mortgageType === mortgageClass),
  );
  const wanted = [
    inputs.termYears !== undefined && `${inputs.termYears}-year`,
    inputs.rateType,
    mortgageClass && CLASS_LABEL[mortgageClass]?.split(' (')[0]?.toLowerCase(),
  ]
    .filter(Boolean)
    .join(' ');
  if (options.length === 0) {
    // No such term published: say so, and give the nearest terms of the same type and class instead.
    const near = listRateOptions(selected, province)
      .filter((o) => (inputs.rateType === undefined || o.rateType === inputs.rateType) && (mortgageClass === undefined || o.mortgageType === mortgageClass))
      .filter((o) => o.termYears !== null && nearestTerms(inputs.termYears).includes(o.termYears));
    const nearText =
      near.length > 0
        ? ` The nearest terms we publish: ${near.map((o) => `${o.termYears}-year ${o.rateType} ${o.mortgageType} ${percent(o.rate)}`).join(', ')}.`
        : '';
    return {
      intent: 'rates',
      answer: `We don't publish a ${wanted} rate in ${province} right now.${nearText} A licensed mortgage agent can quote the term you want for your situation: share your email or phone number, or use our Contact page.`,
    };
  }
  const dates = options
    .map((o) => selected.find((r) => r.id === o.rateId)?.scraped_at)
    .filter((d): d is string => Boolean(d))
    .sort();
  const asOf = dates.length > 0 ? formatRatesDate(dates.at(-1)!) : undefined;
  const lines = options
    .sort((a, b) => a.rate - b.rate)
    .map(
      (o) => `• ${o.termYears === null ? o.term : `${o.termYears}-year`} ${o.rateType}, ${CLASS_LABEL[o.mortgageType] ?? o.mortgageType}: ${percent(o.rate)}`,
    );
  return {
    intent: 'rates',
    answer: [
      `Here are our best current rates in ${province}${asOf ? ` (as of ${asOf})` : ''} for the ${wanted}${inputs.downPercent !== undefined && mortgageClass !== 'Refinance' ? ` (with ${inputs.downPercent}% down)` : ''}:`,
      lines.join('\n'),
      `${messages.rates.footer} OAC means on approved credit: your own rate depends on your situation. A licensed mortgage agent can confirm the rate you qualify for: share your email or phone number, or use our Contact page.`,
    ].join('\n\n'),
  };
}
