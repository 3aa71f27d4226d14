import { Hono } from 'hono';
import { clientMortgagesStore } from '../../db/queries/client-mortgages';
import { withdrawEverywhere } from '../../db/queries/email-suppressions';
import { agentExists, findDeskLead } from '../../db/queries/lead-desk';
import type { ClientMortgageRow } from '../../src/lib/schemas/client-mortgages';
import { messages } from '../../src/lib/messages-staff';
import { clientImportSchema, clientListQuerySchema, clientMortgageSchema, clientMortgageUpdateSchema } from '../../src/lib/schemas/client-mortgages';
import type { AppDeps, AppEnv } from '../deps';
import { crudRoutes, defineResource } from '../resources/crud-routes';
import { jsonInput } from '../http/typed-input';
import { badRequest, HttpError } from '../http/errors';
import { staffOnly } from '../auth/staff';
import { readJson } from '../http/validate';
import type { ClientArea } from './client-scope';
import { consentStatuses } from './consent-status';
import { importClients } from './import-clients';
import { torontoToday } from '../shared/toronto-time';
import { recordFileStage } from '../../db/queries/borrower-files';

const text = messages.backOffice.clients;

/**
 * The Clients tab's API (ADR 29), mounted for the super admin (every client) and on the agent dashboard (the
 * caller's own): the CRUD factory scoped to the owner, and the CSV import with its preview.
 */
export function clientRoutes(deps: AppDeps, area: ClientArea) {
  const guard = staffOnly(...area.roles);

  const resource = defineResource({
    noun: 'client',
    store: (d) => clientMortgagesStore(d.db),
    createSchema: clientMortgageSchema,
    updateSchema: clientMortgageUpdateSchema,
    listQuery: clientListQuerySchema,
    roles: { read: area.roles, write: area.roles },
    missingParentMessage: text.missingParent,
    // The same CASL status the renewal radar shows (ADR 39): the typed basis alone is not evidence.
    present: async (rows) => {
      const statuses = await consentStatuses(deps.db, rows, torontoToday(deps.now()));
      return rows.map((row, index) => ({ ...row, casl: statuses[index]! }));
    },
    // A lead marked funded (a mortgage now names it) shows its borrower "completed" (ADR 52).
    afterWrite: async (_c, item, before) => {
      if (item.lead_id && item.lead_id !== before?.lead_id) await recordFileStage(deps.db, item.lead_id, 'completed', deps.now().toISOString());
    },
    scope: async (c) => {
      const owner = await area.ownerId(deps, c);
      return owner ? { column: 'agent_id', value: owner } : null;
    },
    checkValues: async (c, values) => {
      // A recorded withdrawal is final through the API (ADR 39): no role clears or moves it.
      const before = c.get('auditBefore') as ClientMortgageRow | undefined;
      if (before?.casl_withdrawn_at && values.casl_withdrawn_at !== undefined && values.casl_withdrawn_at !== before.casl_withdrawn_at) {
        throw new HttpError(409, 'consent_withdrawn', text.withdrawalFinal);
      }
      // A mortgage may name only a lead the caller may see: an agent's own lead, any lead for the super admin.
      if (typeof values.lead_id === 'string') {
        const owner = await area.ownerId(deps, c);
        const lead = await findDeskLead(deps.db, owner ? { agentId: owner } : { all: true }, values.lead_id);
        if (!lead) throw badRequest(text.missingParent);
      }
      // Once the values are accepted, a withdrawal puts the address on the suppression list, which no route clears.
      if (typeof values.casl_withdrawn_at === 'string') {
        const email = typeof values.client_email === 'string' ? values.client_email : before?.client_email;
        if (email) await withdrawEverywhere(deps.db, email, 'client_record', deps.now().toISOString());
      }
    },
  });
  return new Hono<AppEnv>()
    .post('/import', guard, jsonInput(clientImportSchema), async (c) => {
      const input = await readJson(c, clientImportSchema);
      const owner = await area.ownerId(deps, c);
      const agentId = owner ?? input.agent_id ?? null;
      if (!owner && agentId && !(await agentExists(deps.db, agentId))) throw badRequest(text.missingParent);
      const result = await importClients(deps.db, {
        csv: input.csv,
        commit: input.commit,
        agentId,
        // Duplicates are looked for among the clients the caller may see: an agent's own, every client for the super admin.
        scopeAgentId: owner,
        duplicates: input.duplicates,
        today: torontoToday(deps.now()),
      });
      return c.json(result, result.imported > 0 ? 201 : 200);
    })
    .route('/', crudRoutes(deps, resource));
}
