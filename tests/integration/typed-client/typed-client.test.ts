import { hc } from 'hono/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isSessionEnded, send, setUnauthorizedHandler } from '../../../src/browser/api-client';
import type { AdminRoutes } from '../../../functions/areas/admin';
import { signInEveryRole, type StaffRoleName } from '../../helpers/sign-in-as';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { typedClients } from '../../helpers/typed-clients';

/**
 * The typed client (ADR 56) against the real API: the calls the kit makes (list, create, read, update, delete, the
 * clients' import) reach their routes, and `send` reads the answers in the project's shape (the error body with its
 * fields, the ended-session rule, a network failure). The islands' clients are these with the site's own origin.
 */
describe('typed API client', () => {
  let api: TestApi;
  let cookies: Record<StaffRoleName, string>;
  const admin = (cookie?: string) => typedClients(api, cookie).admin;
  const agent = (cookie: string) => typedClients(api, cookie).agent;

  beforeAll(async () => {
    api = await startTestApi();
    ({ cookies } = await signInEveryRole(api));
  });
  afterAll(() => api.close());
  afterEach(() => setUnauthorizedHandler(null));

  it('lists, creates, reads, updates and deletes a resource through its routes', async () => {
    const services = admin(cookies.super_admin).services;
    const created = await send(() => services.$post({ json: { name: 'Typed renewals', features: '["Rate check"]' } }));
    expect(created).toMatchObject({ ok: true, status: 201, data: { item: { name: 'Typed renewals' } } });
    if (!created.ok) return;
    const id = created.data.item.id;

    const listed = await send(() => services.$get({ query: { q: 'Typed renewals' } }));
    expect(listed.ok && listed.data.items.map((row) => row.id)).toEqual([id]);
    expect(listed.ok && listed.data.total).toBe(1);

    const updated = await send(() => services[':id'].$patch({ param: { id }, json: { name: 'Typed renewals (2026)' } }));
    expect(updated.ok && updated.data.item.name).toBe('Typed renewals (2026)');
    const read = await send(() => services[':id'].$get({ param: { id } }));
    expect(read.ok && read.data.item.name).toBe('Typed renewals (2026)');

    expect(await send(() => services[':id'].$delete({ param: { id } }))).toMatchObject({ ok: true, data: { ok: true } });
    const gone = await send(() => services[':id'].$get({ param: { id } }));
    expect(gone).toMatchObject({ ok: false, status: 404, error: { code: 'not_found' } });
  });

  it("answers bad input with the API's error body, its fields named", async () => {
    const result = await send(() => admin(cookies.super_admin).lenders.$post({ json: { name: 'X', display_order: 'first' } }));
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      error: { code: 'invalid_input', fields: { display_order: 'Display order must be a whole number.' } },
    });
  });

  it("reaches the agent area's own routes (the clients' import preview)", async () => {
    const result = await send(() => agent(cookies.agent).clients.import.$post({ json: { csv: 'client_name\n', commit: false } }));
    expect(result.status).not.toBe(404);
    expect(result.ok || result.error.code === 'invalid_input').toBe(true);
  });

  it("reads the analytics of both areas and the agent's own profile through their routes", async () => {
    const platform = await send(() => admin(cookies.super_admin).analytics.$get({ query: { period: '7d' } }));
    expect(platform).toMatchObject({ ok: true, data: { period: '7d', bucket: 'day', counts: { agents: expect.any(Number) } } });
    const own = await send(() => agent(cookies.agent).analytics.$get({ query: { period: 'all' } }));
    expect(own).toMatchObject({ ok: true, data: { period: 'all', totals: { page_views: expect.any(Number) } } });

    const profile = await send(() => agent(cookies.agent).profile.$get());
    expect(profile.ok).toBe(true);
    if (!profile.ok) return;
    // The form's values as the panel sends them, with the version its save names (ADR 43).
    const body: Record<string, unknown> = { bio: 'Typed bio', version: profile.data.item.version };
    const saved = await send(() => agent(cookies.agent).profile.$patch({ json: body }));
    expect(saved).toMatchObject({ ok: true, data: { item: { id: profile.data.item.id, bio: 'Typed bio' } } });
    const refused = await send(() => agent(cookies.agent).profile.$patch({ json: { calendly_link: 'not a link' } }));
    expect(refused).toMatchObject({ ok: false, status: 400, error: { fields: { calendly_link: expect.any(String) } } });
  });

  it('reaches the renewal radar of both areas through one router typed once', async () => {
    const radar = await send(() => admin(cookies.super_admin).renewals.$get());
    expect(radar.ok && Array.isArray(radar.data.groups)).toBe(true);
    const reminders = await send(() => agent(cookies.agent).renewals.reminders.$get());
    expect(reminders).toMatchObject({ ok: true, data: { items: [] } });
    const unconfirmed = await send(() => agent(cookies.agent).renewals[':id'].email.$post({ param: { id: 'none' }, json: { confirm: true } }));
    expect(unconfirmed).toMatchObject({ ok: false, status: 404 });
  });

  it('a 401 is an ended session (the handler runs), a network failure a network_error', async () => {
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    const refused = await send(() => admin().products.$get({ query: {} }));
    expect(isSessionEnded(refused)).toBe(true);
    expect(ended).toHaveBeenCalledTimes(1);

    const nowhere = hc<AdminRoutes>('http://127.0.0.1:9/api/admin');
    expect(await send(() => nowhere.products.$get({ query: {} }))).toMatchObject({ ok: false, status: 0, error: { code: 'network_error' } });
  });
});
