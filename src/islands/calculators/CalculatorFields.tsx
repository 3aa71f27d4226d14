/** Labelled form controls shared by the calculators: every input has a visible label and its error tied to it. */
import type { ReactNode } from 'react';
import { describedBy, FieldHelp } from '../shared/field-help';

const inputClass =
  'block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ' +
  'focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-700';

interface BaseProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
}

interface NumberFieldProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  /** Shown before the value, e.g. "$". */
  prefix?: string;
  /** Shown after the value, e.g. "%". */
  suffix?: string;
  step?: string;
  min?: number;
}

export function NumberField({ id, label, hint, error, value, onChange, prefix, suffix, step = 'any', min = 0 }: NumberFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative mt-1">
        {prefix && (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600">
            {prefix}
          </span>
        )}
        <input
          id={id}
          name={id}
          type="number"
          inputMode="decimal"
          step={step}
          min={min}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={`${inputClass} ${prefix ? 'pl-7' : ''} ${suffix ? 'pr-8' : ''}`}
        />
        {suffix && (
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-slate-600">
            {suffix}
          </span>
        )}
      </div>
      <FieldHelp id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * The dollar fields of a calculator whose form keeps them as text: each is `${prefix}-${field}`, shows its error and
 * writes its value back through `update`.
 */
export function moneyFields<F extends string>(
  prefix: string,
  values: Record<F, string>,
  errors: Partial<Record<string, string>>,
  update: (patch: Partial<Record<F, string>>) => void,
) {
  return (field: F, label: string, hint?: string) => (
    <NumberField
      key={field}
      id={`${prefix}-${field}`}
      label={label}
      hint={hint}
      prefix="$"
      value={values[field]}
      error={errors[field]}
      onChange={(value) => update({ [field]: value } as Partial<Record<F, string>>)}
    />
  );
}

interface SelectFieldProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

export function SelectField({ id, label, hint, error, value, onChange, children }: SelectFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${inputClass} mt-1`}
      >
        {children}
      </select>
      <FieldHelp id={id} hint={hint} error={error} />
    </div>
  );
}

interface CheckboxFieldProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}

export function CheckboxField({ id, label, checked, onChange, hint }: CheckboxFieldProps) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** A label and value pair in a results list. */
/** An amount, a rate or a count as the calculators print them: "-$1,234.56", "$0", "4.19%". */
const FIGURE = /^[-\u2212]?\$?[\d,.]+%?$/;

export function ResultItem({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-slate-200 py-2 last:border-b-0">
      <dt className="text-sm text-slate-700">{label}</dt>
      {/* A figure never wraps (a refund's minus sign stays with its amount on a phone); words ("Not charged on a
          variable rate") wrap within the row. */}
      <dd
        className={`${FIGURE.test(value) ? 'whitespace-nowrap' : 'text-right'} ${strong ? 'text-lg font-semibold text-slate-900' : 'font-medium text-slate-900'}`}
      >
        {value}
      </dd>
    </div>
  );
}

export const buttonPrimary =
  'inline-flex items-center justify-center rounded-md bg-accent-600 px-5 py-2.5 font-semibold text-white ' +
  'hover:bg-accent-700 disabled:cursor-not-allowed disabled:opacity-70';
export const buttonSecondary =
  'inline-flex items-center justify-center rounded-md border border-brand-700 bg-white px-5 py-2.5 font-semibold ' +
  'text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-70';

/**
 * The submit button of a calculator that works out its result as the visitor types: only a browser without
 * JavaScript shows it (<noscript>), and it sends the form to the API's answer page (ADR 58).
 */
export function NoScriptSubmit({ label }: { label: string }) {
  return (
    <noscript>
      <button type="submit" className={`${buttonPrimary} w-full sm:w-auto`}>
        {label}
      </button>
    </noscript>
  );
}

/**
 * Fields the island shows only after a choice (a province, a ticked box). Once the choice is made they are drawn as
 * usual; until then a browser without JavaScript, which cannot reveal them, gets them inside <noscript>, grouped
 * under a legend saying when they count, so its form can send them to the answer page (ADR 58). With JavaScript
 * the <noscript> draws nothing, so the page is as before.
 */
export function ShownOrNoScript({ shown, legend, children }: { shown: boolean; legend: string; children: ReactNode }) {
  if (shown) return children;
  // A block, so the form's spacing between fields applies to it (a <noscript> is drawn inline).
  return (
    <noscript className="block">
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
        {children}
      </fieldset>
    </noscript>
  );
}
