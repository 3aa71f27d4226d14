/**
 * Every province's and territory's transfer tax or registration fees (ADR 49). Each block names the source its
 * rates come from and the date they took effect; every figure is the marginal sum worked by hand beside it.
 * Figures marked "to verify" in ADR 49 are tested as the site computes them, so a correction shows up here.
 */
import { describe, expect, it } from 'vitest';
import { calcMessages } from '../../../../src/lib/calc/calc-messages';
import { calculateLandTransferTax } from '../../../../src/lib/calc/land-transfer-tax';
import { calculateProvincialTransfer, type ProvincialTransferInputs, type ProvincialTransferSuccess } from '../../../../src/lib/calc/provincial-transfer-tax';
import { PROVINCES, type ProvinceCode } from '../../../../src/lib/provinces';

const base: Omit<ProvincialTransferInputs, 'province' | 'price'> = {
  purchaseDate: '2026-06-01',
  firstTimeBuyer: false,
  singleFamily: true,
  inToronto: false,
  inMontreal: false,
  newBuild: false,
  deedTransferRate: 1.5,
  mortgage: 0,
};

function transfer(province: ProvinceCode, price: number, extra: Partial<ProvincialTransferInputs> = {}): ProvincialTransferSuccess {
  const r = calculateProvincialTransfer({ ...base, province, price, ...extra });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r;
}
const net = (province: ProvinceCode, price: number, extra: Partial<ProvincialTransferInputs> = {}) => transfer(province, price, extra).netPayable;

describe('Ontario through the provincial entry point', () => {
  it.each([
    [500_000, false, false],
    [900_000, true, false],
    [550_000, false, true],
    [4_500_000, true, true],
  ])('$%d (Toronto %s, first-time %s) matches the Ontario calculator to the cent', (price, inToronto, firstTimeBuyer) => {
    const on = calculateLandTransferTax({ ...base, price, inToronto, firstTimeBuyer });
    if (!on.ok) throw new Error('invalid');
    const r = transfer('ON', price, { inToronto, firstTimeBuyer });
    expect(r.netPayable).toBe(on.netPayable);
    expect(r.totalCharges).toBe(on.totalTax);
    expect(r.charges.map((c) => c.id)).toEqual(inToronto ? ['ontario', 'toronto'] : ['ontario']);
  });
});

// Government of B.C., "Property transfer tax rates" and "Exemptions"
// (www2.gov.bc.ca/gov/content/taxes/property-taxes/property-transfer-tax), rates since 2019, exemptions from 1 April 2024.
describe('British Columbia property transfer tax', () => {
  it.each([
    [200_000, 2_000], // 1% × 200,000
    [500_000, 8_000], // 2,000 + 2% × 300,000
    [800_000, 14_000], // 2,000 + 2% × 600,000
    [2_500_000, 53_000], // 2,000 + 36,000 + 3% × 500,000
    [3_500_000, 93_000], // 2,000 + 36,000 + 3% × 1,000,000 + (3% + 2% surtax) × 500,000
  ])('$%d -> $%d', (price, tax) => {
    expect(net('BC', price)).toBe(tax);
  });

  it('charges no 2% surtax above $3,000,000 on non-residential property', () => {
    expect(net('BC', 3_500_000, { singleFamily: false })).toBe(83_000); // 2,000 + 36,000 + 3% × 1,500,000
  });

  it.each([
    [500_000, 0], // the whole 8,000 exempt
    [800_000, 6_000], // 14,000 − 8,000 (tax on the first $500,000)
    [835_000, 6_700], // 14,700 − 8,000: the last price with the full exemption
    [850_000, 11_800], // 15,000 − 8,000 × (860,000 − 850,000) / 25,000 = 15,000 − 3,200
    [860_000, 15_200], // no exemption from $860,000
  ])('first-time buyer at $%d pays $%d', (price, tax) => {
    expect(net('BC', price, { firstTimeBuyer: true })).toBe(tax);
  });

  it.each([
    [1_000_000, 0], // fully exempt up to $1,100,000
    [1_125_000, 10_250], // 20,500 × (1,150,000 − 1,125,000) / 50,000 exempt
    [1_150_000, 21_000], // no exemption from $1,150,000
  ])('newly built home at $%d pays $%d', (price, tax) => {
    expect(net('BC', price, { newBuild: true })).toBe(tax);
  });

  it('claims the larger of the two exemptions, never both', () => {
    const r = transfer('BC', 800_000, { firstTimeBuyer: true, newBuild: true });
    expect(r.reliefs).toEqual([{ id: 'bcNewBuild', amount: 14_000 }]);
    expect(r.netPayable).toBe(0);
  });
});

// Act respecting duties on transfers of immovables (CQLR c D-15.1), s. 2, with the 2026 thresholds as a levying
// municipality publishes them (Municipalité de Saint-Dominique, "Taxation": 0.5 % to $62,900, 1 % to $315,000,
// 1.5 % above); Ville de Montréal, by-law 10-007, for Montreal's brackets above $500,000.
describe('Quebec welcome tax', () => {
  it.each([
    [50_000, 250], // 0.5% × 50,000
    [300_000, 2_685.5], // 314.50 + 1% × 237,100
    [500_000, 5_610.5], // 314.50 + 2,521 + 1.5% × 185,000
    [1_000_000, 13_110.5], // 314.50 + 2,521 + 1.5% × 685,000
  ])('outside Montreal, $%d -> $%d', (price, tax) => {
    expect(net('QC', price)).toBe(tax);
  });

  it.each([
    [500_000, 5_610.5], // the same as elsewhere below $552,300
    [1_000_000, 15_349], // 314.50 + 2,521 + 1.5% × 237,300 + 2% × 447,700
    [2_500_000, 55_960.5], // + 2% × 552,400 + 2.5% × 1,031,800 + 3.5% × 363,500
    [4_000_000, 112_895.5], // 314.50 + 2,521 + 3,559.50 + 11,048 + 25,795 + 34,177.50 + 4% × 887,000
  ])('in Montreal, $%d -> $%d', (price, tax) => {
    expect(net('QC', price, { inMontreal: true })).toBe(tax);
  });

  it("uses the 2026 thresholds: $62,900 and $315,000, not 2025's $61,500 and $307,800", () => {
    expect(net('QC', 62_900)).toBe(314.5);
    expect(net('QC', 315_000)).toBe(2_835.5);
  });
});

// Manitoba Finance, "Land Transfer Tax" (www.gov.mb.ca/finance/taxation/taxes/landtransfer.html).
describe('Manitoba land transfer tax', () => {
  it.each([
    [30_000, 0], // nothing on the first $30,000
    [90_000, 300], // 0.5% × 60,000
    [200_000, 1_650], // 300 + 1% × 60,000 + 1.5% × 50,000
    [400_000, 5_650], // 1,650 + 2% × 200,000
  ])('$%d -> $%d', (price, tax) => {
    expect(net('MB', price)).toBe(tax);
  });
});

// Service New Brunswick, "Real Property Transfer Tax" (www2.gnb.ca), Real Property Transfer Tax Act: 1%.
describe('New Brunswick real property transfer tax', () => {
  it.each([
    [300_000, 3_000],
    [500_000, 5_000],
    [123_456, 1_234.56],
  ])('$%d -> $%d', (price, tax) => {
    expect(net('NB', price)).toBe(tax);
  });
});

// Halifax Regional Municipality, "Deed Transfer Tax" (www.halifax.ca): 1.5%; Municipal Government Act (SNS 1998 c 18), Part V.
describe('Nova Scotia deed transfer tax', () => {
  it.each([
    [400_000, 1.5, 6_000], // Halifax
    [523_450, 1.5, 7_851.75], // Halifax
    [400_000, 1, 4_000], // a municipality at 1%
    [400_000, 0, 0], // a municipality without the tax
  ])('$%d at %d%% -> $%d', (price, deedTransferRate, tax) => {
    expect(net('NS', price, { deedTransferRate })).toBe(tax);
  });

  it('refuses a rate outside 0% to 5%, naming the field', () => {
    const r = calculateProvincialTransfer({ ...base, province: 'NS', price: 400_000, deedTransferRate: 7 });
    expect(r).toEqual({ ok: false, errors: [{ field: 'deedTransferRate', message: calcMessages.deedTransferRateRange(5) }] });
  });

  it('ignores the rate field in other provinces', () => {
    expect(calculateProvincialTransfer({ ...base, province: 'NB', price: 400_000, deedTransferRate: Number.NaN }).ok).toBe(true);
  });
});

// Government of P.E.I., "Real Property Transfer Tax" (www.princeedwardisland.ca), Real Property Transfer Tax Act.
describe('Prince Edward Island real property transfer tax', () => {
  it.each([
    [30_000, 0], // none at $30,000 or less
    [300_000, 3_000], // 1%
    [450_000, 4_500],
  ])('$%d -> $%d', (price, tax) => {
    expect(net('PE', price)).toBe(tax);
  });

  it('exempts a first-time home buyer', () => {
    const r = transfer('PE', 300_000, { firstTimeBuyer: true });
    expect(r.reliefs).toEqual([{ id: 'peFirstTime', amount: 3_000 }]);
    expect(r.netPayable).toBe(0);
  });
});

// Service NL, "Registry of Deeds fees" (www.gov.nl.ca/dgsnl/registries/deeds/): $100 + 0.4% above $500, deed and mortgage.
describe('Newfoundland and Labrador registration fees', () => {
  it.each([
    [300_000, 0, 1_298], // 100 + 0.4% × 299,500
    [300_000, 240_000, 2_356], // 1,298 + 100 + 0.4% × 239,500
    [500, 0, 100], // the base fee only
  ])('$%d with a $%d mortgage -> $%d', (price, mortgage, fees) => {
    expect(net('NL', price, { mortgage })).toBe(fees);
  });

  it('names them as fees, not a tax', () => {
    expect(transfer('NL', 300_000).kind).toBe('fees');
  });
});

// Service Alberta, "Land titles fees" (www.alberta.ca/land-titles-fees): $50 + $5 per $5,000 or part, transfer and mortgage.
describe('Alberta land titles fees', () => {
  it.each([
    [500_000, 0, 550], // 50 + 100 × 5
    [500_001, 0, 555], // a part of $5,000 counts as a whole one
    [452_300, 0, 505], // 50 + 91 × 5
    [500_000, 400_000, 1_000], // 550 + 50 + 80 × 5
  ])('$%d with a $%d mortgage -> $%d', (price, mortgage, fees) => {
    expect(net('AB', price, { mortgage })).toBe(fees);
  });

  it('refuses a negative mortgage', () => {
    const r = calculateProvincialTransfer({ ...base, province: 'AB', price: 500_000, mortgage: -1 });
    expect(r).toEqual({ ok: false, errors: [{ field: 'mortgage', message: calcMessages.costInvalid }] });
  });
});

// Information Services Corporation, "Land Titles Registry fees" (www.isc.ca), The Land Titles Act, 2000.
describe('Saskatchewan land titles fees', () => {
  it.each([
    [500, 0], // free to $500
    [6_000, 25], // flat $25 to $6,300
    [300_000, 1_200], // 0.4%
    [452_345, 1_809.38], // 0.4% × 452,345 = 1,809.38
  ])('$%d -> $%d', (price, fees) => {
    expect(net('SK', price)).toBe(fees);
  });
});

describe('the territories', () => {
  it.each(['YT', 'NT', 'NU'] as const)('%s levies no transfer tax; its registration fees are not computed', (province) => {
    const r = transfer(province, 500_000, { firstTimeBuyer: true });
    expect(r).toMatchObject({ kind: 'none-known', charges: [], reliefs: [], netPayable: 0 });
  });
});

describe('every province and territory', () => {
  it.each(PROVINCES.map((p) => p.code))('%s answers, and refuses a missing price', (province) => {
    expect(transfer(province, 450_000).ok).toBe(true);
    expect(calculateProvincialTransfer({ ...base, province, price: Number.NaN })).toMatchObject({ ok: false, errors: [{ field: 'price' }] });
  });

  it('no province other than Ontario uses Ontario figures', () => {
    const ontario = net('ON', 500_000);
    for (const p of PROVINCES.filter((x) => x.code !== 'ON')) expect(net(p.code, 500_000)).not.toBe(ontario);
  });
});
