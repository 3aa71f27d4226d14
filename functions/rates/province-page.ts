import { loadPublicRates } from '../../db/queries/public-rates';
import { formatRate } from '../../src/lib/format';
import { messages } from '../../src/lib/messages';
import { answerMessages as m } from '../../src/lib/messages-answers';
import { resolveProvinceName } from '../../src/lib/provinces';
import { formatRatesDate } from '../../src/lib/rates/format-as-of';
import { formatTermLabel } from '../../src/lib/rates/select-rates';
import type { RateRow } from '../../src/lib/schemas/rates';
import { answerLayout } from '../calculators/page';
import type { AppDeps } from '../deps';
import { escapeHtml as e } from '../rate-alerts/page';

/**
 * The rates table's province choice sent without JavaScript (ADR 58): GET /api/rates/province?province=<name or
 * code> answers the province's fixed and variable rates as plain HTML, the same rows GET /api/rates gives the island.
 */
export async function renderProvinceRates(deps: AppDeps, raw: string | undefined): Promise<{ status: 200 | 400; html: string }> {
  const province = resolveProvinceName(raw ?? '');
  if (!province) {
    const body = `<h1>${e(messages.rates.pageTitle)}</h1><section><p role="alert">${e(m.rates.unknownProvince)}</p></section><p><a href="/rates">${e(m.rates.allRates)}</a></p>`;
    return { status: 400, html: answerLayout(messages.rates.pageTitle, body) };
  }
  const data = await loadPublicRates(deps.db, { province, now: deps.now() });
  const table = (type: 'fixed' | 'variable', label: string) => {
    const rows = data.rates.filter((rate) => rate.rate_type === type);
    if (rows.length === 0) return `<p>${e(messages.rates.emptyTab(type))}</p>`;
    return `<table><caption>${e(`${label} mortgage rates in ${province}`)}</caption>
<thead><tr><th scope="col">Term</th><th scope="col">Mortgage type</th><th scope="col" class="n">Posted rate</th><th scope="col" class="n">Our rate</th></tr></thead>
<tbody>${rows.map(row).join('')}</tbody></table>`;
  };
  const tables =
    data.rates.length === 0
      ? `<p>${e(messages.rates.emptyTitle)}</p><p>${e(messages.rates.emptyText)}</p>`
      : `${table('fixed', 'Fixed')}</section><section>${table('variable', 'Variable')}`;
  const updated = data.as_of ? `<p class="hint">Rates last updated ${e(formatRatesDate(data.as_of))}</p>` : '';
  const body = `<h1>${e(m.rates.heading(province))}</h1>
<section>${tables}</section>
<p class="hint">${e(messages.rates.footer)}</p>${updated}
<p><a class="back" href="/rates">${e(m.rates.allRates)}</a></p>`;
  return { status: 200, html: answerLayout(m.rates.heading(province), body) };
}

const row = (rate: RateRow) =>
  `<tr><th scope="row">${e(formatTermLabel(rate.term))}</th><td>${e(rate.mortgage_type)}</td><td class="n">${
    rate.posted_rate === null ? '<span aria-hidden="true">—</span><span class="sr">Not available</span>' : e(formatRate(rate.posted_rate))
  }</td><td class="n"><strong>${e(formatRate(rate.our_rate))}</strong></td></tr>`;
