import { describe, expect, it } from 'vitest';
import { columnList, rowReader } from '../../../db/schema-rows';
import { z } from '../../../src/lib/schemas/zod';

// A libSQL row as the driver hands it: booleans as 0/1, numbers as numbers, NULLs as null.
const schema = z.object({
  id: z.string(),
  rating: z.number().int(),
  is_approved: z.boolean(),
  agent_id: z.string().nullable(),
  can_edit: z.boolean().optional(),
});

describe('rowReader: a row read by its schema', () => {
  it('reads each column by its type', () => {
    const read = rowReader(schema);
    expect(read({ id: 'a', rating: 4, is_approved: 1, agent_id: 'g1', can_edit: 0 })).toEqual({
      id: 'a',
      rating: 4,
      is_approved: true,
      agent_id: 'g1',
      can_edit: false,
    });
  });

  it('reads NULL and an empty nullable text as null, and leaves a missing optional key out', () => {
    const row = rowReader(schema)({ id: 'b', rating: '5', is_approved: 0, agent_id: '  ' });
    expect(row).toStrictEqual({ id: 'b', rating: 5, is_approved: false, agent_id: null });
    expect(rowReader(schema)({ id: 'c', rating: 1, is_approved: 1, agent_id: null }).agent_id).toBeNull();
  });

  it('reads a JSON text column by its object schema, and broken JSON as the empty object', () => {
    const read = rowReader(z.object({ links: z.object({ site: z.string().optional().catch(undefined) }) }));
    expect(read({ links: '{"site":"https://example.test","other":1}' })).toEqual({ links: { site: 'https://example.test' } });
    expect(read({ links: '{"site":' })).toEqual({ links: {} });
    expect(read({ links: null })).toEqual({ links: {} });
  });

  it('refuses a column it cannot read, when the reader is made', () => {
    expect(() => rowReader(z.object({ tags: z.array(z.string()) }))).toThrow(/tags/);
  });
});

describe('columnList', () => {
  it("lists the schema's keys, with a table alias when given", () => {
    expect(columnList(schema)).toBe('id, rating, is_approved, agent_id, can_edit');
    expect(columnList(schema.pick({ id: true, rating: true }), 't')).toBe('t.id, t.rating');
  });
});
