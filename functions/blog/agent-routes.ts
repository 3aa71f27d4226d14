import { Hono, type Context } from 'hono';
import { findPost, listPostsOfAgent, type PostRow } from '../../db/queries/blog-posts-admin';
import { messages } from '../../src/lib/messages-staff';
import { agentPostSchema, agentPostUpdateSchema } from '../../src/lib/schemas/blog-posts';
import { createPost, editPost, removePost } from './post-writes';
import type { AppDeps, AppEnv } from '../deps';
import { notFound } from '../http/errors';
import { assertCurrentVersion, editedVersion, stampEditor } from '../http/record-version';
import { staffOnly } from '../http/staff';
import { specFailure } from '../http/spec-failure';
import { readJson } from '../http/validate';
import { ownAgentId } from '../agents/own-agent';

const m = messages.backOffice.blog;

/**
 * The agent dashboard's Blog Posts tab: own posts newest first, create/edit/delete of own posts only. Another
 * agent's post answers 404, exactly like a missing one (nothing tells an agent which ids exist). 'Publish
 * immediately' is honoured at creation (the spec shows the author the choice); after that, publishing and
 * unpublishing belong to the super admin, and an agent's edit never changes whether a post is live.
 */
export function agentBlogRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', staffOnly('agent', 'admin'));

  const ownPost = async (c: Context<AppEnv>): Promise<PostRow> => {
    const agentId = await ownAgentId(deps, c);
    const post = await findPost(deps.db, c.req.param('id')!);
    if (!post || post.agent_id !== agentId) throw notFound(m.notFound);
    return post;
  };

  app.get('/', specFailure(m.fetchFailed), async (c) => c.json({ items: await listPostsOfAgent(deps.db, await ownAgentId(deps, c)) }));

  app.post('/', specFailure(m.createFailed), async (c) => {
    const { publish, ...values } = await readJson(c, agentPostSchema);
    const item = await createPost(deps, values, { agentId: await ownAgentId(deps, c), adminCreated: false, publish });
    return c.json({ item }, 201);
  });

  app.patch('/:id', specFailure(m.updateFailed), async (c) => {
    const values = await readJson(c, agentPostUpdateSchema);
    const post = await ownPost(c);
    // A stale editor is refused with who saved since (docs/decisions/0043-nothing-lost-in-the-back-office.md).
    await assertCurrentVersion(deps.db, 'blog_posts', post.id, await editedVersion(c), 'post');
    const item = await editPost(deps, post, values);
    return c.json({ item: { ...item, ...(await stampEditor(deps.db, 'blog_posts', item.id, c.get('user')!.id)) } });
  });

  app.delete('/:id', specFailure(m.deleteFailed), async (c) => {
    await removePost(deps, await ownPost(c));
    return c.json({ ok: true });
  });

  return app;
}
