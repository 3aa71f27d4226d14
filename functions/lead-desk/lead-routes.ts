import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { listConsentsForLead } from '../../db/queries/lead-consents';
import {
  agentExists,
  deleteDeskLead,
  exportDeskLeads,
  findDeskLead,
  insertManualLead,
  listAssignableAgents,
  listDeskLeads,
  type LeadScope,
  updateDeskLead,
} from '../../db/queries/lead-desk';
import { messages } from '../../src/lib/messages-staff';
import { LEAD_PAGE_SIZE, leadListQuerySchema, leadUpdateSchema, manualLeadSchema } from '../../src/lib/schemas/lead-desk';
import { specFailure } from '../http/spec-failure';
import type { StaffRole } from '../auth/guard';
import type { AppDeps, AppEnv } from '../deps';
import { badRequest, notFound } from '../http/errors';
import { staffOnly } from '../auth/staff';
import { jsonInput, queryInput } from '../http/typed-input';
import { readJson, readQuery } from '../http/validate';
import { csvStream } from './csv';
import { notifyAssignment } from './notify-assignment';
import { borrowerDeskRoutes } from '../borrower/desk-routes';
import { recordFileStage, stageOfLeadStatus } from '../../db/queries/borrower-files';

const text = messages.backOffice.leads;
/** The desk's list and export filters (leadListQuerySchema), as the typed client sends them. */
type LeadListQuery = { [K in keyof z.input<typeof leadListQuerySchema>]?: string };

export interface LeadDeskOptions {
  roles: StaffRole[];
  /** Whose leads this mount serves; null = none (an account without an agents row). */
  scope: (c: Context<AppEnv>) => Promise<LeadScope | null>;
  /** The super admin's desk: it assigns (and, with leadManageRoutes, adds and deletes). An agent only reads its own and sets their status. */
  manage: boolean;
}

/**
 * The lead desk, mounted twice: /api/admin/leads (every lead) and /api/agent/leads (the agent's own).
 * Every query takes the scope, so an id from another agent's lead answers 404 exactly like an unknown id.
 */
export function leadDeskRoutes(deps: AppDeps, options: LeadDeskOptions) {
  const missing = () => notFound('Lead not found.');
  const scopeOf = async (c: Context<AppEnv>) => {
    const scope = await options.scope(c);
    if (!scope) throw missing();
    return scope;
  };

  return (
    new Hono<AppEnv>()
      .use('*', staffOnly(...options.roles))
      .get('/', specFailure(text.fetchFailed), queryInput<LeadListQuery>(), async (c) => {
        const { page, ...filters } = readQuery(c, leadListQuerySchema);
        const scope = await options.scope(c);
        if (!scope) return c.json({ items: [], total: 0, page, page_size: LEAD_PAGE_SIZE });
        const result = await listDeskLeads(deps.db, scope, filters, { limit: LEAD_PAGE_SIZE, offset: (page - 1) * LEAD_PAGE_SIZE });
        return c.json({ ...result, page, page_size: LEAD_PAGE_SIZE });
      })
      .get('/export.csv', specFailure(text.fetchFailed), queryInput<LeadListQuery>(), async (c) => {
        const { page: _page, ...filters } = readQuery(c, leadListQuerySchema);
        const scope = await scopeOf(c);
        const day = deps.now().toISOString().slice(0, 10);
        return new Response(csvStream(exportDeskLeads(deps.db, scope, filters)), {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
            'Cache-Control': 'no-store',
          },
        });
      })
      // The lead's borrower file: needs, uploads, decisions, messages (ADR 52), in the same scope as the lead.
      .route('/:id/borrower-file', borrowerDeskRoutes(deps, scopeOf))
      .get('/:id', specFailure(text.fetchFailed), async (c) => {
        const item = await findDeskLead(deps.db, await scopeOf(c), c.req.param('id'));
        if (!item) throw missing();
        return c.json({ item, consents: await listConsentsForLead(deps.db, item) });
      })
      .patch('/:id', specFailure(text.statusFailed), jsonInput(leadUpdateSchema), async (c) => {
        const change = await readJson(c, leadUpdateSchema);
        if (change.agent_id !== undefined) {
          // Assignment is the super admin's; an agent sending agent_id is refused rather than silently ignored.
          if (!options.manage) throw badRequest(messages.generic.invalidInput, { agent_id: 'Only the super admin assigns leads.' });
          if (change.agent_id !== null && !(await agentExists(deps.db, change.agent_id))) {
            throw badRequest(messages.generic.invalidInput, { agent_id: messages.backOffice.agents.notFound });
          }
        }
        const scope = await scopeOf(c);
        const before = change.agent_id !== undefined ? await findDeskLead(deps.db, scope, c.req.param('id')) : null;
        const item = await updateDeskLead(deps.db, scope, c.req.param('id'), change, deps.now().toISOString());
        if (!item) throw missing();
        // The borrower's page shows each change of status with its date (ADR 52).
        if (change.status) await recordFileStage(deps.db, item.id, await stageOfLeadStatus(deps.db, item.id, change.status), deps.now().toISOString());
        // A new assignee hears of it by email (ADR 44).
        if (before) await notifyAssignment(deps, item, before.agent_id, c.get('user')!.id);
        return c.json({ item });
      })
  );
}

/**
 * What only the super admin's desk does (`manage`): the agents a lead can be assigned to, a lead added by hand, a
 * lead deleted. Mounted in the admin area before the desk itself, so '/agents' is never read as a lead's id; the
 * agent area has none of these routes.
 */
export function leadManageRoutes(deps: AppDeps) {
  const superAdmin = staffOnly('super_admin');
  return new Hono<AppEnv>()
    .get('/agents', superAdmin, async (c) => c.json({ items: await listAssignableAgents(deps.db) }))
    .post('/', superAdmin, jsonInput(manualLeadSchema), async (c) => {
      const values = await readJson(c, manualLeadSchema);
      if (values.agent_id && !(await agentExists(deps.db, values.agent_id)))
        throw badRequest(messages.generic.invalidInput, { agent_id: messages.backOffice.agents.notFound });
      const item = await insertManualLead(deps.db, values, deps.now().toISOString());
      await notifyAssignment(deps, item, null, c.get('user')!.id);
      return c.json({ item }, 201);
    })
    .delete('/:id', superAdmin, specFailure(text.deleteFailed), async (c) => {
      if (!(await deleteDeskLead(deps.db, c.req.param('id')))) throw notFound('Lead not found.');
      return c.json({ ok: true });
    });
}
