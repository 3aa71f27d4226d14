import { Hono } from 'hono';
import { listActiveRates } from '../../db/queries/public-rates';
import { bracketTable, formatFigure } from '../../src/lib/calc/bracket-table';
import { calculateAffordability } from '../../src/lib/calc/affordability';
import {
  DEFAULT_CUSTOM_TERM_YEARS,
  parseAffordabilityState,
  parsePaymentState,
  serializeAffordabilityState,
  serializePaymentState,
} from '../../src/lib/calc/calculator-url-state';
import { calculateCashToClose } from '../../src/lib/calc/cash-to-close';
import { parseCashToCloseState, serializeCashToCloseState } from '../../src/lib/calc/cash-to-close-url-state';
import {
  AFFORDABILITY_AMOUNTS,
  AFFORDABILITY_NATIVE_FORM,
  CASH_TO_CLOSE_NATIVE_FORM,
  LAND_TRANSFER_NATIVE_FORM,
  nativeNumberProblems,
  paramsFromNativeForm,
  PAYMENT_NATIVE_FORM,
  type NativeForm,
} from '../../src/lib/calc/native-submit';
import { premiumSalesTaxRate } from '../../src/lib/calc/premium-sales-tax';
import { cashLineValue, savingsSourceLines, transferTaxLines } from '../../src/lib/calc/result-lines';
import { calculatePayment } from '../../src/lib/calc/payment';
import { findFrequency, PAYMENT_DEFAULTS } from '../../src/lib/calc/payment-options';
import { calculateProvincialTransfer, MORTGAGE_FEE_PROVINCES } from '../../src/lib/calc/provincial-transfer-tax';
import { listRateOptions, pickDefaultRateOption } from '../../src/lib/calc/rate-options';
import { readProvinceOptions } from '../../src/lib/calc/province-url-params';
import { parseTransferState, serializeTransferState } from '../../src/lib/calc/transfer-url-state';
import { formatCurrency, formatCurrencyWhole, formatRate } from '../../src/lib/format';
import { answerMessages as m } from '../../src/lib/messages-answers';
import { calculatorFormMessages } from '../../src/lib/messages-calculator-forms';
import { cashToCloseMessages } from '../../src/lib/messages-calculators';
import { provinceMessages } from '../../src/lib/messages-provinces';
import { provinceName, type ProvinceCode } from '../../src/lib/provinces';
import { NS_DEED_TRANSFER } from '../../src/lib/calc/provincial-transfer-rates';
import { balanceAtEndOfTerm } from '../../src/lib/calc/term';
import { messages } from '../../src/lib/messages';
import { torontoDay } from '../../src/lib/rates/select-rates';
import type { AppDeps, AppEnv } from '../deps';
import { renderAnswer, renderFigureForm, renderProblems, unusedNotes, type Answer, type AnswerLine, type Scenario, type UnusedField } from './page';
import { answerPenalty, PENALTY_SCENARIO } from './penalty';

/** The province's own choices the figure was worked out with (Montreal, Nova Scotia's rate), as the island asks them. */
function provinceExtraLines(state: { province: ProvinceCode; inMontreal?: boolean; deedTransferRate?: number }): AnswerLine[] {
  if (state.province === 'QC') return [{ label: provinceMessages.inMontreal, value: state.inMontreal ? m.yes : m.no }];
  if (state.province === 'NS') return [{ label: provinceMessages.deedTransferRate, value: rateAsUsed(state.deedTransferRate ?? NS_DEED_TRANSFER.halifaxRate) }];
  return [];
}

/**
 * The province-only figures (Nova Scotia's deed transfer rate; the mortgage behind Alberta's and Newfoundland and
 * Labrador's fees) that the province sent does not use, named under the legend the calculator's form gives them.
 */
function unusedProvinceFields(province: ProvinceCode, form: NativeForm, prefix: 'ltt' | 'close'): UnusedField[] {
  const fields: [string, readonly ProvinceCode[], number, UnusedField['kind']][] = [
    [`${prefix}-deed-rate`, ['NS'], NS_DEED_TRANSFER.halifaxRate, 'rate'],
    [`${prefix}-mortgage`, MORTGAGE_FEE_PROVINCES, 0, 'money'],
  ];
  const why = (places: readonly ProvinceCode[]) => m.onlyInProvinces(calculatorFormMessages.onlyFor(places.map((code) => provinceName(code) ?? code)));
  return [
    ...fields
      .filter(([name, places]) => name in form.numbers && !places.includes(province))
      .map(([name, places, usual, kind]) => ({ name, label: form.numbers[name]!, why: why(places), usual, kind })),
    // "Property is in Montreal" ticked with another province chosen.
    ...(province === 'QC' ? [] : [{ name: `${prefix}-montreal`, label: provinceMessages.inMontreal, why: why(['QC']), tick: true }]),
  ];
}

/** What the island says of a first-time buyer tick where the province has no first-time relief, when it is ticked. */
const firstTimeNote = (firstTimeBuyer: boolean, note: string | undefined): string[] => (firstTimeBuyer && note ? [note] : []);

/** The rate the figures were worked out with, every decimal it has (a rate stored as 4.125 is not shown as 4.13). */
const rateAsUsed = (rate: number) => (Number.isInteger(Math.round(rate * 1e6) / 1e4) ? formatRate(rate) : `${Number(rate.toFixed(4))}%`);

/**
 * The calculators' answers for a form the browser sent itself (ADR 58): JavaScript off, or Enter before the island
 * hydrated. GET /api/calculators/<calculator>?<the form's fields> reads the scenario with the island's own parser
 * (native-submit.ts, then the calculator's url-state), works it out with src/lib/calc and answers plain HTML. A
 * figure it cannot use is named (400) and nothing is worked out from a default in its place.
 */
export function calculatorRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  function route<T>(path: string, scenario: Scenario<T>, answer: (state: T, today: string, sent: URLSearchParams) => Promise<Answer> | Answer) {
    app.get(path, async (c) => {
      const sent = new URL(c.req.url).searchParams;
      const params = paramsFromNativeForm(scenario.form, sent);
      const today = torontoDay(deps.now()) ?? deps.now().toISOString().slice(0, 10);
      const state = scenario.parse(params, today);
      const accepted = scenario.serialize(state);
      c.header('Cache-Control', 'no-store');
      const problems = nativeNumberProblems(scenario.form, sent, accepted);
      // The answer page's own form of the figures sent; fields the answer did not use travel hidden.
      const figureForm = (unused: readonly UnusedField[] = []) =>
        renderFigureForm(scenario.form, new URL(c.req.url).pathname, sent, new Set(unused.map((u) => u.name)));
      // With a problem the way back carries what was typed, so the visitor corrects it rather than retyping.
      if (problems.length > 0) {
        return c.html(
          renderProblems(
            scenario.title,
            problems.map((p) => m.notUsable(p.label, p.value)),
            `${scenario.page}?${params}`,
            figureForm(),
          ),
          400,
        );
      }
      const backHref = `${scenario.page}?${accepted}`;
      const result = await answer(state, today, sent);
      if ('errors' in result) return c.html(renderProblems(scenario.title, result.errors, backHref, figureForm()), 400);
      const unused = result.unused ?? [];
      return c.html(
        renderAnswer({
          ...result,
          notes: [...(result.notes ?? []), ...unusedNotes(unused, sent)],
          backHref,
          figureForm: figureForm(unused),
        }),
        200,
      );
    });
  }

  route(
    '/payment',
    { form: PAYMENT_NATIVE_FORM, page: '/mortgage-calculator', title: m.titles.payment, parse: parsePaymentState, serialize: serializePaymentState },
    async (state) => {
      // The posted rate the picker shows for the province, as the island picks it (rate-options.ts).
      const options = listRateOptions(await listActiveRates(deps.db, { province: state.provinceName }), state.provinceName);
      const option = options.find((o) => o.key === state.rateKey) ?? pickDefaultRateOption(options);
      const posted = state.customRate || !option ? undefined : option;
      const annualRate = posted ? posted.rate : state.rate;
      const result = calculatePayment({
        amount: state.amount,
        annualRate,
        amortizationYears: state.amortizationYears,
        compounding: state.compounding,
        frequency: state.frequency,
      });
      if (!result.ok) return { errors: result.errors.map((error) => error.message) };
      const frequency = findFrequency(state.frequency)?.label ?? state.frequency;
      const rateSource = posted ? m.payment.postedRate(posted.term, posted.rateType, posted.mortgageType) : m.payment.customRate;
      // The term the island takes for the balance at its end: the posted rate's own, or the one picked with a custom rate.
      const termYears = posted ? posted.termYears : state.customTermYears;
      const customRateBox = messages.calculators.customRate;
      return {
        title: m.titles.payment,
        result: [
          { label: m.payment.payment(frequency), value: formatCurrency(result.payment), strong: true },
          { label: m.payment.rate, value: `${rateAsUsed(annualRate)} (${rateSource})` },
          { label: m.payment.totalInterest, value: formatCurrency(result.totalInterest) },
          { label: m.payment.totalPaid, value: formatCurrency(result.totalPaid) },
          ...(termYears === null ? [] : [{ label: m.payment.endBalance(termYears), value: formatCurrency(balanceAtEndOfTerm(result.schedule, termYears)) }]),
        ],
        inputs: [
          { label: 'Province', value: state.provinceName },
          { label: 'Mortgage amount', value: formatCurrency(state.amount) },
          { label: 'Amortization', value: `${state.amortizationYears} years` },
          { label: 'Payment frequency', value: frequency },
        ],
        // A posted rate brings its own rate and term: the custom rate's fields did not count.
        unused: posted
          ? [
              {
                name: 'payment-rate',
                label: PAYMENT_NATIVE_FORM.numbers['payment-rate']!,
                why: m.onlyWhenTicked(customRateBox),
                usual: PAYMENT_DEFAULTS.customRate,
                kind: 'rate',
              },
              { name: 'payment-term', label: m.payment.term, why: m.onlyWhenTicked(customRateBox), usual: DEFAULT_CUSTOM_TERM_YEARS },
            ]
          : [],
      };
    },
  );

  route(
    '/affordability',
    {
      form: AFFORDABILITY_NATIVE_FORM,
      page: '/affordability-calculator',
      title: m.titles.affordability,
      parse: (params) => ({ inputs: parseAffordabilityState(params), province: readProvinceOptions(params).province }),
      serialize: (state) => {
        const p = serializeAffordabilityState(state.inputs);
        if (state.province !== 'ON') p.set('province', state.province);
        return p;
      },
    },
    ({ inputs, province }) => {
      const result = calculateAffordability(inputs, province);
      if (!result.ok) return { errors: result.errors.map((error) => error.message) };
      return {
        title: m.titles.affordability,
        // Shown to the dollar, as the island shows them (AffordabilityResults).
        result: [
          { label: m.affordability.maxPrice, value: formatCurrencyWhole(result.maxPrice), strong: true },
          { label: m.affordability.borrowingLimit, value: formatCurrencyWhole(result.borrowingLimit) },
          { label: m.affordability.monthlyPayment, value: formatCurrencyWhole(result.monthlyMortgagePayment) },
          { label: m.affordability.qualifyingRate, value: formatRate(result.stressTest.qualifyingRate) },
        ],
        // Every input the calculation used, each amount under the label the form gave it.
        inputs: [
          { label: provinceMessages.province, value: provinceName(province) ?? province },
          ...Object.entries(AFFORDABILITY_AMOUNTS).map(([field, [, label]]) => ({
            label,
            // As typed: to the dollar unless it has cents.
            value: formatFigure(inputs[field as keyof typeof AFFORDABILITY_AMOUNTS]),
          })),
          { label: 'Interest rate', value: rateAsUsed(inputs.annualRate) },
          { label: 'Amortization', value: `${inputs.amortizationYears} years` },
          { label: cashToCloseMessages.firstTimeBuyer, value: inputs.firstTimeBuyer ? m.yes : m.no },
          { label: cashToCloseMessages.newBuild, value: inputs.newBuild ? m.yes : m.no },
        ],
        notes: [...result.notices, ...result.violations.map((v) => v.message)],
      };
    },
  );

  route(
    '/land-transfer-tax',
    {
      form: LAND_TRANSFER_NATIVE_FORM,
      page: '/land-transfer-tax-calculator',
      title: m.titles.landTransfer,
      parse: parseTransferState,
      serialize: serializeTransferState,
    },
    (state) => {
      const result = calculateProvincialTransfer(state);
      if (!result.ok) return { errors: result.errors.map((error) => error.message) };
      return {
        title: m.titles.landTransfer,
        result: [
          // As the island prints them (one rule for a transfer tax's figures); a total of fees this calculator does not
          // estimate is not a figure.
          ...transferTaxLines(result),
        ],
        inputs: [
          { label: provinceMessages.province, value: provinceName(state.province) ?? state.province },
          ...provinceExtraLines(state),
          { label: 'Purchase price', value: formatCurrency(state.price) },
          { label: 'Purchase date', value: state.purchaseDate },
          { label: provinceMessages.firstTimeBuyer, value: state.firstTimeBuyer ? m.yes : m.no },
        ],
        // What the island says under the figures, such as a territory having no land transfer tax (ADR 58), and why
        // a first-time buyer tick changes nothing where the province has no first-time relief.
        notes: [
          ...provinceMessages.notes(state.province, state),
          ...firstTimeNote(state.firstTimeBuyer, provinceMessages.firstTimeBuyerNoEffect(state.province)),
        ],
        unused: unusedProvinceFields(state.province, LAND_TRANSFER_NATIVE_FORM, 'ltt'),
        // The brackets the island lists under the figures, so the visitor can check the tax (ADR 49).
        breakdowns: result.charges.flatMap((charge) =>
          charge.breakdown
            ? [
                {
                  title: provinceMessages.breakdownTitle(provinceMessages.charges[charge.id]),
                  note: charge.scheduleLabel,
                  table: bracketTable(charge.breakdown),
                },
              ]
            : [],
        ),
      };
    },
  );

  route(
    '/cash-to-close',
    {
      form: CASH_TO_CLOSE_NATIVE_FORM,
      page: '/cash-to-close-calculator',
      title: m.titles.cashToClose,
      parse: parseCashToCloseState,
      serialize: serializeCashToCloseState,
    },
    (state, today) => {
      const province = state.province ?? 'ON';
      const result = calculateCashToClose({ ...state, province, purchaseDate: today });
      if (!result.ok) return { errors: result.errors.map((error) => error.message) };
      const t = cashToCloseMessages;
      // Outside Ontario the tax lines are named for the province (ADR 49), as the island names them.
      const label = (id: keyof typeof t.lines) => {
        if (province === 'ON') return t.lines[id];
        if (id === 'landTransferTax') return provinceMessages.cashTransferLine(province, result.landTransferTax.kind);
        if (id === 'insuranceTax') return provinceMessages.premiumTaxLine(province, premiumSalesTaxRate(province));
        return t.lines[id];
      };
      return {
        title: m.titles.cashToClose,
        result: [
          ...result.lines.map((line) => ({ label: label(line.id), value: cashLineValue(result)(line) })),
          { label: t.total, value: formatCurrency(result.totalCashNeeded), strong: true },
          { label: t.mortgage, value: formatCurrency(result.mortgage) },
          // What the FHSA and the Home Buyers' Plan cover, as the island shows them under the mortgage.
          ...savingsSourceLines(state.firstTimeBuyer, result.sources, result.fromOtherSavings),
        ],
        inputs: [
          { label: provinceMessages.province, value: provinceName(province) ?? province },
          ...provinceExtraLines({ ...state, province }),
          { label: t.price, value: formatCurrency(state.price) },
          { label: t.downPayment, value: formatCurrency(state.downPayment) },
          { label: t.firstTimeBuyer, value: state.firstTimeBuyer ? m.yes : m.no },
          // The FHSA and the Home Buyers' Plan (when any is drawn), and the buyers their limits count, only for a first-time buyer.
          ...(state.firstTimeBuyer
            ? [
                { label: t.buyers, value: String(state.buyers === 2 ? 2 : 1) },
                // To the cent, as the result prints what is drawn from them.
                ...(state.fhsa > 0 ? [{ label: t.fhsa, value: formatCurrency(state.fhsa) }] : []),
                ...(state.homeBuyersPlan > 0 ? [{ label: t.homeBuyersPlan, value: formatCurrency(state.homeBuyersPlan) }] : []),
              ]
            : []),
        ],
        unused: [
          ...unusedProvinceFields(province, CASH_TO_CLOSE_NATIVE_FORM, 'close'),
          ...(state.firstTimeBuyer
            ? []
            : (['close-fhsa', 'close-homeBuyersPlan', 'close-buyers'] as const).map((name) => ({
                name,
                label: name === 'close-buyers' ? t.buyers : CASH_TO_CLOSE_NATIVE_FORM.numbers[name]!,
                why: m.onlyWhenTicked(t.firstTimeBuyer),
                usual: name === 'close-buyers' ? 1 : 0,
                kind: name === 'close-buyers' ? undefined : ('money' as const),
              }))),
        ],
        notes: [
          ...result.violations.map((v) => v.message),
          ...provinceMessages.notes(province, state),
          // The island's hint under the first-time buyer box where the province's tax has no first-time relief.
          ...firstTimeNote(state.firstTimeBuyer, provinceMessages.firstTimeBuyerHint(province)),
          ...(result.sources.capped ? [t.sourcesCapped] : []),
          ...(result.sources.moreThanNeeded ? [t.sourcesMoreThanNeeded] : []),
        ],
      };
    },
  );

  route('/prepayment-penalty', PENALTY_SCENARIO, answerPenalty(deps));

  return app;
}
