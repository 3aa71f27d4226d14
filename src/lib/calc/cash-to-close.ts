/**
 * The cash a buyer needs on closing day: the down payment plus the closing costs, in the buyer's province (ADR 49):
 * its transfer tax or registration fees, and the tax on the default-insurance premium where one applies (Ontario,
 * Quebec, Saskatchewan). The premium is added to the mortgage, but that tax is due in cash at closing. First-time buyers may draw on
 * their FHSA and the RRSP Home Buyers' Plan, the FHSA first, and only up to the cash needed; what those do not cover comes
 * from other savings.
 */
import { calcMessages, MAX_CALCULABLE_AMOUNT, type FieldError } from './calc-messages';
import { FIRST_TIME_BUYER_SOURCES, type CashToCloseInputs } from './cash-to-close-options';
import { minimumDownPayment } from './down-payment';
import { fromCents, toCents } from './money';
import { calculateMortgageInsurance, type InsuranceResult } from './mortgage-insurance';
import { checkMortgageRules, type RuleViolation } from './mortgage-rule-checks';
import { premiumSalesTaxRate } from './premium-sales-tax';
import { calculateProvincialTransfer, type ProvincialTransferSuccess } from './provincial-transfer-tax';
import { NS_DEED_TRANSFER } from './provincial-transfer-rates';

export type { CashToCloseInputs };

export type CashLineId = 'downPayment' | 'landTransferTax' | 'insuranceTax' | 'legalFees' | 'titleInsurance' | 'inspection' | 'adjustments';

export interface CashLine {
  id: CashLineId;
  amount: number;
}

export interface FirstTimeBuyerSources {
  fhsa: number;
  homeBuyersPlan: number;
  /** The per-buyer limits times the number of buyers. */
  fhsaLimit: number;
  homeBuyersPlanLimit: number;
  /** An amount typed above its limit was counted at the limit. */
  capped: boolean;
  /** The savings entered (within their limits) are more than closing needs: the draws stop at the cash needed. */
  moreThanNeeded: boolean;
  total: number;
}

export interface CashToCloseSuccess {
  ok: true;
  /** The province's transfer tax or registration fees, after refunds and exemptions. */
  landTransferTax: ProvincialTransferSuccess;
  insurance: InsuranceResult;
  minimumDownPayment: number;
  /** Every amount due at closing, the down payment first. */
  lines: CashLine[];
  /** Everything but the down payment. */
  closingCosts: number;
  totalCashNeeded: number;
  /** The mortgage, premium included. */
  mortgage: number;
  sources: FirstTimeBuyerSources;
  /** What the FHSA and Home Buyers' Plan leave to come from other savings. */
  fromOtherSavings: number;
  /** Federal rules the purchase breaks as entered (down payment, insurance, amortization). */
  violations: RuleViolation[];
}

export type CashToCloseField =
  | 'price'
  | 'deedTransferRate'
  | 'downPayment'
  | 'legalFees'
  | 'titleInsurance'
  | 'inspection'
  | 'adjustments'
  | 'fhsa'
  | 'homeBuyersPlan';
export type CashToCloseResult = CashToCloseSuccess | { ok: false; errors: FieldError<CashToCloseField>[] };

const COSTS = ['legalFees', 'titleInsurance', 'inspection', 'adjustments', 'fhsa', 'homeBuyersPlan'] as const;

export function validateCashToCloseInputs(inputs: CashToCloseInputs): FieldError<CashToCloseField>[] {
  const errors: FieldError<CashToCloseField>[] = [];
  const priceOk = Number.isFinite(inputs.price) && inputs.price > 0 && inputs.price <= MAX_CALCULABLE_AMOUNT;
  if (!priceOk) errors.push({ field: 'price', message: inputs.price > MAX_CALCULABLE_AMOUNT ? calcMessages.tooLarge : calcMessages.priceRequired });
  if (!Number.isFinite(inputs.downPayment) || inputs.downPayment < 0 || (priceOk && inputs.downPayment > inputs.price)) {
    errors.push({ field: 'downPayment', message: calcMessages.downPaymentRequired });
  }
  for (const field of COSTS) {
    const value = inputs[field];
    if (!Number.isFinite(value) || value < 0) errors.push({ field, message: calcMessages.costInvalid });
    else if (value > MAX_CALCULABLE_AMOUNT) errors.push({ field, message: calcMessages.tooLarge });
  }
  return errors;
}

/**
 * What the FHSA and the Home Buyers' Plan pay towards `neededCents`: each within its per-buyer limit, the FHSA drawn
 * first (it need not be paid back), the plan next, and neither beyond what closing needs.
 */
function firstTimeBuyerSources(inputs: CashToCloseInputs, neededCents: number): FirstTimeBuyerSources {
  const buyers = inputs.buyers === 2 ? 2 : 1;
  const fhsaLimit = FIRST_TIME_BUYER_SOURCES.fhsaLifetimePerBuyer * buyers;
  const homeBuyersPlanLimit = FIRST_TIME_BUYER_SOURCES.homeBuyersPlanPerBuyer * buyers;
  // Both are for first-time buyers only, so nothing is counted otherwise.
  const fhsaCents = inputs.firstTimeBuyer ? toCents(Math.min(inputs.fhsa, fhsaLimit)) : 0;
  const planCents = inputs.firstTimeBuyer ? toCents(Math.min(inputs.homeBuyersPlan, homeBuyersPlanLimit)) : 0;
  const fhsaDrawn = Math.min(fhsaCents, neededCents);
  const planDrawn = Math.min(planCents, neededCents - fhsaDrawn);
  const capped = inputs.firstTimeBuyer && (inputs.fhsa > fhsaLimit || inputs.homeBuyersPlan > homeBuyersPlanLimit);
  return {
    fhsa: fromCents(fhsaDrawn),
    homeBuyersPlan: fromCents(planDrawn),
    fhsaLimit,
    homeBuyersPlanLimit,
    capped,
    moreThanNeeded: fhsaCents + planCents > neededCents,
    total: fromCents(fhsaDrawn + planDrawn),
  };
}

export function calculateCashToClose(inputs: CashToCloseInputs): CashToCloseResult {
  const errors = validateCashToCloseInputs(inputs);
  if (errors.length > 0) return { ok: false, errors };

  const province = inputs.province ?? 'ON';
  const insurance = calculateMortgageInsurance({ ...inputs, province });
  const tax = calculateProvincialTransfer({
    province,
    price: inputs.price,
    purchaseDate: inputs.purchaseDate,
    inToronto: inputs.inToronto,
    inMontreal: inputs.inMontreal ?? false,
    firstTimeBuyer: inputs.firstTimeBuyer,
    newBuild: inputs.newBuild,
    singleFamily: true,
    deedTransferRate: inputs.deedTransferRate ?? NS_DEED_TRANSFER.halifaxRate,
    // The mortgage registered is the loan with its premium.
    mortgage: insurance.insuredLoan,
  });
  if (!tax.ok) {
    const fields = tax.errors.filter((e): e is typeof e & { field: CashToCloseField } => e.field === 'price' || e.field === 'deedTransferRate');
    return { ok: false, errors: fields.map((e) => ({ field: e.field, message: e.message })) };
  }

  const minimum = minimumDownPayment(inputs.price);
  const lines: CashLine[] = [
    { id: 'downPayment', amount: inputs.downPayment },
    { id: 'landTransferTax', amount: tax.netPayable },
    // Only the provinces that tax the premium get the line.
    ...(premiumSalesTaxRate(province) > 0 ? [{ id: 'insuranceTax' as const, amount: insurance.pst }] : []),
    { id: 'legalFees', amount: inputs.legalFees },
    { id: 'titleInsurance', amount: inputs.titleInsurance },
    { id: 'inspection', amount: inputs.inspection },
    { id: 'adjustments', amount: inputs.adjustments },
  ];
  const totalCents = lines.reduce((sum, line) => sum + toCents(line.amount), 0);
  const sources = firstTimeBuyerSources(inputs, totalCents);
  return {
    ok: true,
    landTransferTax: tax,
    insurance,
    minimumDownPayment: minimum,
    lines,
    closingCosts: fromCents(totalCents - toCents(inputs.downPayment)),
    totalCashNeeded: fromCents(totalCents),
    mortgage: insurance.insuredLoan,
    sources,
    fromOtherSavings: fromCents(Math.max(0, totalCents - toCents(sources.total))),
    violations: checkMortgageRules(inputs),
  };
}
