/**
 * Provincial tax on the mortgage default insurance premium, by province (ADR 49). The premium itself is added to
 * the loan; this tax is not: it is paid in cash at closing. Only three provinces levy it.
 *
 * Sources:
 * - Ontario 8%: Ontario Ministry of Finance, "Retail Sales Tax on insurance contracts and benefit plans"
 *   (ontario.ca/document/retail-sales-tax-insurance-contracts-and-benefit-plans), Retail Sales Tax Act, s. 2.1.
 * - Quebec 9%: Revenu Québec, "Tax on insurance premiums" (revenuquebec.ca), Act respecting the Québec sales tax,
 *   Title II (tax on insurance). Insurance is exempt from the 9.975% QST; its own tax on premiums is 9%.
 * - Saskatchewan 6%: Government of Saskatchewan, "Provincial Sales Tax on insurance premiums" (Information
 *   Bulletin PST-63, saskatchewan.ca), The Provincial Sales Tax Act, in force 1 August 2017.
 */
import type { ProvinceCode } from '../provinces';
import { INSURANCE_RULES } from './mortgage-rules';

export const PREMIUM_SALES_TAX_RATES: Readonly<Partial<Record<ProvinceCode, number>>> = {
  ON: INSURANCE_RULES.ontarioPstRate,
  QC: 0.09,
  SK: 0.06,
};

/** The tax rate on the premium in the province (0.08 = 8%); 0 where none applies. */
export function premiumSalesTaxRate(province: ProvinceCode): number {
  return PREMIUM_SALES_TAX_RATES[province] ?? 0;
}
