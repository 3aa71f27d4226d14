import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInEveryRole, type StaffRoleName } from './sign-in-as';
import { startTestApi, type TestApi } from './test-api';

export interface CrudContract {
  /** e.g. '/api/admin/services' */
  path: string;
  /** The table behind it, to prove a refused write changed nothing. */
  table: string;
  /** Roles allowed to write; every other staff role must get 403. */
  writers: StaffRoleName[];
  valid: Record<string, unknown>;
  /** A body the schema refuses, and the field its error names. */
  invalid: { body: Record<string, unknown>; field: string; message: string };
  update: Record<string, unknown>;
  /** The rebuild reason prefix a write must request (public content). */
  rebuildPrefix: string;
}

type Json = Record<string, any>;

/**
 * The shared contract of a back-office CRUD resource (functions/resources/crud-routes.ts), run for each resource:
 * 401 for visitors, 403 for other roles with nothing changed, 400 naming the field, 404, and a rebuild per write.
 */
export function describeCrudContract(contract: CrudContract) {
  describe(`CRUD contract ${contract.path}`, () => {
    let api: TestApi;
    let cookies: Record<StaffRoleName, string>;
    const others = (['super_admin', 'admin', 'agent'] as StaffRoleName[]).filter((role) => !contract.writers.includes(role));
    const writer = () => cookies[contract.writers[0]!];
    const count = async () => Number((await api.db.execute(`SELECT COUNT(*) AS n FROM ${contract.table}`)).rows[0]!.n);
    const call = (method: string, path: string, cookie?: string, json?: unknown) => api.request(path, { method, json, headers: cookie ? { cookie } : {} });

    beforeAll(async () => {
      api = await startTestApi();
      ({ cookies } = await signInEveryRole(api));
    });
    afterAll(() => api.close());

    it('refuses visitors (401) and other roles (403) on every route, changing nothing', async () => {
      const before = await count();
      const created = (await (await call('POST', contract.path, writer(), contract.valid)).json()) as Json;
      const id = created.item.id as string;
      api.rebuildReasons.length = 0;
      const routes: [string, string, unknown?][] = [
        ['GET', contract.path],
        ['GET', `${contract.path}/${id}`],
        ['POST', contract.path, contract.valid],
        ['PATCH', `${contract.path}/${id}`, contract.update],
        ['DELETE', `${contract.path}/${id}`],
      ];
      for (const [method, path, body] of routes) {
        expect((await call(method, path, undefined, body)).status, `${method} ${path} anonymous`).toBe(401);
        for (const role of others) expect((await call(method, path, cookies[role], body)).status, `${method} ${path} as ${role}`).toBe(403);
      }
      expect(await count()).toBe(before + 1);
      const stored = (await (await call('GET', `${contract.path}/${id}`, writer())).json()) as Json;
      expect(stored.item).toEqual(created.item);
      expect(api.rebuildReasons).toEqual([]);
      await call('DELETE', `${contract.path}/${id}`, writer());
    });

    it('creates, reads, updates and deletes, requesting a rebuild after each write', async () => {
      api.rebuildReasons.length = 0;
      const created = await call('POST', contract.path, writer(), contract.valid);
      expect(created.status).toBe(201);
      expect(created.headers.get('cache-control')).toBe('no-store');
      const item = ((await created.json()) as Json).item as Json;
      const list = (await (await call('GET', contract.path, writer())).json()) as Json;
      expect(list.items.map((row: Json) => row.id)).toContain(item.id);

      const updated = await call('PATCH', `${contract.path}/${item.id}`, writer(), contract.update);
      expect(updated.status).toBe(200);
      const after = ((await updated.json()) as Json).item as Json;
      for (const [key, value] of Object.entries(contract.update)) expect(after[key], key).toEqual(value);

      expect((await call('DELETE', `${contract.path}/${item.id}`, writer())).status).toBe(200);
      expect((await call('GET', `${contract.path}/${item.id}`, writer())).status).toBe(404);
      expect(api.rebuildReasons).toHaveLength(3);
      for (const reason of api.rebuildReasons) expect(reason.startsWith(contract.rebuildPrefix)).toBe(true);
    });

    it('refuses a save over a newer version with 409 naming who changed it and when, and overwrites when asked', async () => {
      const created = (await (await call('POST', contract.path, writer(), contract.valid)).json()) as Json;
      const id = created.item.id as string;
      expect(created.item.version).toBe(1);
      // Tab A and tab B open version 1; B saves first.
      const first = await call('PATCH', `${contract.path}/${id}`, writer(), { ...contract.update, version: 1 });
      expect(first.status).toBe(200);
      const saved = ((await first.json()) as Json).item as Json;
      expect(saved.version).toBe(2);
      api.rebuildReasons.length = 0;

      const stale = await call('PATCH', `${contract.path}/${id}`, writer(), { ...contract.valid, version: 1 });
      expect(stale.status).toBe(409);
      const body = (await stale.json()) as Json;
      expect(body.error.code).toBe('stale_version');
      expect(body.error.message).toMatch(/changed by someone else/);
      expect(body.error.stale.version).toBe(2);
      expect(body.error.stale.changed_by).toEqual(expect.any(String));
      expect(body.error.stale.changed_by.length).toBeGreaterThan(0);
      expect(Date.parse(body.error.stale.changed_at)).toBeGreaterThan(Date.now() - 60_000);
      const unchanged = (await (await call('GET', `${contract.path}/${id}`, writer())).json()) as Json;
      expect(unchanged.item).toEqual(saved);
      expect(api.rebuildReasons).toEqual([]);

      // Overwrite: the person saw the 409 and saves over the version it named.
      const overwrite = await call('PATCH', `${contract.path}/${id}`, writer(), { ...contract.valid, version: body.error.stale.version });
      expect(overwrite.status).toBe(200);
      expect((((await overwrite.json()) as Json).item as Json).version).toBe(3);
      expect((await call('PATCH', `${contract.path}/${id}`, writer(), { ...contract.update, version: 'two' })).status).toBe(400);
      await call('DELETE', `${contract.path}/${id}`, writer());
    });

    it('answers 400 naming the field for bad input, 404 for an unknown id, and changes nothing', async () => {
      const before = await count();
      api.rebuildReasons.length = 0;
      const bad = await call('POST', contract.path, writer(), contract.invalid.body);
      expect(bad.status).toBe(400);
      const body = (await bad.json()) as Json;
      expect(body.error.fields[contract.invalid.field]).toBe(contract.invalid.message);
      const notJson = await api.request(contract.path, { method: 'POST', body: '{oops', headers: { cookie: writer(), 'content-type': 'application/json' } });
      expect(notJson.status).toBe(400);
      expect((await call('PATCH', `${contract.path}/no-such-id`, writer(), contract.update)).status).toBe(404);
      expect((await call('DELETE', `${contract.path}/no-such-id`, writer())).status).toBe(404);
      expect(await count()).toBe(before);
      expect(api.rebuildReasons).toEqual([]);
    });
  });
}
