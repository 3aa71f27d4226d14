import { Hono, type Context } from 'hono';
import { findPost, listPostsOfAgent, type PostRow } from '../../db/queries/blog-posts-admin';
import { messages } from '../../src/lib/messages-staff';
import { agentPostFormSchema, PUBLISH_AT_CREATION } from '../../src/lib/schemas/blog-posts';
import { deleteRevision, findPost as reloadPost } from '../../db/queries/blog-posts-admin';
import { createPost, editPost, removePost, requestRemoval, submitEdit } from './post-writes';
import type { AppDeps, AppEnv } from '../deps';
import { notFound } from '../http/errors';
import { editedVersion, versionedSave } from '../http/record-version';
import { staffOnly } from '../auth/staff';
import { specFailure } from '../http/spec-failure';
import { readJson } from '../http/validate';
import { jsonInput } from '../http/typed-input';
import { ownAgentId } from '../agents/own-agent';

const m = messages.backOffice.blog;
// The agent's form, with 'Publish immediately' at creation; a PATCH: each key optional (ADR 8).
const agentPostCreate = agentPostFormSchema.extend(PUBLISH_AT_CREATION);
const agentPostUpdate = agentPostFormSchema.partial();

const pendingValues = (post: PostRow) => {
  const { submitted_at: _at, changed: _changed, ...values } = post.pending_edit!;
  return values;
};

/**
 * The agent dashboard's Blog Posts tab: own posts newest first, create/edit/delete of own posts only. Another
 * agent's post answers 404, exactly like a missing one (nothing tells an agent which ids exist). 'Publish
 * immediately' is honoured at creation (the product description (docs/product/README.md#beyond-the-description) shows the author the choice); after that, publishing and
 * unpublishing belong to the super admin, and an agent's edit never changes whether a post is live. An agent's edit
 * of a published post waits for the super admin's approval, the live version staying public (ADR 45); an admin's
 * edit publishes directly (the product description has agents' posts approved, not the admins') (docs/product/back-office-editorial.md#agent-blog-posts).
 */
export function agentBlogRoutes(deps: AppDeps) {
  const ownPost = async (c: Context<AppEnv>): Promise<PostRow> => {
    const agentId = await ownAgentId(deps, c);
    const post = await findPost(deps.db, c.req.param('id')!);
    if (!post || post.agent_id !== agentId) throw notFound(m.notFound);
    return post;
  };

  return (
    new Hono<AppEnv>()
      .use('*', staffOnly('agent', 'admin'))
      .get('/', specFailure(m.fetchFailed), async (c) => c.json({ items: await listPostsOfAgent(deps.db, await ownAgentId(deps, c)) }))
      .post('/', specFailure(m.createFailed), jsonInput(agentPostCreate), async (c) => {
        const { publish, ...values } = await readJson(c, agentPostCreate);
        const item = await createPost(deps, values, { agentId: await ownAgentId(deps, c), adminCreated: false, publish });
        return c.json({ item }, 201);
      })
      .patch('/:id', specFailure(m.updateFailed), jsonInput(agentPostUpdate), async (c) => {
        const values = await readJson(c, agentPostUpdate);
        const post = await ownPost(c);
        // A stale editor is refused with who saved since, checked by the save's own UPDATE
        // (docs/decisions/0043-nothing-lost-in-the-back-office.md).
        const user = c.get('user')!;
        const edit = { version: await editedVersion(c), by: user.id };
        const save = <T>(work: () => Promise<T>) => versionedSave(deps.db, 'blog_posts', post.id, 'post', work);
        if (user.role === 'agent' && post.is_published)
          return c.json({ item: await save(() => submitEdit(deps, post, values, edit)), notice: m.editSubmitted });
        // A draft holds the agent's latest words itself (the editor opened on the pending revision): the revision goes.
        const edited = await save(() => editPost(deps, post, post.pending_edit ? { ...pendingValues(post), ...values } : values, edit));
        if (!post.pending_edit) return c.json({ item: edited });
        await deleteRevision(deps.db, post.id);
        // The post was read above; a delete in between answers 404 rather than `{ item: null }` (the typed client's answer type).
        const item = await reloadPost(deps.db, post.id);
        if (!item) throw notFound(m.notFound);
        return c.json({ item });
      })
      // An agent's delete of a published post waits for the super admin, as an edit does (ADR 45); an admin's is at once.
      .delete('/:id', specFailure(m.deleteFailed), async (c) => {
        const post = await ownPost(c);
        const user = c.get('user')!;
        if (user.role !== 'agent') {
          await removePost(deps, post);
          return c.json({ ok: true });
        }
        const outcome = await requestRemoval(deps, post, user.id);
        return c.json(outcome === 'requested' ? { ok: true, pending: true, notice: m.deleteSubmitted } : { ok: true });
      })
  );
}
