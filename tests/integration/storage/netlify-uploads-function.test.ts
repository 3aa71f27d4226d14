import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../../config/env';
import { createStorage, runsOnNetlify } from '../../../functions/storage/create-storage';
import { allFiles, images } from '../../helpers/upload-fixtures';

/**
 * The Netlify host of /uploads/* (netlify/functions/uploads.mts) as Netlify runs it: the Blobs connection comes
 * from NETLIFY_BLOBS_CONTEXT, here pointing at a real Blobs server on 127.0.0.1.
 */
describe('netlify/functions/uploads.mts with the Netlify Blobs context', () => {
  let server: BlobsServer;
  let dir: string;
  let context: string;
  const saved = { ...process.env };
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'blobs-'));
    server = new BlobsServer({ directory: dir, token: 'ctx-token', logger: () => {} });
    const { port } = await server.start();
    context = Buffer.from(JSON.stringify({ siteID: 'site-1', token: 'ctx-token', apiURL: `http://127.0.0.1:${port}` })).toString('base64');
  });
  afterAll(async () => {
    process.env = saved;
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('chooses Blobs on Netlify, local files elsewhere, and STORAGE_BACKEND wins over both', async () => {
    expect(runsOnNetlify({})).toBe(false);
    expect(runsOnNetlify({ NETLIFY: 'true' })).toBe(true);
    expect(runsOnNetlify({ NETLIFY_BLOBS_CONTEXT: context })).toBe(true);
    process.env.NETLIFY_BLOBS_CONTEXT = context;
    const uploads = mkdtempSync(join(tmpdir(), 'uploads-'));
    try {
      const local = createStorage(readEnv({ STORAGE_BACKEND: 'local', UPLOADS_DIR: uploads }), { NETLIFY: 'true' });
      await local.put('blog-images', 'blog/1-a.png', images.png, { contentType: 'image/png' });
      expect(allFiles(uploads)).toEqual([join('blog-images', 'blog', '1-a.png')]);
      const blobs = createStorage(readEnv({ STORAGE_BACKEND: 'netlify-blobs', UPLOADS_DIR: uploads }), {});
      await blobs.put('blog-images', 'blog/2-b.png', images.png, { contentType: 'image/png' });
      expect(allFiles(uploads)).toHaveLength(1);
      expect((await blobs.get('blog-images', 'blog/2-b.png'))?.bytes).toEqual(images.png);
      expect(await local.get('blog-images', 'blog/2-b.png')).toBeNull();
    } finally {
      rmSync(uploads, { recursive: true, force: true });
    }
  });

  it('serves a stored blob with the upload headers; private and missing files are 404', async () => {
    process.env.NETLIFY_BLOBS_CONTEXT = context;
    delete process.env.STORAGE_BACKEND;
    const storage = createStorage(readEnv({}));
    await storage.put('agent-banners', 'a1/1-abc-banner.png', images.png, { contentType: 'image/png' });
    await storage.put('agent-documents', 'a1/1-abc-cv.png', images.png, { contentType: 'image/png' });

    const { default: handler, config } = await import('../../../netlify/functions/uploads.mts');
    expect(config.path).toBe('/uploads/*');
    const response = await handler(new Request('https://site.example/uploads/agent-banners/a1/1-abc-banner.png'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(images.png);
    expect((await handler(new Request('https://site.example/uploads/agent-documents/a1/1-abc-cv.png'))).status).toBe(404);
    expect((await handler(new Request('https://site.example/uploads/agent-banners/a1/none.png'))).status).toBe(404);
    expect((await handler(new Request('https://site.example/uploads/agent-banners/a1/1-abc-banner.png', { method: 'POST', body: 'x' }))).status).toBe(404);
  });
});
