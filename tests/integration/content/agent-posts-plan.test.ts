import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_POSTS_SQL, listAgentPublishedPosts } from '../../../db/queries/public-posts';
import { startTestApi, type TestApi } from '../../helpers/test-api';

/**
 * Each agent page reads that agent's posts (ADR 31, the build's cost by stage): through the agent's own index, not by
 * reading and sorting every published post, which made a build grow with posts × agents.
 */
describe("an agent page's posts query", () => {
  let api: TestApi;
  beforeAll(async () => (api = await startTestApi({ seed: true })));
  afterAll(() => api.close());

  it("finds the agent's posts through the agent index", async () => {
    const plan = await api.db.execute({ sql: `EXPLAIN QUERY PLAN ${AGENT_POSTS_SQL}`, args: ['a1'] });
    const details = plan.rows.map((row) => String(row.detail));
    expect(details.some((detail) => detail.includes('USING INDEX blog_posts_agent'))).toBe(true);
    expect(details.some((detail) => detail.includes('blog_posts_published'))).toBe(false);
  });

  it('still gives only published posts, newest first', async () => {
    const author = String((await api.db.execute('SELECT agent_id FROM blog_posts WHERE is_published = 1 AND agent_id IS NOT NULL LIMIT 1')).rows[0]!.agent_id);
    await api.db.execute({
      sql: `INSERT INTO blog_posts (id, title, slug, content, content_format, is_published, agent_id) VALUES ('draft-x', 'Draft', 'draft-x', 'x', 'plain', 0, ?)`,
      args: [author],
    });
    const posts = await listAgentPublishedPosts(api.db, author, 10);
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.map((post) => post.slug)).not.toContain('draft-x');
    const dates = posts.map((post) => post.published_at ?? post.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
