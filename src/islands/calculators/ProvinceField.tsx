/**
 * The calculators' province or territory choice (ADR 49), by code; Ontario unless the visitor picks another. The
 * Quebec and Nova Scotia options that change the figure follow it, shown only for their province (and always
 * without JavaScript, ADR 58).
 */
import { parseNumberInput } from '../../lib/calc/money';
import { NS_DEED_TRANSFER } from '../../lib/calc/provincial-transfer-rates';
import { provinceMessages as m } from '../../lib/messages-provinces';
import { calculatorFormMessages } from '../../lib/messages-calculator-forms';
import { PROVINCES, provinceName, type ProvinceCode } from '../../lib/provinces';
import { CheckboxField, NumberField, SelectField, ShownOrNoScript } from './CalculatorFields';

const isCode = (value: string): value is ProvinceCode => PROVINCES.some((p) => p.code === value);

export function ProvinceSelectField({ id, value, onChange }: { id: string; value: ProvinceCode; onChange: (code: ProvinceCode) => void }) {
  return (
    <SelectField id={id} label={m.province} value={value} onChange={(v) => isCode(v) && onChange(v)}>
      {PROVINCES.map((p) => (
        <option key={p.code} value={p.code}>
          {p.name}
        </option>
      ))}
    </SelectField>
  );
}

export interface ProvinceExtrasForm {
  province: ProvinceCode;
  inMontreal: boolean;
  /** Nova Scotia: a municipality other than Halifax, whose rate the visitor types. */
  otherMunicipality: boolean;
  /** Typed text, as the other amounts. */
  deedTransferRateText: string;
}

const HALIFAX = String(NS_DEED_TRANSFER.halifaxRate);

/** The names of the provinces a field counts for, as the legend of its group without JavaScript. */
export const onlyFor = (codes: readonly ProvinceCode[]) => calculatorFormMessages.onlyFor(codes.map((code) => provinceName(code) ?? code));

/**
 * Montreal for Quebec; the municipality and its rate for Nova Scotia (Halifax, or a rate the visitor enters). Without
 * JavaScript the province cannot reveal them, so both are drawn always, each under its province's name; Nova
 * Scotia's is then one rate field with Halifax's rate filled in (ADR 58).
 */
export function ProvinceExtras({
  idPrefix,
  form,
  error,
  onChange,
}: {
  idPrefix: string;
  form: ProvinceExtrasForm;
  error?: string;
  onChange: (patch: Partial<ProvinceExtrasForm>) => void;
}) {
  const deedRate = (hint: string) => (
    <NumberField
      id={`${idPrefix}-deed-rate`}
      label={m.deedTransferRate}
      hint={hint}
      suffix="%"
      value={form.deedTransferRateText}
      error={error}
      onChange={(deedTransferRateText) => onChange({ deedTransferRateText })}
    />
  );
  const isHalifax = !form.otherMunicipality;
  return (
    <>
      <ShownOrNoScript shown={form.province === 'QC'} legend={onlyFor(['QC'])}>
        <CheckboxField id={`${idPrefix}-montreal`} label={m.inMontreal} checked={form.inMontreal} onChange={(inMontreal) => onChange({ inMontreal })} />
      </ShownOrNoScript>
      {form.province === 'NS' ? (
        <>
          <SelectField
            id={`${idPrefix}-municipality`}
            label={m.municipality}
            value={isHalifax ? 'halifax' : 'other'}
            onChange={(v) => onChange(v === 'halifax' ? { otherMunicipality: false, deedTransferRateText: HALIFAX } : { otherMunicipality: true })}
          >
            <option value="halifax">{m.halifax}</option>
            <option value="other">{m.otherMunicipality}</option>
          </SelectField>
          {!isHalifax && deedRate(m.deedTransferRateHint)}
        </>
      ) : (
        <ShownOrNoScript shown={false} legend={onlyFor(['NS'])}>
          {deedRate(calculatorFormMessages.deedTransferRateNoScript(`${HALIFAX}%`))}
        </ShownOrNoScript>
      )}
    </>
  );
}

/** The form's province options from a link's (or the defaults'). */
export function provinceExtrasFrom(options: { province: ProvinceCode; inMontreal: boolean; deedTransferRate: number }): ProvinceExtrasForm {
  return {
    province: options.province,
    inMontreal: options.inMontreal,
    otherMunicipality: options.deedTransferRate !== NS_DEED_TRANSFER.halifaxRate,
    deedTransferRateText: String(options.deedTransferRate),
  };
}

/** Back to numbers; an empty rate stays missing so it is reported rather than read as 0%. */
export function provinceOptionsFrom(form: ProvinceExtrasForm): { province: ProvinceCode; inMontreal: boolean; deedTransferRate: number } {
  return { province: form.province, inMontreal: form.inMontreal, deedTransferRate: parseNumberInput(form.deedTransferRateText) };
}
