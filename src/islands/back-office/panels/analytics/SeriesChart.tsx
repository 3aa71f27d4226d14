import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { messages } from '../../../../lib/messages-staff';
import { chartRows, type SeriesBase, type SeriesPoint } from './types';

// Brand-safe, colour-blind-friendly (Okabe-Ito); a legend names each series, so colour is never the only cue.
const COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#000000'];

/**
 * One stacked bar chart per series (Recharts, loaded lazily so the panel paints first). A visually hidden table
 * carries the same numbers for screen readers.
 */
export default function SeriesChart({
  title,
  series,
  base,
  labelOf,
}: {
  title: string;
  series: SeriesPoint[];
  base: Pick<SeriesBase, 'bucket' | 'days'>;
  labelOf?: (key: string) => string;
}) {
  const { rows, keys } = chartRows(series, base);
  const total = series.reduce((sum, point) => sum + point.n, 0);
  const unit = base.bucket === 'day' ? messages.backOffice.analytics.perDay : messages.backOffice.analytics.perMonth;
  return (
    <figure className="rounded-lg border border-border bg-white p-4">
      <figcaption className="mb-2 text-sm font-semibold text-slate-900">
        {title} <span className="font-normal text-slate-600">({unit})</span>
      </figcaption>
      {total === 0 ? (
        <p className="py-8 text-center text-sm text-slate-600">{messages.backOffice.analytics.chartEmpty}</p>
      ) : (
        <>
          {/* The picture is for the eye; the table below reads the same numbers aloud. Recharts' keyboard layer
              (`accessibilityLayer`, on by default) would make the hidden SVG focusable: a Tab stop that says nothing. */}
          <div aria-hidden="true" className="h-64">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={rows} margin={{ top: 4, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="bucket" tick={{ fontSize: 11 }} tickFormatter={(value: string) => (base.bucket === 'day' ? value.slice(5) : value)} />
                <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
                <Tooltip />
                {/* The legend's words in the text colour (the swatch carries the series colour): orange or sky-blue
                    words on white fall under the 4.5:1 contrast text needs, which axe cannot see inside aria-hidden. */}
                <Legend formatter={(key: string) => <span className="text-slate-800">{labelOf?.(key) ?? key}</span>} />
                {keys.map((key, index) => (
                  <Bar key={key} dataKey={key} name={key} stackId="a" fill={COLOURS[index % COLOURS.length]} isAnimationActive={false} />
                ))}
              </BarChart>
            </ResponsiveContainer>
          </div>
          {/* sr-only on a wrapper: a table grows to its content whatever its own width, so a long one made the page
              scroll sideways; the 1 px box clips it. */}
          <div className="sr-only">
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">Period</th>
                  {keys.map((key) => (
                    <th key={key} scope="col">
                      {labelOf?.(key) ?? key}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows
                  .filter((row) => keys.some((key) => Number(row[key]) > 0))
                  .map((row) => (
                    <tr key={String(row.bucket)}>
                      <th scope="row">{row.bucket}</th>
                      {keys.map((key) => (
                        <td key={key}>{row[key]}</td>
                      ))}
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
