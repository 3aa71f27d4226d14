import { Hono } from 'hono';
import { messages } from '../../src/lib/messages-staff';
import { ownAgent } from '../agents/own-agent';
import type { AppDeps, AppEnv } from '../deps';
import { badRequest } from '../http/errors';
import { specFailure } from '../http/spec-failure';
import { formInput } from '../http/typed-input';
import { staffOnly } from '../auth/staff';
import { downloadDocument, listDocuments, removeDocument, uploadDocument } from './document-files';
import { agentPartedDocumentRoutes } from './parted-routes';

const text = messages.backOffice;
const downloadUrl = (documentId: string) => `/api/agent/documents/${encodeURIComponent(documentId)}/download`;

/**
 * The agent dashboard's documents: list, upload, delete and download the signed-in account's own files only. The
 * agent is found by user_id, never named by the request, so another agent's document is simply not found.
 */
export function agentDocumentRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use('*', staffOnly('agent', 'admin'))
      // A document over 4 MB, sent in parts (ADR 60).
      .route('/parted-uploads', agentPartedDocumentRoutes(deps, downloadUrl))
      .get('/', async (c) => {
        const agent = await ownAgent(deps, c);
        return c.json({ items: await listDocuments(deps, agent.id, downloadUrl) });
      })
      .post('/', specFailure(text.uploads.documentSaveFailed), formInput<{ file: Blob; type: string }>(), async (c) => {
        const agent = await ownAgent(deps, c);
        const form = await c.req.formData().catch(() => {
          throw badRequest(text.uploads.documentFailed(text.uploads.missing), { file: text.uploads.missing });
        });
        return c.json({ item: await uploadDocument(deps, agent.id, c.get('user')!.id, form, downloadUrl) }, 201);
      })
      .delete('/:id', async (c) => {
        const agent = await ownAgent(deps, c);
        await removeDocument(deps, agent.id, c.req.param('id'));
        return c.json({ ok: true });
      })
      .get('/:id/download', async (c) => {
        const agent = await ownAgent(deps, c);
        return downloadDocument(deps, agent.id, c.req.param('id'));
      })
  );
}
