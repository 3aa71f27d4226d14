import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormField } from '../../../../src/islands/back-office/kit/FormField';
import { rateFields } from '../../../../src/islands/back-office/panels/rates/fields';
import { fieldErrors } from '../../../../src/lib/schemas/field-errors';
import { rateSchema } from '../../../../src/lib/schemas/rate-admin';

const valid = { province: 'ON', term: '5 year', rate_type: 'fixed', mortgage_type: 'High-Ratio', posted_rate: '6.09', our_rate: '3.895' };

function RateInputs() {
  const form = useForm({ defaultValues: { posted_rate: '', our_rate: '' } });
  const inputs = rateFields.filter((field) => field.name.endsWith('_rate'));
  return (
    <FormProvider {...form}>
      {inputs.map((field) => (
        <FormField key={field.name} field={field} idPrefix="add" onBusyChange={() => {}} />
      ))}
    </FormProvider>
  );
}

describe('Add Rate Manually with a decimal comma', () => {
  it('reads "6,55" and "4,44" as 6.55 and 4.44, not 655 and 444', () => {
    expect(rateSchema.parse({ ...valid, posted_rate: '6,55', our_rate: '4,44 %' })).toMatchObject({ posted_rate: 6.55, our_rate: 4.44 });
    const parsed = rateSchema.safeParse({ ...valid, our_rate: '4,4444' });
    expect(parsed.success ? {} : fieldErrors(parsed.error)).toEqual({ our_rate: 'Our rate can have at most 3 decimals (step 0.001).' });
  });

  it('the rate inputs are text with the decimal keypad: a number input would drop the comma before any check', () => {
    const html = renderToStaticMarkup(createElement(RateInputs));
    const inputs = [...html.matchAll(/<input[^>]*>/g)].map((match) => match[0]);
    expect(inputs).toHaveLength(2);
    for (const input of inputs) {
      expect(input).toContain('type="text"');
      expect(input).toContain('inputMode="decimal"');
    }
  });
});
