import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import type { TableStore } from '../../db/table-store';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/rows';
import type { StaffRole } from '../auth/guard';
import { contentChanged } from '../content/on-content-change';
import type { AppDeps, AppEnv } from '../deps';
import type { PublicContent } from '../rebuild/service';
import { badRequest, HttpError, notFound } from '../http/errors';
import { staffOnly } from '../auth/staff';
import { jsonInput, queryInput } from '../http/typed-input';
import { readJson, readQuery } from '../http/validate';
import { currentVersion, editedVersion, staleVersion, type VersionedTable } from '../http/record-version';
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
  /** A notice for the person (e.g. the product's truncation message), computed from the raw body (docs/product/back-office-catalogue.md#service-truncation). */
  notice?: (body: unknown) => string | undefined;
  /** Message for a UNIQUE violation (409). */
  conflictMessage?: string;
  /** Query-string filters for GET / (a 400 names a bad one); the parsed value is passed to `store.list(query)`. */
  listQuery?: z.ZodType<Record<string, unknown>>;
  /**
   * Rows owned by the caller (an agent's own clients): the owner column and the caller's value, found from the
   * session, never from the request. Lists show only those rows, another owner's id answers 404, and a create or
   * update always writes the caller as owner. Without it (or answering null) the roles see every row.
   */
  scope?: (c: Context<AppEnv>) => Promise<OwnerScope | null>;
  /** Checks a create's or update's values against the caller (e.g. a linked lead is the caller's own); throws to refuse. */
  checkValues?: (c: Context<AppEnv>, values: Record<string, unknown>) => Promise<void>;
  /** Message for a FOREIGN KEY violation (400): the body names a parent row that does not exist. */
  missingParentMessage?: string;
  /**
   * Adds what the rows' answers carry beyond their columns, computed on the server (the Clients list's CASL status,
   * read against the consent evidence): applied to every answer that holds rows.
   */
  present?: (rows: Row[]) => Promise<Row[]>;
  /** After a create or an update is stored (`before` is the row an update changed): what else follows from it. */
  afterWrite?: (c: Context<AppEnv>, item: Row, before?: Row) => Promise<void>;
}

/** The owner column of a scoped resource and the signed-in caller's value for it. */
export interface OwnerScope {
  column: string;
  value: string;
}

/** Declares a resource with its row type inferred from the store. */
export const defineResource = <Row extends { id: string }>(resource: CrudResource<Row>) => resource;

/** The list's query: page, search and sort (list-page.ts), and the resource's own filters. */
type ListQuery = { page?: string; q?: string; sort?: string; dir?: string } & Record<string, string | undefined>;

export function crudRoutes<Row extends { id: string }>(deps: AppDeps, resource: CrudResource<Row>) {
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
      if (isForeignKeyViolation(error)) throw badRequest(resource.missingParentMessage ?? 'A linked record does not exist.');
      throw error;
    }
  };
  // The raw body is read once: the schema parses it and the notice looks at what the person typed.
  const readBody = async (c: Parameters<typeof readJson>[0], schema: z.ZodType<Record<string, unknown>>) => {
    const raw: unknown = await c.req.json().catch(() => undefined);
    const values = await readJson(c, schema);
    return { values, notice: resource.notice?.(raw) };
  };

  const present = async (rows: Row[]) => (resource.present ? resource.present(rows) : rows);
  const presentOne = async (row: Row) => (await present([row]))[0]!;

  const ownerOf = async (c: Context<AppEnv>) => (resource.scope ? await resource.scope(c) : null);
  /** The row when it exists and the caller may see it; another owner's row is as missing as an unknown id. */
  const findOwned = async (c: Context<AppEnv>, id: string) => {
    const [item, owner] = await Promise.all([store.find(id), ownerOf(c)]);
    if (!item || (owner && (item as Record<string, unknown>)[owner.column] !== owner.value)) return null;
    return item;
  };
  const withOwner = async (c: Context<AppEnv>, values: Record<string, unknown>) => {
    const owner = await ownerOf(c);
    return owner ? { ...values, [owner.column]: owner.value } : values;
  };

  return (
    new Hono<AppEnv>()
      // One page of rows with the total: the panel keeps page, search and sort in its address.
      .get('/', read, queryInput<ListQuery>(), async (c) => {
        const query = resource.listQuery ? readQuery(c, resource.listQuery) : undefined;
        const window = readQuery(c, listPageQuerySchema);
        const owner = await ownerOf(c);
        const { items, total } = await store.page(query, window, owner ? { where: [`${owner.column} = ?`], args: [owner.value] } : undefined);
        return c.json({ items: await present(items), total, page: window.page, page_size: LIST_PAGE_SIZE } satisfies ListPage<Row>);
      })
      .get('/:id', read, async (c) => {
        const item = await findOwned(c, c.req.param('id'));
        if (!item) throw missing();
        return c.json({ item: await presentOne(item) });
      })
      .post('/', write, jsonInput(resource.createSchema), async (c) => {
        const { values, notice } = await readBody(c, resource.createSchema);
        const owned = await withOwner(c, values);
        await resource.checkValues?.(c, owned);
        const item = await guarded(() => store.insert(owned));
        await resource.afterWrite?.(c, item);
        await changed('added', item.id);
        const shown = await presentOne(item);
        return c.json(notice ? { item: shown, notice } : { item: shown }, 201);
      })
      // A versioned table's update names the version it edits (docs/decisions/0043-nothing-lost-in-the-back-office.md):
      // when someone saved since, nothing is written and the 409 says who and when.
      .patch('/:id', write, jsonInput(resource.updateSchema), async (c) => {
        const { values, notice } = await readBody(c, resource.updateSchema);
        const version = await editedVersion(c);
        const id = c.req.param('id');
        const before = await findOwned(c, id);
        if (!before) throw missing();
        c.set('auditBefore', before);
        const owned = resource.scope ? await withOwner(c, values) : values;
        await resource.checkValues?.(c, owned);
        const item = await guarded(() => store.update(id, owned, { version, by: c.get('user')?.id }));
        if (!item) {
          const current = store.versionedTable && version !== undefined ? await currentVersion(deps.db, store.versionedTable as VersionedTable, id) : null;
          if (current) throw staleVersion(resource.noun, current);
          throw missing();
        }
        await resource.afterWrite?.(c, item, before);
        await changed('updated', item.id);
        const shown = await presentOne(item);
        return c.json(notice ? { item: shown, notice } : { item: shown });
      })
      .delete('/:id', write, async (c) => {
        const id = c.req.param('id');
        const before = await findOwned(c, id);
        if (!before) throw missing();
        c.set('auditBefore', before);
        if (!(await store.remove(id))) throw missing();
        await changed('deleted', id);
        return c.json({ ok: true });
      })
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
