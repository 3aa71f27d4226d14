import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../../../functions/storage/local-storage';
import { BucketNotFoundError } from '../../../../functions/storage/storage';
import { allFiles, images, pdf } from '../../../helpers/upload-fixtures';

describe('local file storage', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'uploads-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('stores, reads back with the type of the key, and deletes', async () => {
    const storage = createLocalStorage({ dir });
    await storage.put('agent-headshots', 'agent-1/1-abc-me.png', images.png, { contentType: 'image/png' });
    expect(allFiles(dir)).toEqual([join('agent-headshots', 'agent-1', '1-abc-me.png')]);
    const file = await storage.get('agent-headshots', 'agent-1/1-abc-me.png');
    expect(file).toEqual({ bytes: images.png, contentType: 'image/png', size: images.png.length });
    await storage.put('agent-documents', 'agent-1/2-abc-cv.pdf', pdf(), { contentType: 'application/pdf' });
    expect((await storage.get('agent-documents', 'agent-1/2-abc-cv.pdf'))?.contentType).toBe('application/pdf');
    await storage.delete('agent-headshots', 'agent-1/1-abc-me.png');
    expect(await storage.get('agent-headshots', 'agent-1/1-abc-me.png')).toBeNull();
    await storage.delete('agent-headshots', 'agent-1/1-abc-me.png'); // deleting twice is fine
  });

  it('removes the folders a delete empties (never the bucket), keeps one still holding a file, and writes there again', async () => {
    const storage = createLocalStorage({ dir });
    await storage.put('borrower-documents', 'file-1/a.pdf', pdf(), { contentType: 'application/pdf' });
    await storage.put('borrower-documents', 'file-1/b.pdf', pdf(), { contentType: 'application/pdf' });
    await storage.delete('borrower-documents', 'file-1/a.pdf');
    expect(existsSync(join(dir, 'borrower-documents', 'file-1'))).toBe(true);
    await storage.delete('borrower-documents', 'file-1/b.pdf');
    expect(existsSync(join(dir, 'borrower-documents', 'file-1'))).toBe(false);
    expect(existsSync(join(dir, 'borrower-documents'))).toBe(true);
    await storage.put('borrower-documents', 'file-1/c.pdf', pdf(), { contentType: 'application/pdf' });
    expect(allFiles(dir)).toEqual([join('borrower-documents', 'file-1', 'c.pdf')]);
  });

  it('answers null for unknown keys and for folders', async () => {
    const storage = createLocalStorage({ dir });
    expect(await storage.get('blog-images', 'blog/none.png')).toBeNull();
    await storage.put('blog-images', 'blog/1.png', images.png, { contentType: 'image/png' });
    expect(await storage.get('blog-images', 'blog')).toBeNull();
  });

  it('refuses keys that leave the bucket or name hidden files, writing nothing', async () => {
    const storage = createLocalStorage({ dir: join(dir, 'uploads') });
    writeFileSync(join(dir, 'secret.txt'), 'secret');
    for (const key of ['../secret.txt', '../../secret.txt', 'a/../../secret.txt', '/etc/passwd', '.tmp-x', 'a\\..\\b']) {
      await expect(storage.put('blog-images', key, images.png, { contentType: 'image/png' }), key).rejects.toThrow(/unsafe/);
      expect(await storage.get('blog-images', key), key).toBeNull();
      await storage.delete('blog-images', key);
    }
    expect(allFiles(dir)).toEqual(['secret.txt']);
  });

  it('a write that fails after the temporary file was written leaves nothing behind', async () => {
    const storage = createLocalStorage({ dir });
    // The final name is taken by a non-empty folder, so the rename into place fails.
    mkdirSync(join(dir, 'product-images', '1-taken.png', 'inside'), { recursive: true });
    writeFileSync(join(dir, 'product-images', '1-taken.png', 'inside', 'keep.txt'), 'x');
    await expect(storage.put('product-images', '1-taken.png', images.png, { contentType: 'image/png' })).rejects.toThrow();
    expect(allFiles(dir)).toEqual([join('product-images', '1-taken.png', 'inside', 'keep.txt')]);
  });

  it('a bucket that does not exist fails with BucketNotFoundError', async () => {
    const storage = createLocalStorage({ dir, buckets: ['agent-banners'] });
    await expect(storage.put('blog-images', 'blog/1.png', images.png, { contentType: 'image/png' })).rejects.toBeInstanceOf(BucketNotFoundError);
    expect(await storage.get('blog-images', 'blog/1.png')).toBeNull();
    expect(allFiles(dir)).toEqual([]);
  });
});
