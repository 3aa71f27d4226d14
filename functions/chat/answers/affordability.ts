import { calculateAffordability } from '../../../src/lib/calc/affordability';
import { AFFORDABILITY_DEFAULTS, type AffordabilityInputs, isAffordabilityAmortization } from '../../../src/lib/calc/affordability-options';
import { serializeAffordabilityState } from '../../../src/lib/calc/calculator-url-state';
import { DEBT_SERVICE_RATIOS } from '../../../src/lib/calc/mortgage-rules';
import { chatLink, ESTIMATE_NOTE } from './answer-copy';
import { minimumDownPayment } from '../../../src/lib/calc/down-payment';
import { rentalAddBack, rentalIncomeNote, rentalIncomeText } from './rental-income';
import { type Answer, type AnswerContext, askFor, bestRate, describeOption, downDollars, listKnown, type MortgageClass, money, percent } from './answer-kit';

/**
 * "We make 82k and 64k, 10% down, what can we afford?": the affordability calculator's answer. The rate is the
 * visitor's, else today's best 5-year fixed of the class the loan-to-value gives (insured below 20 % down,
 * conventional from 20 %). Without a down payment the answer is the most the income carries (ADR 37).
 */
export function answerAffordability({ inputs, rates, now }: AnswerContext): Answer {
  const incomes = inputs.incomes ?? [];
  const income = incomes.length > 0 ? incomes.reduce((a, b) => a + b, 0) : inputs.incomeMonthly !== undefined ? inputs.incomeMonthly * 12 : undefined;
  if (income === undefined) {
    const known = listKnown([
      inputs.downAmount !== undefined && `${money(inputs.downAmount)} down`,
      inputs.downPercent !== undefined && `${inputs.downPercent}% down`,
      inputs.debtsMonthly !== undefined && `${money(inputs.debtsMonthly)} a month of debts`,
      inputs.rentMonthly !== undefined && `${money(inputs.rentMonthly)} a month of rent (not a debt: it stops when you buy)`,
      inputs.rentalIncomeMonthly !== undefined && `${money(inputs.rentalIncomeMonthly)} a month of rent from part of your home (income, not a debt)`,
    ]);
    return askFor('affordability', known, "What is your household's gross income before tax (each person's, if two of you earn)?");
  }
  const amortizationYears = inputs.amortizationYears !== undefined && isAffordabilityAmortization(inputs.amortizationYears) ? inputs.amortizationYears : 25;
  const base: AffordabilityInputs = {
    ...AFFORDABILITY_DEFAULTS,
    // Rent from part of the home joins the income by the add-back convention (rental-income.ts), never as a debt.
    annualIncome: income + rentalAddBack(inputs),
    amortizationYears,
    monthlyDebts: inputs.debtsMonthly ?? 0,
    heatingMonthly: inputs.heatingMonthly ?? 0,
    propertyTaxesAnnual: inputs.propertyTaxAnnual ?? 0,
    condoFeesMonthly: inputs.condoFeesMonthly ?? 0,
    firstTimeBuyer: inputs.firstTimeBuyer === true,
    newBuild: inputs.newBuild === true,
  };
  const hasDown = inputs.downAmount !== undefined || inputs.downPercent !== undefined;
  const rateFor = (mortgageClass: MortgageClass) => {
    if (inputs.rate !== undefined) return { rate: inputs.rate, text: percent(inputs.rate) };
    const option = bestRate(rates, now, { termYears: 5, rateType: 'fixed', mortgageClass });
    return option
      ? { rate: option.rate, text: describeOption(option) }
      : { rate: AFFORDABILITY_DEFAULTS.annualRate, text: percent(AFFORDABILITY_DEFAULTS.annualRate) };
  };
  const incomeText =
    (incomes.length > 1
      ? `${money(income)} a year (${incomes.map(money).join(' + ')})`
      : inputs.incomeMonthly !== undefined && incomes.length === 0
        ? `${money(income)} a year (${money(inputs.incomeMonthly)} a month)`
        : `${money(income)} a year`) + rentalIncomeText(inputs);
  const costs = [
    inputs.debtsMonthly !== undefined && inputs.debtsMonthly > 0 && `${money(inputs.debtsMonthly)} a month of debt payments`,
    inputs.propertyTaxAnnual !== undefined && `${money(inputs.propertyTaxAnnual)} a year of property tax`,
    inputs.heatingMonthly !== undefined && `${money(inputs.heatingMonthly)} a month of heating`,
    inputs.condoFeesMonthly !== undefined && `${money(inputs.condoFeesMonthly)} a month of condo fees (half counts)`,
  ].filter(Boolean);
  const costText = costs.length > 0 ? costs.join(', ') : 'no other debts, property tax, heating or condo fees (each lowers the amount)';
  const who = inputs.firstTimeBuyer ? ', first-time buyer' : '';

  if (!hasDown) {
    const { rate, text } = rateFor('High-Ratio');
    const result = calculateAffordability({ ...base, annualRate: rate, downPayment: 100_000_000 });
    if (!result.ok) return { intent: 'affordability-question', answer: `I can't work that out: ${result.errors[0]?.message}.` };
    return {
      intent: 'affordability-estimate',
      answer: [
        `With an income of ${incomeText}, ${costText}, over ${amortizationYears} years${who}: you could borrow up to about ${money(result.stressTest.borrowingLimit)}.`,
        ...rentNote(inputs.rentMonthly),
        ...rentalIncomeNote(inputs),
        `That is the mortgage whose payment fits within ${DEBT_SERVICE_RATIOS.gds * 100}% of income for housing and ${DEBT_SERVICE_RATIOS.tds * 100}% for all debts at the stress-test rate of ${percent(result.stressTest.qualifyingRate)} (${text} plus 2%).`,
        `Assumptions: a 5-year fixed rate and ${amortizationYears}-year amortization. Tell me your down payment and I will work out the home price it allows.`,
        ESTIMATE_NOTE,
      ].join('\n\n'),
    };
  }

  // A price named with the income ("a 700k house on 120k with 10% down"): a percent down is that price's share, and the
  // answer says whether that price fits, with the most the income and down payment allow beside it.
  const price = inputs.price ?? inputs.amount;
  const downForPrice = price !== undefined ? downDollars(inputs, price) : undefined;
  const downPaymentFor = (annualRate: number) => {
    if (downForPrice !== undefined) return downForPrice;
    return inputs.downAmount ?? downForShare({ ...base, annualRate }, inputs.downPercent!);
  };
  // The class of rate depends on the down payment's share of the price, which depends on the rate: try the
  // conventional rate first and fall back to the insured one when the down payment comes under 20 % of the price.
  const tryClass = (mortgageClass: MortgageClass) => {
    const { rate, text } = rateFor(mortgageClass);
    const downPayment = downPaymentFor(rate);
    const result = calculateAffordability({ ...base, annualRate: rate, downPayment });
    return { result, downPayment, text, inputs: { ...base, annualRate: rate, downPayment } };
  };
  let attempt = tryClass('Conventional');
  const shareOf = price ?? (attempt.result.ok ? attempt.result.maxPrice : 0);
  if (attempt.result.ok && attempt.downPayment < shareOf * 0.2) attempt = tryClass('High-Ratio');
  const { result, downPayment, text } = attempt;
  if (downPayment <= 0 || !result.ok || result.maxPrice <= 0) {
    // Never "$0 down … a home of about $0": without a workable figure, ask for what decides it.
    const known = listKnown([`an income of ${incomeText}`, inputs.downPercent !== undefined && `${inputs.downPercent}% down`]);
    return askFor('affordability', known, 'What purchase price are you looking at (or your down payment in dollars)?');
  }
  const downText =
    inputs.downAmount === undefined
      ? `${money(downPayment)} down (${inputs.downPercent}% of ${price !== undefined ? money(price) : 'the price'})`
      : `${money(downPayment)} down`;
  const verdict = price !== undefined ? priceVerdict(price, downPayment, result.maxPrice, incomeText) : undefined;
  return {
    intent: 'affordability-estimate',
    answer: [
      ...(verdict ? [verdict] : []),
      `With an income of ${incomeText} and ${downText}, ${costText}, over ${amortizationYears} years${who}: a lender could accept a home of about ${money(result.maxPrice)}, with a mortgage of ${money(result.borrowingLimit)}${result.insurance.premium > 0 ? ` plus ${money(Math.round(result.insurance.premium))} of mortgage insurance` : ''}.`,
      ...rentNote(inputs.rentMonthly),
      ...rentalIncomeNote(inputs),
      `The monthly payment would be about ${money(result.monthlyMortgagePayment)} at ${text}; lenders qualify you at the stress-test rate of ${percent(result.stressTest.qualifyingRate)}.${result.notices.length > 0 ? ` ${result.notices[0]}.` : ''}`,
      `Assumptions: at most ${DEBT_SERVICE_RATIOS.gds * 100}% of income for housing and ${DEBT_SERVICE_RATIOS.tds * 100}% for all debts, and the rate class your down payment gives (insured below 20%, conventional from 20%).`,
      chatLink('Open the affordability calculator with these numbers', '/affordability-calculator', serializeAffordabilityState(attempt.inputs)),
      ESTIMATE_NOTE,
    ].join('\n\n'),
  };
}

/**
 * Rent paid today is left out of the debt ratios, and said so: it stops when the home is bought and the mortgage
 * payment, which the ratios already count, takes its place (ADR 37). Wording (ours).
 */
function rentNote(rentMonthly: number | undefined): string[] {
  if (rentMonthly === undefined) return [];
  return [
    `Your rent of ${money(rentMonthly)} a month is not counted as a debt: it stops when you buy, and the mortgage payment takes its place in the ratios.`,
  ];
}

/** "Can I afford a 700k house?": yes or no for that price, restated, with the most the income allows. */
function priceVerdict(price: number, downPayment: number, maxPrice: number, incomeText: string): string {
  const minimum = minimumDownPayment(price);
  if (downPayment < minimum) {
    return `Not with that down payment: a ${money(price)} home needs at least ${money(minimum)} down, and ${money(downPayment)} is less. The most ${incomeText} and ${money(downPayment)} down could buy is about ${money(maxPrice)}.`;
  }
  return price <= maxPrice
    ? `Yes, a ${money(price)} home looks affordable on ${incomeText} with ${money(downPayment)} down: the most a lender could accept is about ${money(maxPrice)}.`
    : `No, a ${money(price)} home is likely more than ${incomeText} with ${money(downPayment)} down allows: the most a lender could accept is about ${money(maxPrice)}.`;
}

/**
 * The down payment that is `percent` of the highest price it lets a lender accept. The price grows with the down
 * payment by less than the down payment itself, so repeating "price at this down payment, then its share" settles
 * within a few rounds; rounded down to the dollar so the share is never overstated. At the minimum share itself (5 %
 * below $500,000) a dollar rounded down would fall under that price's minimum and cap the price at the down payment
 * instead of the income: there the share is rounded up.
 */
export function downForShare(inputs: AffordabilityInputs, percentDown: number): number {
  const down = settleShare(inputs, percentDown, Math.floor);
  const result = calculateAffordability({ ...inputs, downPayment: down });
  if (!result.ok || result.maxPrice <= 0) return down;
  const atMinimum = (result.maxPrice * percentDown) / 100 <= minimumDownPayment(result.maxPrice) + 1;
  return atMinimum ? settleShare(inputs, percentDown, (x) => Math.ceil(x - 1e-9)) : down;
}

function settleShare(inputs: AffordabilityInputs, percentDown: number, round: (x: number) => number): number {
  // Start from the price the income alone carries with this share down (a zero down payment is not a valid input).
  const unlimited = calculateAffordability({ ...inputs, downPayment: 100_000_000 });
  if (!unlimited.ok || percentDown <= 0 || percentDown >= 100) return 0;
  let down = round((unlimited.stressTest.borrowingLimit * percentDown) / (100 - percentDown));
  for (let i = 0; i < 60; i++) {
    const result = calculateAffordability({ ...inputs, downPayment: down });
    if (!result.ok) return down;
    const next = round((result.maxPrice * percentDown) / 100);
    if (Math.abs(next - down) < 1) return round === Math.floor ? Math.min(down, next) : Math.max(down, next);
    down = next;
  }
  return down;
}
