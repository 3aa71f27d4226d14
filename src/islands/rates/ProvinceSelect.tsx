import { PROVINCES } from '../../lib/provinces';

interface Props {
  id: string;
  value: string;
  onChange: (provinceName: string) => void;
}

/** The 13 provinces and territories by name; the value is the full name the rates store. */
export function ProvinceSelect({ id, value, onChange }: Props) {
  return (
    <div className="flex w-full flex-col gap-1 sm:w-auto">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Province
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900"
      >
        {PROVINCES.map((p) => (
          <option key={p.code} value={p.name}>
            {p.name}
          </option>
        ))}
      </select>
    </div>
  );
}
