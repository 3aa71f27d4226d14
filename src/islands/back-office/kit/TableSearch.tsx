import { useEffect, useId, useRef, useState } from 'react';
import { messages } from '../../../lib/messages-staff';
import { Input } from '../ui/input';

/** Typing pauses this long before a search goes to the API. */
const SEARCH_DELAY_MS = 300;

/**
 * A list's filter box. `immediate` filters the loaded rows as the person types; otherwise the search is sent once
 * typing pauses (the API searches every page), and a value from the address (a reload, a link) fills the box.
 */
export function TableSearch({
  label,
  value,
  onSearch,
  id,
  immediate = false,
  visibleLabel = false,
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
  id?: string;
  immediate?: boolean;
  visibleLabel?: boolean;
}) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const [text, setText] = useState(value);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!immediate) setText(value);
  }, [value, immediate]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    if (immediate) return onSearch(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onSearch(next.trim()), SEARCH_DELAY_MS);
  };

  return (
    <div className={visibleLabel ? undefined : 'max-w-xs'}>
      <label htmlFor={inputId} className={visibleLabel ? 'mb-1 block text-sm font-medium text-slate-700' : 'sr-only'}>
        {label}
      </label>
      <Input
        id={inputId}
        type="search"
        placeholder={messages.backOffice.table.filterPlaceholder}
        value={text}
        onChange={(event) => change(event.target.value)}
      />
    </div>
  );
}
