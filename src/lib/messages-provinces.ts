/**
 * Words of the calculators' province choice (ours, ADR 49): the names of each province's transfer taxes, fees and
 * exemptions, and the notes on what the figure leaves out. Ontario's words are the ones the calculators used
 * before provinces existed, unchanged.
 */
import {
  FIRST_TIME_RELIEF_PROVINCES,
  NO_TRANSFER_TAX_PROVINCES,
  type TransferChargeId,
  type TransferKind,
  type TransferReliefId,
} from './calc/provincial-transfer-tax';
import { PROVINCES, type ProvinceCode } from './provinces';

const nameOf = (code: ProvinceCode) => PROVINCES.find((p) => p.code === code)?.name ?? code;
const percent = (rate: number) => `${Number((rate * 100).toFixed(3))}%`;

export const provinceMessages = {
  province: 'Province or territory',
  inMontreal: 'Property is in Montreal',
  /** The land transfer tax calculator's box for the first-time buyer reliefs. */
  firstTimeBuyer: 'First-time home buyer',
  newBuild: 'Newly built home',
  newBuildHint: 'B.C. exempts a new home up to $1,100,000, and part of the tax up to $1,150,000.',
  /** The cash-to-close calculator's new-build hint outside Ontario (Ontario's names Tarion). */
  newBuildCostsHint: 'New builds often add a new home warranty enrolment and development charges to the adjustments.',
  municipality: 'Municipality',
  halifax: 'Halifax Regional Municipality (1.5%)',
  otherMunicipality: 'Another municipality (enter its rate)',
  deedTransferRate: 'Deed transfer tax rate',
  deedTransferRateHint: 'Each Nova Scotia municipality sets its own rate; its website or your lawyer has it.',
  mortgage: 'Mortgage amount',
  mortgageHint: 'Registering the mortgage has its own fee, on its amount.',
  heading: (kind: TransferKind) => (kind === 'tax' ? 'Land transfer tax' : 'Registration fees'),
  charges: {
    ontario: 'Ontario land transfer tax',
    toronto: 'Toronto municipal land transfer tax',
    bcPropertyTransferTax: 'British Columbia property transfer tax',
    qcWelcomeTax: 'Quebec welcome tax (duties on transfers of immovables)',
    mbLandTransferTax: 'Manitoba land transfer tax',
    nbTransferTax: 'New Brunswick real property transfer tax',
    nsDeedTransferTax: 'Nova Scotia municipal deed transfer tax',
    peTransferTax: 'Prince Edward Island real property transfer tax',
    nlDeedRegistration: 'Registry of Deeds fee for the deed',
    nlMortgageRegistration: 'Registry of Deeds fee for the mortgage',
    abTransferFee: 'Land titles fee for the transfer',
    abMortgageFee: 'Land titles fee for the mortgage',
    skTransferFee: 'Land titles fee for the transfer',
  } satisfies Record<TransferChargeId, string>,
  breakdownTitle: (label: string) => `${label} by bracket`,
  /** (ours) The bracket table's column headings and row names, on the calculator and on its answer page (ADR 58). */
  breakdown: {
    portion: 'Portion of price',
    rate: 'Rate',
    taxed: 'Taxed',
    tax: 'Tax',
    total: 'Total',
    upTo: (to: string) => `Up to ${to}`,
    between: (from: string, to: string) => `${from} to ${to}`,
    over: (from: string) => `Over ${from}`,
    at: (rate: string) => `at ${rate}`,
  },
  reliefs: {
    ontarioRefund: 'Ontario first-time buyer refund',
    torontoRefund: 'Toronto first-time buyer rebate',
    bcFirstTime: "B.C. first-time home buyers' exemption",
    bcNewBuild: 'B.C. newly built home exemption',
    peFirstTime: 'P.E.I. first-time home buyer exemption',
  } satisfies Record<TransferReliefId, string>,
  total: (kind: TransferKind) => (kind === 'tax' ? 'Total land transfer tax payable' : 'Total registration fees'),
  /** (ours) The total's value: where the fees are not estimated (the territories), no $0 passes as a figure. */
  totalValue: (kind: TransferKind, amount: string) => (kind === 'none-known' ? 'Not estimated' : amount),
  notes: (code: ProvinceCode, options: { inMontreal?: boolean } = {}): string[] => {
    switch (code) {
      case 'BC':
        return ['Each exemption has residency and use conditions; your lawyer confirms that you qualify.'];
      case 'QC':
        return [
          'Based on the price; the tax is on the municipal assessment (times its comparative factor) when that is higher.',
          options.inMontreal
            ? "Quebec's 2026 brackets to $315,000; above $500,000, Montreal's own brackets as this calculator last checked them (the City may have indexed them since). Your notary gives the exact figure."
            : "Quebec's 2026 brackets. A municipality may set a higher rate above $500,000; your notary gives the exact figure.",
        ];
      case 'NB':
      case 'PE':
        return ['Based on the price; the tax is on the assessed value when that is higher.'];
      case 'NS':
        return ['Buyers who do not live in Nova Scotia also pay a provincial deed transfer tax, not counted here.'];
      case 'AB':
      case 'NL':
        return [`${nameOf(code)} has no land transfer tax: these are the fees to register the transfer and the mortgage.`];
      case 'SK':
        return ['Saskatchewan has no land transfer tax: this is the fee to register the transfer. Registering the mortgage adds a flat fee, not counted here.'];
      case 'YT':
      case 'NT':
      case 'NU':
        return [
          `${nameOf(code)} has no land transfer tax; only land titles registration fees, which this calculator does not estimate. Your lawyer will give you the figure.`,
        ];
      default:
        return [];
    }
  },
  /**
   * Where the province's transfer tax has no first-time buyer relief, said so; undefined where it has one. A province
   * with fees only is not said to have a transfer tax to relieve (ADR 42).
   */
  noFirstTimeRelief: (code: ProvinceCode): string | undefined =>
    FIRST_TIME_RELIEF_PROVINCES.includes(code)
      ? undefined
      : NO_TRANSFER_TAX_PROVINCES.includes(code)
        ? `${nameOf(code)} has no land transfer tax, so there is no first-time buyer relief to apply`
        : `${nameOf(code)} has no first-time buyer relief on its transfer tax`,
  /**
   * The cash-to-close first-time buyer box where the province's transfer tax has no first-time relief: it still
   * opens the FHSA and Home Buyers' Plan, which are federal, and says so; undefined where the tax has a relief.
   */
  firstTimeBuyerHint: (code: ProvinceCode): string | undefined => {
    const none = provinceMessages.noFirstTimeRelief(code);
    return none && `${none}; ticking this adds your FHSA and Home Buyers' Plan savings.`;
  },
  /** (ours) The land transfer tax answer without JavaScript, for a first-time buyer tick where no relief exists. */
  firstTimeBuyerNoEffect: (code: ProvinceCode): string | undefined => {
    const none = provinceMessages.noFirstTimeRelief(code);
    return none && `${none}: ticking "${provinceMessages.firstTimeBuyer}" does not change the figure.`;
  },
  /** The cash-to-close line for the transfer tax or fees. */
  cashTransferLine: (code: ProvinceCode, kind: TransferKind) =>
    kind === 'tax' ? 'Land transfer tax, after refunds' : kind === 'fees' ? 'Land titles and registration fees' : `Land transfer tax (none in ${nameOf(code)})`,
  /** The cash-to-close line for the tax on the premium (only where one applies). */
  premiumTaxLine: (code: ProvinceCode, rate: number) =>
    code === 'QC' ? `Quebec ${percent(rate)} tax on the insurance premium` : `${nameOf(code)} ${percent(rate)} sales tax on the insurance premium`,
  /** The affordability result's line and note for the same tax. */
  premiumTaxDue: (code: ProvinceCode) => (code === 'ON' ? 'Ontario PST due at closing' : `${nameOf(code)} tax on the premium, due at closing`),
  premiumTaxNote: (code: ProvinceCode, rate: number) =>
    rate > 0
      ? `Required with less than 20% down. The premium is added to your mortgage; the ${percent(rate)} ${code === 'ON' ? 'Ontario sales tax' : `${nameOf(code)} tax`} on it is paid in cash at closing.`
      : `Required with less than 20% down. The premium is added to your mortgage; ${nameOf(code)} charges no sales tax on it.`,
} as const;
