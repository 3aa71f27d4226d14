import { describe, expect, it } from 'vitest';
import { rateListQuerySchema, rateSchema, rateUpdateSchema } from '../../../../src/lib/schemas/rate-admin';
import { fieldErrors } from '../../../../src/lib/schemas/field-errors';
import { ratesQuerySchema, storedRateSchema } from '../../../../src/lib/schemas/rates';

const valid = { province: 'ON', term: '5 year', rate_type: 'fixed', mortgage_type: 'High-Ratio', posted_rate: '6.09', our_rate: '3.895' };

describe('rate form schema (spec section 5)', () => {
  it('takes typed text, stores the full province name and numbers to the step 0.001', () => {
    expect(rateSchema.parse(valid)).toEqual({ ...valid, province: 'Ontario', posted_rate: 6.09, our_rate: 3.895, is_active: true });
  });
  it('requires both rates, refuses a fourth decimal and rates outside 0-25', () => {
    const errors = (body: object) => {
      const parsed = rateSchema.safeParse({ ...valid, ...body });
      return parsed.success ? {} : fieldErrors(parsed.error);
    };
    expect(errors({ posted_rate: '' })).toEqual({ posted_rate: 'Posted rate is required.' });
    expect(errors({ our_rate: undefined })).toEqual({ our_rate: 'Our rate is required.' });
    expect(errors({ our_rate: '3.8951' })).toEqual({ our_rate: 'Our rate can have at most 3 decimals (step 0.001).' });
    expect(errors({ our_rate: '26' })).toEqual({ our_rate: 'Our rate must be above 0 and at most 25.' });
    expect(errors({ posted_rate: 'abc' })).toEqual({ posted_rate: 'Posted rate must be a number.' });
  });
  it('offers exactly the spec terms, rate types, mortgage types and 13 provinces', () => {
    for (const term of ['1 year', '3 year', '5 year', '7 year']) expect(rateSchema.safeParse({ ...valid, term }).success).toBe(true);
    expect(rateSchema.safeParse({ ...valid, term: '10 year' }).success).toBe(false);
    expect(rateSchema.safeParse({ ...valid, rate_type: 'adjustable' }).success).toBe(false);
    expect(rateSchema.safeParse({ ...valid, mortgage_type: 'Insured' }).success).toBe(false);
    expect(rateSchema.safeParse({ ...valid, province: 'Atlantis' }).success).toBe(false);
  });
  it('lets the status badge send only is_active', () => {
    expect(rateUpdateSchema.parse({ is_active: false })).toEqual({ is_active: false });
  });
  it('reads list filters from the query string', () => {
    expect(rateListQuerySchema.parse({ province: 'bc', is_active: 'false', limit: '20' })).toEqual({
      province: 'British Columbia',
      is_active: false,
      limit: 20,
    });
    expect(rateListQuerySchema.parse({})).toEqual({ limit: 500 });
  });
  it("takes 'all' or a blank province as no filter, and refuses an unknown one", () => {
    expect(rateListQuerySchema.parse({ province: 'all' }).province).toBeUndefined();
    expect(rateListQuerySchema.parse({ province: ' ' }).province).toBeUndefined();
    expect(rateListQuerySchema.safeParse({ province: 'Atlantis' }).success).toBe(false);
    expect(ratesQuerySchema.parse({ province: ' on ' })).toEqual({ province: 'Ontario' });
    expect(ratesQuerySchema.parse({ province: '' }).province).toBeUndefined();
    expect(ratesQuerySchema.parse({})).toEqual({});
    expect(ratesQuerySchema.safeParse({ province: 'XX' }).success).toBe(false);
  });
  it('names only columns of the stored rate in the form, the update and the filters (one schema, ADR 59)', () => {
    const columns = Object.keys(storedRateSchema.shape);
    for (const schema of [rateSchema, rateUpdateSchema, ratesQuerySchema]) expect(columns).toEqual(expect.arrayContaining(Object.keys(schema.shape)));
    expect(columns).toEqual(expect.arrayContaining(Object.keys(rateListQuerySchema.shape).filter((key) => key !== 'limit')));
  });
});
