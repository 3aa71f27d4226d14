import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, type Db } from '../../../db/client';
import { listAgentTestimonials } from '../../../db/queries/agent-testimonials';
import { findActiveAgent, isActiveAgentId, listActiveAgents } from '../../../db/queries/public-agents';
import { findPublishedPostBySlug, listPublishedPosts } from '../../../db/queries/public-posts';
import { findProductById, listProducts } from '../../../db/queries/public-products';
import { findServiceById, listServices } from '../../../db/queries/public-services';
import { startTestApi, type TestApi } from '../../helpers/test-api';

describe('public content queries on an empty database', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startTestApi()));
  afterAll(() => api.close());

  it('every list is empty and every lookup misses', async () => {
    expect(await listServices(api.db)).toEqual([]);
    expect(await listProducts(api.db)).toEqual([]);
    expect(await listPublishedPosts(api.db)).toEqual([]);
    expect(await listActiveAgents(api.db)).toEqual([]);
    expect(await findServiceById(api.db, 'x')).toBeNull();
    expect(await findProductById(api.db, 'x')).toBeNull();
    expect(await findPublishedPostBySlug(api.db, 'x')).toBeNull();
    expect(await findActiveAgent(api.db, 'x')).toBeNull();
    expect(await listAgentTestimonials(api.db, 'x')).toEqual([]);
  });
});

describe('public content queries on the demo content', () => {
  let api: TestApi;
  let db: Db;
  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    db = api.db;
  });
  afterAll(() => api.close());

  const agentId = async (slug: string) => (await findActiveAgent(db, slug))!.id;

  it('services come oldest first with their features parsed', async () => {
    const services = await listServices(db);
    expect(services).toHaveLength(6);
    expect(services[0]!.name).toBe('Home Purchase Mortgages');
    expect(services.map((s) => s.created_at)).toEqual([...services.map((s) => s.created_at)].sort());
    expect(services[0]!.features.length).toBeGreaterThan(0);
    expect(await findServiceById(db, services[0]!.id)).toEqual(services[0]);
  });

  it('products keep a null price apart from a zero price', async () => {
    const products = await listProducts(db);
    expect(products).toHaveLength(4);
    expect(products.find((p) => p.name.startsWith('Home Equity'))!.price).toBeNull();
    expect(products.find((p) => p.name === 'Mortgage Strategy Session')!.price).toBe(149.99);
    expect(products.find((p) => p.name === 'Mortgage Pre-Approval Package')!.price).toBe(0);
  });

  it('only published posts exist publicly, newest first, with their author', async () => {
    const posts = await listPublishedPosts(db);
    expect(posts).toHaveLength(4);
    expect(posts.some((p) => p.title.startsWith('Draft'))).toBe(false);
    expect(posts.map((p) => p.published_at)).toEqual([...posts.map((p) => p.published_at)].sort().reverse());
    expect(posts[0]!.agent).toMatchObject({ name: 'Sarah Mitchell', profile_slug: 'sarahmitchell', is_active: true });
    const renewal = posts.find((p) => p.title === 'Your Mortgage Renewal Checklist')!;
    expect(renewal.agent).toBeNull();
    expect(renewal.seo_settings.admin_created).toBe(true);
    expect(await findPublishedPostBySlug(db, 'draft-spring-market-outlook')).toBeNull();
    expect((await findPublishedPostBySlug(db, renewal.slug))!.id).toBe(renewal.id);
  });

  it('only active agents are listed, by name; a slug or an id finds the same agent', async () => {
    const names = (await listActiveAgents(db)).map((a) => a.name);
    expect(names).toEqual(['David Chen', 'Priya Sharma', 'Sarah Mitchell']);
    const bySlug = await findActiveAgent(db, 'priyasharma');
    expect(bySlug).toMatchObject({
      name: 'Priya Sharma',
      license_number: 'M19007890',
      contact_details: { title: 'Mortgage Agent Level 2', location: 'Ottawa, ON' },
    });
    expect(bySlug!.seo_settings.meta_keywords).toContain('Ottawa');
    expect(await findActiveAgent(db, bySlug!.id)).toEqual(bySlug);

    await db.execute({ sql: 'UPDATE agents SET is_active = 0 WHERE id = ?', args: [bySlug!.id] });
    expect((await listActiveAgents(db)).map((a) => a.name)).toEqual(['David Chen', 'Sarah Mitchell']);
    expect(await findActiveAgent(db, 'priyasharma')).toBeNull();
    expect(await isActiveAgentId(db, bySlug!.id)).toBe(false);
    await db.execute({ sql: 'UPDATE agents SET is_active = 1 WHERE id = ?', args: [bySlug!.id] });
  });

  it('bad JSON shapes read as empty instead of breaking the build', async () => {
    const id = await agentId('davidchen');
    await db.execute({ sql: `UPDATE agents SET social_links = '[1,2]', contact_details = '{"title": 5}' WHERE id = ?`, args: [id] });
    const agent = (await findActiveAgent(db, id))!;
    expect(agent.social_links).toEqual({});
    expect(agent.contact_details.title).toBeUndefined();
  });

  it("an agent's testimonials: approved only, newest first, at most 6", async () => {
    const david = await agentId('davidchen');
    expect((await listAgentTestimonials(db, david)).map((t) => t.client_name)).toEqual(['Raj P.']);
    for (let i = 0; i < 8; i++) {
      await db.execute({
        sql: 'INSERT INTO testimonials (id, client_name, content, rating, is_approved, agent_id, created_at) VALUES (?, ?, ?, 5, 1, ?, ?)',
        args: [newId(), `Client ${i}`, 'Great', david, new Date(Date.UTC(2030, 0, 1 + i)).toISOString()],
      });
    }
    const list = await listAgentTestimonials(db, david);
    expect(list).toHaveLength(6);
    expect(list[0]!.client_name).toBe('Client 7');
    expect(list.some((t) => t.client_name === 'Pending Review')).toBe(false);
  });
});
