/**
 * The province options the land transfer, cash-to-close and affordability calculators share in their links
 * (ADR 49): `province` (a code; a full name is read too), Montreal for Quebec and the deed transfer rate for Nova
 * Scotia. Ontario's defaults are left out of a link, so every link made before provinces existed, and every Ontario
 * link made since, reads the same.
 */
import { DEFAULT_PROVINCE_NAME, PROVINCES, provinceCode, type ProvinceCode } from '../provinces';
import { NS_DEED_TRANSFER } from './provincial-transfer-rates';
import { readBoolean, readNumber, writeNumber } from './url-params';

export interface ProvinceOptions {
  province: ProvinceCode;
  inMontreal: boolean;
  deedTransferRate: number;
}

export const DEFAULT_PROVINCE_CODE: ProvinceCode = provinceCode(DEFAULT_PROVINCE_NAME) ?? 'ON';

export const PROVINCE_OPTION_DEFAULTS: ProvinceOptions = {
  province: DEFAULT_PROVINCE_CODE,
  inMontreal: false,
  deedTransferRate: NS_DEED_TRANSFER.halifaxRate,
};

export function isProvinceCode(value: string): value is ProvinceCode {
  return PROVINCES.some((p) => p.code === value);
}

/** A code (BC, bc) or a full name (British Columbia); anything else is the default. */
export function readProvinceCode(raw: string | null): ProvinceCode {
  const text = (raw ?? '').trim();
  const upper = text.toUpperCase();
  if (isProvinceCode(upper)) return upper;
  return provinceCode(text) ?? DEFAULT_PROVINCE_CODE;
}

export function writeProvinceOptions(params: URLSearchParams, options: Partial<ProvinceOptions>): void {
  const province = options.province ?? DEFAULT_PROVINCE_CODE;
  if (province === DEFAULT_PROVINCE_CODE) return;
  params.set('province', province);
  if (province === 'QC' && options.inMontreal) params.set('montreal', '1');
  if (province === 'NS') writeNumber(params, 'deedRate', options.deedTransferRate ?? NS_DEED_TRANSFER.halifaxRate);
}

export function readProvinceOptions(params: URLSearchParams): ProvinceOptions {
  const d = PROVINCE_OPTION_DEFAULTS;
  return {
    province: readProvinceCode(params.get('province')),
    inMontreal: readBoolean(params, 'montreal', d.inMontreal),
    deedTransferRate: readNumber(params, 'deedRate', d.deedTransferRate, (n) => n >= 0 && n <= NS_DEED_TRANSFER.maxRate),
  };
}
