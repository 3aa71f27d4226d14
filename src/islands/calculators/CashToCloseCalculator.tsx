/**
 * Cash-to-close calculator island. The maths is in src/lib/calc/cash-to-close.ts; this holds what the visitor typed
 * and shows every amount due at closing as they type.
 */
import { answerMessages } from '../../lib/messages-answers';
import { calculatorFormMessages } from '../../lib/messages-calculator-forms';
import { calculateCashToClose } from '../../lib/calc/cash-to-close';
import { CASH_TO_CLOSE_AMORTIZATIONS, CASH_TO_CLOSE_DEFAULTS, FIRST_TIME_BUYER_SOURCES } from '../../lib/calc/cash-to-close-options';
import { parseCashToCloseState, serializeCashToCloseState } from '../../lib/calc/cash-to-close-url-state';
import { cashLineValue, savingsSourceLines } from '../../lib/calc/result-lines';
import { toIsoDate } from '../../lib/calc/url-params';
import { formatCurrency, formatCurrencyWhole } from '../../lib/format';
import { cashToCloseMessages as t } from '../../lib/messages-calculators';
import { RuleWarnings } from './AffordabilityResults';
import { premiumSalesTaxRate } from '../../lib/calc/premium-sales-tax';
import { provinceMessages } from '../../lib/messages-provinces';
import { CheckboxField, moneyFields, NoScriptSubmit, ResultItem, SelectField, ShownOrNoScript } from './CalculatorFields';
import { CalculatorForm, CalculatorGrid } from './CalculatorForm';
import { ResultsPanel } from './ResultsPanel';
import { onlyFor, ProvinceExtras, ProvinceSelectField } from './ProvinceField';
import { formFromUrlState, inputsFromForm, urlStateFromForm, type CashTextField, type CashToCloseForm } from './cash-to-close-form';
import { useQueryState } from './use-query-state';

const parseForm = (params: URLSearchParams) => formFromUrlState(parseCashToCloseState(params));
const serializeForm = (form: CashToCloseForm) => serializeCashToCloseState(urlStateFromForm(form));

const COST_FIELDS: { field: CashTextField; hint?: string }[] = [
  { field: 'legalFees', hint: t.legalFeesHint },
  { field: 'titleInsurance' },
  { field: 'inspection' },
  { field: 'adjustments', hint: t.adjustmentsHint },
];

export default function CashToCloseCalculator() {
  const [form, setForm, formRef] = useQueryState<CashToCloseForm>(formFromUrlState(CASH_TO_CLOSE_DEFAULTS), parseForm, serializeForm);
  const update = (patch: Partial<CashToCloseForm>) => setForm((current) => ({ ...current, ...patch }));
  // Today decides Toronto's schedule only above $3,000,000; the build's date and the visitor's agree for any other price.
  const result = calculateCashToClose(inputsFromForm(form, toIsoDate(new Date())));
  const errors: Partial<Record<string, string>> = result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.field, e.message]));
  const money = moneyFields<CashTextField>('close', form, errors, update);

  const buyers = form.buyers === 2 ? 2 : 1;
  // The tax lines are named for the province (ADR 49); Ontario's names are the ones in cashToCloseMessages.
  const lineLabel = (id: keyof typeof t.lines) => {
    if (!result.ok || form.province === 'ON') return t.lines[id];
    if (id === 'landTransferTax') return provinceMessages.cashTransferLine(form.province, result.landTransferTax.kind);
    if (id === 'insuranceTax') return provinceMessages.premiumTaxLine(form.province, premiumSalesTaxRate(form.province));
    return t.lines[id];
  };

  return (
    <CalculatorGrid>
      {/* Sent by the browser itself (no JavaScript yet, or none): the API answers with the result (ADR 58). */}
      <CalculatorForm formRef={formRef} method="get" action="/api/calculators/cash-to-close" aria-label={t.formLabel}>
        <ProvinceSelectField id="close-province" value={form.province} onChange={(province) => update({ province })} />
        {money('price', t.price)}
        {money('downPayment', t.downPayment)}
        <SelectField
          id="close-amortization"
          label={t.amortization}
          value={String(form.amortizationYears)}
          onChange={(v) => update({ amortizationYears: Number(v) })}
        >
          {CASH_TO_CLOSE_AMORTIZATIONS.map((y) => (
            <option key={y} value={y}>
              {y} years
            </option>
          ))}
        </SelectField>
        <ShownOrNoScript shown={form.province === 'ON'} legend={onlyFor(['ON'])}>
          <CheckboxField id="close-toronto" label={t.inToronto} checked={form.inToronto} onChange={(inToronto) => update({ inToronto })} />
        </ShownOrNoScript>
        <ProvinceExtras idPrefix="close" form={form} error={errors.deedTransferRate} onChange={update} />
        <CheckboxField
          id="close-first-time"
          label={t.firstTimeBuyer}
          hint={provinceMessages.firstTimeBuyerHint(form.province)}
          checked={form.firstTimeBuyer}
          onChange={(firstTimeBuyer) => update({ firstTimeBuyer })}
        />
        <CheckboxField
          id="close-new-build"
          label={t.newBuild}
          hint={form.province === 'ON' ? t.newBuildHint : provinceMessages.newBuildCostsHint}
          checked={form.newBuild}
          onChange={(newBuild) => update({ newBuild })}
        />
        <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t.costsLegend}</legend>
          {COST_FIELDS.map(({ field, hint }) => money(field, t.lines[field as keyof typeof t.lines], hint))}
        </fieldset>
        {/* Without JavaScript the box cannot reveal the savings, so they are drawn always, saying when they count (ADR 58). */}
        <ShownOrNoScript shown={form.firstTimeBuyer} legend={calculatorFormMessages.onlyWhenTicked(t.firstTimeBuyer)}>
          <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">{t.sourcesLegend}</legend>
            <SelectField id="close-buyers" label={t.buyers} value={String(buyers)} onChange={(v) => update({ buyers: Number(v) })}>
              <option value="1">1</option>
              <option value="2">2</option>
            </SelectField>
            {money('fhsa', t.fhsa, t.fhsaHint(formatCurrencyWhole(FIRST_TIME_BUYER_SOURCES.fhsaLifetimePerBuyer * buyers)))}
            {money('homeBuyersPlan', t.homeBuyersPlan, t.homeBuyersPlanHint(formatCurrencyWhole(FIRST_TIME_BUYER_SOURCES.homeBuyersPlanPerBuyer * buyers)))}
          </fieldset>
        </ShownOrNoScript>
        <NoScriptSubmit label={answerMessages.calculate} />
      </CalculatorForm>

      <ResultsPanel id="close" heading={t.resultsHeading} result={result}>
        {(result) => (
          <>
            <div className="rounded-xl bg-brand-900 p-4 text-white">
              <p className="text-sm text-brand-100">{t.total}</p>
              <p className="text-4xl font-bold">{formatCurrency(result.totalCashNeeded)}</p>
            </div>
            <RuleWarnings messages={result.violations.map((v) => v.message)} />
            <dl>
              {result.lines.map((line) => (
                <ResultItem key={line.id} label={lineLabel(line.id)} value={cashLineValue(result)(line)} />
              ))}
              <ResultItem label={t.closingCosts} value={formatCurrency(result.closingCosts)} />
              <ResultItem label={t.total} value={formatCurrency(result.totalCashNeeded)} strong />
            </dl>
            {result.insurance.premium > 0 && <p className="text-sm text-slate-700">{t.premiumNote(formatCurrency(result.insurance.premium))}</p>}
            {provinceMessages.notes(form.province, { inMontreal: form.inMontreal }).map((note) => (
              <p key={note} className="text-sm text-slate-700">
                {note}
              </p>
            ))}
            <dl>
              <ResultItem label={t.mortgage} value={formatCurrency(result.mortgage)} />
              {savingsSourceLines(form.firstTimeBuyer, result.sources, result.fromOtherSavings).map((line) => (
                <ResultItem key={line.label} {...line} />
              ))}
            </dl>
            {result.sources.capped && <p className="text-sm text-slate-700">{t.sourcesCapped}</p>}
            {result.sources.moreThanNeeded && <p className="text-sm text-slate-700">{t.sourcesMoreThanNeeded}</p>}
          </>
        )}
      </ResultsPanel>
    </CalculatorGrid>
  );
}
