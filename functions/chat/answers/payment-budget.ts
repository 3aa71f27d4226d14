import { borrowingLimitFor, calculateAffordability, qualifyingRate } from '../../../src/lib/calc/affordability';
import { AFFORDABILITY_DEFAULTS, isAffordabilityAmortization } from '../../../src/lib/calc/affordability-options';
import { PAYMENT_URL_DEFAULTS, serializePaymentState } from '../../../src/lib/calc/calculator-url-state';
import { maxPriceForDownPayment, minimumDownPayment } from '../../../src/lib/calc/down-payment';
import { calculateMortgageInsurance } from '../../../src/lib/calc/mortgage-insurance';
import { findFrequency, PAYMENT_AMORTIZATION_MAX_YEARS, PAYMENT_AMORTIZATION_MIN_YEARS } from '../../../src/lib/calc/payment-options';
import { DEBT_SERVICE_RATIOS } from '../../../src/lib/calc/mortgage-rules';
import type { Topic } from '../understand/topic-examples';
import { chatLink, ESTIMATE_NOTE } from './answer-copy';
import { howMadeUp } from './down-payment';
import { type Answer, type AnswerContext, askFor, bestRate, classForDownShare, describeOption, listKnown, money, percent } from './answer-kit';
import { rentalAddBack } from './rental-income';

/** The topics a payment budget with no mortgage amount turns into "what loan (or price) does this payment carry". */
const BUDGET_TOPICS: ReadonlySet<Topic> = new Set(['payment', 'affordability', 'mortgage_size']);

/** "What loan size is that", "how much can we borrow", "what price can I buy": the loan or price is the question. */
const SIZE_ASKED =
  /\b(?:loan|mortgage)\s+(?:size|amount)\b|\bhow (?:much|big|large)\b[^.?!]{0,30}\b(?:borrow|mortgage|loan|house|home|condo|place|afford|buy|get|qualify)\b|\bwhat (?:size|price|kind of price|loan|mortgage|house|home)\b|\b(?:carr(?:y|ies)|support|cover|get (?:me|us)|buy)\b|\bmax(?:imum)? (?:mortgage|loan|price)\b|\bafford\b/i;

/** Whether a message states a payment budget and asks what it buys, rather than the payment on a known loan. */
export function isPaymentBudgetQuestion(topic: Topic, { inputs, message }: Pick<AnswerContext, 'inputs' | 'message'>): boolean {
  if (inputs.paymentBudget === undefined) return false;
  if ((inputs.loanAmount ?? inputs.amount ?? inputs.balance ?? inputs.price) !== undefined) return false;
  return BUDGET_TOPICS.has(topic) || SIZE_ASKED.test(message);
}

/**
 * "Keep the payment at 4k a month, 25 yrs at 4.49, what loan size is that?": the mortgage the payment carries, from
 * the same present-value maths as the affordability calculator (semi-annual compounding), restated with the
 * payment, rate and amortization, and the price it buys with a down payment. A budget is not a qualification: the
 * lender tests the income at the stress-test rate, so the answer says so, with the income's limit when it is given.
 */
export function answerPaymentBudget({ inputs, rates, now }: AnswerContext): Answer {
  const budget = inputs.paymentBudget!;
  const frequency = findFrequency(inputs.frequency ?? 'monthly') ?? findFrequency('monthly')!;
  const every = frequency.label.toLowerCase();
  const paid = `a ${money(budget)} ${every} payment`;
  // Every frequency's payment is the monthly one times its factor (docs/product/calculators.md#payment-method), so the loan is the monthly one's.
  const monthly = budget / frequency.monthlyFactor;
  const down = inputs.downAmount;
  let rate = inputs.rate;
  let rateText = rate !== undefined ? percent(rate) : undefined;
  if (rate === undefined) {
    // The class follows the down payment's share of the price it buys: insured first, conventional from 20 % down.
    const wanted = { termYears: inputs.termYears, rateType: inputs.rateType };
    let option = bestRate(rates, now, { ...wanted, mortgageClass: classForDownShare(undefined) });
    if (option && (down !== undefined || inputs.downPercent !== undefined)) {
      const price = borrowingLimitFor(monthly, option.rate, inputs.amortizationYears ?? 25) + (down ?? 0);
      const downShare = down !== undefined ? down / price : inputs.downPercent! / 100;
      if (classForDownShare(downShare) === 'Conventional') option = bestRate(rates, now, { ...wanted, mortgageClass: 'Conventional' }) ?? option;
    }
    if (!option) return askFor('payment-budget', listKnown([paid]), 'What rate should I use to work out the mortgage that payment carries?');
    rate = option.rate;
    rateText = `${describeOption(option)} (you gave no rate: tell me yours if it differs)`;
  }
  const givenYears = inputs.amortizationYears;
  if (givenYears !== undefined && (givenYears < PAYMENT_AMORTIZATION_MIN_YEARS || givenYears > PAYMENT_AMORTIZATION_MAX_YEARS)) {
    return askFor(
      'payment-budget',
      listKnown([paid, `at ${percent(rate)}`]),
      `Canadian mortgages are amortized over ${PAYMENT_AMORTIZATION_MIN_YEARS} to ${PAYMENT_AMORTIZATION_MAX_YEARS} years. Over how many years in that range?`,
    );
  }
  const years = givenYears ?? 25;
  const yearsText = givenYears !== undefined ? `over ${years} years` : `over 25 years (the usual amortization; tell me if yours differs)`;
  const loan = borrowingLimitFor(monthly, rate, years);
  const lines = [`${capitalise(paid)} at ${rateText} ${yearsText} carries a mortgage of about ${money(loan)}.`];
  if (down !== undefined || inputs.downPercent !== undefined) lines.push(priceLine(loan, { amount: down, percent: inputs.downPercent }, years));
  lines.push(qualificationLine(inputs, loan, rate, years, paid));
  lines.push(
    `Assumptions: semi-annual compounding, as for Canadian fixed-rate mortgages, and the rate held for the whole amortization.`,
    chatLink(
      'Open the payment calculator with this mortgage',
      '/mortgage-calculator',
      serializePaymentState({ ...PAYMENT_URL_DEFAULTS, amount: loan, amortizationYears: years, frequency: frequency.id, customRate: true, rate }),
    ),
    ESTIMATE_NOTE,
  );
  return { intent: 'payment-budget-estimate', answer: lines.join('\n\n') };
}

/**
 * The price the mortgage and the down payment buy. Under 20 % down the insurance premium is added to the mortgage,
 * so the loan the payment carries is the price less the down payment plus the premium: the price is settled by a few
 * rounds, and held to what the down payment's minimum allows. A share down ("20% down") is a share of that price.
 */
function priceLine(loan: number, down: { amount?: number; percent?: number }, years: number): string {
  const downAt = (price: number) => down.amount ?? Math.round((price * down.percent!) / 100);
  const share = down.percent !== undefined ? down.percent / 100 : undefined;
  let price = share !== undefined ? loan / (1 - share) : loan + down.amount!;
  let premium = 0;
  for (let i = 0; i < 30; i++) {
    const insurance = calculateMortgageInsurance({ price, downPayment: downAt(price), amortizationYears: years });
    const rate = insurance.required && insurance.available ? insurance.premiumRate : 0;
    const next = Math.floor(share !== undefined ? loan / ((1 - share) * (1 + rate)) : loan / (1 + rate) + down.amount!);
    premium = Math.round((next - downAt(next)) * rate);
    if (Math.abs(next - price) < 1) {
      price = next;
      break;
    }
    price = next;
  }
  const dollars = downAt(price);
  const downText = down.percent !== undefined && down.amount === undefined ? `${down.percent}% down (${money(dollars)})` : `${money(dollars)} down`;
  if (dollars < minimumDownPayment(price)) {
    if (down.amount === undefined) {
      return `${down.percent}% down is less than the minimum down payment for the price this mortgage would buy (about ${money(price)}): the minimum there is ${money(minimumDownPayment(price))}, ${howMadeUp(price)}.`;
    }
    return `With ${downText} the price is limited by the minimum down payment, not by the payment: ${money(dollars)} is enough down for a home of up to about ${money(Math.floor(maxPriceForDownPayment(dollars)))}.`;
  }
  const insured =
    premium > 0
      ? ` With less than 20% down, mortgage default insurance is required: about ${money(premium)} of premium is added to the mortgage out of that amount, and the provincial sales tax on the premium is paid in cash at closing.`
      : '';
  return `With ${downText} that is a home of about ${money(price)} (the ${money(price - dollars)} mortgage plus your down payment).${insured}`;
}

/** The stress test: a budget says what the visitor wants to pay, the income says what a lender would lend. */
function qualificationLine(inputs: AnswerContext['inputs'], loan: number, rate: number, years: number, paid: string): string {
  const stress = qualifyingRate(rate);
  const incomes = inputs.incomes ?? [];
  const income = incomes.length > 0 ? incomes.reduce((a, b) => a + b, 0) : inputs.incomeMonthly !== undefined ? inputs.incomeMonthly * 12 : undefined;
  if (income === undefined) {
    return `That is what the payment carries, not what a lender would approve: lenders qualify you at the stress-test rate of ${percent(stress)}, with housing costs within ${DEBT_SERVICE_RATIOS.gds * 100}% of gross income and all debts within ${DEBT_SERVICE_RATIOS.tds * 100}%. Tell me your household income and I will check that it qualifies for this mortgage.`;
  }
  const result = calculateAffordability({
    ...AFFORDABILITY_DEFAULTS,
    annualIncome: income + rentalAddBack(inputs),
    amortizationYears: isAffordabilityAmortization(years) ? years : AFFORDABILITY_DEFAULTS.amortizationYears,
    annualRate: rate,
    monthlyDebts: inputs.debtsMonthly ?? 0,
    heatingMonthly: inputs.heatingMonthly ?? 0,
    propertyTaxesAnnual: inputs.propertyTaxAnnual ?? 0,
    condoFeesMonthly: inputs.condoFeesMonthly ?? 0,
    downPayment: 100_000_000,
  });
  const debts = inputs.debtsMonthly
    ? `${money(inputs.debtsMonthly)} a month of debts`
    : inputs.debtsMonthly === 0
      ? 'no other debts'
      : 'no debts counted (each lowers it)';
  const incomeText = `an income of ${money(income)} a year and ${debts}`;
  if (!result.ok) return `Lenders qualify you at the stress-test rate of ${percent(stress)}; a licensed agent can check ${incomeText} against this mortgage.`;
  const limit = result.stressTest.borrowingLimit;
  return limit >= loan
    ? `Your income should qualify: with ${incomeText}, at the stress-test rate of ${percent(stress)} lenders could go up to about ${money(limit)}, so ${paid}, not your income, is the limit.`
    : `Your income may not qualify for all of it: with ${incomeText}, at the stress-test rate of ${percent(stress)} lenders would go up to about ${money(limit)}, less than the ${money(loan)} the payment carries.`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
