import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InStatement, TransactionMode } from '@libsql/client';
import type { Db } from '../../../db/client';
import { signInEveryRole, type StaffRoleName } from '../../helpers/sign-in-as';
import { startTestApi, type TestApi } from '../../helpers/test-api';

type Json = Record<string, any>;

/**
 * Two saves of one version, interleaved: the first save's write is held back until the second save has been written.
 * Checking the version in one statement and writing in another let both land (the first silently erasing the second);
 * the check and the write are one `UPDATE … WHERE version = ?` now, so the held save answers 409
 * (docs/decisions/0043-nothing-lost-in-the-back-office.md).
 */
describe('two saves of one version, interleaved', () => {
  let api: TestApi;
  let cookies: Record<StaffRoleName, string>;
  let agentIds: Partial<Record<StaffRoleName, string>>;
  let realDb: Db;

  beforeAll(async () => {
    api = await startTestApi();
    ({ cookies, agentIds } = await signInEveryRole(api));
    realDb = api.deps.db;
  });
  afterAll(() => {
    api.deps.db = realDb;
    return api.close();
  });

  const call = (method: string, path: string, role: StaffRoleName, json?: unknown) => api.request(path, { method, json, headers: { cookie: cookies[role] } });

  /**
   * Serves the API through a database that holds the first save back just before its write (its first statement
   * matching `write`; or, for a save that writes in a transaction, that transaction's start) until the second save's
   * matching statement has run (and its transaction is committed: one write transaction at a time).
   */
  function holdFirstWrite(write: RegExp, holdAt: 'statement' | 'transaction') {
    let writes = 0;
    let held = false;
    let reached!: () => void;
    let release!: () => void;
    const firstReached = new Promise<void>((resolve) => (reached = resolve));
    const secondWritten = new Promise<void>((resolve) => (release = resolve));
    const hold = async () => {
      held = true;
      reached();
      await secondWritten;
    };
    const gate = (execute: Db['execute']) =>
      (async (statement: InStatement) => {
        const sql = typeof statement === 'string' ? statement : statement.sql;
        if (!write.test(sql)) return execute(statement);
        writes += 1;
        if (holdAt === 'statement' && !held) {
          await hold();
          return execute(statement);
        }
        try {
          return await execute(statement);
        } finally {
          if (holdAt === 'statement' && writes === 2) release();
        }
      }) as Db['execute'];
    const bound = <T extends object>(target: T, property: string | symbol) => {
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    };
    api.deps.db = new Proxy(realDb, {
      get(target, property) {
        if (property === 'execute') return gate(target.execute.bind(target));
        if (property === 'transaction')
          return async (mode?: TransactionMode) => {
            if (holdAt === 'transaction' && !held) await hold();
            const tx = await target.transaction(mode);
            // The second save lets the first go once its transaction is over (one write transaction at a time).
            const commit = async () => {
              await tx.commit();
              if (holdAt === 'transaction' && writes > 0) release();
            };
            return new Proxy(tx, {
              get: (inner, name) => (name === 'execute' ? gate(inner.execute.bind(inner)) : name === 'commit' ? commit : bound(inner, name)),
            });
          };
        return bound(target, property);
      },
    });
    return firstReached;
  }

  async function interleave(options: {
    path: string;
    role: StaffRoleName;
    version: number;
    write: RegExp;
    holdAt?: 'statement' | 'transaction';
    first: Json;
    second: Json;
    read: () => Promise<Json>;
  }) {
    const firstReached = holdFirstWrite(options.write, options.holdAt ?? 'statement');
    const first = call('PATCH', options.path, options.role, { ...options.first, version: options.version });
    await firstReached;
    const second = call('PATCH', options.path, options.role, { ...options.second, version: options.version });
    const [a, b] = await Promise.all([first, second]);
    api.deps.db = realDb;
    expect(b.status).toBe(200);
    expect(a.status).toBe(409);
    expect(((await a.json()) as Json).error.code).toBe('stale_version');
    const stored = await options.read();
    for (const [key, value] of Object.entries(options.second)) expect(stored[key], key).toEqual(value);
  }

  it('a testimonial', async () => {
    const created = (await (
      await call('POST', '/api/admin/testimonials', 'super_admin', { client_name: 'Jo Client', content: 'Helpful.', rating: 5 })
    ).json()) as Json;
    const id = created.item.id as string;
    await interleave({
      path: `/api/admin/testimonials/${id}`,
      role: 'super_admin',
      version: created.item.version,
      write: /^\s*UPDATE testimonials SET content = /,
      first: { content: 'First tab.' },
      second: { content: 'Second tab.' },
      read: async () => ((await (await call('GET', '/api/admin/testimonials', 'super_admin')).json()) as Json).items.find((row: Json) => row.id === id),
    });
  });

  it('a post, in the super admin editor', async () => {
    const created = (await (await call('POST', '/api/agent/posts', 'agent', { title: 'Interleaved', content: 'Draft.', publish: false })).json()) as Json;
    const id = created.item.id as string;
    await interleave({
      path: `/api/admin/posts/${id}`,
      role: 'super_admin',
      version: created.item.version,
      write: /^\s*UPDATE blog_posts SET [^;]*\bcontent = /,
      first: { content: 'First tab.' },
      second: { content: 'Second tab.' },
      read: async () => ((await (await call('GET', '/api/agent/posts', 'agent')).json()) as Json).items.find((row: Json) => row.id === id),
    });
  });

  it("an agent's profile, in the super admin's Edit Agent dialog", async () => {
    const agentId = agentIds.agent!;
    const read = async () => ((await (await call('GET', `/api/admin/agents/${agentId}`, 'super_admin')).json()) as Json).item as Json;
    await interleave({
      path: `/api/admin/agents/${agentId}`,
      role: 'super_admin',
      version: (await read()).version,
      write: /^\s*UPDATE agents SET phone = /,
      holdAt: 'transaction',
      first: { phone: '416-555-0101' },
      second: { phone: '416-555-0202' },
      read,
    });
  });
});
