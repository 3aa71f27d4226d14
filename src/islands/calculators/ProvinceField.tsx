/**
 * The calculators' province or territory choice (ADR 49), by code; Ontario unless the visitor picks another. The
 * Quebec and Nova Scotia options that change the figure follow it, shown only for their province.
 */
import { parseNumberInput } from '../../lib/calc/money';
import { NS_DEED_TRANSFER } from '../../lib/calc/provincial-transfer-rates';
import { provinceMessages as m } from '../../lib/messages-provinces';
import { PROVINCES, type ProvinceCode } from '../../lib/provinces';
import { CheckboxField, NumberField, SelectField } from './CalculatorFields';

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

/** Montreal for Quebec; the municipality and its rate for Nova Scotia (Halifax, or a rate the visitor enters). */
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
  if (form.province === 'QC') {
    return <CheckboxField id={`${idPrefix}-montreal`} label={m.inMontreal} checked={form.inMontreal} onChange={(inMontreal) => onChange({ inMontreal })} />;
  }
  if (form.province !== 'NS') return null;
  const isHalifax = !form.otherMunicipality;
  return (
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
      {!isHalifax && (
        <NumberField
          id={`${idPrefix}-deed-rate`}
          label={m.deedTransferRate}
          hint={m.deedTransferRateHint}
          suffix="%"
          value={form.deedTransferRateText}
          error={error}
          onChange={(deedTransferRateText) => onChange({ deedTransferRateText })}
        />
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
