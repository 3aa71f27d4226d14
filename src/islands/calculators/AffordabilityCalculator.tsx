/**
 * Affordability calculator island (docs/product/calculators.md#affordability-inputs: "Affordability calculator"). The maths is in src/lib/calc; this holds
 * what the visitor typed, shows results as they type, and offers the next steps.
 */
import { answerMessages } from '../../lib/messages-answers';
import { useRef, useState } from 'react';
import { applicationHrefFor } from '../../lib/application-prefill';
import { affordabilityCopyInputs } from '../../lib/schemas/leads';
import { messages } from '../../lib/messages';
import { calculateAffordability, type AffordabilitySuccess } from '../../lib/calc/affordability';
import { AFFORDABILITY_AMORTIZATIONS, AFFORDABILITY_DEFAULTS, AFFORDABILITY_RATE_STEP, type AffordabilityInputs } from '../../lib/calc/affordability-options';
import { parseAffordabilityState, serializeAffordabilityState } from '../../lib/calc/calculator-url-state';
import { readProvinceCode, writeProvinceOptions } from '../../lib/calc/province-url-params';
import { AffordabilityCard, AffordabilityCashToClose, AffordabilityDetails, RuleWarnings } from './AffordabilityResults';
import { AFFORDABILITY_TEXT_FIELDS, formFromInputs, inputsFromForm, type AffordabilityForm, type AffordabilityTextField } from './affordability-form';
import { buttonPrimary, buttonSecondary, CheckboxField, moneyFields, NoScriptSubmit, NumberField, SelectField } from './CalculatorFields';
import { CalculatorForm, CalculatorGrid } from './CalculatorForm';
import { ProvinceSelectField } from './ProvinceField';
import { SendCopyForm } from './SendCopyForm';
import type { CalculatorCopyScenario } from './send-copy';
import { useQueryState } from './use-query-state';

const parseForm = (params: URLSearchParams) => formFromInputs(parseAffordabilityState(params), readProvinceCode(params.get('province')));
const serializeForm = (form: AffordabilityForm) => {
  const params = serializeAffordabilityState(inputsFromForm(form));
  writeProvinceOptions(params, { province: form.province });
  return params;
};

function copyScenario(inputs: AffordabilityInputs, result: AffordabilitySuccess): CalculatorCopyScenario {
  return {
    calculator: 'affordability',
    inputs: affordabilityCopyInputs(inputs),
    // What the visitor saw, for the record only: the server emails its own recomputation from the inputs.
    results: {
      max_price: result.maxPrice,
      borrowing_limit: result.borrowingLimit,
      monthly_mortgage_payment: result.monthlyMortgagePayment,
      stress_test: {
        qualifying_rate: result.stressTest.qualifyingRate,
        borrowing_limit: result.stressTest.borrowingLimit,
        max_price: result.stressTest.maxPrice,
      },
      minimum_down_payment: result.minimumDownPayment,
      insurance_premium: result.insurance.premium,
      insurance_pst: result.insurance.pst,
      violations: result.violations.map((v) => v.message),
    },
  };
}

export default function AffordabilityCalculator() {
  const [form, setForm, formRef] = useQueryState<AffordabilityForm>(formFromInputs(AFFORDABILITY_DEFAULTS), parseForm, serializeForm);
  const [copyOpen, setCopyOpen] = useState(false);
  const copyButton = useRef<HTMLButtonElement>(null);
  // Focus returns to the toggle when the inline form closes, rather than being lost with the removed form.
  const closeCopy = () => {
    setCopyOpen(false);
    copyButton.current?.focus();
  };
  const inputs = inputsFromForm(form);
  // No memo: a handful of arithmetic operations, cheaper than comparing dependencies.
  const result = calculateAffordability(inputs, form.province);
  const errors: Partial<Record<string, string>> = result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.field, e.message]));

  const update = (patch: Partial<AffordabilityForm>) => setForm((current) => ({ ...current, ...patch }));
  const moneyField = moneyFields<AffordabilityTextField>('afford', form, errors, update);
  const money = ({ field, label, hint }: (typeof AFFORDABILITY_TEXT_FIELDS)[number]) => moneyField(field, label, hint);
  // The scenario travels to the application form, which fills in the amount and notes the numbers for the broker.
  const applyHref = result.ok
    ? applicationHrefFor({
        borrowingLimit: result.borrowingLimit,
        maxPrice: result.maxPrice,
        downPayment: inputs.downPayment,
        annualRate: inputs.annualRate,
        amortizationYears: inputs.amortizationYears,
      })
    : '/applications';

  return (
    <CalculatorGrid>
      {/* Sent by the browser itself (no JavaScript yet, or none): the API answers with the result (ADR 58). */}
      <CalculatorForm formRef={formRef} method="get" action="/api/calculators/affordability" aria-labelledby="affordability-heading">
        <h2 id="affordability-heading" className="text-xl font-bold text-brand-900">
          {messages.calculators.affordabilityHeading}
        </h2>
        {AFFORDABILITY_TEXT_FIELDS.slice(0, 3).map(money)}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="afford-amortization"
            label="Amortization"
            value={String(form.amortizationYears)}
            error={errors.amortizationYears}
            onChange={(v) => update({ amortizationYears: Number(v) })}
          >
            {AFFORDABILITY_AMORTIZATIONS.map((y) => (
              <option key={y} value={y}>
                {y} {y === 1 ? 'year' : 'years'}
              </option>
            ))}
          </SelectField>
          <NumberField
            id="afford-annualRate"
            label="Interest rate"
            suffix="%"
            step={String(AFFORDABILITY_RATE_STEP)}
            value={form.annualRate}
            error={errors.annualRate}
            onChange={(annualRate) => update({ annualRate })}
          />
        </div>
        {AFFORDABILITY_TEXT_FIELDS.slice(3).map(money)}
        <ProvinceSelectField id="afford-province" value={form.province} onChange={(province) => update({ province })} />
        <CheckboxField
          id="afford-firstTimeBuyer"
          label="First-time home buyer"
          checked={form.firstTimeBuyer}
          onChange={(firstTimeBuyer) => update({ firstTimeBuyer })}
        />
        <CheckboxField
          id="afford-newBuild"
          label="Buying a newly built home"
          hint="With less than 20% down, a 30-year amortization needs a first-time buyer or a new build."
          checked={form.newBuild}
          onChange={(newBuild) => update({ newBuild })}
        />
        <NoScriptSubmit label={answerMessages.calculate} />
      </CalculatorForm>

      <div className="space-y-6">
        <section aria-label="Affordability results" className="space-y-4">
          <div aria-live="polite" className="space-y-4">
            {result.ok ? (
              <>
                <AffordabilityCard result={result} />
                <RuleWarnings messages={[...result.violations.map((v) => v.message), ...result.notices]} />
              </>
            ) : (
              <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-800">{messages.generic.invalidInput}</p>
            )}
          </div>
          <div className="flex flex-wrap gap-3">
            <a href={applyHref} className={buttonPrimary}>
              {messages.calculators.getPrequalified}
            </a>
            <a href={applyHref} className={buttonSecondary}>
              {messages.calculators.applyNow}
            </a>
            <button
              ref={copyButton}
              type="button"
              className={buttonSecondary}
              aria-expanded={copyOpen}
              aria-controls={copyOpen ? 'affordability-send-copy' : undefined}
              disabled={!result.ok}
              onClick={() => setCopyOpen((open) => !open)}
            >
              {messages.calculators.sendCopy}
            </button>
          </div>
          {copyOpen && result.ok && <SendCopyForm id="affordability-send-copy" scenario={copyScenario(inputs, result)} onClose={closeCopy} />}
        </section>
        {result.ok && <AffordabilityDetails result={result} downPayment={inputs.downPayment} province={form.province} />}
        {result.ok && <AffordabilityCashToClose result={result} inputs={inputs} province={form.province} />}
      </div>
    </CalculatorGrid>
  );
}
