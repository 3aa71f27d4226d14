import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { BUCKETS, BucketNotFoundError, contentTypeForKey, isSafeKey, type Bucket, type FileStorage } from './storage';

/**
 * Local files: `{dir}/{bucket}/{key}` (default ./data/uploads). A file is written to a hidden temporary name in
 * its final folder and renamed into place, so a failed or refused upload never leaves a half-written file under a
 * real name (rename is atomic within one folder). `buckets` narrows the existing buckets (tests of a missing one).
 */
export function createLocalStorage(options: { dir: string; buckets?: readonly Bucket[] }): FileStorage {
  const root = resolve(options.dir);
  const buckets = options.buckets ?? BUCKETS;

  const pathOf = (bucket: Bucket, key: string): string | null => {
    if (!isSafeKey(key)) return null;
    const bucketDir = join(root, bucket);
    const path = resolve(bucketDir, ...key.split('/'));
    return path.startsWith(bucketDir + sep) ? path : null;
  };

  return {
    async put(bucket, key, bytes) {
      if (!buckets.includes(bucket)) throw new BucketNotFoundError(bucket);
      const path = pathOf(bucket, key);
      if (!path) throw new Error(`Refusing unsafe storage key "${key}"`);
      await mkdir(dirname(path), { recursive: true });
      const temporary = join(dirname(path), `.tmp-${randomUUID()}`);
      try {
        // A delete may have just removed the folder it emptied: made again once.
        await writeFile(temporary, bytes, { flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
          await mkdir(dirname(path), { recursive: true });
          await writeFile(temporary, bytes, { flag: 'wx' });
        });
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(bucket, key) {
      const path = buckets.includes(bucket) ? pathOf(bucket, key) : null;
      if (!path) return null;
      try {
        const bytes = new Uint8Array(await readFile(path));
        return { bytes, contentType: contentTypeForKey(key), size: bytes.byteLength };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
        throw error;
      }
    },

    async delete(bucket, key) {
      const path = pathOf(bucket, key);
      if (!path) return;
      await rm(path, { force: true });
      await removeEmptyFolders(dirname(path), join(root, bucket));
    },

    async listKeys(bucket) {
      const bucketDir = join(root, bucket);
      const entries = await readdir(bucketDir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      // Temporary files of uploads in progress are hidden names: never listed, never removed from here.
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => relative(bucketDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
        .filter(isSafeKey);
    },
  };
}

/**
 * The folders a delete emptied, up to (not including) the bucket's own: an erased borrower file leaves no folder named
 * by its id (ADR 52). `rmdir` removes only an empty folder, so one still holding a file stays, and the walk stops.
 */
async function removeEmptyFolders(folder: string, bucketDir: string): Promise<void> {
  for (let current = folder; current.startsWith(bucketDir + sep); current = dirname(current)) {
    try {
      await rmdir(current);
    } catch {
      return;
    }
  }
}
