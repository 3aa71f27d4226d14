import { Hono, type Context } from 'hono';
import { findPost, listPostsOfAgent, type PostRow } from '../../db/queries/blog-posts-admin';
import { messages } from '../../src/lib/messages-staff';
import { agentPostSchema, agentPostUpdateSchema } from '../../src/lib/schemas/blog-posts';
import { deleteRevision, findPost as reloadPost } from '../../db/queries/blog-posts-admin';
import { createPost, editPost, removePost, submitEdit } from './post-writes';
import type { AppDeps, AppEnv } from '../deps';
import { notFound } from '../http/errors';
import { assertCurrentVersion, editedVersion, stampEditor } from '../http/record-version';
import { staffOnly } from '../auth/staff';
import { specFailure } from '../http/spec-failure';
import { readJson } from '../http/validate';
import { jsonInput } from '../http/typed-input';
import { ownAgentId } from '../agents/own-agent';

const m = messages.backOffice.blog;

const pendingValues = (post: PostRow) => {
  const { submitted_at: _at, changed: _changed, ...values } = post.pending_edit!;
  return values;
};

/**
 * The agent dashboard's Blog Posts tab: own posts newest first, create/edit/delete of own posts only. Another
 * agent's post answers 404, exactly like a missing one (nothing tells an agent which ids exist). 'Publish
 * immediately' is honoured at creation (the spec shows the author the choice); after that, publishing and
 * unpublishing belong to the super admin, and an agent's edit never changes whether a post is live. An agent's edit
 * of a published post waits for the super admin's approval, the live version staying public (ADR 45); an admin's
 * edit publishes directly (the spec has agents' posts approved, not the admins').
 */
export function agentBlogRoutes(deps: AppDeps) {
  const ownPost = async (c: Context<AppEnv>): Promise<PostRow> => {
    const agentId = await ownAgentId(deps, c);
    const post = await findPost(deps.db, c.req.param('id')!);
    if (!post || post.agent_id !== agentId) throw notFound(m.notFound);
    return post;
  };

  return new Hono<AppEnv>()
    .use('*', staffOnly('agent', 'admin'))
    .get('/', specFailure(m.fetchFailed), async (c) => c.json({ items: await listPostsOfAgent(deps.db, await ownAgentId(deps, c)) }))
    .post('/', specFailure(m.createFailed), jsonInput(agentPostSchema), async (c) => {
      const { publish, ...values } = await readJson(c, agentPostSchema);
      const item = await createPost(deps, values, { agentId: await ownAgentId(deps, c), adminCreated: false, publish });
      return c.json({ item }, 201);
    })
    .patch('/:id', specFailure(m.updateFailed), jsonInput(agentPostUpdateSchema), async (c) => {
      const values = await readJson(c, agentPostUpdateSchema);
      const post = await ownPost(c);
      // A stale editor is refused with who saved since (docs/decisions/0043-nothing-lost-in-the-back-office.md).
      await assertCurrentVersion(deps.db, 'blog_posts', post.id, await editedVersion(c), 'post');
      const user = c.get('user')!;
      if (user.role === 'agent' && post.is_published) return c.json({ item: await submitEdit(deps, post, values, user.id), notice: m.editSubmitted });
      // A draft holds the agent's latest words itself (the editor opened on the pending revision): the revision goes.
      const edited = await editPost(deps, post, post.pending_edit ? { ...pendingValues(post), ...values } : values);
      const stamp = await stampEditor(deps.db, 'blog_posts', edited.id, user.id);
      if (!post.pending_edit) return c.json({ item: { ...edited, ...stamp } });
      await deleteRevision(deps.db, post.id);
      // The post was read above; a delete in between answers 404 rather than `{ item: null }` (the typed client's answer type).
      const item = await reloadPost(deps.db, post.id);
      if (!item) throw notFound(m.notFound);
      return c.json({ item });
    })
    .delete('/:id', specFailure(m.deleteFailed), async (c) => {
      await removePost(deps, await ownPost(c));
      return c.json({ ok: true });
    });
}
