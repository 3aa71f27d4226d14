/**
 * Land transfer tax calculator island, for every province and territory (ADR 49): Ontario and Toronto by default,
 * another province's transfer tax or registration fees once picked. The maths and the rate tables are in
 * src/lib/calc; this holds what the visitor typed and shows the breakdown as they type.
 */
import { answerMessages } from '../../lib/messages-answers';
import { LTT_DEFAULT_PRICE } from '../../lib/calc/calculator-url-state';
import { parseNumberInput } from '../../lib/calc/money';
import { PROVINCE_OPTION_DEFAULTS } from '../../lib/calc/province-url-params';
import {
  calculateProvincialTransfer,
  FIRST_TIME_RELIEF_PROVINCES,
  MORTGAGE_FEE_PROVINCES,
  type ProvincialTransferInputs,
} from '../../lib/calc/provincial-transfer-tax';
import { parseTransferState, serializeTransferState } from '../../lib/calc/transfer-url-state';
import { toIsoDate } from '../../lib/calc/url-params';
import { transferTaxLines } from '../../lib/calc/result-lines';
import { provinceMessages as m } from '../../lib/messages-provinces';
import type { ProvinceCode } from '../../lib/provinces';
import { CheckboxField, NoScriptSubmit, NumberField, ResultItem, ShownOrNoScript } from './CalculatorFields';
import { CalculatorForm, CalculatorGrid } from './CalculatorForm';
import { ResultsPanel } from './ResultsPanel';
import { onlyFor, ProvinceExtras, provinceExtrasFrom, provinceOptionsFrom, ProvinceSelectField, type ProvinceExtrasForm } from './ProvinceField';
import { TaxBreakdownTable } from './TaxBreakdownTable';
import { useQueryState } from './use-query-state';

interface LttForm extends ProvinceExtrasForm {
  priceText: string;
  mortgageText: string;
  purchaseDate: string;
  inToronto: boolean;
  firstTimeBuyer: boolean;
  singleFamily: boolean;
  newBuild: boolean;
}

const today = () => toIsoDate(new Date());

const parseForm = (params: URLSearchParams): LttForm => {
  const { price, mortgage, deedTransferRate, province, inMontreal, ...rest } = parseTransferState(params, today());
  return { ...rest, ...provinceExtrasFrom({ province, inMontreal, deedTransferRate }), priceText: String(price), mortgageText: String(mortgage) };
};

function inputsFromForm(form: LttForm, purchaseDate: string): ProvincialTransferInputs {
  return {
    ...provinceOptionsFrom(form),
    price: parseNumberInput(form.priceText),
    mortgage: parseNumberInput(form.mortgageText, 0),
    purchaseDate,
    inToronto: form.inToronto,
    firstTimeBuyer: form.firstTimeBuyer,
    singleFamily: form.singleFamily,
    newBuild: form.newBuild,
  };
}

const serializeForm = (form: LttForm) => serializeTransferState(inputsFromForm(form, form.purchaseDate));

/**
 * The date starts empty and is filled with today's date after mount: the page is pre-rendered, and a build-day
 * date in the HTML would not match the visitor's today when React hydrates.
 */
const INITIAL_FORM: LttForm = {
  ...provinceExtrasFrom(PROVINCE_OPTION_DEFAULTS),
  priceText: String(LTT_DEFAULT_PRICE),
  mortgageText: '0',
  purchaseDate: '',
  inToronto: false,
  firstTimeBuyer: false,
  singleFamily: true,
  newBuild: false,
};

/** Where the residential (single-family) rates differ from the others. */
const SINGLE_FAMILY_PROVINCES: readonly ProvinceCode[] = ['ON', 'BC'];

export default function LandTransferTaxCalculator() {
  const [form, setForm, formRef] = useQueryState<LttForm>(INITIAL_FORM, parseForm, serializeForm);
  const update = (patch: Partial<LttForm>) => setForm((current) => ({ ...current, ...patch }));
  const { province } = form;
  const result = calculateProvincialTransfer(inputsFromForm(form, form.purchaseDate || today()));
  const errors: Partial<Record<string, string>> = result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.field, e.message]));
  const notes = m.notes(province, { inMontreal: form.inMontreal });

  return (
    <CalculatorGrid>
      {/* Sent by the browser itself (no JavaScript yet, or none): the API answers with the result (ADR 58). */}
      <CalculatorForm formRef={formRef} method="get" action="/api/calculators/land-transfer-tax" aria-label="Land transfer tax calculator">
        <ProvinceSelectField id="ltt-province" value={province} onChange={(code) => update({ province: code })} />
        <NumberField
          id="ltt-price"
          label="Purchase price"
          prefix="$"
          value={form.priceText}
          error={errors.price}
          onChange={(priceText) => update({ priceText })}
        />
        {/* Fields that count only in some provinces: drawn for them, and always without JavaScript (ADR 58). */}
        <ShownOrNoScript shown={province === 'ON'} legend={onlyFor(['ON'])}>
          <div>
            <label htmlFor="ltt-date" className="block text-sm font-medium text-slate-800">
              Purchase date
            </label>
            <input
              id="ltt-date"
              name="ltt-date"
              type="date"
              value={form.purchaseDate}
              onChange={(e) => update({ purchaseDate: e.target.value })}
              aria-invalid={errors.purchaseDate ? true : undefined}
              aria-describedby="ltt-date-hint"
              className="mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900"
            />
            <p id="ltt-date-hint" className="mt-1 text-sm text-slate-600">
              Toronto&apos;s rates above $3,000,000 depend on the date.
            </p>
            {errors.purchaseDate && <p className="mt-1 text-sm font-medium text-red-700">{errors.purchaseDate}</p>}
          </div>
          <CheckboxField id="ltt-toronto" label="Property is in Toronto" checked={form.inToronto} onChange={(inToronto) => update({ inToronto })} />
        </ShownOrNoScript>
        <ProvinceExtras idPrefix="ltt" form={form} error={errors.deedTransferRate} onChange={update} />
        <ShownOrNoScript shown={MORTGAGE_FEE_PROVINCES.includes(province)} legend={onlyFor(MORTGAGE_FEE_PROVINCES)}>
          <NumberField
            id="ltt-mortgage"
            label={m.mortgage}
            hint={m.mortgageHint}
            prefix="$"
            value={form.mortgageText}
            error={errors.mortgage}
            onChange={(mortgageText) => update({ mortgageText })}
          />
        </ShownOrNoScript>
        <ShownOrNoScript shown={FIRST_TIME_RELIEF_PROVINCES.includes(province)} legend={onlyFor(FIRST_TIME_RELIEF_PROVINCES)}>
          <CheckboxField id="ltt-first-time" label={m.firstTimeBuyer} checked={form.firstTimeBuyer} onChange={(firstTimeBuyer) => update({ firstTimeBuyer })} />
        </ShownOrNoScript>
        <ShownOrNoScript shown={province === 'BC'} legend={onlyFor(['BC'])}>
          <CheckboxField id="ltt-new-build" label={m.newBuild} hint={m.newBuildHint} checked={form.newBuild} onChange={(newBuild) => update({ newBuild })} />
        </ShownOrNoScript>
        <ShownOrNoScript shown={SINGLE_FAMILY_PROVINCES.includes(province)} legend={onlyFor(SINGLE_FAMILY_PROVINCES)}>
          <CheckboxField
            id="ltt-single-family"
            label="Contains one or two single-family residences"
            hint="Most houses and condos. Untick for commercial, multi-unit or vacant land."
            checked={form.singleFamily}
            onChange={(singleFamily) => update({ singleFamily })}
          />
        </ShownOrNoScript>
        <NoScriptSubmit label={answerMessages.calculate} />
      </CalculatorForm>

      <ResultsPanel
        id="ltt"
        heading={m.heading(result.ok ? result.kind : 'tax')}
        result={result}
        spacing={{ section: 'space-y-6', live: 'space-y-3' }}
        live={notes.map((note) => (
          <p key={note} className="text-sm text-slate-700">
            {note}
          </p>
        ))}
        after={
          result.ok &&
          result.charges.map(
            (c) =>
              c.breakdown && (
                <TaxBreakdownTable
                  key={c.id}
                  id={c.id === 'ontario' || c.id === 'toronto' ? `ltt-${c.id}` : `ltt-${province.toLowerCase()}`}
                  title={m.breakdownTitle(m.charges[c.id])}
                  note={c.scheduleLabel}
                  breakdown={c.breakdown}
                />
              ),
          )
        }
      >
        {(result) => (
          <dl>
            {transferTaxLines(result).map((line) => (
              <ResultItem key={line.label} {...line} />
            ))}
          </dl>
        )}
      </ResultsPanel>
    </CalculatorGrid>
  );
}
