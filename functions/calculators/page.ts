import { formatFigure, type BracketTable } from '../../src/lib/calc/bracket-table';
import { parseNumberInput } from '../../src/lib/calc/money';
import { isNativeSubmit, isRequiredField, type NativeForm } from '../../src/lib/calc/native-submit';
import { provinceMessages } from '../../src/lib/messages-provinces';
import { answerMessages as m } from '../../src/lib/messages-answers';
import { siteSettings } from '../../src/lib/site-settings';
import { escapeHtml as e } from '../rate-alerts/page';
import { htmlPage } from '../shared/html-page';

/**
 * The answer pages for forms sent without JavaScript (ADR 58): plain HTML with no script, on both hosts, never
 * built into the static site. Each names the figures it used and links back to the full calculator with them.
 */
const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.5}
main{max-width:44rem;margin:0 auto;padding:1rem}
section{margin:1rem 0;padding:1.25rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(15,23,42,.15)}
h1{margin:1rem 0;font-size:1.75rem;color:#0c2d57}h2{margin:0 0 .75rem;font-size:1.25rem;color:#0c2d57}
a{color:#0c4a8c}a:focus-visible{outline:3px solid #b45309;outline-offset:2px}
dl{margin:0;display:grid;grid-template-columns:minmax(9rem,1fr) auto;gap:.5rem 1rem}dt{color:#334155}dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}
dd.strong,dt.strong{font-weight:700;color:#0c2d57}
.back{display:inline-block;padding:.75rem 1.25rem;min-height:44px;box-sizing:border-box;font-weight:600;color:#fff;background:#0c4a8c;border-radius:.5rem;text-decoration:none}
.problems{color:#7f1d1d;background:#fee2e2;border-radius:.5rem;padding:.75rem 1rem .75rem 2rem}
.hint{color:#475569;font-size:.9rem;margin:0}
.figures{display:grid;gap:.75rem}.figures p{margin:0}.figures label{display:block;font-weight:600;color:#334155}
.figures input{box-sizing:border-box;width:100%;min-height:44px;padding:.5rem .75rem;font:inherit;border:1px solid #64748b;border-radius:.5rem}
.figures input:focus-visible{outline:3px solid #b45309;outline-offset:1px}
button.back{border:0;font:inherit;cursor:pointer}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
table{width:100%;border-collapse:collapse}caption{text-align:left;font-weight:700;color:#0c2d57;padding-bottom:.5rem}
th,td{padding:.5rem .375rem;border-bottom:1px solid #e2e8f0;text-align:left}
@media (max-width:30rem){section{padding:1rem .625rem}th,td{padding:.5rem .25rem}}td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}section table{margin-top:1rem}
tbody th{font-weight:400}th small{display:block;color:#475569}
`;

export interface AnswerLine {
  label: string;
  value: string;
  strong?: boolean;
}

/** A calculator's form as sent without JavaScript, the page it came from, and how its keys are read and written. */
export interface Scenario<T> {
  form: NativeForm;
  page: string;
  title: string;
  parse: (params: URLSearchParams, today: string) => T;
  serialize: (state: T) => URLSearchParams;
}

/** A tax worked out by brackets, printed as the calculator's island prints it (bracket-table.ts). */
export interface AnswerBreakdown {
  title: string;
  note?: string;
  table: BracketTable;
}

/** What a calculator answers: its result, or the messages of the figures its own rules refuse. */
/**
 * A control the visitor sent that the calculation did not use (the custom rate with "Custom rate" unticked): it is
 * not offered as editable, and the answer names it with why, so nothing typed is silently ignored (ADR 58).
 */
export interface UnusedField {
  name: string;
  label: string;
  why: string;
  /** The value the form holds before the visitor types (the custom rate's 5): left as it was, it is not named. */
  usual?: number;
  /** A checkbox: named when ticked (sent at all), left unticked it is not. */
  tick?: boolean;
  /** What the figure is, so the note prints it as the field reads ("$20,000", "6.5%"); a count is printed as typed. */
  kind?: 'money' | 'rate';
}

/** A figure typed in an unused field, printed as its kind; what is not a number is quoted as typed. */
function asKind(value: string, kind: UnusedField['kind']): string {
  const amount = parseNumberInput(value);
  if (kind === undefined || !Number.isFinite(amount)) return value;
  return kind === 'money' ? formatFigure(amount) : `${amount}%`;
}

export type Answer =
  | { title: string; result: AnswerLine[]; inputs: AnswerLine[]; notes?: string[]; breakdowns?: AnswerBreakdown[]; unused?: UnusedField[] }
  | { errors: string[] };

/** The API's own page shell (functions/shared/html-page.ts), with the brokerage's name leading home. */
export function answerLayout(title: string, body: string): string {
  return htmlPage({ title, referrer: undefined, style: STYLE, main: `<p class="hint"><a href="/">${e(siteSettings.brokerageName)}</a></p>\n${body}` });
}

export const renderLines = (lines: readonly AnswerLine[]) =>
  `<dl>${lines.map((l) => `<dt${l.strong ? ' class="strong"' : ''}>${e(l.label)}</dt><dd${l.strong ? ' class="strong"' : ''}>${e(l.value)}</dd>`).join('')}</dl>`;

/**
 * The calculator page is static: only its island reads the figures the link carries, so without JavaScript it would
 * open with its usual figures. The link is hidden then (a style inside <noscript>) and the page's own form, filled in
 * with what was sent, is the way to change them (ADR 58).
 */
const backLink = (href: string) =>
  `<noscript><style>.with-scripts{display:none}</style></noscript><p class="with-scripts"><a class="back" href="${e(href)}">${e(m.changeFigures)}</a></p>`;

/**
 * The figures the visitor sent, as a form that sends them again to the same answer route: generated from the
 * calculator's NativeForm, so each number field is the one the calculator's form has (name and label) and every
 * other control (a select, a box, a rate the page filled in, a number left empty) travels unchanged as a hidden
 * field. Only for a form the browser sent; a shared link in the calculator's keys keeps the link alone.
 */
export function renderFigureForm(form: NativeForm, action: string, sent: URLSearchParams, unused: ReadonlySet<string> = new Set()): string {
  if (!isNativeSubmit(form, sent)) return '';
  // A number the calculation did not use, or left empty where the calculator does not need it, stays hidden.
  const numbers = Object.entries(form.numbers).filter(
    ([name]) => !unused.has(name) && sent.has(name) && (sent.get(name)!.trim() !== '' || isRequiredField(form, name, sent)),
  );
  const editable = new Set(numbers.map(([name]) => name));
  const carried = [...Object.keys(form.fields), ...Object.values(form.prefilled ?? {})].filter((name) => !editable.has(name) && sent.has(name));
  const fields = numbers
    .map(
      ([name, label]) =>
        `<p><label for="${e(name)}">${e(label)}</label><input id="${e(name)}" name="${e(name)}" inputmode="decimal" value="${e(sent.get(name) ?? '')}"></p>`,
    )
    .join('');
  const hidden = carried.map((name) => `<input type="hidden" name="${e(name)}" value="${e(sent.get(name) ?? '')}">`).join('');
  return `<section aria-labelledby="change-heading"><h2 id="change-heading">${e(m.changeHeading)}</h2><p class="hint">${e(m.changeHint)}</p>
<form class="figures" method="get" action="${e(action)}">${fields}${hidden}<p><button class="back" type="submit">${e(m.calculate)}</button></p></form></section>`;
}

/** A bracket table with the island's columns; the rate sits under the bracket so it fits 375 px, as on the island's phones. */
function renderBreakdown({ title, note, table }: AnswerBreakdown): string {
  const b = provinceMessages.breakdown;
  const rows = table.rows
    .map(
      (row) =>
        `<tr><th scope="row">${e(row.portion)}<small>${e(b.at(row.rate))}</small></th><td class="n">${e(row.taxed)}</td><td class="n">${e(row.tax)}</td></tr>`,
    )
    .join('');
  return `<table><caption>${e(title)}</caption><thead><tr><th scope="col">${e(b.portion)}</th><th scope="col" class="n">${e(b.taxed)}</th><th scope="col" class="n">${e(b.tax)}</th></tr></thead>
<tbody>${rows}</tbody><tfoot><tr><th scope="row">${e(b.total)}</th><td></td><td class="n"><strong>${e(table.total)}</strong></td></tr></tfoot></table>${note ? `<p class="hint">${e(note)}</p>` : ''}`;
}

/** Each unused field the visitor changed (not empty, not the form's usual value), named with its value and why. */
export function unusedNotes(unused: readonly UnusedField[], sent: URLSearchParams): string[] {
  return unused.flatMap(({ name, label, why, usual = 0, tick, kind }) => {
    if (tick) return sent.has(name) ? [m.notCounted(label, m.ticked, why)] : [];
    const value = sent.get(name)?.trim() ?? '';
    return value === '' || Number(value) === usual ? [] : [m.notCounted(label, asKind(value, kind), why)];
  });
}

/** The calculator's answer: the result, the figures it was worked out from, and the way back to change them. */
export function renderAnswer(page: {
  title: string;
  result: readonly AnswerLine[];
  inputs: readonly AnswerLine[];
  notes?: readonly string[];
  breakdowns?: readonly AnswerBreakdown[];
  backHref: string;
  /** The form to change the figures (renderFigureForm), '' when there is none. */
  figureForm: string;
}): string {
  const notes = (page.notes ?? []).map((note) => `<p>${e(note)}</p>`).join('');
  const breakdowns = (page.breakdowns ?? []).map(renderBreakdown).join('');
  return answerLayout(
    page.title,
    `<h1>${e(page.title)}</h1>
<section aria-labelledby="result-heading"><h2 id="result-heading">${e(m.resultHeading)}</h2>${renderLines(page.result)}${notes}${breakdowns}</section>
<section aria-labelledby="inputs-heading"><h2 id="inputs-heading">${e(m.yourFigures)}</h2>${renderLines(page.inputs)}</section>
${page.figureForm}${backLink(page.backHref)}
<p class="hint">${e(m.estimates)}</p>`,
  );
}

/** Figures the calculator cannot use: each named, nothing worked out, the way back with what was typed. */
export function renderProblems(title: string, problems: readonly string[], backHref: string, figureForm: string): string {
  return answerLayout(
    title,
    `<h1>${e(title)}</h1>
<section aria-labelledby="problem-heading"><h2 id="problem-heading">${e(m.problemHeading)}</h2>
<div role="alert"><ul class="problems">${problems.map((p) => `<li>${e(p)}</li>`).join('')}</ul></div></section>
${figureForm}${backLink(backHref)}`,
  );
}
