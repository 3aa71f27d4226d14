/** The calculators' tables (the amortization schedule, the tax breakdown) write their header row and cells alike. */

type Head = string | { label: string; className: string };

/** A header row of column headings; a heading given with a class adds it to the row's (a column hidden on phones). */
export function HeadRow({ cells, className }: { cells: readonly Head[]; className: string }) {
  return (
    <tr>
      {cells.map((cell) => {
        const label = typeof cell === 'string' ? cell : cell.label;
        return (
          <th key={label} scope="col" className={typeof cell === 'string' ? className : `${className} ${cell.className}`}>
            {label}
          </th>
        );
      })}
    </tr>
  );
}

/**
 * A row's data cells, in order. With `labels` (a `.stack-table`, global.css), each cell also carries its column's
 * heading, shown only where the table is drawn as stacked blocks on a narrow screen; hidden from screen readers,
 * which take the heading from the column as in any table.
 */
export function Cells({ values, className, labels }: { values: readonly (string | number)[]; className: string; labels?: readonly string[] }) {
  // Keyed by position: the cells are columns, fixed in number and order.
  return values.map((value, index) => (
    <td key={index} className={className}>
      {labels?.[index] !== undefined && (
        <span className="stack-label" aria-hidden="true">
          {labels[index]}
        </span>
      )}
      {value}
    </td>
  ));
}
