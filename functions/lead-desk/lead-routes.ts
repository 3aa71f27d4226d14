import { Hono, type Context } from 'hono';
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
import { readJson, readQuery } from '../http/validate';
import { csvStream } from './csv';
import { notifyAssignment } from './notify-assignment';
import { borrowerDeskRoutes } from '../borrower/desk-routes';
import { recordFileStage, stageOfLeadStatus } from '../../db/queries/borrower-files';

const text = messages.backOffice.leads;

export interface LeadDeskOptions {
  roles: StaffRole[];
  /** Whose leads this mount serves; null = none (an account without an agents row). */
  scope: (c: Context<AppEnv>) => Promise<LeadScope | null>;
  /** The super admin's desk: assign, add manual leads, delete. An agent only reads its own and sets their status. */
  manage: boolean;
}

/**
 * The lead desk, mounted twice: /api/admin/leads (every lead) and /api/agent/leads (the agent's own).
 * Every query takes the scope, so an id from another agent's lead answers 404 exactly like an unknown id.
 */
export function leadDeskRoutes(deps: AppDeps, options: LeadDeskOptions) {
  const app = new Hono<AppEnv>();
  app.use('*', staffOnly(...options.roles));
  const missing = () => notFound('Lead not found.');
  const scopeOf = async (c: Context<AppEnv>) => {
    const scope = await options.scope(c);
    if (!scope) throw missing();
    return scope;
  };

  app.get('/', specFailure(text.fetchFailed), async (c) => {
    const { page, ...filters } = readQuery(c, leadListQuerySchema);
    const scope = await options.scope(c);
    if (!scope) return c.json({ items: [], total: 0, page, page_size: LEAD_PAGE_SIZE });
    const result = await listDeskLeads(deps.db, scope, filters, { limit: LEAD_PAGE_SIZE, offset: (page - 1) * LEAD_PAGE_SIZE });
    return c.json({ ...result, page, page_size: LEAD_PAGE_SIZE });
  });

  app.get('/export.csv', specFailure(text.fetchFailed), async (c) => {
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
  });

  if (options.manage) {
    app.get('/agents', async (c) => c.json({ items: await listAssignableAgents(deps.db) }));

    app.post('/', async (c) => {
      const values = await readJson(c, manualLeadSchema);
      if (values.agent_id && !(await agentExists(deps.db, values.agent_id)))
        throw badRequest(messages.generic.invalidInput, { agent_id: messages.backOffice.agents.notFound });
      const item = await insertManualLead(deps.db, values, deps.now().toISOString());
      await notifyAssignment(deps, item, null, c.get('user')!.id);
      return c.json({ item }, 201);
    });
  }

  // The lead's borrower file: needs, uploads, decisions, messages (ADR 52), in the same scope as the lead.
  app.route('/:id/borrower-file', borrowerDeskRoutes(deps, scopeOf));

  app.get('/:id', specFailure(text.fetchFailed), async (c) => {
    const item = await findDeskLead(deps.db, await scopeOf(c), c.req.param('id'));
    if (!item) throw missing();
    return c.json({ item, consents: await listConsentsForLead(deps.db, item) });
  });

  app.patch('/:id', specFailure(text.statusFailed), async (c) => {
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
  });

  if (options.manage) {
    app.delete('/:id', specFailure(text.deleteFailed), async (c) => {
      if (!(await deleteDeskLead(deps.db, c.req.param('id')))) throw missing();
      return c.json({ ok: true });
    });
  }

  return app;
}
