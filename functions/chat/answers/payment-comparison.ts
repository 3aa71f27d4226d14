import { PAYMENT_URL_DEFAULTS, serializePaymentState } from '../../../src/lib/calc/calculator-url-state';
import { calculatePayment, type PaymentSuccess } from '../../../src/lib/calc/payment';
import { findFrequency, PAYMENT_AMORTIZATION_MAX_YEARS, PAYMENT_AMORTIZATION_MIN_YEARS } from '../../../src/lib/calc/payment-options';
import { formatCurrency } from '../../../src/lib/format';
import { chatLink, ESTIMATE_NOTE } from './answer-copy';
import { type Answer, type AnswerContext, money, percent } from './answer-kit';

/** Words that make two amortizations or two rates a comparison rather than a correction. */
const COMPARED =
  /\bvs\.?(?=\s|\d|$)|\bversus\b|\binstead of\b|\bcompar|\bdifference\b|\bdiff\b|\bhow much (?:more|less|extra|higher|lower|cheaper|bigger|smaller)\b|\bmore per\b|\bsav(?:e|es|ing|ings)\b|\bbetween\b|\bor\b|\brather than\b/i;

/** Whether the message compares the payment over two amortizations or at two rates, with the mortgage known. */
export function isPaymentComparison({ inputs, message }: Pick<AnswerContext, 'inputs' | 'message'>): boolean {
  if (inputs.amortizationYearsAlt === undefined && inputs.rateAlt === undefined) return false;
  return COMPARED.test(message);
}

/** A comparison on the amount the visitor named (a mortgage, or a bare amount), when nothing says it is a price. */
export function comparePayments(context: AnswerContext): Answer | undefined {
  const { inputs } = context;
  if (inputs.price !== undefined || inputs.downAmount !== undefined || inputs.downPercent !== undefined) return undefined;
  const amount = inputs.loanAmount ?? inputs.amount ?? inputs.balance;
  return amount !== undefined ? answerPaymentComparison(context, amount) : undefined;
}

/**
 * "20 years instead of 25 on 520k at 4.44, how much more per month?", "4.89 vs 4.39 on 600k": both payments from the
 * payment calculator, the difference per payment and in interest over the amortization, each side restated. Two
 * rates with no amortization are compared over 25 years, said as such (the difference is what was asked).
 */
export function answerPaymentComparison({ inputs }: AnswerContext, amount: number): Answer | undefined {
  const frequency = findFrequency(inputs.frequency ?? 'monthly') ?? findFrequency('monthly')!;
  const every = frequency.label.toLowerCase();
  const rate = inputs.rate;
  if (rate === undefined) return undefined;
  const byYears = inputs.amortizationYearsAlt !== undefined && inputs.amortizationYears !== undefined;
  const yearsGiven = inputs.amortizationYears;
  const baseYears = yearsGiven ?? 25;
  const sides = byYears
    ? [
        { rate, years: yearsGiven!, label: `over ${yearsGiven} years` },
        { rate, years: inputs.amortizationYearsAlt!, label: `over ${inputs.amortizationYearsAlt} years` },
      ]
    : inputs.rateAlt !== undefined
      ? [
          { rate, years: baseYears, label: `at ${percent(rate)}` },
          { rate: inputs.rateAlt, years: baseYears, label: `at ${percent(inputs.rateAlt)}` },
        ]
      : undefined;
  if (!sides) return undefined;
  if (sides.some((s) => s.years < PAYMENT_AMORTIZATION_MIN_YEARS || s.years > PAYMENT_AMORTIZATION_MAX_YEARS)) return undefined;
  const results = sides.map((s) =>
    calculatePayment({ amount, annualRate: s.rate, amortizationYears: s.years, compounding: 'semi-annual', frequency: frequency.id }),
  );
  if (!results.every((r): r is PaymentSuccess => r.ok)) return undefined;
  const [a, b] = results as [PaymentSuccess, PaymentSuccess];
  const [sideA, sideB] = sides as [(typeof sides)[0], (typeof sides)[0]];
  const higherFirst = a.payment >= b.payment;
  const [high, low] = higherFirst
    ? [
        { side: sideA, r: a },
        { side: sideB, r: b },
      ]
    : [
        { side: sideB, r: b },
        { side: sideA, r: a },
      ];
  const difference = high.r.payment - low.r.payment;
  const interestGap = Math.abs(a.totalInterest - b.totalInterest);
  const setting = byYears
    ? `For a ${money(amount)} mortgage at ${percent(rate)}, paid ${every}`
    : `For a ${money(amount)} mortgage over ${baseYears} years${yearsGiven === undefined ? ' (the usual amortization; tell me if yours differs)' : ''}, paid ${every}`;
  const interestLine = byYears
    ? `The ${Math.min(sideA.years, sideB.years)}-year amortization costs ${formatCurrency(difference)} more per ${paymentWord(every)} but saves about ${formatCurrency(interestGap)} of interest over the life of the mortgage (${formatCurrency(Math.min(a.totalInterest, b.totalInterest))} instead of ${formatCurrency(Math.max(a.totalInterest, b.totalInterest))}), if the rate stayed the same.`
    : `At ${percent(high.side.rate)} that is ${formatCurrency(difference)} more per ${paymentWord(every)}, and about ${formatCurrency(interestGap)} more interest over the ${baseYears} years (${formatCurrency(high.r.totalInterest)} instead of ${formatCurrency(low.r.totalInterest)}), if the rate stayed the same.`;
  const link = (side: (typeof sides)[0]) =>
    serializePaymentState({ ...PAYMENT_URL_DEFAULTS, amount, amortizationYears: side.years, frequency: frequency.id, customRate: true, rate: side.rate });
  return {
    intent: 'payment-comparison',
    answer: [
      `${setting}: ${sideA.label} the ${every} payment is ${formatCurrency(a.payment)}; ${sideB.label} it is ${formatCurrency(b.payment)}. The difference is ${formatCurrency(difference)} per ${paymentWord(every)}: the payment ${high.side.label} is higher.`,
      interestLine,
      'Assumptions: semi-annual compounding, as for Canadian fixed-rate mortgages.',
      `${chatLink(`Open the payment calculator ${sideA.label}`, '/mortgage-calculator', link(sideA))} · ${chatLink(`${sideB.label}`, '/mortgage-calculator', link(sideB))}`,
      ESTIMATE_NOTE,
    ].join('\n\n'),
  };
}

/** "per month" for a monthly payment, "per payment" for the others. */
function paymentWord(every: string): string {
  return every === 'monthly' ? 'month' : 'payment';
}
