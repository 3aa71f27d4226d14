import type { AffordabilityInputs } from '../../src/lib/calc/affordability-options';
import type { AffordabilitySuccess } from '../../src/lib/calc/affordability';
import { formatCurrencyWhole, formatRate } from '../../src/lib/format';

/**
 * The copy of an affordability scenario, written by the server from validated numbers and its own recomputation
 * (src/lib/calc/): no text from the request reaches this email, so it cannot carry a stranger's message.
 */
export function affordabilityCopyText(inputs: AffordabilityInputs, result: AffordabilitySuccess): string {
  const money = formatCurrencyWhole;
  const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
  return [
    'Affordability calculator',
    '',
    'Your inputs:',
    `- Annual income: ${money(inputs.annualIncome)}`,
    `- Co-borrower income: ${money(inputs.coBorrowerIncome)}`,
    `- Down payment: ${money(inputs.downPayment)}`,
    `- Amortization: ${inputs.amortizationYears} years`,
    `- Interest rate: ${formatRate(inputs.annualRate)}`,
    `- Monthly debts: ${money(inputs.monthlyDebts)}`,
    `- Heating (monthly): ${money(inputs.heatingMonthly)}`,
    `- Property taxes (annual): ${money(inputs.propertyTaxesAnnual)}`,
    `- Condo fees (monthly): ${money(inputs.condoFeesMonthly)}`,
    `- First-time buyer: ${yesNo(inputs.firstTimeBuyer)}`,
    `- New build: ${yesNo(inputs.newBuild)}`,
    '',
    'Your results:',
    `- Max price: ${money(result.maxPrice)}`,
    `- Borrowing limit: ${money(result.borrowingLimit)}`,
    `- Monthly mortgage payment: ${money(result.monthlyMortgagePayment)}`,
    `- Stress test: qualifying rate ${formatRate(result.stressTest.qualifyingRate)}, max price ${money(result.stressTest.maxPrice)}`,
    `- Minimum down payment: ${money(result.minimumDownPayment)}`,
    `- Mortgage insurance premium: ${money(result.insurance.premium)}`,
    ...result.violations.map((violation) => `- Note: ${violation.message}`),
    ...result.notices.map((notice) => `- Note: ${notice}`),
  ].join('\n');
}
