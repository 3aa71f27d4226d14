import { Hono } from 'hono';
import { findTestimonialById, setTestimonialApproval } from '../../db/queries/testimonials-admin';
import { testimonialApprovalSchema } from '../../src/lib/schemas/testimonial-approval';
import { requireRole } from '../auth/guard';
import { contentChanged } from '../content/on-content-change';
import type { AppDeps, AppEnv } from '../deps';
import { HttpError, notFound } from '../http/errors';
import { readJson } from '../http/validate';

export const ADMIN_TESTIMONIAL_LOCKED = 'Testimonials written by an admin cannot be approved or unapproved; only agent testimonials can.';

/**
 * Back-office moderation (back-office spec: only testimonials without admin_id can be approved or unapproved).
 * An approved testimonial shows on its agent's public page, so the change requests a rebuild.
 */
export function testimonialAdminRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post('/:id/approval', requireRole('super_admin', 'admin'), async (c) => {
    const { approved } = await readJson(c, testimonialApprovalSchema);
    const id = c.req.param('id');
    const testimonial = await findTestimonialById(deps.db, id);
    if (!testimonial) throw notFound('Testimonial not found.');
    if (testimonial.admin_id !== null || !(await setTestimonialApproval(deps.db, id, approved))) {
      throw new HttpError(409, 'conflict', ADMIN_TESTIMONIAL_LOCKED);
    }
    await contentChanged(deps, 'testimonials', `${approved ? 'approved' : 'unapproved'} ${id}`);
    return c.json({ id, is_approved: approved });
  });

  return app;
}
