import { Hono } from 'hono';
import type { z } from 'zod';
import type { TableStore } from '../../db/table-store';
import { isUniqueViolation } from '../../db/rows';
import type { StaffRole } from '../auth/guard';
import { contentChanged } from '../content/on-content-change';
import type { AppDeps, AppEnv } from '../deps';
import type { PublicContent } from '../rebuild/service';
import { HttpError, notFound } from './errors';
import { staffOnly } from './staff';
import { readJson, readQuery } from './validate';
import { LIST_PAGE_SIZE, type ListPage, listPageQuerySchema } from '../../src/lib/schemas/list-page';

/**
 * One guarded, validated CRUD resource (ADR 7). A back-office tab declares its schemas, its
 * table store and its roles; this gives it GET / (one page of 50, searchable and sortable), GET /:id, POST /, PATCH /:id and DELETE /:id with the API's error
 * shape, and requests the public rebuild after each write when the table feeds public pages.
 */
export interface CrudResource<Row> {
  /** Singular noun for messages and logs, e.g. 'service'. */
  noun: string;
  store: (deps: AppDeps) => TableStore<Row>;
  createSchema: z.ZodType<Record<string, unknown>>;
  updateSchema: z.ZodType<Record<string, unknown>>;
  roles: { read: StaffRole[]; write: StaffRole[] };
  /** The public content this table feeds; writes then call contentChanged(). */
  publicContent?: PublicContent;
  /** A notice for the person (e.g. the spec's truncation message), computed from the raw body. */
  notice?: (body: unknown) => string | undefined;
  /** Message for a UNIQUE violation (409). */
  conflictMessage?: string;
  /** Query-string filters for GET / (a 400 names a bad one); the parsed value is passed to `store.list(query)`. */
  listQuery?: z.ZodType<Record<string, unknown>>;
}

/** Declares a resource with its row type inferred from the store. */
export const defineResource = <Row extends { id: string }>(resource: CrudResource<Row>) => resource;

export function crudRoutes<Row extends { id: string }>(deps: AppDeps, resource: CrudResource<Row>) {
  const app = new Hono<AppEnv>();
  const store = resource.store(deps);
  const read = staffOnly(...resource.roles.read);
  const write = staffOnly(...resource.roles.write);
  const missing = () => notFound(`${capitalize(resource.noun)} not found.`);

  const changed = async (verb: string, id: string) => {
    if (resource.publicContent) await contentChanged(deps, resource.publicContent, `${resource.noun} ${verb} ${id}`);
  };
  const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'conflict', resource.conflictMessage ?? `This ${resource.noun} already exists.`);
      throw error;
    }
  };
  // The raw body is read once: the schema parses it and the notice looks at what the person typed.
  const readBody = async (c: Parameters<typeof readJson>[0], schema: z.ZodType<Record<string, unknown>>) => {
    const raw: unknown = await c.req.json().catch(() => undefined);
    const values = await readJson(c, schema);
    return { values, notice: resource.notice?.(raw) };
  };

  // One page of rows with the total: the panel keeps page, search and sort in its address.
  app.get('/', read, async (c) => {
    const query = resource.listQuery ? readQuery(c, resource.listQuery) : undefined;
    const window = readQuery(c, listPageQuerySchema);
    const { items, total } = await store.page(query, window);
    return c.json({ items, total, page: window.page, page_size: LIST_PAGE_SIZE } satisfies ListPage<Row>);
  });

  app.get('/:id', read, async (c) => {
    const item = await store.find(c.req.param('id'));
    if (!item) throw missing();
    return c.json({ item });
  });

  app.post('/', write, async (c) => {
    const { values, notice } = await readBody(c, resource.createSchema);
    const item = await guarded(() => store.insert(values));
    await changed('added', item.id);
    return c.json(notice ? { item, notice } : { item }, 201);
  });

  app.patch('/:id', write, async (c) => {
    const { values, notice } = await readBody(c, resource.updateSchema);
    c.set('auditBefore', await store.find(c.req.param('id')));
    const item = await guarded(() => store.update(c.req.param('id'), values));
    if (!item) throw missing();
    await changed('updated', item.id);
    return c.json(notice ? { item, notice } : { item });
  });

  app.delete('/:id', write, async (c) => {
    const id = c.req.param('id');
    c.set('auditBefore', await store.find(id));
    if (!(await store.remove(id))) throw missing();
    await changed('deleted', id);
    return c.json({ ok: true });
  });

  return app;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
