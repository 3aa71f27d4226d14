import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listActiveAgents } from '../../../db/queries/public-agents';
import { listAgentPublishedPosts } from '../../../db/queries/public-posts';
import { postAuthor } from '../../../src/lib/content/post-author';
import { startTestApi, type TestApi } from '../../helpers/test-api';

// the product description says the agent page also loads the agent's posts; none were shown (docs/product/agents-directory.md#agent-posts).
describe("an agent's latest published posts", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seed: true });
  });
  afterAll(() => api.close());

  const agentBySlug = async (slug: string) => (await listActiveAgents(api.db)).find((a) => a.profile_slug === slug)!;

  it('lists only published posts of that agent, newest first, each authored by the agent', async () => {
    const sarah = await agentBySlug('sarahmitchell');
    const posts = await listAgentPublishedPosts(api.db, sarah.id);
    expect(posts.map((p) => p.title)).toEqual(['Understanding the New Down Payment Rules for 2026']);
    expect(postAuthor(posts[0]!)).toEqual({ label: 'Sarah Mitchell', href: '/agents/sarahmitchell', isAdmin: false });
  });

  it('keeps the newest few and leaves out posts that read as Admin', async () => {
    const david = await agentBySlug('davidchen');
    for (let i = 1; i <= 4; i++) {
      await api.db.execute({
        sql: `INSERT INTO blog_posts (id, title, slug, content, is_published, published_at, agent_id, seo_settings)
              VALUES (?, ?, ?, 'Body', 1, ?, ?, ?)`,
        args: [`extra-${i}`, `Extra ${i}`, `extra-${i}`, `2030-01-0${i}T12:00:00Z`, david.id, i === 4 ? '{"admin_created":true}' : '{}'],
      });
    }
    const posts = await listAgentPublishedPosts(api.db, david.id);
    expect(posts.map((p) => p.title)).toEqual(['Extra 3', 'Extra 2', 'Extra 1']);
  });
});
