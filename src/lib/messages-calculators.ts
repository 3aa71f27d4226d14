/**
 * Words of the prepayment-penalty and cash-to-close calculators (ours: the product description does not name these calculators) (docs/product/README.md#beyond-the-description).
 * Kept together so the pages, the islands, the affordability result and the tests read the same words.
 */
import type { LenderKind, PenaltyRateType, PenaltyRule } from './calc/prepayment-penalty';
import type { CashLineId } from './calc/cash-to-close';

export const penaltyMessages = {
  title: 'Prepayment Penalty Calculator',
  formLabel: 'Prepayment penalty calculator',
  balance: 'Mortgage balance',
  contractRate: 'Your interest rate',
  monthsRemaining: 'Months left in your term',
  rateType: 'Rate type',
  rateTypes: { fixed: 'Fixed', variable: 'Variable' } satisfies Record<PenaltyRateType, string>,
  lenderKind: 'Your lender',
  lenderKinds: {
    'posted-rate': 'A big bank (posted-rate method)',
    'comparison-rate': 'Another lender (comparison-rate method)',
  } satisfies Record<LenderKind, string>,
  originalPostedRate: 'Posted rate when you signed',
  originalPostedHint: 'The bank’s posted rate for your term on the day you signed; your rate plus the discount you got.',
  todayRate: (termYears: number | null) => (termYears === null ? "Today's rate for the time left" : `Today's ${yearsLabel(termYears)} fixed rate`),
  todayRateHint: (fromSite: boolean) =>
    fromSite ? 'Our best rate for the term closest to the time left. Change it to your offer.' : 'A typical rate: change it to the rate you are offered.',
  todayPostedRate: (termYears: number | null) =>
    termYears === null ? "Today's posted rate for the time left" : `Today's ${yearsLabel(termYears)} posted rate`,
  /** (ours) After the visitor's figure on the answer page without JavaScript, when the label they saw named another term. */
  comparedAsTerm: (label: string, months: number) =>
    `compared as ${label.charAt(0).toLowerCase()}${label.slice(1)}, the term closest to the ${months} ${months === 1 ? 'month' : 'months'} left`,
  todayPostedHint: (fromSite: boolean) =>
    fromSite
      ? 'The highest lender’s posted rate we list for that term. Change it to your bank’s.'
      : 'A typical big-bank posted rate: change it to your bank’s.',
  resultsHeading: 'Your estimated penalty',
  rules: {
    'three-months-interest': "Three months' interest applies",
    'ird-posted-rate': 'The interest rate differential (posted-rate method) applies',
    'ird-comparison-rate': 'The interest rate differential (comparison-rate method) applies',
  } satisfies Record<PenaltyRule, string>,
  ruleWhy: {
    variable: "Variable-rate mortgages pay three months' interest.",
    fixed: "Fixed-rate mortgages pay the greater of three months' interest and the interest rate differential.",
  },
  threeMonthsInterest: "Three months' interest",
  irdPosted: (comparison: string) => `Interest rate differential, posted-rate method (compared with ${comparison})`,
  irdComparison: (comparison: string) => `Interest rate differential, comparison-rate method (compared with ${comparison})`,
  discountAtSigning: 'Discount you received at signing',
  irdNotApplicable: 'Not charged on a variable rate',
  breakingHeading: "Break now and take today's rate?",
  interestAtContract: (rate: string) => `Interest for the rest of the term at ${rate}`,
  interestAtToday: (rate: string) => `Interest for the rest of the term at ${rate}`,
  interestSaved: 'Interest saved',
  penalty: 'Penalty',
  verdictSaves: (amount: string) => `Breaking now saves about ${amount} over the rest of the term, after the penalty.`,
  verdictCosts: (amount: string) => `Breaking now costs about ${amount} more than keeping your mortgage to the end of the term.`,
  /** (ours) The interest saved and the penalty are the same, to the cent. */
  verdictBreaksEven: 'Breaking now about breaks even: the interest you would save is the same as the penalty.',
  insured: 'My mortgage is insured (CMHC, Sagen or Canada Guaranty)',
  insuredHint: 'Usually when less than 20% was put down. Insured mortgages get a lower rate, so today’s rate follows it.',
  /** The rate the verdict compared with, named (ADR 42). */
  comparedWith: (what: string, rate: string) => `Compared with ${what}: ${rate}.`,
  comparedWithSite: (termYears: number | null, mortgageType: string | null) =>
    `our ${termYears === null ? '' : `${yearsLabel(termYears)} `}fixed rate${mortgageType ? ` for ${mortgageType === 'High-Ratio' ? 'an insured' : `a ${mortgageType.toLowerCase()}`} mortgage` : ''} today`,
  comparedWithTyped: 'the rate you entered',
  comparedWithTypical: 'a typical fixed rate',
  breakingNote: 'Interest is counted on today’s balance, the same basis lenders use for the differential; discharge and legal fees are extra.',
} as const;

export const cashToCloseMessages = {
  title: 'Cash to Close Calculator',
  formLabel: 'Cash to close calculator',
  price: 'Purchase price',
  downPayment: 'Down payment',
  inToronto: 'Property is in Toronto',
  firstTimeBuyer: 'First-time home buyer',
  newBuild: 'Buying a newly built home',
  newBuildHint: 'New builds often add Tarion enrolment and development charges to the adjustments.',
  /** Under the calculator: the costs' starting figures, the same in every province. */
  costsNote:
    "Estimates for information only. Legal fees ($2,000), title insurance ($300), inspection ($500) and adjustments ($1,000) start from typical figures; they vary by province and city, so change them to your quotes. Your lawyer's statement of adjustments gives the final amount.",
  amortization: 'Amortization',
  costsLegend: 'Closing costs (estimates you can edit)',
  legalFees: 'Legal fees',
  legalFeesHint: 'Usually $1,800 to $2,500 with disbursements.',
  titleInsurance: 'Title insurance',
  inspection: 'Home inspection',
  adjustments: 'Adjustments',
  adjustmentsHint: 'Property tax, utilities or condo fees the seller prepaid; your lawyer sets the final figure.',
  sourcesLegend: 'First-time buyer savings',
  buyers: 'Buyers with their own FHSA and RRSP',
  fhsa: 'From your FHSA',
  fhsaHint: (limit: string) => `Up to ${limit} of lifetime contributions.`,
  homeBuyersPlan: "From your RRSP (Home Buyers' Plan)",
  homeBuyersPlanHint: (limit: string) => `Up to ${limit}, repaid over 15 years.`,
  resultsHeading: 'Cash needed at closing',
  lines: {
    downPayment: 'Down payment',
    landTransferTax: 'Land transfer tax, after refunds',
    insuranceTax: 'Ontario 8% sales tax on the insurance premium',
    legalFees: 'Legal fees',
    titleInsurance: 'Title insurance',
    inspection: 'Home inspection',
    adjustments: 'Adjustments',
  } satisfies Record<CashLineId, string>,
  closingCosts: 'Closing costs',
  total: 'Total cash needed',
  premiumNote: (premium: string) => `The ${premium} insurance premium is added to your mortgage, not paid in cash.`,
  mortgage: 'Mortgage, premium included',
  fromFhsa: 'From your FHSA',
  fromHomeBuyersPlan: "From the Home Buyers' Plan",
  fromOtherSavings: 'From your other savings',
  sourcesCapped: 'Amounts above the limits are counted at the limit.',
  /** (ours) The FHSA and the Home Buyers' Plan cover more than closing needs: only what is needed is drawn. */
  sourcesMoreThanNeeded: "Only the cash needed is drawn, from your FHSA first, then the Home Buyers' Plan; the rest is not needed to close.",
  summaryHeading: 'Cash to close',
  summaryText: (price: string) => `Cash needed on closing day for a ${price} home, with typical fees:`,
  summaryLink: 'See the full cash-to-close breakdown',
} as const;

export const otherCalculatorsHeading = 'Other calculators';

function yearsLabel(years: number): string {
  if (years < 1) return `${Math.round(years * 12)}-month`;
  return `${Number(years.toFixed(1))}-year`;
}
