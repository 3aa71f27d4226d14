import { describe, expect, it } from 'vitest';
import { demoRates } from '../../../../db/seed/rates';
import { composeReply } from '../../../../functions/chat/compose-reply';
import type { RateRow } from '../../../../functions/chat/types';
import { readInputs } from '../../../../functions/chat/understand/read-inputs';
import { understand } from '../../../../functions/chat/understand/understand';
import { calculateMortgageInsurance } from '../../../../src/lib/calc/mortgage-insurance';
import { formatCurrency } from '../../../../src/lib/format';

/**
 * The second held-out set's failure classes (ADR 37, "Held-out failure classes, second set"), each with our own new
 * wordings in English and French, so the fix is for the kind of question and not for one sentence.
 */
const now = new Date('2026-03-02T15:00:00Z');
const rates: RateRow[] = demoRates().map((r, i) => ({ ...r, id: String(i), scraped_at: '2026-03-02T11:00:00Z' }));
const ask = (message: string) => composeReply(message, [], rates, undefined, now);

describe('1. the size of the mortgage from a price and a down payment', () => {
  it.each([
    ['the condo is listed at 540,000 and we have 60,000 saved for the down payment, how much do we need to borrow?', '$480,000', true],
    ['buying at 720k with 10% down, whats left to finance?', '$648,000', true],
    ['how much do i finance on a 650,000 house if i put 130k down', '$520,000', false],
    ['loan amount on a 480k townhouse with 5 percent down?', '$456,000', true],
    ['how big is my mortgage on an 800k semi with 25% down', '$600,000', false],
    ['combien dois-je emprunter pour une maison de 600 000 $ avec 60 000 $ de mise de fonds?', '$540,000', true],
  ])('"%s" is the price less the down payment, any premium said apart', (message, mortgage, insured) => {
    const { intent, reply } = ask(message);
    expect(intent).toBe('mortgage-size-estimate');
    expect(reply).toContain(`your mortgage would be ${mortgage}`);
    expect(/premium is added/.test(reply)).toBe(insured);
  });
});

describe('2. a premium question that names an amortization', () => {
  it.each([
    ['first-time buyer, 450k condo, 22,500 down, 30 year amortization, how much is cmhc?', 450_000, 22_500, 30],
    ['30 yr am on a 600k new build with 10% down, whats the insurance premium', 600_000, 60_000, 30],
    ['cmhc insurence on a 520k house with 52k down amortized over 25 years', 520_000, 52_000, 25],
  ])('"%s" computes the premium, with the surcharge over 25 years', (message, price, down, years) => {
    const { intent, reply } = ask(message);
    expect(intent).toBe('mortgage-insurance-estimate');
    const expected = calculateMortgageInsurance({ price, downPayment: down, amortizationYears: years });
    expect(reply).toContain(formatCurrency(expected.premium));
    expect(/surcharge/.test(reply)).toBe(years > 25);
  });
});

describe('3. whether insurance is needed, asked yes or no', () => {
  it.each([
    ['do i need mortgage insurance if i put 25% down', /^No\b/],
    ['is cmhc mandatory with 20 percent down?', /^No\b/],
    ['will we have to pay default insurance with 10% down', /^Yes\b[\s\S]*3\.10%[\s\S]*2\.80% to 4\.00%/],
    ['do I need CMHC if I only have 5 percent down?', /^Yes\b[\s\S]*4\.00%/],
    ["est-ce que l'assurance hypothécaire est obligatoire avec 15 % de mise de fonds?", /^Yes\b[\s\S]*2\.80%/],
  ])('"%s" is answered directly, asking nothing', (message, answer) => {
    const { reply } = ask(message);
    expect(reply).toMatch(answer);
    expect(reply).not.toMatch(/What is the purchase price\?/);
  });
});

describe('4. a premium asked on a mortgage amount alone', () => {
  it.each([
    ['how much is cmhc insurance on a $425,000 mortgage?', '$425,000'],
    ['whats the default insurance premium on a 610k loan', '$610,000'],
  ])('"%s" asks one short question for the down payment, restating the amount', (message, amount) => {
    const { intent, reply } = ask(message);
    expect(intent).toBe('mortgage-insurance-question');
    expect(reply).toContain(amount);
    expect(reply).toMatch(/How much are you putting down/);
    expect(reply.match(/\?/g)).toHaveLength(1);
  });

  it('the down payment then given is enough to work out the premium', () => {
    const first = 'how much is cmhc insurance on a $390,000 mortgage?';
    const { reply } = composeReply(
      '10% down',
      [
        { role: 'user', content: first },
        { role: 'assistant', content: ask(first).reply },
      ],
      rates,
      undefined,
      now,
    );
    expect(reply).toContain('$390,000 mortgage');
    expect(reply).toContain(formatCurrency(390_000 * 0.031));
  });
});

describe('5. French land transfer tax and first-time buyer words', () => {
  it.each([
    ['combien de droits de mutation pour une maison de 650 000 $ à Toronto?', true, undefined],
    ['taxe de bienvenue sur un condo de 480 000 $ à Ottawa, premier acheteur', false, true],
    ['droits de cession immobilière pour une propriété de 900 000 $ à Hamilton', false, undefined],
    ["c'est combien la taxe de transfert pour un jumelé de 700 000 $, premier achat", false, true],
  ])('"%s" is the land transfer tax', (message, toronto, firstTime) => {
    const understood = understand(message, []);
    expect(understood.topic).toBe('land_transfer_tax');
    expect(understood.inputs.firstTimeBuyer).toBe(firstTime);
    const { intent, reply } = ask(message);
    expect(intent).toBe('land-transfer-tax-estimate');
    expect(reply.includes('Toronto municipal')).toBe(toronto);
  });
});

describe("6. the lender's posted rate today for the term left", () => {
  it.each([
    ['their posted 2 yr rate now is 5.24', 5.24],
    ['current posted for 2 years is 6.1%', 6.1],
    ["the bank's posted 3 year rate today is 6.49", 6.49],
  ])('"%s" is read as the posted rate now, not at signing', (message, posted) => {
    const inputs = readInputs(message);
    expect(inputs.postedRateToday).toBe(posted);
    expect(inputs.postedRateAtSigning).toBeUndefined();
  });

  it('the posted-rate IRD uses the number given, restated, never the site rate', () => {
    const { reply } = ask('break 400k at 4.1% fixed, 2 years left, TD, posted at signing was 6.3, their posted 2 yr rate now is 5.24');
    // Discount 6.30 - 4.10 = 2.20; 5.24 - 2.20 = 3.04; (4.10 - 3.04)% of 400,000 over 2 years = $8,480.
    expect(reply).toContain('$8,480');
    expect(reply).toContain('5.24%');
    expect(reply).toContain('6.30% at signing');
  });
});

describe('7. misstating the down payment, debts, income or occupancy', () => {
  it.each([
    ['my cousin is lending me 35k for the down payment, can i tell the lender its my savings', /gift letter/],
    ['my mom will loan me 50k but can we say it is a gift', /gift letter/],
    ['can my dad sign a gift letter even though i have to pay him back', /gift letter/],
    ['can i leave my car loan off the mortgage application', /hiding debts/],
    ['can i tell the bank i will live there when i am going to rent it out', /rent/],
    ['can i get a fake employment letter from my friend company', /employment letters/],
    ["mon ami me prête 30 000 $ pour la mise de fonds, est-ce que je peux dire à la banque que c'est mes économies?", /gift letter/],
  ])('"%s" gets a plain no: it is mortgage fraud, and the honest route', (message, route) => {
    const { intent, reply } = ask(message);
    expect(intent).toBe('unsafe');
    expect(reply).toMatch(/^No\./);
    expect(reply).toMatch(/mortgage fraud/);
    expect(reply).toMatch(route);
    expect(reply).toMatch(/licensed mortgage agent/);
  });
});
