import type { Env } from '../../config/env';
import { createBlobsStorage } from './blobs-storage';
import { createLocalStorage } from './local-storage';
import type { FileStorage } from './storage';

/**
 * The storage backend for this process: STORAGE_BACKEND when set; otherwise Netlify Blobs when the Netlify runtime
 * is recognised (its environment variables or its Blobs context), local files under UPLOADS_DIR everywhere else.
 */
export function createStorage(env: Pick<Env, 'STORAGE_BACKEND' | 'UPLOADS_DIR'>, source: Record<string, string | undefined> = process.env): FileStorage {
  const backend = env.STORAGE_BACKEND ?? (runsOnNetlify(source) ? 'netlify-blobs' : 'local');
  return backend === 'netlify-blobs' ? createBlobsStorage() : createLocalStorage({ dir: env.UPLOADS_DIR });
}

export function runsOnNetlify(source: Record<string, string | undefined>): boolean {
  const runtime = globalThis as { Netlify?: unknown; netlifyBlobsContext?: unknown };
  return Boolean(source.NETLIFY || source.NETLIFY_BLOBS_CONTEXT || runtime.netlifyBlobsContext || runtime.Netlify);
}
