import { RATE_LIMITS } from '../../../../lib/schemas/rate-admin';
import type { FieldSpec, FormValues } from '../../kit/field-spec';
import { MORTGAGE_TYPE_OPTIONS, PROVINCE_OPTIONS, RATE_TYPE_OPTIONS, TERM_OPTIONS } from './rate-view';

const step = String(RATE_LIMITS.step);

/**
 * docs/product/back-office-rates.md#rate-form: posted rate and our rate required numbers, step 0.001; terms 1, 3, 5 and 7 year; fixed or
 * variable; the 13 provinces. Used by Add Rate Manually and by the edit dialog.
 */
export const rateFields: readonly FieldSpec[] = [
  { name: 'province', label: 'Province', kind: 'select', options: PROVINCE_OPTIONS },
  { name: 'term', label: 'Term', kind: 'select', options: TERM_OPTIONS },
  { name: 'rate_type', label: 'Rate type', kind: 'select', options: RATE_TYPE_OPTIONS },
  { name: 'mortgage_type', label: 'Mortgage type', kind: 'select', options: MORTGAGE_TYPE_OPTIONS },
  {
    name: 'posted_rate',
    label: 'Posted rate (%)',
    kind: 'number',
    step,
    inputMode: 'decimal',
    decimalComma: true,
    required: true,
    hint: 'The lender\u2019s advertised rate, e.g. 6.09.',
  },
  {
    name: 'our_rate',
    label: 'Our rate (%)',
    kind: 'number',
    step,
    inputMode: 'decimal',
    decimalComma: true,
    required: true,
    hint: 'The rate we offer, e.g. 3.895.',
  },
];

/** A new rate starts in Ontario (docs/product/rates.md#provinces: the default province), 5-year fixed, the most asked-for term. */
export const NEW_RATE_VALUES: FormValues = {
  province: 'Ontario',
  term: '5 year',
  rate_type: 'fixed',
  mortgage_type: 'Conventional',
  posted_rate: '',
  our_rate: '',
};
