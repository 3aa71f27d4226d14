/**
 * Transfer taxes and registration fees of the provinces and territories other than Ontario, as data: a rate change
 * is an edit here only (Ontario and Toronto: land-transfer-tax-brackets.ts). Each table names its source and the
 * date it took effect; ADR 49 lists every figure still to verify against the source. `rate` is a percent and
 * brackets are marginal, as in land-transfer-tax-brackets.ts.
 */
import type { TaxBracket } from './land-transfer-tax-brackets';

/**
 * British Columbia property transfer tax. Property Transfer Tax Act, RSBC 1996 c 378; Government of B.C.,
 * "Property transfer tax rates" (www2.gov.bc.ca/gov/content/taxes/property-taxes/property-transfer-tax/understand/ptt-rates).
 * 1% to $200,000, 2% to $2,000,000, 3% above (since 21 February 2018), plus 2% on the residential part above
 * $3,000,000 (since 1 January 2019): modelled as 5% above $3,000,000 for residential property.
 */
export const BC_PTT_RESIDENTIAL: readonly TaxBracket[] = [
  { from: 0, to: 200_000, rate: 1 },
  { from: 200_000, to: 2_000_000, rate: 2 },
  { from: 2_000_000, to: 3_000_000, rate: 3 },
  { from: 3_000_000, to: null, rate: 5 },
];
export const BC_PTT_OTHER: readonly TaxBracket[] = [...BC_PTT_RESIDENTIAL.slice(0, 2), { from: 2_000_000, to: null, rate: 3 }];

/**
 * B.C. exemptions for purchases from 1 April 2024 (Government of B.C., "First time home buyers' program" and
 * "Newly built home exemption", www2.gov.bc.ca/gov/content/taxes/property-taxes/property-transfer-tax/exemptions).
 * First-time buyers: no tax on the first $500,000 when the fair market value is at most $835,000, phased out in
 * proportion up to $860,000. Newly built home: no tax at all up to $1,100,000, phased out in proportion up to
 * $1,150,000. The buyer claims one of them; each has residency and use conditions this calculator does not ask.
 */
export const BC_EXEMPTIONS = {
  firstTime: { exemptPortion: 500_000, fullUpTo: 835_000, noneFrom: 860_000 },
  newBuild: { fullUpTo: 1_100_000, noneFrom: 1_150_000 },
} as const;

/**
 * Quebec duties on transfers of immovables ("welcome tax"). Act respecting duties on transfers of immovables,
 * CQLR c D-15.1, s. 2 (legisquebec.gouv.qc.ca): 0.5 %, 1 % and 1.5 % by bracket, the thresholds indexed every
 * 1 January. The 2026 thresholds, $62,900 and $315,000, as a levying municipality publishes them (Municipalité de
 * Saint-Dominique, "Taxation", st-dominique.ca/fr/vie-municipale/taxation: 0.5 % to $62,900, 1 % to $315,000, 1.5 %
 * above; the 2025 thresholds were $61,500 and $307,800). Each January's indexation is an edit here (ADR 49).
 */
const QC_2026_THRESHOLDS = [62_900, 315_000] as const;

export const QC_WELCOME_TAX: readonly TaxBracket[] = [
  { from: 0, to: QC_2026_THRESHOLDS[0], rate: 0.5 },
  { from: QC_2026_THRESHOLDS[0], to: QC_2026_THRESHOLDS[1], rate: 1 },
  { from: QC_2026_THRESHOLDS[1], to: null, rate: 1.5 },
];

/**
 * Montreal's rates, which the Act lets a municipality set above $500,000 (Ville de Montréal, by-law 10-007,
 * "Droits de mutation immobilière", montreal.ca): the province's brackets to $315,000, then 1.5 % to $552,300, 2 % to
 * $1,104,700, 2.5 % to $2,136,500, 3.5 % to $3,113,000 and 4 % above. The City may index these upper thresholds; no
 * government page for the current year could be read when this was last checked, so the result says that the notary
 * gives the exact figure (ADR 49).
 */
export const QC_WELCOME_TAX_MONTREAL: readonly TaxBracket[] = [
  ...QC_WELCOME_TAX.slice(0, 2),
  { from: QC_2026_THRESHOLDS[1], to: 552_300, rate: 1.5 },
  { from: 552_300, to: 1_104_700, rate: 2 },
  { from: 1_104_700, to: 2_136_500, rate: 2.5 },
  { from: 2_136_500, to: 3_113_000, rate: 3.5 },
  { from: 3_113_000, to: null, rate: 4 },
];

/**
 * Manitoba land transfer tax. The Tax Administration and Miscellaneous Taxes Act, CCSM c T2, Part I; Manitoba
 * Finance, "Land Transfer Tax" (www.gov.mb.ca/finance/taxation/taxes/landtransfer.html). Rates unchanged since
 * 2004 (to verify that none changed since).
 */
export const MB_LTT: readonly TaxBracket[] = [
  { from: 0, to: 30_000, rate: 0 },
  { from: 30_000, to: 90_000, rate: 0.5 },
  { from: 90_000, to: 150_000, rate: 1 },
  { from: 150_000, to: 200_000, rate: 1.5 },
  { from: 200_000, to: null, rate: 2 },
];

/**
 * New Brunswick real property transfer tax: 1% of the greater of the price and the assessed value (the price here).
 * Real Property Transfer Tax Act, SNB 1983 c; Service New Brunswick, "Real Property Transfer Tax"
 * (www2.gnb.ca). Rate 1% since 1 June 2013 (to verify; a first-time buyer relief is not modelled, ADR 49).
 */
export const NB_RPTT_RATE = 1;

/**
 * Nova Scotia deed transfer tax: a municipal rate on the price. Municipal Government Act, SNS 1998 c 18, Part V,
 * ss. 102-108; Halifax Regional Municipality, "Deed Transfer Tax" (www.halifax.ca), 1.5%. Other municipalities set
 * their own rate, which the visitor enters.
 */
export const NS_DEED_TRANSFER = { halifaxRate: 1.5, maxRate: 5 } as const;

/**
 * Prince Edward Island real property transfer tax: 1% of the greater of the price and the assessed value, none when
 * that value is $30,000 or less; first-time home buyers exempt. Real Property Transfer Tax Act, RSPEI 1988 c;
 * Government of P.E.I., "Real Property Transfer Tax" (www.princeedwardisland.ca). The $30,000 floor and the
 * exemption's current limits are to verify (ADR 49).
 */
export const PE_RPTT = { rate: 1, noTaxUpTo: 30_000 } as const;

/**
 * Newfoundland and Labrador Registry of Deeds: $100 plus 0.4% of the amount above $500, for the deed (on the price)
 * and for the mortgage (on its amount). Registration of Deeds Act, 2009, SNL 2009 c, and its fee schedule;
 * Service NL, "Registry of Deeds fees" (www.gov.nl.ca/dgsnl/registries/deeds/). To verify: rounding per $100 and any
 * maximum (ADR 49).
 */
export const NL_REGISTRATION = { base: 100, exemptAmount: 500, rate: 0.4 } as const;

/**
 * Alberta Land Titles: $50 plus $5 for each $5,000 or part of $5,000 of the value (transfer) or of the principal
 * (mortgage). Land Titles Act, RSA 2000 c L-4, Tariff of Fees Regulation (Alta Reg 120/2000); Service Alberta,
 * "Land titles fees" (www.alberta.ca/land-titles-fees). The date of the last change is to verify (ADR 49).
 */
export const AB_LAND_TITLES = { base: 50, perStep: 5, step: 5_000 } as const;

/**
 * Saskatchewan Land Titles (ISC): on a transfer, nothing to $500, $25 to $6,300, 0.4% of the value above that.
 * The Land Titles Act, 2000, SS 2000 c L-5.1, and The Land Titles Regulations; Information Services Corporation,
 * "Land Titles Registry fees" (www.isc.ca). A mortgage is registered for a flat fee per interest, to verify and not
 * included in the figure (ADR 49).
 */
export const SK_LAND_TITLES = { freeUpTo: 500, flatUpTo: 6_300, flatFee: 25, rate: 0.4 } as const;
