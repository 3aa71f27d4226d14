import { Hono } from 'hono';
import { findFirstAgentId, findPost, listPosts, type PostRow } from '../../db/queries/blog-posts-admin';
import { messages } from '../../src/lib/messages-staff';
import { postFormSchema, publishSchema } from '../../src/lib/schemas/blog-posts';
import { approveEdit, createPost, editPost, publishPost, rejectDeletion, rejectEdit, removePost } from './post-writes';
import type { AppDeps, AppEnv } from '../deps';
import { HttpError, notFound } from '../http/errors';
import { editedVersion, versionedSave } from '../http/record-version';
import { staffOnly } from '../auth/staff';
import { specFailure } from '../http/spec-failure';
import { readJson } from '../http/validate';
import { jsonInput } from '../http/typed-input';

const m = messages.backOffice.blog;
// A PATCH: the form's keys, each optional (ADR 8: a key left out keeps the stored value).
const postUpdate = postFormSchema.partial();

/**
 * The super admin's Blog tab (docs/product/back-office-editorial.md#blog-management: Blog management): every post with its agent's
 * name, create/edit, the publish toggle and delete. An admin's post is filed under the first agent and flagged
 * admin_created, so the public site names its author 'Admin'; with no agent at all it cannot be saved.
 */
export function blogAdminRoutes(deps: AppDeps) {
  const load = async (id: string): Promise<PostRow> => {
    const post = await findPost(deps.db, id);
    if (!post) throw notFound(m.notFound);
    return post;
  };

  return (
    new Hono<AppEnv>()
      .use('*', staffOnly('super_admin'))
      .get('/', specFailure(m.fetchFailed), async (c) => c.json({ items: await listPosts(deps.db) }))
      .post('/', specFailure(m.createFailed), jsonInput(postFormSchema), async (c) => {
        const values = await readJson(c, postFormSchema);
        const agentId = await findFirstAgentId(deps.db);
        if (!agentId) throw new HttpError(409, 'no_agent', m.noAgent);
        const item = await createPost(deps, values, { agentId, adminCreated: true, publish: false });
        return c.json({ item }, 201);
      })
      .patch('/:id', specFailure(m.updateFailed), jsonInput(postUpdate), async (c) => {
        const values = await readJson(c, postUpdate);
        const post = await load(c.req.param('id'));
        // A stale editor is refused with who saved since, checked by the save's own UPDATE
        // (docs/decisions/0043-nothing-lost-in-the-back-office.md).
        const edit = { version: await editedVersion(c), by: c.get('user')!.id };
        const item = await versionedSave(deps.db, 'blog_posts', post.id, 'post', () => editPost(deps, post, values, edit));
        return c.json({ item });
      })
      .post('/:id/publish', specFailure(m.updateFailed), jsonInput(publishSchema), async (c) => {
        const { published } = await readJson(c, publishSchema);
        const item = await publishPost(deps, await load(c.req.param('id')), published);
        return c.json({ item });
      })
      // An agent's edit of a live post (ADR 45): approval publishes it, rejection keeps the live version.
      .post('/:id/approve-edit', specFailure(m.updateFailed), async (c) => c.json({ item: await approveEdit(deps, await load(c.req.param('id'))) }))
      .post('/:id/reject-edit', specFailure(m.updateFailed), async (c) => c.json({ item: await rejectEdit(deps, await load(c.req.param('id'))) }))
      // An agent's delete of a live post (ADR 45): the super admin approves it with the usual DELETE, or keeps the post.
      .post('/:id/reject-deletion', specFailure(m.updateFailed), async (c) => c.json({ item: await rejectDeletion(deps, await load(c.req.param('id'))) }))
      .delete('/:id', specFailure(m.deleteFailed), async (c) => {
        await removePost(deps, await load(c.req.param('id')));
        return c.json({ ok: true });
      })
  );
}
