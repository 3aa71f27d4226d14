import { Hono } from 'hono';
import { findAgentById } from '../../db/queries/agents-admin';
import { messages } from '../../src/lib/messages-staff';
import type { AppDeps, AppEnv } from '../deps';
import { notFound } from '../http/errors';
import { staffOnly } from '../auth/staff';
import { downloadDocument, listDocuments } from './document-files';

const downloadUrl = (agentId: string) => (documentId: string) =>
  `/api/admin/agents/${encodeURIComponent(agentId)}/documents/${encodeURIComponent(documentId)}/download`;

/**
 * Any agent's documents for the super admin (who manages agents), mounted under /agents/:id/documents: list and
 * download, nothing more. An admin, like an agent, sees only their own, on the dashboard (./agent-routes.ts).
 * Uploading and deleting stay with the agent who owns them (./agent-routes.ts). An unknown agent is a
 * 404, and a document of another agent is not found either.
 */
export function adminAgentDocumentRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', staffOnly('super_admin'))
    .get('/', async (c) => {
      const agent = await findAgentById(deps.db, c.req.param('id')!);
      if (!agent) throw notFound(messages.backOffice.agents.notFound);
      return c.json({ items: await listDocuments(deps, agent.id, downloadUrl(agent.id)) });
    })
    .get('/:documentId/download', async (c) => downloadDocument(deps, c.req.param('id')!, c.req.param('documentId')));
}
