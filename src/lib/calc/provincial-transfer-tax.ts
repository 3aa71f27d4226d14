/**
 * What a buyer pays the province (and, where it levies one, the municipality) to take title, for every province and
 * territory (ADR 49): a transfer tax in nine provinces, land titles or registry fees in Alberta, Saskatchewan and
 * Newfoundland and Labrador, registration fees only in the territories. Ontario delegates to land-transfer-tax.ts,
 * so its figures are exactly the Ontario calculator's. Amounts in cents; the rates are in provincial-transfer-rates.ts.
 */
import type { ProvinceCode } from '../provinces';
import { calcMessages, MAX_CALCULABLE_AMOUNT, type FieldError } from './calc-messages';
import { calculateLandTransferTax, taxByBrackets, validateLandTransferTaxInputs, type TaxBreakdown } from './land-transfer-tax';
import { fromCents, toCents } from './money';
import {
  AB_LAND_TITLES,
  BC_EXEMPTIONS,
  BC_PTT_OTHER,
  BC_PTT_RESIDENTIAL,
  MB_LTT,
  NB_RPTT_RATE,
  NL_REGISTRATION,
  NS_DEED_TRANSFER,
  PE_RPTT,
  QC_WELCOME_TAX,
  QC_WELCOME_TAX_MONTREAL,
  SK_LAND_TITLES,
} from './provincial-transfer-rates';

export interface ProvincialTransferInputs {
  province: ProvinceCode;
  price: number;
  /** YYYY-MM-DD; picks Toronto's schedule. */
  purchaseDate: string;
  firstTimeBuyer: boolean;
  /** Ontario: one or two single-family residences; British Columbia: residential property (the 2% surtax). */
  singleFamily: boolean;
  inToronto: boolean;
  inMontreal: boolean;
  /** British Columbia's newly built home exemption. */
  newBuild: boolean;
  /** Nova Scotia: the municipality's deed transfer tax, in percent. */
  deedTransferRate: number;
  /** The mortgage registered, for the provinces whose registration fee depends on it (Alberta, Newfoundland and Labrador). */
  mortgage: number;
}

export type TransferChargeId =
  | 'ontario'
  | 'toronto'
  | 'bcPropertyTransferTax'
  | 'qcWelcomeTax'
  | 'mbLandTransferTax'
  | 'nbTransferTax'
  | 'nsDeedTransferTax'
  | 'peTransferTax'
  | 'nlDeedRegistration'
  | 'nlMortgageRegistration'
  | 'abTransferFee'
  | 'abMortgageFee'
  | 'skTransferFee';

export type TransferReliefId = 'ontarioRefund' | 'torontoRefund' | 'bcFirstTime' | 'bcNewBuild' | 'peFirstTime';

export interface TransferCharge {
  id: TransferChargeId;
  amount: number;
  /** Marginal brackets, for the taxes that have them. */
  breakdown?: TaxBreakdown;
  /** Which dated schedule applied (Toronto). */
  scheduleLabel?: string;
}

export interface TransferRelief {
  id: TransferReliefId;
  amount: number;
}

/** tax: a transfer tax; fees: registration fees only; none-known: no tax, and fees this site does not compute. */
export type TransferKind = 'tax' | 'fees' | 'none-known';

export interface ProvincialTransferSuccess {
  ok: true;
  province: ProvinceCode;
  kind: TransferKind;
  charges: TransferCharge[];
  reliefs: TransferRelief[];
  totalCharges: number;
  totalReliefs: number;
  netPayable: number;
}

export type ProvincialTransferField = 'price' | 'purchaseDate' | 'deedTransferRate' | 'mortgage';
export type ProvincialTransferResult = ProvincialTransferSuccess | { ok: false; errors: FieldError<ProvincialTransferField>[] };

/** Provinces whose registration fee depends on the mortgage amount. */
export const MORTGAGE_FEE_PROVINCES: readonly ProvinceCode[] = ['AB', 'NL'];
/** The provinces whose transfer tax has a first-time buyer relief; elsewhere being one changes no tax. */
export const FIRST_TIME_RELIEF_PROVINCES: readonly ProvinceCode[] = ['ON', 'BC', 'PE'];

const TERRITORIES: readonly ProvinceCode[] = ['YT', 'NT', 'NU'];
/** Where no transfer tax is levied at all (registration or land titles fees only): there is no tax to relieve. */
export const NO_TRANSFER_TAX_PROVINCES: readonly ProvinceCode[] = ['AB', 'SK', 'NL', ...TERRITORIES];

export function validateProvincialTransferInputs(inputs: ProvincialTransferInputs): FieldError<ProvincialTransferField>[] {
  const errors: FieldError<ProvincialTransferField>[] = validateLandTransferTaxInputs(inputs);
  if (inputs.province === 'NS') {
    const rate = inputs.deedTransferRate;
    if (!Number.isFinite(rate) || rate < 0 || rate > NS_DEED_TRANSFER.maxRate) {
      errors.push({ field: 'deedTransferRate', message: calcMessages.deedTransferRateRange(NS_DEED_TRANSFER.maxRate) });
    }
  }
  if (MORTGAGE_FEE_PROVINCES.includes(inputs.province)) {
    if (!Number.isFinite(inputs.mortgage) || inputs.mortgage < 0) errors.push({ field: 'mortgage', message: calcMessages.costInvalid });
    else if (inputs.mortgage > MAX_CALCULABLE_AMOUNT) errors.push({ field: 'mortgage', message: calcMessages.tooLarge });
  }
  return errors;
}

/** A flat percent of an amount, to the cent. */
function percentOf(amount: number, ratePercent: number): number {
  return fromCents(Math.round((toCents(amount) * ratePercent) / 100));
}

/** Share (0..1) of an exemption left between the price where it is full and the price where it ends. */
function phaseOut(price: number, fullUpTo: number, noneFrom: number): number {
  if (price <= fullUpTo) return 1;
  if (price >= noneFrom) return 0;
  return (noneFrom - price) / (noneFrom - fullUpTo);
}

function britishColumbia(inputs: ProvincialTransferInputs) {
  const breakdown = taxByBrackets(inputs.price, inputs.singleFamily ? BC_PTT_RESIDENTIAL : BC_PTT_OTHER);
  const reliefs: TransferRelief[] = [];
  const { firstTime, newBuild } = BC_EXEMPTIONS;
  const firstTimeAmount = inputs.firstTimeBuyer
    ? taxByBrackets(Math.min(inputs.price, firstTime.exemptPortion), BC_PTT_RESIDENTIAL).total * phaseOut(inputs.price, firstTime.fullUpTo, firstTime.noneFrom)
    : 0;
  const newBuildAmount = inputs.newBuild ? breakdown.total * phaseOut(inputs.price, newBuild.fullUpTo, newBuild.noneFrom) : 0;
  // One exemption per purchase: the buyer claims the larger.
  if (newBuildAmount > 0 && newBuildAmount >= firstTimeAmount) reliefs.push({ id: 'bcNewBuild', amount: fromCents(Math.round(newBuildAmount * 100)) });
  else if (firstTimeAmount > 0) reliefs.push({ id: 'bcFirstTime', amount: fromCents(Math.round(firstTimeAmount * 100)) });
  return { kind: 'tax' as const, charges: [{ id: 'bcPropertyTransferTax' as const, amount: breakdown.total, breakdown }], reliefs };
}

/** $5 for each $5,000 or part of it, on top of $50. */
function albertaFee(amount: number): number {
  if (amount <= 0) return 0;
  return AB_LAND_TITLES.base + AB_LAND_TITLES.perStep * Math.ceil(toCents(amount) / toCents(AB_LAND_TITLES.step));
}

function newfoundlandFee(amount: number): number {
  if (amount <= 0) return 0;
  return fromCents(toCents(NL_REGISTRATION.base) + toCents(percentOf(Math.max(0, amount - NL_REGISTRATION.exemptAmount), NL_REGISTRATION.rate)));
}

function saskatchewanFee(price: number): number {
  if (price <= SK_LAND_TITLES.freeUpTo) return 0;
  if (price <= SK_LAND_TITLES.flatUpTo) return SK_LAND_TITLES.flatFee;
  return percentOf(price, SK_LAND_TITLES.rate);
}

type ProvinceParts = Pick<ProvincialTransferSuccess, 'kind' | 'charges' | 'reliefs'>;

function partsFor(inputs: ProvincialTransferInputs): ProvinceParts {
  const { price } = inputs;
  const tax = (id: TransferChargeId, breakdown: TaxBreakdown): ProvinceParts => ({
    kind: 'tax',
    charges: [{ id, amount: breakdown.total, breakdown }],
    reliefs: [],
  });
  const flat = (id: TransferChargeId, amount: number): ProvinceParts => ({ kind: 'tax', charges: [{ id, amount }], reliefs: [] });
  switch (inputs.province) {
    case 'ON':
      return ontario(inputs);
    case 'BC':
      return britishColumbia(inputs);
    case 'QC':
      return tax('qcWelcomeTax', taxByBrackets(price, inputs.inMontreal ? QC_WELCOME_TAX_MONTREAL : QC_WELCOME_TAX));
    case 'MB':
      return tax('mbLandTransferTax', taxByBrackets(price, MB_LTT));
    case 'NB':
      return flat('nbTransferTax', percentOf(price, NB_RPTT_RATE));
    case 'NS':
      return flat('nsDeedTransferTax', percentOf(price, inputs.deedTransferRate));
    case 'PE': {
      const amount = price <= PE_RPTT.noTaxUpTo ? 0 : percentOf(price, PE_RPTT.rate);
      const reliefs: TransferRelief[] = inputs.firstTimeBuyer && amount > 0 ? [{ id: 'peFirstTime', amount }] : [];
      return { kind: 'tax', charges: [{ id: 'peTransferTax', amount }], reliefs };
    }
    case 'NL':
      return {
        kind: 'fees',
        charges: [
          { id: 'nlDeedRegistration', amount: newfoundlandFee(price) },
          { id: 'nlMortgageRegistration', amount: newfoundlandFee(inputs.mortgage) },
        ],
        reliefs: [],
      };
    case 'AB':
      return {
        kind: 'fees',
        charges: [
          { id: 'abTransferFee', amount: albertaFee(price) },
          { id: 'abMortgageFee', amount: albertaFee(inputs.mortgage) },
        ],
        reliefs: [],
      };
    case 'SK':
      return { kind: 'fees', charges: [{ id: 'skTransferFee', amount: saskatchewanFee(price) }], reliefs: [] };
    default:
      // The territories levy no transfer tax; their land titles fees are not computed here (ADR 49).
      if (TERRITORIES.includes(inputs.province)) return { kind: 'none-known', charges: [], reliefs: [] };
      throw new Error(`No transfer rules for ${inputs.province}`);
  }
}

function ontario(inputs: ProvincialTransferInputs): ProvinceParts {
  const on = calculateLandTransferTax(inputs);
  if (!on.ok) throw new Error('Ontario inputs were validated first');
  const charges: TransferCharge[] = [{ id: 'ontario', amount: on.ontario.total, breakdown: on.ontario }];
  if (on.toronto) charges.push({ id: 'toronto', amount: on.toronto.total, breakdown: on.toronto, scheduleLabel: on.torontoSchedule?.label });
  const reliefs: TransferRelief[] = [];
  if (inputs.firstTimeBuyer) reliefs.push({ id: 'ontarioRefund', amount: on.ontarioRefund });
  if (inputs.firstTimeBuyer && on.toronto) reliefs.push({ id: 'torontoRefund', amount: on.torontoRefund });
  return { kind: 'tax', charges, reliefs };
}

export function calculateProvincialTransfer(inputs: ProvincialTransferInputs): ProvincialTransferResult {
  const errors = validateProvincialTransferInputs(inputs);
  if (errors.length > 0) return { ok: false, errors };
  const parts = partsFor(inputs);
  const chargeCents = parts.charges.reduce((sum, c) => sum + toCents(c.amount), 0);
  const reliefCents = parts.reliefs.reduce((sum, r) => sum + toCents(r.amount), 0);
  return {
    ok: true,
    province: inputs.province,
    ...parts,
    totalCharges: fromCents(chargeCents),
    totalReliefs: fromCents(reliefCents),
    netPayable: fromCents(chargeCents - reliefCents),
  };
}
