import { answerMessages } from '../../lib/messages-answers';
import { PROVINCES } from '../../lib/provinces';

interface Props {
  id: string;
  value: string;
  onChange: (provinceName: string) => void;
}

/**
 * The 13 provinces and territories by name; the value is the full name the rates store. Without JavaScript the
 * select is a GET form whose button (in <noscript>, so nobody with scripts sees it) asks the API for the
 * province's rates (ADR 58); with JavaScript the island answers the change in place and the form is never sent.
 */
export function ProvinceSelect({ id, value, onChange }: Props) {
  return (
    <form method="get" action="/api/rates/province" className="flex w-full flex-col gap-1 sm:w-auto">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Province
      </label>
      <div className="flex gap-2">
        <select
          id={id}
          name="province"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 sm:w-auto"
        >
          {PROVINCES.map((p) => (
            <option key={p.code} value={p.name}>
              {p.name}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="min-h-11 shrink-0 rounded-md bg-brand-800 px-4 text-sm font-semibold text-white">
            {answerMessages.rates.show}
          </button>
        </noscript>
      </div>
    </form>
  );
}
