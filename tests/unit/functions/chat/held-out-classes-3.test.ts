import { describe, expect, it } from 'vitest';
import { demoRates } from '../../../../db/seed/rates';
import { composeReply } from '../../../../functions/chat/compose-reply';
import type { RateRow } from '../../../../functions/chat/types';
import { readFrequencyWords, readInputs } from '../../../../functions/chat/understand/read-inputs';
import { recogniseNumbers } from '../../../../functions/chat/understand/recognise-numbers';

/**
 * The third held-out set's failure classes (ADR 37, "Held-out failure classes, third set"), each with our own new
 * wordings in English and French, so the fix is for the kind of question and not for one sentence.
 */
const now = new Date('2026-03-02T15:00:00Z');
const rates: RateRow[] = demoRates().map((r, i) => ({ ...r, id: String(i), scraped_at: '2026-03-02T11:00:00Z' }));
const ask = (message: string) => composeReply(message, [], rates, undefined, now);

describe('1. an amount, a rate and a payment frequency are a payment question; a named amortization is an input', () => {
  it.each([
    ['accel biweekly on a 520k mortgage at 4.29 fixed, amortization 30', '$520,000', '4.29%', 30, 'rapid bi-weekly'],
    ['bi weekly on 610k at 4.49, 25 yr amortization', '$610,000', '4.49%', 25, 'bi-weekly'],
    ['every 2 wks on 480,000 at 3.89% amort 25', '$480,000', '3.89%', 25, 'bi-weekly'],
    ['semi-monthly on 700k @ 4.1, 30 years amortized', '$700,000', '4.10%', 30, 'semi-monthly'],
    ['weekly pmt for 350k at 5.2 amortized over 20', '$350,000', '5.20%', 20, 'weekly'],
    ['450k at 4.5 amortized 30 /mo?', '$450,000', '4.50%', 30, 'monthly'],
    ['acc bi-weekly 395k 3 yr fixed 4.19 amortization 25', '$395,000', '4.19%', 25, 'rapid bi-weekly'],
    ['combien aux deux semaines pour 500 000 $ à 4,2 % amorti sur 25 ans', '$500,000', '4.20%', 25, 'bi-weekly'],
  ])('"%s" is a payment', (message, amount, rate, years, frequency) => {
    const { intent, reply } = ask(message);
    expect(intent).toBe('payment-estimate');
    expect(reply).toContain(`For a ${amount} mortgage at ${rate} over ${years} years, paid ${frequency}`);
  });

  it.each([
    ['whats the payment pm on 600k at 4.3 over 25', 'monthly'],
    ['2,400 pm', 'monthly'],
    ['call me at 3pm', undefined],
    ['after 5:30 pm works', undefined],
    ['acc. bi weekly', 'rapid-bi-weekly'],
    ['every other week', 'bi-weekly'],
    ['toutes les deux semaines', 'bi-weekly'],
  ])('"%s" reads the frequency %s', (text, frequency) => {
    expect(readFrequencyWords(text)).toBe(frequency);
  });

  it.each(['what is the longest amortization i can get on 500k at 4.2', 'max amortization on a 600k mortgage at 4.5?'])(
    '"%s" still asks about the rules',
    (message) => {
      expect(ask(message).intent).toBe('amortization');
    },
  );
});

describe('2. spoken money units', () => {
  it.each([
    ['850 grand', 850_000],
    ['120 Grand', 120_000],
    ['650G', 650_000],
    ['700 thou', 700_000],
    ['2 mill', 2_000_000],
    ['1.2 mil', 1_200_000],
    ['400000 bucks', 400_000],
    ['550 000 dollars', 550_000],
  ])('"%s" is money of that size', (text, value) => {
    const [q] = recogniseNumbers(`borrowing ${text} at 4.5`);
    expect(q).toMatchObject({ value, money: true });
  });

  it.each([
    ['if i borrow 700 thou at 3.9 percent for 30 years whats that a month', '$700,000'],
    ['how much a month on 650G at 4.4% over 25 yrs', '$650,000'],
    ['payment on a 1.1 mil mortgage at 4.2 over 25', '$1,100,000'],
    ['we want to borrow 600 grand at 4.5 over 25, monthly payment?', '$600,000'],
  ])('"%s" keeps its amount', (message, amount) => {
    const { intent, reply } = ask(message);
    expect(intent).toBe('payment-estimate');
    expect(reply).toContain(`For a ${amount} mortgage`);
  });
});

describe('3. a monthly income named before or after the amount', () => {
  it.each([
    ['monthly income is 9,500 before tax, car loan 600/m, 150k down. how much house?', 9_500, 600],
    ['we make 12,000 per month gross, 900/m in car payments, 200k down, how much can we buy', 12_000, 900],
    ['salary per month is 5800, 40k down, what price can i afford', 5_800, undefined],
    ['my monthly take home is 7,000 and i have 100k saved how much house', 7_000, undefined],
    ['I get paid 5,200 a month, 60k down, how much house', 5_200, undefined],
    ['revenu mensuel de 8 000 $, prêt auto 450 $ par mois, combien puis-je emprunter?', 8_000, 450],
  ])('"%s" is a monthly income, debts stay monthly', (message, income, debts) => {
    const inputs = readInputs(message);
    expect(inputs.incomeMonthly).toBe(income);
    expect(inputs.debtsMonthly).toBe(debts);
    expect(inputs.propertyTaxAnnual).toBeUndefined();
    const { intent, reply } = ask(message);
    expect(intent).toBe('affordability-estimate');
    expect(reply).toContain(`a year ($${income.toLocaleString('en-CA')} a month)`);
  });
});

describe('4. the mortgage size from a percent down of a price', () => {
  it.each([
    ['with 20 percent down on a 780k condo how much is the mortgage', '$780,000', '$624,000'],
    ['putting 15% down on 640,000 what would the mortgage be', '$640,000', '$544,000'],
    ['10% down on 900k, loan size?', '$900,000', '$810,000'],
    ['if we put 25% down on 860k whats our mortgage', '$860,000', '$645,000'],
    ['quel est le montant du prêt avec 20 % de mise de fonds sur 750 000 $', '$750,000', '$600,000'],
  ])('"%s" is the price less the down payment, restated', (message, price, mortgage) => {
    const { intent, reply } = ask(message);
    expect(intent).toBe('mortgage-size-estimate');
    expect(reply).toContain(`For a ${price} home`);
    expect(reply).toContain(`your mortgage would be ${mortgage}`);
  });
});

describe("5. the knowledge base's canned facts asked in French", () => {
  it.each([
    ['Quelle cote de crédit faut-il pour une bonne hypothèque?', 'credit-score'],
    ['Mon pointage de crédit est-il assez bon?', 'credit-score'],
    ['Quels sont les frais de clôture à prévoir?', 'closing-costs'],
    ['Combien coûtent les frais de fermeture?', 'closing-costs'],
    ["C'est quoi une préapprobation?", 'pre-approval'],
    ['Combien de temps dure le processus d’approbation?', 'approval-timelines'],
    ['Que faire au renouvellement de mon prêt hypothécaire?', 'renewal'],
  ])('"%s" reaches the %s entry', (message, intent) => {
    expect(ask(message).intent).toBe(intent);
  });
});

describe('6. a guarantee asked for', () => {
  it.each([
    'can you promise me 4.1% if i sign now',
    'will i be 100% approved if i apply',
    'lock me in at 3.9 for sure?',
    'am i certain to get the 3.79 rate',
    'guarantee my approval please',
    'pouvez-vous garantir mon taux de 4 %?',
  ])('"%s" gets a plain no and what is possible', (message) => {
    const { intent, reply } = ask(message);
    expect(intent).toBe('unsafe');
    expect(reply).toMatch(/^No, I can't guarantee/);
    expect(reply).toMatch(/90 to 120 days/);
    expect(reply).toMatch(/OAC/);
  });
});
