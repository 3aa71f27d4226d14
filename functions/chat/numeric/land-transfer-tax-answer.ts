import { serializeLandTransferTaxState } from '../../../src/lib/calc/calculator-url-state';
import { calculateLandTransferTax } from '../../../src/lib/calc/land-transfer-tax';
import { FIRST_TIME_BUYER_REFUND_MAX } from '../../../src/lib/calc/land-transfer-tax-brackets';
import { formatCurrencyWhole } from '../../../src/lib/format';
import { torontoDay } from '../../../src/lib/rates/select-rates';
import { chatLink, ESTIMATE_NOTE } from './numeric-copy';
import { mainAmount, readAmounts } from './read-numbers';

const ASKS_LTT = /\bland[ \t-]*transfer[ \t-]*tax(?:es)?\b|\bltt\b|\bmltt\b|\bwelcome tax\b|\btransfer tax\b/i;

/** "Toronto land transfer tax on $900,000": Ontario's tax, Toronto's when named, refunds for first-time buyers. */
export function answerLandTransferTax(message: string, now: Date): string | undefined {
  if (!ASKS_LTT.test(message)) return undefined;
  const read = readAmounts(message);
  const price = read.price ?? mainAmount(read);
  if (price === undefined) return undefined;
  const inToronto = /\btoronto\b/i.test(message);
  const firstTimeBuyer = /\bfirst[ \t-]*time\b/i.test(message);
  const inputs = { price, purchaseDate: torontoDay(now) ?? '', inToronto, firstTimeBuyer, singleFamily: true };
  const result = calculateLandTransferTax(inputs);
  if (!result.ok) return undefined;
  const where = inToronto ? 'in Toronto' : 'in Ontario (outside Toronto)';
  const parts = [`Ontario ${formatCurrencyWhole(result.ontario.total)}`];
  if (result.toronto) parts.push(`Toronto municipal ${formatCurrencyWhole(result.toronto.total)}`);
  const lines = [
    `Land transfer tax on a ${formatCurrencyWhole(price)} home ${where}: ${parts.join(' + ')}${result.toronto ? ` = ${formatCurrencyWhole(result.totalTax)}` : ''}.`,
  ];
  const refundCaps = `${formatCurrencyWhole(FIRST_TIME_BUYER_REFUND_MAX.ontario)} from Ontario${inToronto ? ` and ${formatCurrencyWhole(FIRST_TIME_BUYER_REFUND_MAX.toronto)} from Toronto` : ''}`;
  lines.push(
    firstTimeBuyer
      ? `As a first-time buyer you would get ${formatCurrencyWhole(result.totalRefunds)} back (at most ${refundCaps}), so you would pay ${formatCurrencyWhole(result.netPayable)}.`
      : `First-time buyers get up to ${refundCaps} back.`,
  );
  lines.push(
    `Assumptions: the land holds one single-family home and the purchase closes today; the tax is paid at closing and cannot be added to the mortgage.`,
    chatLink('Open the land transfer tax calculator with these numbers', '/land-transfer-tax-calculator', serializeLandTransferTaxState(inputs)),
    ESTIMATE_NOTE,
  );
  return lines.join('\n\n');
}
