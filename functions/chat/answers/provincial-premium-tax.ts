import { minimumDownPayment } from '../../../src/lib/calc/down-payment';
import { calculateMortgageInsurance } from '../../../src/lib/calc/mortgage-insurance';
import { PREMIUM_SALES_TAX_RATES, premiumSalesTaxRate } from '../../../src/lib/calc/premium-sales-tax';
import { provinceName, type ProvinceCode } from '../../../src/lib/provinces';
import type { ChatInputs } from '../understand/read-inputs';
import { ESTIMATE_NOTE } from './answer-copy';
import { type Answer, describeDown, downDollars, money } from './answer-kit';

/**
 * The sales tax on the default insurance premium in a province other than Ontario (ADR 37, ADR 49): the site's own
 * rate table (Quebec 9 %, Saskatchewan 6 %, none elsewhere). Ontario keeps its answer in insurance.ts.
 */
/** "Ontario (8%), Quebec (9%) and Saskatchewan (6%) do", from the rate table. */
const TAXING = (() => {
  const named = Object.entries(PREMIUM_SALES_TAX_RATES).map(([code, rate]) => `${provinceName(code)} (${Math.round((rate ?? 0) * 100)}%)`);
  return `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]} do`;
})();

export function answerProvincialPremiumTax(inputs: ChatInputs, province: ProvinceCode, opening: string): Answer {
  const name = provinceName(province) ?? province;
  const rate = premiumSalesTaxRate(province);
  const share = `${Math.round(rate * 100)}%`;
  const lines =
    rate > 0
      ? [
          `${opening}In ${name} the ${share} sales tax on the mortgage default insurance premium (CMHC, Sagen or Canada Guaranty) cannot be added to the mortgage: it is paid in cash at closing, usually through your notary or lawyer. The premium itself usually is added to the mortgage.`,
        ]
      : [
          `${name} charges no sales tax on the mortgage default insurance premium (CMHC, Sagen or Canada Guaranty): only ${TAXING}. The premium itself usually is added to the mortgage.`,
        ];
  const price = inputs.price ?? inputs.amount;
  const down = downDollars(inputs, price);
  if (rate > 0 && price !== undefined && down !== undefined && down >= minimumDownPayment(price)) {
    const insurance = calculateMortgageInsurance({ price, downPayment: down, amortizationYears: inputs.amortizationYears ?? 25, province });
    if (insurance.required && insurance.available) {
      lines.push(
        `For a ${money(price)} home with ${describeDown(inputs, down)}: the premium of about ${money(Math.round(insurance.premium))} is added to the ${money(price - down)} mortgage, and the ${share} tax of about ${money(Math.round(insurance.pst))} is paid at closing.`,
      );
    } else if (!insurance.required) {
      lines.push(`With ${describeDown(inputs, down)} on ${money(price)} (20% or more) no insurance is needed, so there is no premium and no tax on it.`);
    }
  }
  return { intent: 'mortgage-insurance-tax', answer: [...lines, ESTIMATE_NOTE].join('\n\n') };
}
