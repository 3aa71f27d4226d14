import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobsStorage } from '../../../../functions/storage/blobs-storage';
import { docx, images } from '../../../helpers/upload-fixtures';

describe('Netlify Blobs storage against a real local Blobs server', () => {
  let server: BlobsServer;
  let dir: string;
  let connection: { siteID: string; token: string; apiURL: string };
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'blobs-'));
    server = new BlobsServer({ directory: dir, token: 'test-token', logger: () => {} });
    const { port } = await server.start();
    connection = { siteID: 'test-site', token: 'test-token', apiURL: `http://127.0.0.1:${port}` };
  });
  afterAll(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores bytes with their content type, one store per bucket, and deletes', async () => {
    const storage = createBlobsStorage(connection);
    // A view into a larger buffer: only the view's bytes are stored.
    const padded = new Uint8Array(images.gif.length + 10);
    padded.set(images.gif, 5);
    await storage.put('blog-images', 'blog/1-abc.gif', padded.subarray(5, 5 + images.gif.length), { contentType: 'image/gif', originalName: 'x.gif' });
    await storage.put('agent-documents', 'a/1-abc-cv.docx', docx(), { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    expect(await storage.get('blog-images', 'blog/1-abc.gif')).toEqual({ bytes: images.gif, contentType: 'image/gif', size: images.gif.length });
    expect(await storage.get('agent-banners', 'blog/1-abc.gif')).toBeNull();
    expect((await storage.get('agent-documents', 'a/1-abc-cv.docx'))?.bytes).toEqual(docx());
    await storage.delete('blog-images', 'blog/1-abc.gif');
    expect(await storage.get('blog-images', 'blog/1-abc.gif')).toBeNull();
  });

  it('refuses unsafe keys before calling the server', async () => {
    const storage = createBlobsStorage(connection);
    await expect(storage.put('blog-images', '../x.png', images.png, { contentType: 'image/png' })).rejects.toThrow(/unsafe/);
    expect(await storage.get('blog-images', '../x.png')).toBeNull();
  });

  it('a wrong token is an error, not an empty answer', async () => {
    const storage = createBlobsStorage({ ...connection, token: 'wrong' });
    await expect(storage.put('blog-images', 'blog/2.png', images.png, { contentType: 'image/png' })).rejects.toThrow();
  });
});
