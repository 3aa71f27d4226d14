import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLead } from '../../db/queries/leads';
import { z } from '../../src/lib/schemas/zod';
import { storeArticle } from '../helpers/news-articles';
import { startTestApi, type TestApi } from '../helpers/test-api';
import { ROUTE_EXPECTATIONS, type Role } from './route-expectations';
import { createRoleUsers, listApiRoutes } from './support/api-surface';

/**
 * One casing on the JSON API (ADR 33): keys are snake_case, the database's own names. The only camelCase keys are
 * the shapes the specification writes out; the list is closed, so a new camelCase key fails here.
 */

const CAMEL = /[a-z][A-Z]/;

const NEWS_ANSWERS = ['GET /api/news', 'GET /api/news/proxy', 'GET /api/news/inoreader'];
const LEAD_METADATA = ['GET /api/admin/leads.items[].metadata', 'GET /api/agent/leads.items[].metadata'];

/**
 * The camelCase keys the specification writes out, each allowed directly under the places it names and nowhere else
 * (a scope is a request schema, `file:export`, or a route's answer, `METHOD /path` and the path to the object):
 * the news functions' bodies and answers; the contact form's state (a contact lead's metadata keeps its phone type
 * and postal code as they are); create-agent's `fullName` (the super admin's form), so a public form that takes the
 * same name (its `full_name`) fails here instead of passing on create-agent's exception.
 */
const SPEC_SHAPES: Record<string, readonly string[]> = {
  hasMore: NEWS_ANSWERS,
  nextCursor: NEWS_ANSWERS,
  ogImage: ['news-articles.ts:newsArticleSchema', ...NEWS_ANSWERS.map((route) => `${route}.articles[]`)],
  ogDescription: ['news-articles.ts:newsArticleSchema', ...NEWS_ANSWERS.map((route) => `${route}.articles[]`)],
  searchQuery: ['news.ts:newsProxyRequest', 'news.ts:inoreaderNewsRequest'],
  maxScrapeCount: ['news.ts:newsProxyRequest'],
  useSearch: ['news.ts:inoreaderNewsRequest'],
  feedIds: ['news.ts:inoreaderNewsRequest'],
  firstName: ['leads.ts:contactSchema'],
  lastName: ['leads.ts:contactSchema'],
  phoneType: ['leads.ts:contactSchema', ...LEAD_METADATA],
  postalCode: ['leads.ts:contactSchema', ...LEAD_METADATA],
  fullName: ['agents.ts:createAgentSchema'],
};

/** A key the specification writes in camelCase is allowed only directly under one of its own scopes. */
const allowed = (key: string, parent: string) => SPEC_SHAPES[key]?.includes(parent) ?? false;

/** Every camelCase key in a JSON value, with where it was found. */
function camelKeys(value: unknown, path: string, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) camelKeys(item, `${path}[]`, found);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value)) {
    if (CAMEL.test(key) && !allowed(key, path)) found.add(`${path}.${key}`);
    camelKeys(inner, `${path}.${key}`, found);
  }
}

/** Every camelCase key a zod object schema accepts, through nested objects, arrays, pipes and optionals. */
function schemaKeys(schema: unknown, path: string, found: Set<string>, depth = 0): void {
  if (depth > 8 || schema === null || typeof schema !== 'object') return;
  const shape = (schema as { shape?: unknown }).shape;
  if (shape && typeof shape === 'object') {
    for (const [key, inner] of Object.entries(shape)) {
      if (CAMEL.test(key) && !allowed(key, path)) found.add(`${path}.${key}`);
      schemaKeys(inner, `${path}.${key}`, found, depth + 1);
    }
  }
  const element = (schema as { element?: unknown }).element;
  if (element) schemaKeys(element, `${path}[]`, found, depth + 1);
  const def = (schema as { _zod?: { def?: { in?: unknown; innerType?: unknown } } })._zod?.def;
  if (def?.in) schemaKeys(def.in, path, found, depth + 1);
  if (def?.innerType) schemaKeys(def.innerType, path, found, depth + 1);
}

/** The request schemas: every zod schema in src/lib/schemas (the one place bodies are described, ADR 8). */
const schemaModules = import.meta.glob<Record<string, unknown>>('../../src/lib/schemas/*.ts', { eager: true });
/** Browser-only calculator inputs: never sent as they are (the copy request carries its own schema). */
const BROWSER_ONLY = new Set(['calculators.ts']);

describe('API casing', () => {
  let api: TestApi;
  let users: Awaited<ReturnType<typeof createRoleUsers>>;
  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    users = await createRoleUsers(api);
    // What the seed lacks, so the answers carry their nested shapes: a stored article and a contact lead's metadata.
    const published = new Date().toISOString();
    await storeArticle(api.db, 'feed', { origin: 'https://feed.example/rss.xml', title: 'Casing probe', link: 'https://feed.example/1', published }, published);
    await insertLead(api.db, {
      id: 'casing-probe',
      client_name: 'Casing Probe',
      client_email: 'casing@example.test',
      client_phone: null,
      message: null,
      type: 'contact',
      source: 'contact_form',
      agent_id: null,
      metadata: { phoneType: 'mobile', postalCode: 'M4C 1B5' },
      idempotency_key: 'contact:casing-probe',
    });
  });
  afterAll(() => api.close());

  it('every JSON answer of the route table is snake_case (GET routes, as a role they allow, on the demo content)', async () => {
    const found = new Set<string>();
    let read = 0;
    for (const route of listApiRoutes(api)) {
      if (route.method !== 'GET' || route.path.includes(':')) continue;
      const roles = ROUTE_EXPECTATIONS[route.key] ?? [];
      const role: Role = (['super_admin', 'agent', 'anonymous'] as const).find((r) => roles.includes(r)) ?? 'admin';
      const response = await api.request(route.path, { headers: await users.cookieFor(role) });
      if (!(response.headers.get('content-type') ?? '').includes('json')) continue;
      camelKeys(await response.json(), route.key, found);
      read++;
    }
    expect(read).toBeGreaterThan(20);
    expect([...found]).toEqual([]);
  });

  it('every request schema is snake_case', () => {
    const found = new Set<string>();
    for (const [file, exports] of Object.entries(schemaModules)) {
      const name = file.split('/').pop() ?? file;
      if (BROWSER_ONLY.has(name)) continue;
      for (const [exported, value] of Object.entries(exports)) schemaKeys(value, `${name}:${exported}`, found);
    }
    expect([...found]).toEqual([]);
  });

  it("allows create-agent's spec-written fullName in its own schema only", () => {
    const found = new Set<string>();
    const body = z.object({ fullName: z.string(), nested: z.object({ fullName: z.string() }) });
    schemaKeys(body, 'agents.ts:createAgentSchema', found);
    schemaKeys(body, 'leads.ts:applicationSchema', found);
    camelKeys({ fullName: 'x' }, 'GET /api/agents', found);
    expect([...found].sort()).toEqual([
      'GET /api/agents.fullName',
      'agents.ts:createAgentSchema.nested.fullName',
      'leads.ts:applicationSchema.fullName',
      'leads.ts:applicationSchema.nested.fullName',
    ]);
  });

  it("allows the news and contact form's spec-written keys in their own bodies and answers only", () => {
    const found = new Set<string>();
    schemaKeys(z.object({ firstName: z.string(), searchQuery: z.string() }), 'leads.ts:contactSchema', found);
    schemaKeys(z.object({ firstName: z.string() }), 'leads.ts:applicationSchema', found);
    camelKeys({ articles: [{ ogImage: 'x' }], hasMore: false }, 'GET /api/news', found);
    camelKeys({ hasMore: false, items: [{ metadata: { postalCode: 'x' } }] }, 'GET /api/admin/leads', found);
    expect([...found].sort()).toEqual(['GET /api/admin/leads.hasMore', 'leads.ts:applicationSchema.firstName', 'leads.ts:contactSchema.searchQuery']);
  });

  it('finds a camelCase key where there is one (the check is not blind)', () => {
    const found = new Set<string>();
    camelKeys({ items: [{ client_name: 'x', clientName: 'y' }] }, 'probe', found);
    expect([...found]).toEqual(['probe.items[].clientName']);
  });
});
