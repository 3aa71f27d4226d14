import { useId, useMemo } from 'react';
import { cn } from '../ui/cn';
import { controlClass } from '../ui/input';
import { useAddressState } from './use-address-state';

/**
 * Views of a whole list the panel holds ('Show: all / pending / approved'), each option labelled with its count and
 * kept in the address under `key`, so a reload or a shared link shows the same rows. The first option is the default.
 */
export interface RowViewsConfig<Row> {
  label: string;
  key: string;
  options: readonly { value: string; label: (count: number) => string; match: (row: Row) => boolean }[];
}

/** The rows the chosen view shows, and its select (null without views). */
export function useRowViews<Row>(config: RowViewsConfig<Row> | undefined, rows: Row[]) {
  const id = useId();
  const defaults = useMemo(() => ({ [config?.key ?? 'view']: config?.options[0]?.value ?? '' }), [config]);
  const [state, setState] = useAddressState(defaults);
  const key = config?.key ?? 'view';
  const counts = useMemo(() => config?.options.map((option) => rows.filter(option.match).length) ?? [], [config, rows]);
  const chosen = config?.options.find((option) => option.value === state[key]) ?? config?.options[0];
  const shown = useMemo(() => (chosen ? rows.filter(chosen.match) : rows), [chosen, rows]);
  const control = config ? (
    <div className="w-full sm:w-64">
      <label htmlFor={`${id}-view`} className="mb-1 block text-sm font-medium text-slate-700">
        {config.label}
      </label>
      <select id={`${id}-view`} className={cn(controlClass, 'h-9 pr-8')} value={state[key]} onChange={(event) => setState({ [key]: event.target.value })}>
        {config.options.map((option, index) => (
          <option key={option.value} value={option.value}>
            {option.label(counts[index] ?? 0)}
          </option>
        ))}
      </select>
    </div>
  ) : null;
  return { shown, control };
}
