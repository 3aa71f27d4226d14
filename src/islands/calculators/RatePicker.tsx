/**
 * Term and rate picker: the province's rates as we offer them (our_rate; the lender's posted rate is shown beside
 * it for comparison), or a custom rate the visitor types (docs/product/calculators.md#payment-inputs: 'Custom rate').
 */
import { messages } from '../../lib/messages';
import { calculatorFormMessages } from '../../lib/messages-calculator-forms';
import { formatRate } from '../../lib/format';
import type { RateOption } from '../../lib/calc/rate-options';
import { CheckboxField, NumberField, SelectField, ShownOrNoScript } from './CalculatorFields';
import type { PaymentForm, ResolvedRate } from './payment-form';

const CUSTOM_TERMS = [1, 2, 3, 4, 5, 7, 10];

export function rateOptionLabel(o: RateOption): string {
  const type = o.rateType === 'fixed' ? 'Fixed' : 'Variable';
  const posted = o.postedRate !== null && o.postedRate !== o.rate ? ` (${messages.calculators.postedNote(formatRate(o.postedRate))})` : '';
  return `${o.term} ${type} · ${o.mortgageType} · ${formatRate(o.rate)}${posted}`;
}

interface Props {
  form: PaymentForm;
  options: readonly RateOption[];
  resolved: ResolvedRate;
  rateError?: string;
  onChange: (patch: Partial<PaymentForm>) => void;
}

export function RatePicker({ form, options, resolved, rateError, onChange }: Props) {
  const hasOptions = options.length > 0;
  // A shared link may carry a term outside the usual list; keep it selectable rather than silently changing it.
  const terms = CUSTOM_TERMS.includes(form.customTermYears) ? CUSTOM_TERMS : [...CUSTOM_TERMS, form.customTermYears].sort((a, b) => a - b);
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">Term and rate</legend>
      {hasOptions && !resolved.custom && (
        <SelectField
          id="payment-rate-option"
          label={messages.calculators.ourRate}
          value={resolved.option?.key ?? ''}
          onChange={(key) => onChange({ rateKey: key })}
        >
          {options.map((o) => (
            <option key={o.key} value={o.key}>
              {rateOptionLabel(o)}
            </option>
          ))}
        </SelectField>
      )}
      {hasOptions ? (
        <CheckboxField
          id="payment-custom-rate"
          label={messages.calculators.customRate}
          checked={form.customRate}
          onChange={(customRate) => onChange({ customRate })}
        />
      ) : (
        <p className="text-sm text-slate-700">No rates for {form.provinceName} right now: enter a rate.</p>
      )}
      {/* Without JavaScript the box cannot reveal the rate, so it is drawn always, saying when it counts (ADR 58). */}
      <ShownOrNoScript shown={resolved.custom} legend={calculatorFormMessages.onlyWhenTicked(messages.calculators.customRate)}>
        <div className="grid gap-3 sm:grid-cols-2">
          <NumberField
            id="payment-rate"
            label="Interest rate"
            suffix="%"
            step="0.01"
            value={form.rateText}
            error={rateError}
            onChange={(rateText) => onChange({ rateText })}
          />
          <SelectField
            id="payment-term"
            label="Term"
            hint="For the balance at the end of the term."
            value={String(form.customTermYears)}
            onChange={(v) => onChange({ customTermYears: Number(v) })}
          >
            {terms.map((y) => (
              <option key={y} value={y}>
                {y} {y === 1 ? 'year' : 'years'}
              </option>
            ))}
          </SelectField>
        </div>
      </ShownOrNoScript>
      {!resolved.custom && rateError && <p className="text-sm font-medium text-red-700">{rateError}</p>}
    </fieldset>
  );
}
