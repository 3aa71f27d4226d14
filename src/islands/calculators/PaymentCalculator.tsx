/**
 * Mortgage payment calculator island (docs/product/calculators.md#payment-inputs: "Payment calculator", /mortgage-calculator). All maths comes from
 * src/lib/calc; this component only holds what the visitor typed and shows the results as they type.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { $visitorProvince, chooseProvince } from '../../browser/visitor-province';
import { PROVINCES } from '../../lib/provinces';
import { messages } from '../../lib/messages';
import { parsePaymentState, PAYMENT_URL_DEFAULTS, serializePaymentState } from '../../lib/calc/calculator-url-state';
import { acceleratedSavings } from '../../lib/calc/frequency-comparison';
import { calculatePayment } from '../../lib/calc/payment';
import {
  COMPOUNDINGS,
  PAYMENT_AMORTIZATION_MAX_YEARS,
  PAYMENT_AMORTIZATION_MIN_YEARS,
  PAYMENT_FREQUENCIES,
  type CompoundingId,
  type FrequencyId,
} from '../../lib/calc/payment-options';
import { listRateOptions } from '../../lib/calc/rate-options';
import type { RateRow } from '../../lib/schemas/rates';
import { AcceleratedSavings } from './AcceleratedSavings';
import { AmortizationSchedule } from './AmortizationSchedule';
import { buttonPrimary, NumberField, SelectField } from './CalculatorFields';
import { CalculatorForm, CalculatorGrid } from './CalculatorForm';
import { fetchRates } from './fetch-rates';
import {
  formFromUrlState,
  PAYMENT_NATIVE_FIELDS,
  paramsFromNativeSubmit,
  paymentInputsFromForm,
  resolveRate,
  urlStateFromForm,
  type PaymentForm,
} from './payment-form';
import { PaymentResults } from './PaymentResults';
import { RatePicker } from './RatePicker';
import { useQueryState } from './use-query-state';

export interface PaymentCalculatorProps {
  initialRates: RateRow[];
}

/** The address first (a shared scenario); without a province in it, the one the visitor last chose (on /rates). */
const parseForm = (address: URLSearchParams) => {
  const params = paramsFromNativeSubmit(address);
  const form = formFromUrlState(parsePaymentState(params));
  const chosen = params.has('province') ? null : $visitorProvince.get();
  return chosen ? { ...form, provinceName: chosen } : form;
};
const serializeForm = (form: PaymentForm) => serializePaymentState(urlStateFromForm(form));
const AMORTIZATION_YEARS = Array.from(
  { length: PAYMENT_AMORTIZATION_MAX_YEARS - PAYMENT_AMORTIZATION_MIN_YEARS + 1 },
  (_, i) => PAYMENT_AMORTIZATION_MIN_YEARS + i,
);

export default function PaymentCalculator({ initialRates }: PaymentCalculatorProps) {
  const [rates, setRates] = useState<RateRow[]>(initialRates);
  const [form, setForm, formRef] = useQueryState<PaymentForm>(formFromUrlState(PAYMENT_URL_DEFAULTS), parseForm, serializeForm, PAYMENT_NATIVE_FIELDS);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    void fetchRates(fetch, controller.signal).then((live) => {
      if (live) setRates(live);
    });
    return () => controller.abort();
  }, []);

  const options = useMemo(() => listRateOptions(rates, form.provinceName), [rates, form.provinceName]);
  const rate = resolveRate(form, options);
  const { amount, annualRate, amortizationYears, compounding, frequency } = paymentInputsFromForm(form, rate);
  // Memoised on the values: expanding a schedule year re-renders, and should not rebuild seven schedules.
  const result = useMemo(
    () => calculatePayment({ amount, annualRate, amortizationYears, compounding, frequency }),
    [amount, annualRate, amortizationYears, compounding, frequency],
  );
  const savings = useMemo(
    () => acceleratedSavings({ amount, annualRate, amortizationYears, compounding }),
    [amount, annualRate, amortizationYears, compounding],
  );
  const errors = result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.field, e.message]));

  const update = (patch: Partial<PaymentForm>) => setForm((current) => ({ ...current, ...patch }));

  // A send held before the island hydrated (Enter on a slow connection, ADR 58) is answered as the button does.
  useEffect(() => {
    const form = formRef.current;
    if (!form?.hasAttribute('data-submit-held')) return;
    form.removeAttribute('data-submit-held');
    resultsHeading.current?.focus();
  }, [formRef]);

  return (
    <CalculatorGrid>
      <CalculatorForm
        formRef={formRef}
        // Sent by the browser itself (no JavaScript yet, or none): the API answers with the result (ADR 58).
        method="get"
        action="/api/calculators/payment"
        aria-label="Mortgage payment calculator"
        onSubmit={(e) => {
          e.preventDefault();
          // Results are already current; the button takes keyboard and screen reader users to them.
          update({});
          resultsHeading.current?.focus();
        }}
      >
        <SelectField
          id="payment-province"
          label="Province"
          value={form.provinceName}
          onChange={(provinceName) => {
            chooseProvince(provinceName);
            update({ provinceName, rateKey: null });
          }}
        >
          {PROVINCES.map((p) => (
            <option key={p.code} value={p.name}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <NumberField
          id="payment-amount"
          label="Mortgage amount"
          prefix="$"
          value={form.amountText}
          error={errors.amount}
          onChange={(amountText) => update({ amountText })}
        />
        <RatePicker form={form} options={options} resolved={rate} rateError={errors.annualRate} onChange={update} />
        <SelectField
          id="payment-amortization"
          label="Amortization"
          value={String(form.amortizationYears)}
          error={errors.amortizationYears}
          onChange={(v) => update({ amortizationYears: Number(v) })}
        >
          {AMORTIZATION_YEARS.map((y) => (
            <option key={y} value={y}>
              {y} {y === 1 ? 'year' : 'years'}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField id="payment-compounding" label="Compounding" value={form.compounding} onChange={(v) => update({ compounding: v as CompoundingId })}>
            {COMPOUNDINGS.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </SelectField>
          <SelectField id="payment-frequency" label="Payment frequency" value={form.frequency} onChange={(v) => update({ frequency: v as FrequencyId })}>
            {PAYMENT_FREQUENCIES.map((f) => (
              <option key={f.id} value={f.id}>
                {f.label}
              </option>
            ))}
          </SelectField>
        </div>
        <button type="submit" className={`${buttonPrimary} w-full sm:w-auto`}>
          {messages.calculators.calculatePayment}
        </button>
      </CalculatorForm>

      <div className="space-y-6">
        <PaymentResults result={result} rate={rate} headingRef={resultsHeading} />
        {result.ok && <AcceleratedSavings rows={savings} />}
        {result.ok && <AmortizationSchedule rows={result.schedule.rows} amount={result.inputs.amount} frequencyId={result.frequency.id} />}
      </div>
    </CalculatorGrid>
  );
}
