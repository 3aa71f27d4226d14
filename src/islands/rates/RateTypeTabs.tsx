import { useRef, type KeyboardEvent } from 'react';
import type { RateType } from '../../lib/schemas/rates';

export const RATE_TABS: { type: RateType; label: string }[] = [
  { type: 'fixed', label: 'Fixed' },
  { type: 'variable', label: 'Variable' },
];

export const tabId = (base: string, type: RateType) => `${base}-tab-${type}`;
export const panelId = (base: string, type: RateType) => `${base}-panel-${type}`;

interface Props {
  idBase: string;
  value: RateType;
  onChange: (type: RateType) => void;
  /**
   * React owns the tabs (hydrated). Before that they are plain links to their panels: each one in the tab order and
   * none claiming to be selected, since a press without JavaScript shows its panel through CSS and could not update
   * `aria-selected` or the roving `tabindex` (ADR 58).
   */
  live: boolean;
}

/**
 * WAI-ARIA tabs with automatic activation: arrows move and select, Home/End jump, one tab in the tab order. Each tab
 * is a link to its panel, so without JavaScript a press shows the panel through CSS `:target` (global.css, ADR 58);
 * with JavaScript the click is React's and the address does not change. The tab roles come with `live`.
 */
export function RateTypeTabs({ idBase, value, onChange, live }: Props) {
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    // Space activates a tab as on a button (a link would scroll the page); the tab is selected already.
    if (event.key === ' ') event.preventDefault();
    const last = RATE_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onChange(RATE_TABS[next]!.type);
    refs.current[next]?.focus();
  }

  return (
    <div {...{ role: live ? 'tablist' : 'group', 'aria-label': 'Rate type' }} className="inline-flex rounded-lg bg-slate-100 p-1">
      {RATE_TABS.map((tab, index) => {
        const selected = tab.type === value;
        return (
          <a
            key={tab.type}
            ref={(el) => {
              refs.current[index] = el;
            }}
            href={`#${panelId(idBase, tab.type)}`}
            data-rate-tab={tab.type}
            id={tabId(idBase, tab.type)}
            {...(live ? { role: 'tab', 'aria-selected': selected, 'aria-controls': panelId(idBase, tab.type), tabIndex: selected ? 0 : -1 } : {})}
            onClick={(event) => {
              event.preventDefault();
              onChange(tab.type);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`inline-flex min-h-11 min-w-24 items-center justify-center rounded-md px-5 text-sm font-semibold transition-colors ${
              selected ? 'bg-brand-800 text-white shadow' : 'text-slate-700 hover:bg-white hover:text-brand-900'
            }`}
          >
            {tab.label}
          </a>
        );
      })}
    </div>
  );
}
