import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../../../functions/storage/local-storage';
import { parseUploadPath, serveUpload, uploadResponse } from '../../../../functions/storage/serve-upload';
import { doc, docx, images, pdf } from '../../../helpers/upload-fixtures';

describe('serving stored files', () => {
  let dir: string;
  const storage = () => createLocalStorage({ dir });
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'serve-'));
    await storage().put('product-images', '1-abc.webp', images.webp, { contentType: 'image/webp' });
    await storage().put('agent-documents', 'a/1-abc-cv.pdf', pdf(), { contentType: 'application/pdf' });
    // A borrower's document (ADR 52): as private as an agent's.
    await storage().put('borrower-documents', 'f/1-abc.pdf', pdf(), { contentType: 'application/pdf' });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves the stored type, inert and cached for good', async () => {
    const response = await serveUpload(storage(), 'product-images', '1-abc.webp');
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(images.webp.length),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(images.webp);
  });

  it('HEAD answers the headers without the body', async () => {
    const response = await serveUpload(storage(), 'product-images', '1-abc.webp', 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(images.webp.length));
    expect(await response.text()).toBe('');
  });

  it('private documents and unknown buckets or keys are 404, indistinguishably', async () => {
    for (const [bucket, key] of [
      ['agent-documents', 'a/1-abc-cv.pdf'],
      ['borrower-documents', 'f/1-abc.pdf'],
      ['nope', '1-abc.webp'],
      ['product-images', 'missing.png'],
      ['product-images', '../agent-documents/a/1-abc-cv.pdf'],
    ]) {
      const response = await serveUpload(storage(), bucket!, key!);
      expect(response.status, `${bucket}/${key}`).toBe(404);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('documents are downloads (Content-Disposition: attachment), for the owner-checked route to reuse', () => {
    for (const [bytes, type, key] of [
      [pdf(), 'application/pdf', 'a/1-abc-cv.pdf'],
      [doc(), 'application/msword', 'a/1-abc-cv.doc'],
      [docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'a/1-abc-cv.docx'],
    ] as const) {
      const response = uploadResponse({ bytes, contentType: type, size: bytes.length }, key);
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${key.split('/')[1]}"`);
    }
  });

  it('parses /uploads/{bucket}/{key}, decoding segments and refusing encoded slashes', () => {
    expect(parseUploadPath('/uploads/agent-banners/a1/1-x.png')).toEqual({ bucket: 'agent-banners', key: 'a1/1-x.png' });
    expect(parseUploadPath('/uploads/agent-banners/a1/My%20Photo.png')).toEqual({ bucket: 'agent-banners', key: 'a1/My Photo.png' });
    expect(parseUploadPath('/uploads/agent-banners/a1%2F..%2Fx.png')).toBeNull();
    expect(parseUploadPath('/uploads/agent-banners/%E0%A4%A')).toBeNull();
    expect(parseUploadPath('/uploads/agent-banners')).toBeNull();
    expect(parseUploadPath('/other/agent-banners/x.png')).toBeNull();
  });
});
