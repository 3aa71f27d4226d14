import { describe, expect, it } from 'vitest';
import { demoRates } from '../../../../db/seed/rates';
import { composeReply } from '../../../../functions/chat/compose-reply';
import { readPlace } from '../../../../functions/chat/understand/read-place';
import { readInputs } from '../../../../functions/chat/understand/read-inputs';
import type { RateRow } from '../../../../functions/chat/types';
import { calculateCashToClose } from '../../../../src/lib/calc/cash-to-close';
import { CASH_TO_CLOSE_DEFAULTS } from '../../../../src/lib/calc/cash-to-close-options';
import { parseCashToCloseState } from '../../../../src/lib/calc/cash-to-close-url-state';
import { calculateProvincialTransfer } from '../../../../src/lib/calc/provincial-transfer-tax';
import { parseTransferState } from '../../../../src/lib/calc/transfer-url-state';
import { formatCurrencyWhole } from '../../../../src/lib/format';
import { splitMessageLinks } from '../../../../src/islands/chat/message-links';

const now = new Date('2026-03-02T15:00:00Z');
const rates: RateRow[] = demoRates().map((r, i) => ({ ...r, id: String(i), scraped_at: '2026-03-02T11:00:00Z' }));
const ask = (message: string) => composeReply(message, [], rates, undefined, now);
const hrefOf = (reply: string) => splitMessageLinks(reply).find((p): p is { label: string; href: string } => 'href' in p)!.href;
const paramsOf = (reply: string) => new URLSearchParams(hrefOf(reply).split('?')[1]);

/** The site's own land transfer figure, for the checks. */
function siteTransfer(province: 'QC' | 'BC' | 'MB' | 'NB' | 'NS' | 'PE' | 'AB' | 'SK', price: number, inMontreal = false) {
  const result = calculateProvincialTransfer({
    province,
    price,
    purchaseDate: '2026-03-02',
    firstTimeBuyer: false,
    singleFamily: true,
    inToronto: false,
    inMontreal,
    newBuild: false,
    deedTransferRate: 1.5,
    mortgage: 0,
  });
  if (!result.ok) throw new Error('bad inputs');
  return result;
}

describe('the chat reads the province from a place', () => {
  it.each([
    ['a condo in montréal', 'QC', true],
    ['house in Quebec City', 'QC', false],
    ['buying in QC next year', 'QC', false],
    ['moving to vancouver', 'BC', false],
    ['a place in bc', 'BC', false],
    ['in B.C.', 'BC', false],
    ['calgary townhouse', 'AB', false],
    ['EDMONTON HOUSE', 'AB', false],
    ['a bungalow in halifax', 'NS', false],
    ['winnipeg', 'MB', false],
    ['moncton or fredericton', 'NB', false],
    ['charlottetown', 'PE', false],
    ["st. john's", 'NL', false],
    ['saskatoon condo', 'SK', false],
    ['a cabin near whitehorse', 'YT', false],
    ['yellowknife', 'NT', false],
    ['iqaluit', 'NU', false],
    ['New Brunswick', 'NB', false],
  ])('"%s" → %s', (text, province, montreal) => {
    const place = readPlace(text);
    expect(place?.province).toBe(province);
    expect(place?.inMontreal === true).toBe(montreal);
  });

  it.each(['I want to put 10% down on a house', 'can I get in on this rate', 'no idea', 'that is the plan, pe or not'])('"%s" names no place', (text) => {
    expect(readPlace(text)).toBeUndefined();
  });

  it('Toronto said after another place wins, and another place said after Toronto replaces it', () => {
    expect(readInputs('600k in montreal').province).toBe('QC');
    expect(readInputs('600k in montreal').inToronto).toBe(false);
    expect(readInputs('600k condo in toronto').province).toBeUndefined();
  });
});

describe('land transfer tax outside Ontario: the site’s provincial figures, the province named, the calculator link', () => {
  it('Montreal: Quebec’s welcome tax with Montreal’s brackets, $7,349 (2026 thresholds)', () => {
    const { intent, reply } = ask('Land transfer tax on a $600,000 home in Montreal?');
    expect(intent).toBe('land-transfer-tax-estimate');
    expect(siteTransfer('QC', 600_000, true).netPayable).toBe(7_349);
    expect(reply).toContain('in Montreal, Quebec');
    expect(reply).toContain('$7,349');
    expect(reply).not.toContain('$8,475');
    const params = paramsOf(reply);
    expect(params.get('province')).toBe('QC');
    expect(params.get('montreal')).toBe('1');
    expect(parseTransferState(params, '2026-03-02')).toMatchObject({ province: 'QC', inMontreal: true, price: 600_000 });
  });

  it('British Columbia, written out: $14,000 and the BC link', () => {
    const { reply } = ask('what would the transfer tax be on a 800k house in British Columbia');
    expect(reply).toContain('British Columbia property transfer tax $14,000');
    expect(reply).not.toContain('Ontario');
    expect(paramsOf(reply).get('province')).toBe('BC');
  });

  it('Quebec outside Montreal uses the province’s own brackets', () => {
    const { reply } = ask('welcome tax quebec 450000 maison');
    expect(reply).toContain(formatCurrencyWhole(siteTransfer('QC', 450_000).netPayable));
    expect(paramsOf(reply).get('montreal')).toBeNull();
  });

  it('Winnipeg: Manitoba’s tax', () => {
    const { reply } = ask('ltt on a 350k house in winnipeg?');
    expect(reply).toContain('Manitoba land transfer tax');
    expect(reply).toContain(formatCurrencyWhole(siteTransfer('MB', 350_000).netPayable));
  });

  it('Calgary: Alberta has no transfer tax, only the calculator’s land titles fees', () => {
    const { reply } = ask('how much land transfer tax for a 450k home in calgary with 10% down');
    expect(reply).toContain('Alberta has no land transfer tax');
    const fees = calculateProvincialTransfer({ ...parseTransferState(paramsOf(reply), '2026-03-02') });
    expect(fees.ok && fees.kind).toBe('fees');
    expect(reply).toContain(fees.ok ? `$${fees.netPayable.toLocaleString('en-CA')}` : 'never');
    expect(paramsOf(reply).get('mortgage')).toBe('405000');
  });

  it('Saskatoon and Yellowknife: no transfer tax', () => {
    expect(ask('LTT for 300k in saskatoon').reply).toContain('Saskatchewan has no land transfer tax');
    expect(ask('land transfer tax 300k house yellowknife').reply).toContain('Northwest Territories has no land transfer tax');
  });

  it('Toronto stays Ontario with Toronto’s tax, word for word as before', () => {
    const { reply } = ask('land transfer tax on a 600k condo in toronto');
    expect(reply).toContain('Ontario $8,475 + Toronto municipal');
    expect(hrefOf(reply)).not.toContain('province');
  });
});

describe('cash to close outside Ontario', () => {
  it('Halifax with 10% down: Halifax’s $7,500 deed transfer tax and no premium tax', () => {
    const { intent, reply } = ask('Cash to close for a $500,000 condo in Halifax with 10% down');
    expect(intent).toBe('cash-to-close-estimate');
    expect(reply).toContain('in Halifax, Nova Scotia');
    expect(reply).toContain('deed transfer tax $7,500');
    expect(reply).not.toContain('$6,475');
    expect(reply).not.toContain('8%');
    const state = parseCashToCloseState(paramsOf(reply));
    expect(state).toMatchObject({ province: 'NS', deedTransferRate: 1.5, price: 500_000, downPayment: 50_000 });
    const site = calculateCashToClose({ ...state, purchaseDate: '2026-03-02' });
    expect(site.ok && reply.includes(`about $${site.totalCashNeeded.toLocaleString('en-CA')} in cash`)).toBe(true);
  });

  it('Regina with 5% down: Saskatchewan’s 6% premium tax and its land titles fee', () => {
    const { reply } = ask('how much money do i need on closing day, 400k house in regina, 5% down');
    expect(reply).toContain("Saskatchewan's 6% sales tax on the mortgage insurance premium");
    expect(reply).toContain('Saskatchewan has no land transfer tax');
    const site = calculateCashToClose({ ...CASH_TO_CLOSE_DEFAULTS, price: 400_000, downPayment: 20_000, province: 'SK', purchaseDate: '2026-03-02' });
    expect(site.ok && reply.includes(`$${site.totalCashNeeded.toLocaleString('en-CA')}`)).toBe(true);
  });
});

describe('the premium’s sales tax outside Ontario', () => {
  it('Quebec: 9%, worked out on the visitor’s numbers', () => {
    const { intent, reply } = ask('is the tax on cmhc added to my mortgage in québec? 500k, 10% down');
    expect(intent).toBe('mortgage-insurance-tax');
    expect(reply).toContain('In Quebec the 9% sales tax');
    expect(reply).toContain('$1,256');
  });

  it('Vancouver: none', () => {
    expect(ask('do i pay pst on the cmhc premium in vancouver').reply).toContain('British Columbia charges no sales tax');
  });
});

describe('a place said on its own continues the question', () => {
  it('"and in calgary?" after Montreal’s land transfer tax answers for Alberta at the same price', () => {
    const first = 'land transfer tax on 600k in montreal';
    const history = [
      { role: 'user' as const, content: first },
      { role: 'assistant' as const, content: ask(first).reply },
    ];
    const { intent, reply } = composeReply('and in calgary?', history, rates, undefined, now);
    expect(intent).toBe('land-transfer-tax-estimate');
    expect(reply).toContain('Alberta has no land transfer tax. On a $600,000 home in Alberta');
  });
});
