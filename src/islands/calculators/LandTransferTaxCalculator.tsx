/**
 * Ontario and Toronto land transfer tax calculator island. The maths and the bracket tables are in src/lib/calc;
 * this holds what the visitor typed and shows the breakdown as they type.
 */
import { LTT_DEFAULT_PRICE, parseLandTransferTaxState, serializeLandTransferTaxState } from '../../lib/calc/calculator-url-state';
import { calculateLandTransferTax, type LandTransferTaxInputs } from '../../lib/calc/land-transfer-tax';
import { parseNumberInput } from '../../lib/calc/money';
import { toIsoDate } from '../../lib/calc/url-params';
import { formatCurrencyWhole } from '../../lib/format';
import { messages } from '../../lib/messages';
import { CheckboxField, NumberField, ResultItem } from './CalculatorFields';
import { TaxBreakdownTable } from './TaxBreakdownTable';
import { useQueryState } from './use-query-state';

interface LttForm extends Omit<LandTransferTaxInputs, 'price'> {
  priceText: string;
}

const today = () => toIsoDate(new Date());

const parseForm = (params: URLSearchParams): LttForm => {
  const { price, ...rest } = parseLandTransferTaxState(params, today());
  return { ...rest, priceText: String(price) };
};
const serializeForm = ({ priceText, ...rest }: LttForm) => serializeLandTransferTaxState({ ...rest, price: parseNumberInput(priceText) });

/**
 * The date starts empty and is filled with today's date after mount: the page is pre-rendered, and a build-day
 * date in the HTML would not match the visitor's today when React hydrates.
 */
const INITIAL_FORM: LttForm = {
  priceText: String(LTT_DEFAULT_PRICE),
  purchaseDate: '',
  inToronto: false,
  firstTimeBuyer: false,
  singleFamily: true,
};

export default function LandTransferTaxCalculator() {
  const [form, setForm, formRef] = useQueryState<LttForm>(INITIAL_FORM, parseForm, serializeForm);
  const update = (patch: Partial<LttForm>) => setForm((current) => ({ ...current, ...patch }));
  const { priceText, ...flags } = form;
  const result = calculateLandTransferTax({
    ...flags,
    price: parseNumberInput(priceText),
    purchaseDate: form.purchaseDate || today(),
  });
  const errors: Partial<Record<string, string>> = result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.field, e.message]));

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <form
        ref={formRef}
        noValidate
        aria-label="Land transfer tax calculator"
        className="space-y-4 self-start rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        onSubmit={(e) => e.preventDefault()}
      >
        <NumberField
          id="ltt-price"
          label="Purchase price"
          prefix="$"
          value={form.priceText}
          error={errors.price}
          onChange={(priceText) => update({ priceText })}
        />
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
        <CheckboxField
          id="ltt-first-time"
          label="First-time home buyer"
          checked={form.firstTimeBuyer}
          onChange={(firstTimeBuyer) => update({ firstTimeBuyer })}
        />
        <CheckboxField
          id="ltt-single-family"
          label="Contains one or two single-family residences"
          hint="Most houses and condos. Untick for commercial, multi-unit or vacant land."
          checked={form.singleFamily}
          onChange={(singleFamily) => update({ singleFamily })}
        />
      </form>

      <section aria-labelledby="ltt-results-heading" className="space-y-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="ltt-results-heading" className="text-lg font-semibold text-brand-900">
          Land transfer tax
        </h2>
        <div aria-live="polite">
          {result.ok ? (
            <dl>
              <ResultItem label="Ontario land transfer tax" value={formatCurrencyWhole(result.ontario.total)} />
              {result.toronto && <ResultItem label="Toronto municipal land transfer tax" value={formatCurrencyWhole(result.toronto.total)} />}
              {form.firstTimeBuyer && <ResultItem label="Ontario first-time buyer refund" value={`−${formatCurrencyWhole(result.ontarioRefund)}`} />}
              {form.firstTimeBuyer && result.toronto && (
                <ResultItem label="Toronto first-time buyer rebate" value={`−${formatCurrencyWhole(result.torontoRefund)}`} />
              )}
              <ResultItem label="Total land transfer tax payable" value={formatCurrencyWhole(result.netPayable)} strong />
            </dl>
          ) : (
            <p className="text-slate-800">{messages.generic.invalidInput}</p>
          )}
        </div>
        {result.ok && <TaxBreakdownTable id="ltt-ontario" title="Ontario land transfer tax by bracket" breakdown={result.ontario} />}
        {result.ok && result.toronto && (
          <TaxBreakdownTable
            id="ltt-toronto"
            title="Toronto municipal land transfer tax by bracket"
            note={result.torontoSchedule?.label}
            breakdown={result.toronto}
          />
        )}
      </section>
    </div>
  );
}
