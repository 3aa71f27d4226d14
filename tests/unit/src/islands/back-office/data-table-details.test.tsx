/**
 * The kit's DataTable rows that open to details, as the server renders them (the first paint) and the toggle's own
 * rule. Opening and closing in the browser is covered by the lead desk's Playwright spec file.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, DetailsToggle, type RowDetails, toggledRow } from '../../../../../src/islands/back-office/kit/DataTable';
import { adminColumnHelper } from '../../../../../src/islands/back-office/kit/table-features';

type Person = { id: string; name: string };
const column = adminColumnHelper<Person>();
const columns = column.columns([column.accessor('name', { header: 'Name' })]);
const people: Person[] = [
  { id: 'p1', name: 'Ada' },
  { id: 'p2', name: 'Grace' },
];
const details: RowDetails<Person> = {
  header: 'Person details',
  label: (person, open) => `${open ? 'Hide' : 'Show'} details of ${person.name}`,
  render: (person) => <p>About {person.name}</p>,
};

const render = (extra: Partial<Parameters<typeof DataTable<Person>>[0]> = {}) =>
  renderToString(<DataTable columns={columns} data={people} loading={false} error={null} onRetry={() => {}} emptyText="Nobody" caption="People" {...extra} />);

describe('rows that open to details', () => {
  it('one row open at a time: opening another closes the first, opening the open one closes it', () => {
    expect(toggledRow(null, 'p1')).toBe('p1');
    expect(toggledRow('p1', 'p2')).toBe('p2');
    expect(toggledRow('p2', 'p2')).toBeNull();
  });

  it('the toggle is the first column, closed, named for its row; the header names the column for screen readers', () => {
    const html = render({ details });
    expect(html).toContain('<span class="sr-only">Person details</span>');
    expect(html.indexOf('Person details')).toBeLessThan(html.indexOf('>Name<'));
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Show details of Ada"');
    expect(html).toContain('aria-label="Show details of Grace"');
    expect(html).not.toContain('aria-controls');
    expect(html).not.toContain('About Ada');
    // The toggle's column counts in the width of a full-row message.
    expect(render({ details, data: [] })).toContain('colSpan="2"');
  });

  it('the open toggle says so and names the details it controls', () => {
    const open = renderToString(<DetailsToggle open label="Hide details of Ada" controls="d-p1" onToggle={() => {}} />);
    expect(open).toContain('aria-expanded="true"');
    expect(open).toContain('aria-controls="d-p1"');
    expect(open).toContain('aria-label="Hide details of Ada"');
  });

  it('without details a table has no toggle column; rows carry their test id and data attributes', () => {
    const html = render({ rowTestId: 'person-row', rowAttributes: (person) => ({ 'data-person-id': person.id }) });
    expect(html).not.toContain('aria-expanded');
    expect(html.match(/data-testid="person-row"/g)).toHaveLength(2);
    expect(html).toContain('data-person-id="p2"');
    expect(render()).toContain('data-testid="data-row"');
  });
});
