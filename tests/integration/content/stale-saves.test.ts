import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInEveryRole, type StaffRoleName } from '../../helpers/sign-in-as';
import { startTestApi, type TestApi } from '../../helpers/test-api';

type Json = Record<string, any>;

/**
 * The hand-written back-office routes (posts, agents, testimonials, an agent's own profile) refuse a save over a newer
 * version the way the shared CRUD routes do (tests/helpers/crud-contract.ts): 409 stale_version with who and when,
 * nothing written, and a save naming the newer version overwrites (docs/decisions/0043-nothing-lost-in-the-back-office.md).
 */
describe('stale saves on the hand-written back-office routes', () => {
  let api: TestApi;
  let cookies: Record<StaffRoleName, string>;
  let agentIds: Partial<Record<StaffRoleName, string>>;

  beforeAll(async () => {
    api = await startTestApi();
    ({ cookies, agentIds } = await signInEveryRole(api));
  });
  afterAll(() => api.close());

  const call = (method: string, path: string, role: StaffRoleName, json?: unknown) => api.request(path, { method, json, headers: { cookie: cookies[role] } });

  /** Two tabs open version `opened`; the second saves, then the first: 409, unchanged, then overwrite. */
  async function expectStaleThenOverwrite(options: {
    path: string;
    role: StaffRoleName;
    opened: number;
    mine: Json;
    theirs: Json;
    read: () => Promise<Json>;
    who: string;
  }) {
    const theirs = await call('PATCH', options.path, options.role, { ...options.theirs, version: options.opened });
    expect(theirs.status).toBe(200);
    const saved = ((await theirs.json()) as Json).item as Json;
    expect(saved.version).toBeGreaterThan(options.opened);

    const stale = await call('PATCH', options.path, options.role, { ...options.mine, version: options.opened });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as Json;
    expect(body.error).toMatchObject({ code: 'stale_version', stale: { version: saved.version, changed_by: options.who } });
    expect(body.error.message).toMatch(/changed by someone else since you opened it/);
    expect(Date.parse(body.error.stale.changed_at)).toBeGreaterThan(Date.now() - 60_000);
    const stored = await options.read();
    for (const [key, value] of Object.entries(options.theirs)) expect(stored[key], key).toEqual(value);

    const overwrite = await call('PATCH', options.path, options.role, { ...options.mine, version: body.error.stale.version });
    expect(overwrite.status).toBe(200);
    const after = await options.read();
    for (const [key, value] of Object.entries(options.mine)) expect(after[key], key).toEqual(value);
  }

  it('a post edited by the super admin and by its agent', async () => {
    const created = (await (
      await call('POST', '/api/agent/posts', 'agent', { title: 'Rate holds explained', content: 'First draft.', publish: false })
    ).json()) as Json;
    const id = created.item.id as string;
    expect(created.item.version).toBe(1);
    const read = async () => ((await (await call('GET', '/api/agent/posts', 'agent')).json()) as Json).items.find((row: Json) => row.id === id) as Json;
    await expectStaleThenOverwrite({
      path: `/api/admin/posts/${id}`,
      role: 'super_admin',
      opened: 1,
      theirs: { title: 'Rate holds, explained by the admin' },
      mine: { title: 'Rate holds: my version' },
      read,
      who: 'Test super_admin',
    });
    const opened = (await read()).version as number;
    await expectStaleThenOverwrite({
      path: `/api/agent/posts/${id}`,
      role: 'agent',
      opened,
      theirs: { content: 'Second draft.' },
      mine: { content: 'Third draft.' },
      read,
      who: 'Test agent',
    });
  });

  it("an agent's profile (super admin's Edit Agent dialog) and a testimonial", async () => {
    const agentId = agentIds.agent!;
    const readAgent = async () => ((await (await call('GET', `/api/admin/agents/${agentId}`, 'super_admin')).json()) as Json).item as Json;
    await expectStaleThenOverwrite({
      path: `/api/admin/agents/${agentId}`,
      role: 'super_admin',
      opened: (await readAgent()).version,
      theirs: { phone: '416-555-0101' },
      mine: { phone: '416-555-0202' },
      read: readAgent,
      who: 'Test super_admin',
    });

    const created = (await (
      await call('POST', '/api/admin/testimonials', 'super_admin', { client_name: 'Jo Client', content: 'Helpful.', rating: 5 })
    ).json()) as Json;
    const id = created.item.id as string;
    const readTestimonial = async () =>
      ((await (await call('GET', '/api/admin/testimonials', 'super_admin')).json()) as Json).items.find((row: Json) => row.id === id) as Json;
    await expectStaleThenOverwrite({
      path: `/api/admin/testimonials/${id}`,
      role: 'super_admin',
      opened: (await readTestimonial()).version,
      theirs: { content: 'Very helpful.' },
      mine: { content: 'Helpful and quick.' },
      read: readTestimonial,
      who: 'Test super_admin',
    });
  });

  it('a job or toggle that changes a row makes an open form stale too, named as nobody', async () => {
    const created = (await (await call('POST', '/api/admin/products', 'super_admin', { name: 'Bridge loan' })).json()) as Json;
    await api.db.execute({ sql: "UPDATE products SET description = 'Changed by a script' WHERE id = ?", args: [created.item.id] });
    const stale = await call('PATCH', `/api/admin/products/${created.item.id}`, 'super_admin', { name: 'Bridge financing', version: 1 });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as Json).error.stale).toMatchObject({ version: 2, changed_by: null });
  });
});
