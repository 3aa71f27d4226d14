/**
 * The land transfer tax calculator's link in every province (ADR 49): Ontario's keys as before
 * (calculator-url-state.ts), plus the province's options, each written only where the province uses it, so an
 * Ontario link is unchanged.
 */
import { parseLandTransferTaxState, serializeLandTransferTaxState } from './calculator-url-state';
import { readProvinceOptions, writeProvinceOptions } from './province-url-params';
import { MORTGAGE_FEE_PROVINCES, type ProvincialTransferInputs } from './provincial-transfer-tax';
import { readBoolean, readNumber, writeBoolean, writeNumber } from './url-params';

export function serializeTransferState(state: ProvincialTransferInputs): URLSearchParams {
  const p = serializeLandTransferTaxState(state);
  writeProvinceOptions(p, state);
  if (state.province === 'BC') writeBoolean(p, 'newBuild', state.newBuild);
  if (MORTGAGE_FEE_PROVINCES.includes(state.province)) writeNumber(p, 'mortgage', state.mortgage);
  return p;
}

/** `today` (YYYY-MM-DD) is the default purchase date, passed in so this stays pure. */
export function parseTransferState(params: URLSearchParams, today: string): ProvincialTransferInputs {
  return {
    ...parseLandTransferTaxState(params, today),
    ...readProvinceOptions(params),
    newBuild: readBoolean(params, 'newBuild', false),
    mortgage: readNumber(params, 'mortgage', 0),
  };
}
