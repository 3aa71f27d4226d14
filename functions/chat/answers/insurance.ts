import { minimumDownPayment } from '../../../src/lib/calc/down-payment';
import { calculateMortgageInsurance } from '../../../src/lib/calc/mortgage-insurance';
import { CMHC_PREMIUM_BANDS, INSURANCE_RULES } from '../../../src/lib/calc/mortgage-rules';
import { PREMIUM_SALES_TAX_RATES } from '../../../src/lib/calc/premium-sales-tax';
import { KNOWLEDGE_BASE } from '../knowledge-base';
import { ESTIMATE_NOTE } from './answer-copy';
import { type Answer, type AnswerContext, askFor, describeDown, downDollars, listKnown, money } from './answer-kit';
import { howMadeUp, insuranceLine } from './down-payment';
import { answerProvincialPremiumTax } from './provincial-premium-tax';
import { provinceOutsideOntario } from './provincial-transfer';

const SURCHARGE = `${(INSURANCE_RULES.longAmortizationSurchargeBasisPoints / 100).toFixed(2)}%`;
const INSURED_BANDS = CMHC_PREMIUM_BANDS.filter((b) => b.maxLtvBasisPoints > (1 - INSURANCE_RULES.requiredBelowDownPaymentShare) * 10_000);
const basis = (bp: number) => `${(bp / 100).toFixed(2)}%`;
/** "2.80% to 4.00%": the premium rates of the insured loan-to-value bands (5% to under 20% down). */
const PREMIUM_RANGE = `${basis(Math.min(...INSURED_BANDS.map((b) => b.premiumBasisPoints)))} to ${basis(Math.max(...INSURED_BANDS.map((b) => b.premiumBasisPoints)))}`;

/**
 * "Do I need mortgage insurance if I put 20% down?", "is CMHC required with 10% down?": a yes/no question about
 * whether insurance is needed, answered directly rather than by asking for the price. "How much" asks for a figure.
 */
const NEED_QUESTION =
  /\b(?:do|does|will|would|am|is|are|must|should|have)\s+(?:i|we|you|it|my|our|cmhc|mortgage|default|the|there)\b[^?]*\b(?:need|needed|required?|mandatory|have to|has to|must|necessary|get|pay|obligatory)\b|\b(?:required|mandatory|compulsory|obligatoire|nécessaire|obligé)\b|\bai-je besoin\b|\bdois-je\b|\best-ce qu/i;
const FIGURE_QUESTION = /\bhow much\b|\bwhat(?:'s|s| is| would| will)?\b[^?]*\b(?:cost|premium|price)\b|\bcombien\b|\bcalculate\b/i;

/** "CMHC on 900k with 100k down, 30 years": the premium by loan-to-value, with the surcharge above 25 years. */
export function answerInsurance({ inputs, message }: AnswerContext): Answer | undefined {
  // Home (property) insurance is another thing: the knowledge base's entry answers it, not the default premium.
  if (HOME_INSURANCE.test(message) && !DEFAULT_INSURANCE.test(message)) return undefined;
  const loan = inputs.loanAmount;
  // A mortgage amount with a down payment gives the price ("$390,000 mortgage, 10% down"); with a price, the down.
  const statedPrice = inputs.price ?? inputs.amount;
  // A percent of an unknown price: the down payment in whole cents, rounded up so that 10% down stays in the 10% band.
  const derivedDown =
    statedPrice !== undefined || loan === undefined
      ? undefined
      : (inputs.downAmount ??
        (inputs.downPercent !== undefined && inputs.downPercent < 100
          ? Math.ceil((loan * inputs.downPercent * 100) / (100 - inputs.downPercent)) / 100
          : undefined));
  const price = statedPrice ?? (derivedDown !== undefined ? loan! + derivedDown : undefined);
  const down =
    derivedDown ?? downDollars(inputs, price) ?? (statedPrice !== undefined && loan !== undefined && loan < statedPrice ? statedPrice - loan : undefined);
  const amortizationYears = inputs.amortizationYears ?? 25;
  const yesNo = NEED_QUESTION.test(message) && !FIGURE_QUESTION.test(message);
  const share = inputs.downPercent ?? (price !== undefined && down !== undefined && price > 0 ? (down / price) * 100 : undefined);
  if (yesNo && (price === undefined || down === undefined)) return answerNeed(share);
  if (loan !== undefined && price === undefined) {
    return askFor(
      'mortgage-insurance',
      listKnown([`a ${money(loan)} mortgage`, inputs.amortizationYears !== undefined && `${amortizationYears}-year amortization`]),
      'How much are you putting down (or what is the purchase price)? The premium rate depends on your down payment.',
    );
  }
  if (price === undefined && down === undefined && inputs.downPercent === undefined) {
    const general = KNOWLEDGE_BASE.find((e) => e.id === 'mortgage-insurance')?.answer ?? '';
    return {
      intent: 'mortgage-insurance',
      answer: `${general}\n\nAn amortization longer than ${INSURANCE_RULES.standardMaxAmortizationYears} years on an insured mortgage (30 years, open to first-time buyers and new builds) adds a ${SURCHARGE} surcharge to the premium rate. Tell me the price and your down payment and I will work out the premium.`,
    };
  }
  if (price === undefined || down === undefined) {
    const question = price === undefined ? 'What is the purchase price?' : 'How much are you putting down?';
    return askFor(
      'mortgage-insurance',
      listKnown([
        price !== undefined && `a ${money(price)} home`,
        describeDown(inputs, down),
        inputs.amortizationYears !== undefined && `${amortizationYears}-year amortization`,
      ]),
      `${question} The premium depends on both.`,
    );
  }
  const minimum = minimumDownPayment(price);
  if (down < minimum) {
    return {
      intent: 'mortgage-insurance-estimate',
      answer: `For a ${money(price)} home the minimum down payment is ${money(minimum)}: ${howMadeUp(price)}. Your ${money(down)} is below that minimum, so lenders could not finance this price with it, and no insurer would cover it.\n\n${ESTIMATE_NOTE}`,
    };
  }
  const surcharge =
    amortizationYears > INSURANCE_RULES.standardMaxAmortizationYears
      ? ` That includes the ${SURCHARGE} surcharge for an amortization over ${INSURANCE_RULES.standardMaxAmortizationYears} years${inputs.firstTimeBuyer || inputs.newBuild ? '' : ' (30 years insured is open only to first-time buyers and new builds)'}.`
      : '';
  const verdict = yesNo ? (down / price < INSURANCE_RULES.requiredBelowDownPaymentShare ? 'Yes. ' : 'No. ') : '';
  return {
    intent: 'mortgage-insurance-estimate',
    answer: [
      `${verdict}For a ${money(price)} home with ${describeDown(inputs, down)} over ${amortizationYears} years${inputs.firstTimeBuyer ? ', first-time buyer' : ''}:`,
      `${insuranceLine(price, down, false, amortizationYears)}${surcharge}`,
      ESTIMATE_NOTE,
    ].join('\n\n'),
  };
}

const HOME_INSURANCE = /\b(?:home|house|property|homeowners?'?|fire|tenants?)\s+insurance\b/i;
const DEFAULT_INSURANCE = /\bcmhc\b|\bsagen\b|\bgenworth\b|\bcanada guaranty\b|\bdefault\b|\bmortgage insurance\b|\bpremium\b/i;

/** Whether insurance is needed, from the share put down when it is known, and the premium range when it is. */
function answerNeed(share: number | undefined): Answer {
  const requiredBelow = INSURANCE_RULES.requiredBelowDownPaymentShare * 100;
  const premium =
    `The premium is ${PREMIUM_RANGE} of the mortgage depending on your down payment (the less you put down, the higher), ` +
    `plus ${SURCHARGE} for an amortization over ${INSURANCE_RULES.standardMaxAmortizationYears} years; it is added to the mortgage, and Ontario's ` +
    `${INSURANCE_RULES.ontarioPstRate * 100}% sales tax on it is paid at closing.`;
  let answer: string;
  if (share === undefined) {
    answer = `Only if you put less than ${requiredBelow}% of the price down: then mortgage default insurance (CMHC, Sagen or Canada Guaranty) is required. With ${requiredBelow}% or more down it is not needed. ${premium}`;
  } else if (share >= requiredBelow) {
    answer = `No. With ${formatShare(share)} down (${requiredBelow}% or more) no mortgage default insurance is needed. It is required only with less than ${requiredBelow}% down.`;
  } else {
    const rate = premiumRateFor(share);
    answer = `Yes. With ${formatShare(share)} down (less than ${requiredBelow}%) mortgage default insurance (CMHC, Sagen or Canada Guaranty) is required.${rate ? ` At ${formatShare(share)} down the premium is ${rate} of the mortgage.` : ''} ${premium}`;
  }
  return { intent: 'mortgage-insurance', answer: `${answer}\n\n${ESTIMATE_NOTE}` };
}

const formatShare = (share: number) => `${Number.isInteger(share) ? share : share.toFixed(1)}%`;

/** The premium rate at a share down, from the same table as the calculator (a $100,000 price stands for any). */
function premiumRateFor(share: number): string | undefined {
  const insurance = calculateMortgageInsurance({ price: 100_000, downPayment: share * 1_000, amortizationYears: INSURANCE_RULES.standardMaxAmortizationYears });
  return insurance.required && insurance.available && insurance.premiumRate > 0 ? `${(insurance.premiumRate * 100).toFixed(2)}%` : undefined;
}

/**
 * "Is the PST on CMHC added to the mortgage too?", "do I pay sales tax on the insurance premium?": the tax on the
 * default insurance premium, asked about by name. A tax word beside an insurance word (or "PST" alone, which in a
 * mortgage chat can only be this tax).
 */
const PREMIUM_TAX_WORD =
  /\bpst\b|\brst\b|\b(?:provincial |retail )?sales tax\b|\btax(?:es|ed)? on (?:the |my |our )?(?:cmhc|sagen|genworth|premium|insurance|mortgage insurance|default insurance)\b|\b(?:premium|insurance|cmhc) tax\b|\btaxe de vente\b|\btvp\b/i;
const INSURANCE_WORD = /\bcmhc\b|\bsagen\b|\bgenworth\b|\bcanada guaranty\b|\bpremium\b|\b(?:mortgage|default) insurance\b|\binsur(?:ance|ed)\b|\bassurance\b/i;

export function isPremiumTaxQuestion(message: string): boolean {
  return PREMIUM_TAX_WORD.test(message) && (INSURANCE_WORD.test(message) || /\bpst\b/i.test(message));
}

/** "Is it added to the mortgage?" gets a no, "do I have to pay it?" a yes; an either-or question gets the facts. */
function opening(message: string): string {
  if (/\bor\b/i.test(message)) return '';
  if (/\b(?:add(?:ed)?|roll(?:ed)?|includ(?:e|ed)|financ(?:e|ed)|into|onto|part of|on top)\b/i.test(message)) return 'No. ';
  if (/\b(?:pay|paid|charged?|owe|apply|applies|have to|need to)\b/i.test(message)) return 'Yes. ';
  return '';
}

const taxShare = (rate: number | undefined) => `${Math.round((rate ?? 0) * 100)}%`;

/**
 * The premium is added to the mortgage; the provincial sales tax on it is not: it is paid in cash at closing,
 * usually through the lawyer (ADR 49's table: Ontario 8 %, Quebec 9 %, Saskatchewan 6 %). With a price and a down
 * payment the two amounts are worked out.
 */
export function answerPremiumTax({ inputs, message }: AnswerContext): Answer {
  const province = provinceOutsideOntario(inputs);
  if (province) return answerProvincialPremiumTax(inputs, province, opening(message));
  const ontario = taxShare(PREMIUM_SALES_TAX_RATES.ON);
  const lines = [
    `${opening(message)}In Ontario the ${ontario} provincial sales tax (PST) on the mortgage default insurance premium (CMHC, Sagen or Canada Guaranty) cannot be added to the mortgage: it is paid in cash at closing, usually through your lawyer, so budget for it with your closing costs. The premium itself usually is added to the mortgage and paid off with it.`,
    `Quebec (${taxShare(PREMIUM_SALES_TAX_RATES.QC)}) and Saskatchewan (${taxShare(PREMIUM_SALES_TAX_RATES.SK)}) also tax the premium, paid the same way; the other provinces do not.`,
  ];
  const price = inputs.price ?? inputs.amount;
  const down = downDollars(inputs, price);
  if (price !== undefined && down !== undefined && down >= minimumDownPayment(price)) {
    const insurance = calculateMortgageInsurance({ price, downPayment: down, amortizationYears: inputs.amortizationYears ?? 25 });
    if (insurance.required && insurance.available) {
      lines.push(
        `For a ${money(price)} home with ${describeDown(inputs, down)}: the premium of about ${money(Math.round(insurance.premium))} is added to the ${money(price - down)} mortgage, and the ${ontario} PST of about ${money(Math.round(insurance.pst))} is paid at closing.`,
      );
    } else if (!insurance.required) {
      lines.push(`With ${describeDown(inputs, down)} on ${money(price)} (20% or more) no insurance is needed, so there is no premium and no PST on it.`);
    }
  } else {
    lines.push(
      `Example: a ${money(20_000)} premium is added to the mortgage, and its ${ontario} PST, ${money(20_000 * (PREMIUM_SALES_TAX_RATES.ON ?? 0))}, is paid at closing. Tell me the price and your down payment and I will work out yours.`,
    );
  }
  return { intent: 'mortgage-insurance-tax', answer: [...lines, ESTIMATE_NOTE].join('\n\n') };
}
