import { messages } from '../../lib/messages';
import { useEffect, useState, type ReactNode } from 'react';
import { formResultId, formResultMessages, type FormOutcome, type PublicForm } from '../../lib/forms/form-result';
import { describedBy, FieldHelp } from '../shared/field-help';

/** Form controls shared by the lead forms: a visible label, a required marker, and an error tied to the input. */
const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:border-red-700';

/**
 * The name a control posts under when the form is sent without JavaScript: the schema's key, which is the id after
 * the form's prefix (`application-property_address` → `property_address`; use-lead-form.ts builds ids the same way).
 */
export const fieldName = (id: string): string => id.slice(id.lastIndexOf('-') + 1);

interface BaseProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
}

/** What every text, long-text and select control carries: its id, posted name, value, and the required and error states. */
function controlProps(props: BaseProps & { value: string; onChange: (value: string) => void }) {
  return {
    id: props.id,
    name: fieldName(props.id),
    value: props.value,
    onChange: (e: { target: { value: string } }) => props.onChange(e.target.value),
    required: props.required,
    'aria-required': props.required || undefined,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy(props.id, props.hint, props.error),
  };
}

function Label({ id, label, required }: Pick<BaseProps, 'id' | 'label' | 'required'>) {
  return (
    <label htmlFor={id} className="block text-sm font-medium text-slate-800">
      {label}
      {required && (
        <span className="ml-0.5 text-red-700" aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

export function TextField(
  props: BaseProps & {
    value: string;
    onChange: (value: string) => void;
    type?: string;
    autoComplete?: string;
    maxLength?: number;
    inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'text';
  },
) {
  return (
    <div>
      <Label {...props} />
      <input
        {...controlProps(props)}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        inputMode={props.inputMode}
        className={inputClass}
      />
      <FieldHelp id={props.id} hint={props.hint} error={props.error} />
    </div>
  );
}

export function TextAreaField(props: BaseProps & { value: string; onChange: (value: string) => void; rows?: number; maxLength?: number }) {
  return (
    <div>
      <Label {...props} />
      <textarea {...controlProps(props)} rows={props.rows ?? 4} maxLength={props.maxLength} className={inputClass} />
      <FieldHelp id={props.id} hint={props.hint} error={props.error} />
    </div>
  );
}

export function SelectField(props: BaseProps & { value: string; onChange: (value: string) => void; options: { value: string; label: string }[] }) {
  return (
    <div>
      <Label {...props} />
      <select {...controlProps(props)} className={inputClass}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldHelp id={props.id} hint={props.hint} error={props.error} />
    </div>
  );
}

export function CheckboxField(props: Omit<BaseProps, 'label'> & { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={props.id}
          name={fieldName(props.id)}
          type="checkbox"
          required={props.required}
          checked={props.checked}
          onChange={(e) => props.onChange(e.target.checked)}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${props.id}-error` : undefined}
          className="mt-1 h-5 w-5 flex-none rounded border-slate-500 text-brand-700 focus:ring-brand-500"
        />
        <label htmlFor={props.id} className="text-sm text-slate-700">
          {props.children}
          {props.required && (
            <span className="ml-0.5 text-red-700" aria-hidden="true">
              *
            </span>
          )}
        </label>
      </div>
      <FieldHelp id={props.id} error={props.error} />
    </div>
  );
}

/** The honeypot: off-screen, out of the tab order and hidden from assistive technology; only bots fill it. */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' }}>
      <label>
        Website (leave empty)
        <input type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
    </div>
  );
}

export function FormAlert({ id, message }: { id: string; message: string | null }) {
  // Always rendered so screen readers announce the message when it appears.
  return (
    <div id={id} role="alert" className={message ? 'rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800' : ''}>
      {message}
    </div>
  );
}

/** Under every form that takes personal information: where to read how it is used and kept (ADR 27). */
export function PrivacyNote() {
  return (
    <p className="text-sm text-slate-600">
      {messages.privacyNote.text}{' '}
      <a href="/privacy" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
        {messages.privacyNote.link}
      </a>
    </p>
  );
}

/**
 * Enabled from the first paint: before React runs, a click posts the plain form (the API answers with a redirect);
 * once hydrated, the island takes the submission over.
 */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="inline-flex w-full items-center justify-center rounded-md bg-accent-600 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-accent-700 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/**
 * The answer to a post made without JavaScript: the API redirects to `#<form>-<outcome>` (src/lib/forms/form-result.ts)
 * and CSS `:target` shows that one message, so a static page shows it with no script at all. Once hydrated, only the
 * message the address names is kept (the others would repeat the island's own words, hidden).
 */
export function FormResults({ form, stale = false, shown = null }: { form: PublicForm; stale?: boolean; shown?: FormOutcome | null }) {
  const all = Object.entries(formResultMessages(form)) as [FormOutcome, string][];
  const [kept, setKept] = useState<string | null | undefined>(undefined);
  useEffect(() => setKept(window.location.hash.slice(1) || null), []);
  // An outcome the island answered itself and keeps on screen (the contact form's success, ADR 48): shown as is,
  // until the visitor edits the form again.
  if (shown) {
    const message = formResultMessages(form)[shown];
    return (
      <div role="status" data-testid={`${form}-results`}>
        <p
          className={`rounded-md border px-4 py-3 text-sm font-medium ${shown === 'sent' ? 'border-green-200 bg-green-50 text-green-900' : 'border-red-200 bg-red-50 text-red-800'}`}
          data-testid={`${form}-result-shown`}
        >
          {message}
        </p>
      </div>
    );
  }
  // `stale`: the visitor has since edited or sent the form from the island, which answers for itself.
  const outcomes = stale ? [] : kept === undefined ? all : all.filter(([outcome]) => formResultId(form, outcome) === kept);
  return (
    <div role="status" data-testid={`${form}-results`}>
      {outcomes.map(([outcome, message]) => (
        <p
          key={outcome}
          id={formResultId(form, outcome)}
          className={`hidden scroll-mt-24 rounded-md border px-4 py-3 text-sm font-medium target:block ${outcome === 'sent' ? 'border-green-200 bg-green-50 text-green-900' : 'border-red-200 bg-red-50 text-red-800'}`}
        >
          {message}
        </p>
      ))}
    </div>
  );
}

export const requiredNote = (
  <p className="text-sm text-slate-600">
    Fields marked{' '}
    <span className="text-red-700" aria-hidden="true">
      *
    </span>
    <span className="sr-only">with an asterisk</span> are required.
  </p>
);
