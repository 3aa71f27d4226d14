import { hc } from 'hono/client';
import type { AdminRoutes } from '../../functions/areas/admin';
import type { AgentRoutes } from '../../functions/areas/agent';

/**
 * The typed API client (Hono's RPC client, ADR 56): `adminApi.services.$get(…)` is the route `GET /api/admin/services`,
 * its path, body and answer checked by the type checker against the router itself, so a call can be followed from a
 * button to its route and a renamed route fails the type check. Only types come from functions/ (erased at build);
 * the bundle carries hono/client's small proxy. Answers are read by `send` (api-client.ts): the one error body.
 */
const options = { headers: { Accept: 'application/json' } };

export const adminApi = hc<AdminRoutes>('/api/admin', options);
export const agentApi = hc<AgentRoutes>('/api/agent', options);
