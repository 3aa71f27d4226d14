import { useId } from 'react';
import { messages } from '../../../../lib/messages-staff';
import { Label } from '../../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { ACTIVE_OPTIONS, PROVINCE_OPTIONS, RATE_TYPE_OPTIONS, type RateFilters, TERM_OPTIONS } from './rate-view';

const m = messages.backOffice.rates;
// Radix Select items cannot have an empty value; 'all' stands for "no filter" in the control only.
const ANY = 'all';

const FILTERS: { name: keyof RateFilters; label: string; options: { value: string; label: string }[] }[] = [
  { name: 'province', label: 'Province', options: PROVINCE_OPTIONS },
  { name: 'term', label: 'Term', options: TERM_OPTIONS },
  { name: 'rate_type', label: 'Type', options: RATE_TYPE_OPTIONS },
  { name: 'is_active', label: 'Status', options: ACTIVE_OPTIONS },
];

/** Province, term, type and active: each change asks the API again (the list is filtered server-side). */
export function RateFilterBar({ value, onChange }: { value: RateFilters; onChange: (change: Partial<RateFilters>) => void }) {
  const idBase = useId();
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <legend className="sr-only">{m.filtersLabel}</legend>
      {FILTERS.map((filter) => {
        const id = `${idBase}-${filter.name}`;
        return (
          <div key={filter.name} className="min-w-0 space-y-1.5">
            <Label htmlFor={id}>{filter.label}</Label>
            <Select value={value[filter.name] || ANY} onValueChange={(next) => onChange({ [filter.name]: next === ANY ? '' : next })}>
              <SelectTrigger id={id} className="w-full bg-white">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ANY}>{m.anyValue}</SelectItem>
                {filter.options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        );
      })}
    </fieldset>
  );
}
