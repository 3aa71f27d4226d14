import { calculateProvincialTransfer, type ProvincialTransferInputs, type ProvincialTransferSuccess } from '../../../src/lib/calc/provincial-transfer-tax';
import { NS_DEED_TRANSFER } from '../../../src/lib/calc/provincial-transfer-rates';
import { serializeTransferState } from '../../../src/lib/calc/transfer-url-state';
import { provinceMessages } from '../../../src/lib/messages-provinces';
import { provinceName, type ProvinceCode } from '../../../src/lib/provinces';
import { torontoDay } from '../../../src/lib/rates/select-rates';
import type { ChatInputs } from '../understand/read-inputs';
import { chatLink, ESTIMATE_NOTE } from './answer-copy';
import { type Answer, downDollars, money } from './answer-kit';

/**
 * Land transfer tax outside Ontario (ADR 37, ADR 49): the site's own provincial function, the reply naming the
 * province (and Montreal or Halifax), and the calculator's link carrying the province as the calculator reads it.
 * Ontario keeps its own answer (land-transfer-tax.ts), unchanged.
 */

/** The province the inputs fix, other than Ontario; Toronto said last wins over an earlier place (read-inputs.ts). */
export function provinceOutsideOntario(inputs: ChatInputs): ProvinceCode | undefined {
  if (inputs.inToronto === true || !inputs.province || inputs.province === 'ON') return undefined;
  return inputs.province;
}

/** "in Montreal, Quebec", "in Halifax, Nova Scotia", "in British Columbia". */
export function describePlace(inputs: ChatInputs, province: ProvinceCode): string {
  const name = provinceName(province) ?? province;
  if (province === 'QC' && inputs.inMontreal) return `in Montreal, ${name}`;
  if (province === 'NS' && inputs.inHalifax) return `in Halifax, ${name}`;
  return `in ${name}`;
}

/** The mortgage registered, where a province charges on it (Alberta, Newfoundland and Labrador): named or price less down. */
function mortgageOf(inputs: ChatInputs, price: number): number | undefined {
  if (inputs.loanAmount !== undefined) return inputs.loanAmount;
  const down = downDollars(inputs, price);
  return down !== undefined && down <= price ? price - down : undefined;
}

export function transferInputs(inputs: ChatInputs, province: ProvinceCode, price: number, now: Date, mortgage = 0): ProvincialTransferInputs {
  return {
    province,
    price,
    purchaseDate: torontoDay(now) ?? '',
    firstTimeBuyer: inputs.firstTimeBuyer === true,
    singleFamily: true,
    inToronto: false,
    inMontreal: province === 'QC' && inputs.inMontreal === true,
    newBuild: inputs.newBuild === true,
    deedTransferRate: NS_DEED_TRANSFER.halifaxRate,
    mortgage,
  };
}

/** "British Columbia property transfer tax $14,000", each charge by the calculator's own name. */
export function describeCharges(result: ProvincialTransferSuccess): string {
  return result.charges.map((c) => `${provinceMessages.charges[c.id]} ${money(c.amount)}`).join(' + ');
}

/** Nova Scotia's rate is the municipality's: say which one the figure uses. */
function deedRateNote(inputs: ChatInputs, province: ProvinceCode): string | undefined {
  if (province !== 'NS') return undefined;
  return inputs.inHalifax
    ? `Halifax's deed transfer tax rate is ${NS_DEED_TRANSFER.halifaxRate}%.`
    : `This uses Halifax's ${NS_DEED_TRANSFER.halifaxRate}% deed transfer tax rate; your municipality sets its own, which you can enter in the calculator.`;
}

export function answerProvincialTransfer(inputs: ChatInputs, province: ProvinceCode, price: number, now: Date): Answer {
  const mortgage = mortgageOf(inputs, price);
  const state = transferInputs(inputs, province, price, now, mortgage ?? 0);
  const result = calculateProvincialTransfer(state);
  if (!result.ok) return { intent: 'land-transfer-tax-question', answer: `I can't work that out: ${result.errors[0]?.message}.` };
  const name = provinceName(province) ?? province;
  const home = `a ${money(price)} home ${describePlace(inputs, province)}${state.firstTimeBuyer ? ', first-time buyer' : ''}`;
  const lines: string[] = [];
  if (result.kind === 'tax') {
    lines.push(`Land transfer tax on ${home}: ${describeCharges(result)}.`);
    for (const relief of result.reliefs) {
      lines.push(`With the ${provinceMessages.reliefs[relief.id]} of ${money(relief.amount)} you would pay ${money(result.netPayable)}.`);
    }
  } else if (result.kind === 'fees') {
    const mortgageFeeMissing = mortgage === undefined && result.charges.some((c) => c.id === 'abMortgageFee' || c.id === 'nlMortgageRegistration');
    const charges = mortgageFeeMissing ? result.charges.filter((c) => c.id !== 'abMortgageFee' && c.id !== 'nlMortgageRegistration') : result.charges;
    lines.push(
      `${name} has no land transfer tax. On ${home} you pay registration fees instead: ${charges.map((c) => `${provinceMessages.charges[c.id]} ${money(c.amount)}`).join(' + ')}${charges.length > 1 ? ` = ${money(result.netPayable)}` : ''}.`,
    );
    if (mortgageFeeMissing) lines.push('Registering the mortgage adds a fee on its amount: tell me your down payment or the mortgage and I will add it.');
  } else {
    lines.push(`${name} has no land transfer tax: on ${home} you pay only land titles registration fees, which your lawyer will give you.`);
  }
  const notes = [deedRateNote(inputs, province), ...provinceMessages.notes(province, inputs).filter((n) => !n.includes('no land transfer tax'))];
  lines.push(...notes.filter((n): n is string => n !== undefined));
  lines.push(
    `${result.kind === 'tax' ? 'The tax is' : 'The fees are'} paid at closing and cannot be added to the mortgage.`,
    chatLink('Open the land transfer tax calculator with these numbers', '/land-transfer-tax-calculator', serializeTransferState(state)),
    ESTIMATE_NOTE,
  );
  return { intent: 'land-transfer-tax-estimate', answer: lines.join('\n\n') };
}
