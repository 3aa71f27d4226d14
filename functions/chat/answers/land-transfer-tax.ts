import { serializeLandTransferTaxState } from '../../../src/lib/calc/calculator-url-state';
import { calculateLandTransferTax } from '../../../src/lib/calc/land-transfer-tax';
import { FIRST_TIME_BUYER_REFUND_MAX } from '../../../src/lib/calc/land-transfer-tax-brackets';
import { torontoDay } from '../../../src/lib/rates/select-rates';
import { chatLink, ESTIMATE_NOTE } from './answer-copy';
import { answerProvincialTransfer, provinceOutsideOntario } from './provincial-transfer';
import { type Answer, type AnswerContext, askFor, money } from './answer-kit';

/** "LTT on a 300k cottage": Ontario's tax, Toronto's when the home is there, and the first-time buyer refunds. */
export function answerLandTransferTax({ inputs, now }: AnswerContext): Answer {
  const price = inputs.price ?? inputs.amount;
  if (price === undefined) {
    return askFor('land-transfer-tax', undefined, 'What is the purchase price (and is the home in Toronto, and are you a first-time buyer)?');
  }
  const province = provinceOutsideOntario(inputs);
  if (province) return answerProvincialTransfer(inputs, province, price, now);
  const inToronto = inputs.inToronto === true;
  const firstTimeBuyer = inputs.firstTimeBuyer === true;
  const state = { price, purchaseDate: torontoDay(now) ?? '', inToronto, firstTimeBuyer, singleFamily: true };
  const result = calculateLandTransferTax(state);
  if (!result.ok) return { intent: 'land-transfer-tax-question', answer: `I can't work that out: ${result.errors[0]?.message}.` };
  const where = inToronto ? 'in Toronto' : 'in Ontario (outside Toronto)';
  const parts = [`Ontario ${money(result.ontario.total)}`];
  if (result.toronto) parts.push(`Toronto municipal ${money(result.toronto.total)}`);
  const caps = `${money(FIRST_TIME_BUYER_REFUND_MAX.ontario)} from Ontario${inToronto ? ` and ${money(FIRST_TIME_BUYER_REFUND_MAX.toronto)} from Toronto` : ''}`;
  return {
    intent: 'land-transfer-tax-estimate',
    answer: [
      `Land transfer tax on a ${money(price)} home ${where}${firstTimeBuyer ? ', first-time buyer' : ''}: ${parts.join(' + ')}${result.toronto ? ` = ${money(result.totalTax)}` : ''}.`,
      firstTimeBuyer
        ? `As a first-time buyer you would get ${money(result.totalRefunds)} back (at most ${caps}), so you would pay ${money(result.netPayable)}.`
        : `First-time buyers get up to ${caps} back.`,
      'Assumptions: the land holds one single-family home and the purchase closes today; the tax is paid at closing and cannot be added to the mortgage.',
      chatLink('Open the land transfer tax calculator with these numbers', '/land-transfer-tax-calculator', serializeLandTransferTaxState(state)),
      ESTIMATE_NOTE,
    ].join('\n\n'),
  };
}
