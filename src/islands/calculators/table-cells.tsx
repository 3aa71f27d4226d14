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

/** A row's data cells, in order. */
export function Cells({ values, className }: { values: readonly (string | number)[]; className: string }) {
  // Keyed by position: the cells are columns, fixed in number and order.
  return values.map((value, index) => (
    <td key={index} className={className}>
      {value}
    </td>
  ));
}
