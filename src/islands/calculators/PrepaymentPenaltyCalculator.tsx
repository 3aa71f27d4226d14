/**
 * Prepayment-penalty calculator island. The maths is in src/lib/calc/prepayment-penalty.ts; this holds what the
 * visitor typed, fills today's rates from the site's rates (the build's, then /api/rates), and shows the result.
 */
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { penaltyVerdict } from '../../lib/calc/penalty-verdict';
import { PENALTY_RATES_PROVINCE, penaltyComparedWith, penaltyTodayRates } from '../../lib/calc/penalty-today-rates';
import { answerMessages } from '../../lib/messages-answers';
import { calculatePrepaymentPenalty, LENDER_KINDS, PENALTY_RATE_TYPES, type LenderKind, type PenaltyRateType } from '../../lib/calc/prepayment-penalty';
import { parsePrepaymentPenaltyState, PREPAYMENT_PENALTY_DEFAULTS, serializePrepaymentPenaltyState } from '../../lib/calc/prepayment-penalty-url-state';
import { listRateOptions } from '../../lib/calc/rate-options';
import { restOfTermInterestLines } from '../../lib/calc/result-lines';
import { PENALTY_SHOWN_RATES, PENALTY_SHOWN_TERM } from '../../lib/calc/native-submit';
import type { RateRow } from '../../lib/schemas/rates';
import { formatCurrency, formatRate } from '../../lib/format';
import { penaltyMessages as t } from '../../lib/messages-calculators';
import { CheckboxField, NoScriptSubmit, NumberField, ResultItem, SelectField } from './CalculatorFields';
import { CalculatorForm, CalculatorGrid } from './CalculatorForm';
import { ResultsPanel } from './ResultsPanel';
import { fetchRates } from './fetch-rates';
import { formFromUrlState, inputsFromForm, monthsFromForm, urlStateFromForm, type PenaltyForm } from './penalty-form';
import { useQueryState } from './use-query-state';

export interface PrepaymentPenaltyCalculatorProps {
  /** The build's rates for the default province, so today's rates show before /api/rates answers. */
  initialRates: RateRow[];
}

const parseForm = (params: URLSearchParams) => formFromUrlState(parsePrepaymentPenaltyState(params));
const serializeForm = (form: PenaltyForm) => serializePrepaymentPenaltyState(urlStateFromForm(form));

export default function PrepaymentPenaltyCalculator({ initialRates }: PrepaymentPenaltyCalculatorProps) {
  const [rates, setRates] = useState<RateRow[]>(initialRates);
  const [form, setForm, formRef] = useQueryState<PenaltyForm>(formFromUrlState(PREPAYMENT_PENALTY_DEFAULTS), parseForm, serializeForm);

  useEffect(() => {
    const controller = new AbortController();
    void fetchRates(fetch, controller.signal).then((live) => {
      if (live) setRates(live);
    });
    return () => controller.abort();
  }, []);

  const options = useMemo(() => listRateOptions(rates, PENALTY_RATES_PROVINCE), [rates]);
  const months = monthsFromForm(form);
  const site = penaltyTodayRates(options, Number.isFinite(months) ? months : PREPAYMENT_PENALTY_DEFAULTS.monthsRemaining, form.insured);
  // The verdict names the rate it compared with: typed by the visitor, ours for their mortgage type, or a typical one.
  const comparedWith = penaltyComparedWith(form.todayRateText !== null, site);
  const inputs = inputsFromForm(form, site);
  const result = calculatePrepaymentPenalty(inputs);
  const errors: Partial<Record<string, string>> = result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.field, e.message]));
  const update = (patch: Partial<PenaltyForm>) => setForm((current) => ({ ...current, ...patch }));
  const fixed = form.rateType === 'fixed';
  const postedMethod = fixed && form.lenderKind === 'posted-rate';

  return (
    <CalculatorGrid>
      {/* Sent by the browser itself (no JavaScript yet, or none): the API answers with the result (ADR 58). */}
      <CalculatorForm formRef={formRef} method="get" action="/api/calculators/prepayment-penalty" aria-label={t.formLabel}>
        <NumberField
          id="penalty-balance"
          label={t.balance}
          prefix="$"
          value={form.balanceText}
          error={errors.balance}
          onChange={(balanceText) => update({ balanceText })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            id="penalty-rate"
            label={t.contractRate}
            suffix="%"
            step="0.01"
            value={form.contractRateText}
            error={errors.contractRate}
            onChange={(contractRateText) => update({ contractRateText })}
          />
          <NumberField
            id="penalty-months"
            label={t.monthsRemaining}
            step="1"
            value={form.monthsText}
            error={errors.monthsRemaining}
            onChange={(monthsText) => update({ monthsText })}
          />
        </div>
        <SelectField id="penalty-rate-type" label={t.rateType} value={form.rateType} onChange={(v) => update({ rateType: v as PenaltyRateType })}>
          {PENALTY_RATE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t.rateTypes[type]}
            </option>
          ))}
        </SelectField>
        {fixed && (
          <SelectField id="penalty-lender" label={t.lenderKind} value={form.lenderKind} onChange={(v) => update({ lenderKind: v as LenderKind })}>
            {LENDER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t.lenderKinds[kind]}
              </option>
            ))}
          </SelectField>
        )}
        {postedMethod && (
          <NumberField
            id="penalty-original-posted"
            label={t.originalPostedRate}
            hint={t.originalPostedHint}
            suffix="%"
            step="0.01"
            value={form.originalPostedText}
            error={errors.originalPostedRate}
            onChange={(originalPostedText) => update({ originalPostedText })}
          />
        )}
        <CheckboxField id="penalty-insured" label={t.insured} hint={t.insuredHint} checked={form.insured} onChange={(insured) => update({ insured })} />
        <NumberField
          id="penalty-today-rate"
          label={t.todayRate(site.termYears)}
          hint={t.todayRateHint(site.fromSiteRates.todayRate)}
          suffix="%"
          step="0.01"
          value={form.todayRateText ?? String(site.todayRate)}
          error={errors.todayRate}
          onChange={(todayRateText) => update({ todayRateText })}
        />
        {postedMethod && (
          <NumberField
            id="penalty-today-posted"
            label={t.todayPostedRate(site.termYears)}
            hint={t.todayPostedHint(site.fromSiteRates.todayPostedRate)}
            suffix="%"
            step="0.01"
            value={form.todayPostedText ?? String(site.todayPostedRate)}
            error={errors.todayPostedRate}
            onChange={(todayPostedText) => update({ todayPostedText })}
          />
        )}
        {/* Today's rates as filled in from the site's: sent back unchanged, the answer page takes the site's rates
            for the months and insurance sent, as the island follows them until typed over (ADR 58). */}
        <noscript>
          <input type="hidden" name={PENALTY_SHOWN_TERM} value={site.termYears === null ? '' : String(site.termYears)} />
          {form.todayRateText === null && <input type="hidden" name={PENALTY_SHOWN_RATES.todayRate} value={String(site.todayRate)} />}
          {form.todayPostedText === null && <input type="hidden" name={PENALTY_SHOWN_RATES.todayPostedRate} value={String(site.todayPostedRate)} />}
        </noscript>
        <NoScriptSubmit label={answerMessages.calculate} />
      </CalculatorForm>

      <ResultsPanel id="penalty" heading={t.resultsHeading} result={result}>
        {(result) => (
          <>
            <div className="rounded-xl bg-brand-900 p-4 text-white">
              <p className="text-4xl font-bold">{formatCurrency(result.penalty)}</p>
              <p className="mt-1 font-semibold">{t.rules[result.rule]}</p>
              <p className="text-sm text-brand-100">{fixed ? t.ruleWhy.fixed : t.ruleWhy.variable}</p>
            </div>
            <dl>
              <ResultItem label={t.threeMonthsInterest} value={formatCurrency(result.threeMonthsInterest)} />
              <ResultItem
                label={t.irdPosted(formatRate(result.postedRateMethod.comparisonRate))}
                value={result.irdApplies ? formatCurrency(result.postedRateMethod.ird) : t.irdNotApplicable}
              />
              <ResultItem
                label={t.irdComparison(formatRate(result.comparisonRateMethod.comparisonRate))}
                value={result.irdApplies ? formatCurrency(result.comparisonRateMethod.ird) : t.irdNotApplicable}
              />
              {postedMethod && <ResultItem label={t.discountAtSigning} value={formatRate(result.discountAtSigning)} />}
            </dl>
            <h3 className="font-semibold text-brand-900">{t.breakingHeading}</h3>
            <dl>
              {restOfTermInterestLines(inputs.contractRate, inputs.todayRate, result).map((line) => (
                <ResultItem key={line.label} {...line} />
              ))}
              <ResultItem label={t.interestSaved} value={formatCurrency(result.interestSaved)} />
              <ResultItem label={t.penalty} value={`−${formatCurrency(result.penalty)}`} />
            </dl>
            <VerdictLine netSaving={result.netSaving}>
              <span className="font-normal" data-testid="penalty-compared-with">
                {t.comparedWith(comparedWith, formatRate(inputs.todayRate))}
              </span>
            </VerdictLine>
            <p className="text-sm text-slate-700">{t.breakingNote}</p>
          </>
        )}
      </ResultsPanel>
    </CalculatorGrid>
  );
}

/** Whether breaking now saves, costs or breaks even (penalty-verdict.ts), green when it saves; then what it compared with. */
function VerdictLine({ netSaving, children }: { netSaving: number; children: ReactNode }) {
  const verdict = penaltyVerdict(netSaving);
  return (
    <p className={`rounded-lg p-3 font-semibold ${verdict.tone === 'saves' ? 'bg-green-50 text-green-900' : 'bg-accent-50 text-slate-900'}`}>
      {verdict.text} {children}
    </p>
  );
}
