/**
 * The rates island (docs/product/rates.md#rates-read: Home rates section, /rates, agent pages). Server-rendered with the build's rates so the
 * HTML carries the table; once visible it revalidates from GET /api/rates and replaces the table, so a visitor
 * never sees a stale table after a refresh.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { $visitorProvince, chooseProvince } from '../../browser/visitor-province';
import { messages } from '../../lib/messages';
import { DEFAULT_PROVINCE_NAME } from '../../lib/provinces';
import { formatRatesDate } from '../../lib/rates/format-as-of';
import { resolveProvinceName } from '../../lib/provinces';
import { latestScrapedAt, ratesForProvince } from '../../lib/rates/select-rates';
import type { RateRow, RateType, RatesResponse } from '../../lib/schemas/rates';
import { ProvinceSelect } from './ProvinceSelect';
import { RatesGrid } from './RatesGrid';
import { panelId, RATE_TABS, RateTypeTabs, tabId } from './RateTypeTabs';
import { useProvinceRates } from './use-province-rates';
import { useKeepTypedValues } from '../shared/keep-typed-values';

export interface RatesTableProps {
  /** The build's public rates: of the default province, or of every province (then filtered here). */
  initialRates: RateRow[];
  initialAsOf: string | null;
  /** Full name or code; Ontario when absent or unknown. */
  defaultProvince?: string;
}

export default function RatesTable({ initialRates, initialAsOf, defaultProvince }: RatesTableProps) {
  const idBase = useId().replace(/:/g, '');
  const initialProvince = resolveProvinceName(defaultProvince ?? '') ?? DEFAULT_PROVINCE_NAME;
  const initial = useMemo<RatesResponse>(() => {
    const rates = ratesForProvince(initialRates, initialProvince);
    const asOf = rates.length === initialRates.length ? initialAsOf : latestScrapedAt(rates);
    return { rates, as_of: asOf, is_today: false };
  }, [initialRates, initialAsOf, initialProvince]);

  const [province, setProvince] = useState<string>(initialProvince);
  // The province the visitor chose on another page or in another island; after hydration, so the HTML matches.
  useEffect(() => $visitorProvince.subscribe((chosen) => chosen && setProvince(chosen)), []);
  const choose = (name: string) => {
    setProvince(name);
    chooseProvince(name);
  };
  const [tab, setTab] = useState<RateType>('fixed');
  // Until React owns the tabs, CSS shows the panel the address targets (a tab pressed without JavaScript, ADR 58);
  // from then on the state does, starting from that same panel.
  const [live, setLive] = useState(false);
  useEffect(() => {
    const targeted = RATE_TABS.find(({ type }) => window.location.hash === `#${panelId(idBase, type)}`);
    if (targeted) setTab(targeted.type);
    setLive(true);
  }, [idBase]);
  const { data, dataProvince, loading } = useProvinceRates(province, initialProvince, initial);
  const switching = dataProvince !== province;
  const date = data.as_of ? formatRatesDate(data.as_of) : '';
  // A province chosen before the island hydrated (it hydrates at the first interaction on /rates) is kept: it is
  // replayed after the stored one above, so it wins.
  const root = useRef<HTMLDivElement>(null);
  useKeepTypedValues(root);

  return (
    <div
      ref={root}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white text-slate-900 shadow-sm"
      data-testid="rates-table"
      data-chat-clear
      data-rate-tabs={live ? 'live' : 'css'}
    >
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-slate-200 bg-slate-50 px-4 py-4 sm:px-5">
        {data.rates.length > 0 ? <RateTypeTabs idBase={idBase} value={tab} onChange={setTab} live={live} /> : <span />}
        <ProvinceSelect id={`${idBase}-province`} value={province} onChange={choose} />
      </div>
      <div aria-busy={loading && switching} className={switching ? 'opacity-60 transition-opacity' : undefined}>
        {data.rates.length === 0 ? (
          <div className="px-5 py-10 text-center" data-testid="rates-empty">
            <p className="text-lg font-semibold text-slate-900">{messages.rates.emptyTitle}</p>
            <p className="mx-auto mt-2 max-w-md text-slate-700">{messages.rates.emptyText}</p>
          </div>
        ) : (
          RATE_TABS.map(({ type, label }) => {
            const rows = data.rates.filter((rate) => rate.rate_type === type);
            return (
              <div
                key={type}
                // A labelled region until the tabs are live: a tab panel needs its tab (RateTypeTabs).
                {...{ role: live ? 'tabpanel' : 'region', 'aria-labelledby': tabId(idBase, type) }}
                id={panelId(idBase, type)}
                data-rate-panel={type}
                hidden={type !== tab}
                tabIndex={0}
                className="scroll-mt-40 sm:scroll-mt-24 focus-visible:outline-offset-[-3px]"
              >
                {rows.length === 0 ? (
                  <p className="px-5 py-10 text-center text-slate-700">{messages.rates.emptyTab(type)}</p>
                ) : (
                  <RatesGrid caption={`${label} mortgage rates in ${dataProvince}`} rates={rows} />
                )}
              </div>
            );
          })
        )}
      </div>
      <div className="space-y-1 border-t border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700 sm:px-5">
        <p>{messages.rates.footer}</p>
        {date && <p data-testid="rates-updated">Rates last updated {date}</p>}
      </div>
      <p className="sr-only" role="status">
        {switching ? 'Loading rates…' : ''}
      </p>
    </div>
  );
}
