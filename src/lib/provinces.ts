/** The 13 provinces and territories (docs/product/rates.md#provinces). Rates store the full name; the UI offers codes too. */
export const PROVINCES = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
] as const;

export type ProvinceCode = (typeof PROVINCES)[number]['code'];
export type ProvinceName = (typeof PROVINCES)[number]['name'];

export const DEFAULT_PROVINCE_NAME: ProvinceName = 'Ontario';

export function provinceName(code: string): ProvinceName | undefined {
  return PROVINCES.find((p) => p.code === code.toUpperCase())?.name;
}

export function provinceCode(name: string): ProvinceCode | undefined {
  return PROVINCES.find((p) => p.name.toLowerCase() === name.toLowerCase())?.code;
}

/** Terms shown publicly (docs/product/rates.md#public-terms) and their stored labels. */
export const PUBLIC_TERMS_YEARS = [1, 3, 5, 7] as const;
export const RATE_TYPES = ['fixed', 'variable'] as const;
export const MORTGAGE_TYPES = ['Conventional', 'High-Ratio', 'Refinance'] as const;

/** 'ON', 'on', 'Ontario' or 'ontario' -> 'Ontario'; undefined for anything else. */
export function resolveProvinceName(value: string): ProvinceName | undefined {
  const wanted = value.trim().toLowerCase();
  return PROVINCES.find((p) => p.code.toLowerCase() === wanted || p.name.toLowerCase() === wanted)?.name;
}
