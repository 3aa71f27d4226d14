import { Hono } from 'hono';
import {
  deleteTestimonial,
  findTestimonialById,
  insertTestimonial,
  listTestimonials,
  setTestimonialApproval,
  updateTestimonial,
  type TestimonialRow,
} from '../../db/queries/testimonials-admin';
import { messages } from '../../src/lib/messages-staff';
import { testimonialApprovalSchema, testimonialSchema, testimonialUpdateSchema } from '../../src/lib/schemas/testimonials';
import { contentChanged } from '../content/on-content-change';
import type { AppDeps, AppEnv } from '../deps';
import { forbidden, HttpError, notFound } from '../http/errors';
import { editedVersion, versionedSave } from '../http/record-version';
import { staffOnly } from '../auth/staff';
import { specFailure } from '../http/spec-failure';
import { readJson } from '../http/validate';
import { jsonInput } from '../http/typed-input';

const m = messages.backOffice.testimonials;
export const ADMIN_TESTIMONIAL_LOCKED = m.approvalLocked;

/**
 * The super admin's Testimonials tab (docs/product/back-office-editorial.md#testimonial-management: Testimonial management).
 * - Admin-written testimonials are created approved, with admin_id = the author; only the author edits them.
 * - Only testimonials without admin_id are approved or unapproved (409 otherwise); any admin may delete.
 * - Every route is super_admin only, like the rest of the super admin panel (ADR 0008): 'admin' works in the agent
 *   dashboard, which has no moderation screen.
 * An approved testimonial is on a public page (home: admin-written; agent page: the agent's), so a change to one
 * requests a rebuild; a change to an unapproved one does not.
 */
export function testimonialAdminRoutes(deps: AppDeps) {
  const load = async (id: string): Promise<TestimonialRow> => {
    const testimonial = await findTestimonialById(deps.db, id);
    if (!testimonial) throw notFound(m.notFound);
    return testimonial;
  };
  const changed = async (testimonial: TestimonialRow, verb: string) => {
    if (testimonial.is_approved) await contentChanged(deps, 'testimonials', `${verb} ${testimonial.id}`);
  };

  // can_edit tells the panel whether to offer Edit: only the author edits an admin-written testimonial.
  const withCanEdit = (item: TestimonialRow, me: string): TestimonialRow => ({ ...item, can_edit: item.admin_id === null || item.admin_id === me });

  return (
    new Hono<AppEnv>()
      .use('*', staffOnly('super_admin'))
      .get('/', specFailure(m.fetchFailed), async (c) => {
        const me = c.get('user')!.id;
        const items = await listTestimonials(deps.db);
        return c.json({ items: items.map((item) => withCanEdit(item, me)) });
      })
      // One testimonial: the panel reopens a kept draft's record with it after a new sign-in (ADR 43).
      .get('/:id', specFailure(m.fetchFailed), async (c) => c.json({ item: withCanEdit(await load(c.req.param('id')), c.get('user')!.id) }))
      .post('/', specFailure(m.saveFailed), jsonInput(testimonialSchema), async (c) => {
        const values = await readJson(c, testimonialSchema);
        const item = await insertTestimonial(deps.db, { ...values, author: { adminId: c.get('user')!.id } });
        await changed(item, 'added');
        return c.json({ item }, 201);
      })
      .patch('/:id', specFailure(m.updateFailed), jsonInput(testimonialUpdateSchema), async (c) => {
        const values = await readJson(c, testimonialUpdateSchema);
        const testimonial = await load(c.req.param('id'));
        if (testimonial.admin_id !== null && testimonial.admin_id !== c.get('user')!.id) throw forbidden(m.notYourTestimonial);
        // A stale edit dialog is refused with who saved since, checked by the save's own UPDATE
        // (docs/decisions/0043-nothing-lost-in-the-back-office.md).
        const edit = { version: await editedVersion(c), by: c.get('user')!.id };
        const item = (await versionedSave(deps.db, 'testimonials', testimonial.id, 'testimonial', () =>
          updateTestimonial(deps.db, testimonial.id, values, edit),
        ))!;
        await changed(item, 'updated');
        return c.json({ item });
      })
      .delete('/:id', specFailure(m.deleteFailed), async (c) => {
        const testimonial = await load(c.req.param('id'));
        await deleteTestimonial(deps.db, testimonial.id);
        await changed(testimonial, 'deleted');
        return c.json({ ok: true });
      })
      .post('/:id/approval', specFailure(m.updateFailed), jsonInput(testimonialApprovalSchema), async (c) => {
        const { approved } = await readJson(c, testimonialApprovalSchema);
        const testimonial = await load(c.req.param('id'));
        if (testimonial.admin_id !== null || !(await setTestimonialApproval(deps.db, testimonial.id, approved))) {
          throw new HttpError(409, 'conflict', ADMIN_TESTIMONIAL_LOCKED);
        }
        await contentChanged(deps, 'testimonials', `${approved ? 'approved' : 'unapproved'} ${testimonial.id}`);
        return c.json({ id: testimonial.id, is_approved: approved });
      })
  );
}
