import { Hono } from 'hono';
import { messages } from '../../src/lib/messages-staff';
import { z } from '../../src/lib/schemas/zod';
import { MAX_PARTED_UPLOAD_BYTES, PART_BYTES } from '../../src/lib/upload-limits';
import { ownAgent } from '../agents/own-agent';
import type { AppDeps, AppEnv } from '../deps';
import { HttpError, notFound } from '../http/errors';
import { beginPartedUpload, finishPartedUpload, storePart } from '../storage/parted-uploads';
import { type DownloadUrl, documentTypeOf, refused, storeDocument } from './document-files';

/**
 * An agent's document larger than one request, sent in parts by the Documents tab (ADR 60), under
 * /api/agent/documents/parted-uploads: the same protocol as the borrower's, owned by `agent:{agent id}`, so another
 * account's upload is simply not found. The joined file is stored exactly as a one-request upload (quota, sniffing).
 */
const upload = messages.backOffice.uploads;
const beginSchema = z.object({ name: z.string().max(255), size: z.number().int(), type: z.unknown().optional() });
const uploadNotFound = () => notFound(upload.documentFailed(upload.partedNotFound));

export function agentPartedDocumentRoutes(deps: AppDeps, downloadUrl: DownloadUrl) {
  const app = new Hono<AppEnv>();
  const ownerOf = async (c: Parameters<typeof ownAgent>[1]) => {
    const agent = await ownAgent(deps, c);
    return { agentId: agent.id, owner: `agent:${agent.id}` };
  };

  app.post('/', async (c) => {
    const { owner } = await ownerOf(c);
    const input = beginSchema.safeParse(await c.req.json().catch(() => null));
    if (!input.success) throw refused('file', upload.missing);
    const type = documentTypeOf(input.data.type);
    const begun = await beginPartedUpload(deps, { owner, target: type, name: input.data.name, size: input.data.size });
    if (!begun.ok) {
      if (begun.reason === 'too_large') throw refused('file', upload.tooLargeParted, 413);
      if (begun.reason === 'too_many_open') throw new HttpError(429, 'too_many_uploads', upload.documentFailed(upload.partedTooMany));
      throw refused('file', begun.reason === 'empty' ? upload.empty : upload.badName);
    }
    return c.json({ id: begun.upload.id, parts: begun.upload.parts, part_bytes: PART_BYTES }, 201);
  });

  app.put('/:id/parts/:index', async (c) => {
    const { owner } = await ownerOf(c);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const index = /^\d{1,3}$/.test(c.req.param('index')) ? Number(c.req.param('index')) : -1;
    const outcome = await storePart(deps, { owner, id: c.req.param('id'), index, bytes });
    if (outcome === 'not_found') throw uploadNotFound();
    if (outcome === 'bad_part') throw refused('file', upload.partedIncomplete);
    return c.body(null, 204);
  });

  app.post('/:id/finish', async (c) => {
    const { owner, agentId } = await ownerOf(c);
    const finished = await finishPartedUpload(deps, { owner, id: c.req.param('id') });
    if (!finished.ok) {
      if (finished.reason === 'not_found') throw uploadNotFound();
      throw refused('file', upload.partedIncomplete);
    }
    const item = await storeDocument(
      deps,
      {
        agentId,
        userId: c.get('user')!.id,
        bytes: finished.bytes,
        name: finished.upload.name,
        type: documentTypeOf(finished.upload.target),
        maxBytes: MAX_PARTED_UPLOAD_BYTES,
      },
      downloadUrl,
    );
    return c.json({ item }, 201);
  });

  return app;
}
