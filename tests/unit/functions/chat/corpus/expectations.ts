/**
 * What a right answer to a corpus question contains, worked out with the calculators (src/lib/calc) from the
 * numbers the question gives, never copied from the chat's own reply. A check returns the first thing missing, or
 * undefined when the answer is right.
 */
import type { ChatReply, RateRow } from '../../../../../functions/chat/types';
import { calculateAffordability } from '../../../../../src/lib/calc/affordability';
import { AFFORDABILITY_DEFAULTS } from '../../../../../src/lib/calc/affordability-options';
import { calculateCashToClose } from '../../../../../src/lib/calc/cash-to-close';
import { CASH_TO_CLOSE_DEFAULTS } from '../../../../../src/lib/calc/cash-to-close-options';
import { minimumDownPayment } from '../../../../../src/lib/calc/down-payment';
import { calculateLandTransferTax } from '../../../../../src/lib/calc/land-transfer-tax';
import { calculateMortgageInsurance } from '../../../../../src/lib/calc/mortgage-insurance';
import { calculatePayment } from '../../../../../src/lib/calc/payment';
import { findFrequency, type FrequencyId } from '../../../../../src/lib/calc/payment-options';
import { penaltyTodayRates } from '../../../../../src/lib/calc/penalty-today-rates';
import { calculatePrepaymentPenalty } from '../../../../../src/lib/calc/prepayment-penalty';
import { listRateOptions } from '../../../../../src/lib/calc/rate-options';
import { formatCurrency, formatCurrencyWhole as whole } from '../../../../../src/lib/format';

/**
 * The calculator's defaults as the chat uses them: no property tax or heating the visitor did not give (the reply
 * says so, "each lowers the amount"); the calculator page starts from estimates instead (ADR 42).
 */
const CHAT_AFFORDABILITY = { ...AFFORDABILITY_DEFAULTS, heatingMonthly: 0, propertyTaxesAnnual: 0 };
import { selectPublicRates } from '../../../../../src/lib/rates/select-rates';

export interface CorpusContext {
  rates: readonly RateRow[];
  now: Date;
  /** The prime rate the chat is given, as the Bank of Canada publishes it. */
  prime: { rate: number; date: string };
}

export type Check = (reply: ChatReply, context: CorpusContext) => string | undefined;

function expectAll(reply: ChatReply, intent: string | readonly string[], needles: readonly string[]): string | undefined {
  const intents = typeof intent === 'string' ? [intent] : intent;
  if (!intents.includes(reply.intent)) return `intent ${reply.intent}, expected ${intents.join(' or ')}`;
  const missing = needles.find((needle) => !reply.reply.includes(needle));
  return missing === undefined ? undefined : `missing "${missing}"`;
}

/** Today's lowest published rate for a term and type in a province, as the payment calculator lists it. */
function bestRate(context: CorpusContext, termYears: number, rateType: 'fixed' | 'variable', province = 'Ontario', mortgageType?: string): number {
  const options = listRateOptions(selectPublicRates(context.rates, context.now).rates, province).filter(
    (o) => o.termYears === termYears && o.rateType === rateType && (mortgageType === undefined || o.mortgageType === mortgageType),
  );
  if (options.length === 0) throw new Error(`no ${termYears}-year ${rateType} rate in the fixture`);
  return Math.min(...options.map((o) => o.rate));
}

const torontoDay = (now: Date) => now.toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });

export function downPayment(price: number, down?: number): Check {
  return (reply) => {
    const minimum = minimumDownPayment(price);
    const needles = [`For a ${whole(price)} home the minimum down payment is ${whole(minimum)}`];
    if (down !== undefined && down < minimum) needles.push(`Your ${whole(down)} is below that minimum`);
    if (down !== undefined && down >= minimum) {
      const insurance = calculateMortgageInsurance({ price, downPayment: down, amortizationYears: 25 });
      if (insurance.required && insurance.available) needles.push(`or ${formatCurrency(insurance.premium)}, added to the mortgage`);
      else needles.push(`With ${whole(down)} down`);
    }
    // Asked about the premium, the insurance answer gives the same figures (ADR 37).
    return expectAll(reply, ['down-payment-estimate', 'mortgage-insurance-estimate'], needles.slice(reply.intent === 'mortgage-insurance-estimate' ? 1 : 0));
  };
}

interface PaymentQuestion {
  /** The mortgage asked about, or the price and the down payment it comes from. */
  amount?: number;
  price?: number;
  down?: number;
  years?: number;
  frequency?: FrequencyId;
  /** The rate the visitor names; otherwise today's best for the term and type. */
  rate?: number;
  term?: number;
  type?: 'fixed' | 'variable';
  province?: string;
}

export function payment(q: PaymentQuestion): Check {
  return (reply) => {
    const years = q.years;
    let amount = q.amount;
    if (amount === undefined) {
      const insurance = calculateMortgageInsurance({ price: q.price!, downPayment: q.down!, amortizationYears: years ?? 25 });
      amount = insurance.required && insurance.available ? insurance.insuredLoan : q.price! - q.down!;
    }
    // A payment needs the visitor's rate and amortization: a missing one is asked for, never assumed (ADR 37).
    if (q.rate === undefined || years === undefined) {
      const named = [q.rate === undefined ? 'rate' : undefined, years === undefined ? 'amortization' : undefined].filter((n): n is string => n !== undefined);
      const restated = q.amount !== undefined ? [whole(q.amount)] : [whole(q.price!)];
      return expectAll(reply, 'payment-question', [...named, ...restated, '?']);
    }
    const frequency = q.frequency ?? 'monthly';
    const result = calculatePayment({ amount, annualRate: q.rate, amortizationYears: years, compounding: 'semi-annual', frequency });
    if (!result.ok) throw new Error('the payment calculator refused a corpus question');
    const every = findFrequency(frequency)!.label.toLowerCase();
    return expectAll(reply, 'payment-estimate', [
      `For a ${whole(amount)} mortgage`,
      `at ${q.rate.toFixed(2)}% over ${years} years`,
      `the ${every} payment is ${formatCurrency(result.payment)}`,
    ]);
  };
}

/**
 * Today's best 5-year fixed for the class of mortgage the down payment gives: insured below 20 % of the price,
 * conventional from 20 % (ADR 37). The price depends on the rate, so the conventional rate is tried first.
 */
function affordabilityAtClass(context: CorpusContext, income: number, down: number, rate?: number) {
  const at = (annualRate: number) => calculateAffordability({ ...CHAT_AFFORDABILITY, annualIncome: income, downPayment: down, annualRate });
  if (rate !== undefined) return at(rate);
  const conventional = at(bestRate(context, 5, 'fixed', 'Ontario', 'Conventional'));
  if (conventional.ok && down >= conventional.maxPrice * 0.2) return conventional;
  return at(bestRate(context, 5, 'fixed', 'Ontario', 'High-Ratio'));
}

export function affordability(income: number, down?: number, rate?: number): Check {
  return (reply, context) => {
    if (down === undefined) {
      // No down payment given: the most the income carries at the stress-test rate.
      const annualRate = rate ?? bestRate(context, 5, 'fixed', 'Ontario', 'High-Ratio');
      const result = calculateAffordability({ ...CHAT_AFFORDABILITY, annualIncome: income, downPayment: 100_000_000, annualRate });
      if (!result.ok) throw new Error('the affordability calculator refused a corpus question');
      return expectAll(reply, 'affordability-estimate', [
        `With an income of ${whole(income)} a year`,
        `you could borrow up to about ${whole(result.stressTest.borrowingLimit)}`,
      ]);
    }
    const result = affordabilityAtClass(context, income, down, rate);
    if (!result.ok) throw new Error('the affordability calculator refused a corpus question');
    return expectAll(reply, 'affordability-estimate', [
      `With an income of ${whole(income)} a year`,
      `and ${whole(down)} down`,
      `a lender could accept a home of about ${whole(result.maxPrice)}`,
    ]);
  };
}

/**
 * "What can I afford with 20% down?" and no price: the down payment said must be that share of the price said, and
 * the price the one the calculator gives for that down payment.
 */
export function affordabilityWithShare(income: number, percent: number): Check {
  return (reply, context) => {
    const said = /and \$([\d,]+) down \((\d+)% of the price\)/.exec(reply.reply);
    if (!said) return expectAll(reply, 'affordability-estimate', [`(${percent}% of the price)`]);
    const down = Number(said[1]!.replace(/,/g, ''));
    const result = calculateAffordability({
      ...CHAT_AFFORDABILITY,
      annualIncome: income,
      downPayment: down,
      annualRate: bestRate(context, 5, 'fixed', 'Ontario', percent >= 20 ? 'Conventional' : 'High-Ratio'),
    });
    if (!result.ok) throw new Error('the affordability calculator refused a corpus question');
    const share = (down / result.maxPrice) * 100;
    if (Math.abs(share - percent) > 0.01) return `the down payment ${whole(down)} is ${share.toFixed(3)}% of ${whole(result.maxPrice)}, not ${percent}%`;
    return expectAll(reply, 'affordability-estimate', [
      `With an income of ${whole(income)} a year`,
      `a lender could accept a home of about ${whole(result.maxPrice)}`,
    ]);
  };
}

export function landTransferTax(price: number, where: { toronto?: boolean; firstTime?: boolean } = {}): Check {
  return (reply, context) => {
    const result = calculateLandTransferTax({
      price,
      purchaseDate: torontoDay(context.now),
      inToronto: Boolean(where.toronto),
      firstTimeBuyer: Boolean(where.firstTime),
      singleFamily: true,
    });
    if (!result.ok) throw new Error('the land transfer tax calculator refused a corpus question');
    const needles = [
      `Land transfer tax on a ${whole(price)} home ${where.toronto ? 'in Toronto' : 'in Ontario (outside Toronto)'}`,
      `Ontario ${whole(result.ontario.total)}`,
    ];
    if (where.toronto) needles.push(`= ${whole(result.totalTax)}`);
    if (where.firstTime) needles.push(`so you would pay ${whole(result.netPayable)}`);
    return expectAll(reply, 'land-transfer-tax-estimate', needles);
  };
}

export function cashToClose(price: number, options: { down?: number; toronto?: boolean; firstTime?: boolean } = {}): Check {
  return (reply, context) => {
    const downPayment = options.down ?? minimumDownPayment(price);
    const result = calculateCashToClose({
      ...CASH_TO_CLOSE_DEFAULTS,
      price,
      downPayment,
      inToronto: Boolean(options.toronto),
      firstTimeBuyer: Boolean(options.firstTime),
      purchaseDate: context.now.toISOString().slice(0, 10),
    });
    if (!result.ok) throw new Error('the cash-to-close calculator refused a corpus question');
    return expectAll(reply, 'cash-to-close-estimate', [
      `To close on a ${whole(price)} home${options.toronto ? ' in Toronto' : ''}`,
      `about ${whole(result.totalCashNeeded)} in cash`,
      `the ${whole(downPayment)} down payment`,
    ]);
  };
}

export function penalty(balance: number, contractRate: number, monthsRemaining: number, rateType: 'fixed' | 'variable' = 'fixed'): Check {
  return (reply, context) => {
    const today = penaltyTodayRates(listRateOptions(selectPublicRates(context.rates, context.now).rates, 'Ontario'), monthsRemaining);
    const result = calculatePrepaymentPenalty({
      balance,
      contractRate,
      monthsRemaining,
      rateType,
      lenderKind: 'comparison-rate',
      originalPostedRate: contractRate,
      todayPostedRate: today.todayPostedRate,
      todayRate: today.todayRate,
    });
    if (!result.ok) throw new Error('the penalty calculator refused a corpus question');
    return expectAll(reply, 'penalty-estimate', [
      `Breaking a ${whole(balance)} ${rateType}-rate mortgage at ${contractRate.toFixed(2)}%`,
      `the penalty would be about ${whole(result.penalty)}`,
    ]);
  };
}

export function rates(province = 'Ontario'): Check {
  return (reply) => expectAll(reply, 'rates', [`Here are our best current rates in ${province}`]);
}

export function primeRate(): Check {
  return (reply, context) => {
    const date = new Date(`${context.prime.date}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    return expectAll(reply, 'prime-rate', [`${context.prime.rate.toFixed(2)}%`, date]);
  };
}

/** "Tell me when…": the chat offers the rate alert sign-up (the form on /rates), never a figure of its own. */
export function rateAlert(): Check {
  return (reply) => expectAll(reply, 'rate-alert', ['rate alert', '/rates#rate-alert-heading']);
}

/** A question with no numbers to work out: any answer but a calculated one. */
export function notCalculated(): Check {
  return (reply) => (/-estimate$/.test(reply.intent) ? `calculated (${reply.intent}) a question with nothing to calculate` : undefined);
}
