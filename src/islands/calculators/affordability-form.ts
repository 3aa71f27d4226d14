/** The affordability calculator's form state (typed text) and its mapping to the URL and to the maths. */
import type { AffordabilityInputs } from '../../lib/calc/affordability-options';
import { parseNumberInput } from '../../lib/calc/money';
import { messages } from '../../lib/messages';
import type { ProvinceCode } from '../../lib/provinces';

const calculatorHints = messages.calculators.affordabilityHints;

export type AffordabilityTextField = Exclude<keyof AffordabilityInputs, 'amortizationYears' | 'firstTimeBuyer' | 'newBuild'>;

/** `province` decides only the tax on the insurance premium and the cash-to-close summary (ADR 49). */
export type AffordabilityForm = Record<AffordabilityTextField, string> &
  Pick<AffordabilityInputs, 'amortizationYears' | 'firstTimeBuyer' | 'newBuild'> & { province: ProvinceCode };

export const AFFORDABILITY_TEXT_FIELDS: {
  field: AffordabilityTextField;
  label: string;
  hint?: string;
}[] = [
  { field: 'annualIncome', label: 'Annual income' },
  { field: 'coBorrowerIncome', label: "Co-borrower's annual income" },
  { field: 'downPayment', label: 'Down payment' },
  { field: 'monthlyDebts', label: 'Monthly debt payments', hint: 'Car loans, credit cards, lines of credit, support.' },
  { field: 'heatingMonthly', label: 'Heat and electricity (monthly)', hint: calculatorHints.heating },
  { field: 'propertyTaxesAnnual', label: 'Annual property taxes', hint: calculatorHints.propertyTaxes },
  { field: 'condoFeesMonthly', label: 'Monthly condo fees' },
];

export function formFromInputs(inputs: AffordabilityInputs, province: ProvinceCode = 'ON'): AffordabilityForm {
  const { amortizationYears, firstTimeBuyer, newBuild, ...numbers } = inputs;
  const text = Object.fromEntries(Object.entries(numbers).map(([k, v]) => [k, String(v)])) as Record<AffordabilityTextField, string>;
  return { ...text, amortizationYears, firstTimeBuyer, newBuild, province };
}

/**
 * An empty amount reads as $0 (docs/product/calculators.md#payment-inputs: inputs are converted to numbers), except the rate, which has no
 * sensible blank meaning and is reported as missing instead.
 */
export function inputsFromForm(form: AffordabilityForm): AffordabilityInputs {
  const amount = (field: AffordabilityTextField) => parseNumberInput(form[field], 0);
  return {
    annualIncome: amount('annualIncome'),
    coBorrowerIncome: amount('coBorrowerIncome'),
    downPayment: amount('downPayment'),
    amortizationYears: form.amortizationYears,
    annualRate: parseNumberInput(form.annualRate),
    monthlyDebts: amount('monthlyDebts'),
    heatingMonthly: amount('heatingMonthly'),
    propertyTaxesAnnual: amount('propertyTaxesAnnual'),
    condoFeesMonthly: amount('condoFeesMonthly'),
    firstTimeBuyer: form.firstTimeBuyer,
    newBuild: form.newBuild,
  };
}
