import { getStore, type Store } from '@netlify/blobs';
import { contentTypeForKey, isSafeKey, type Bucket, type FileStorage } from './storage';

/** Explicit connection for a Blobs server outside Netlify (tests run a real local `BlobsServer`). */
export interface BlobsConnection {
  siteID: string;
  token: string;
  apiURL?: string;
  edgeURL?: string;
}

/**
 * Netlify Blobs: one site-wide store per bucket. On Netlify the connection comes from the function's environment
 * (NETLIFY_BLOBS_CONTEXT), which is only there once a request runs, so stores are opened per call, not at start-up.
 * A blob write is all-or-nothing, so nothing half-written can be read back.
 */
export function createBlobsStorage(connection?: BlobsConnection): FileStorage {
  const store = (bucket: Bucket): Store => (connection ? getStore(bucket, connection) : getStore(bucket));
  const checked = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Refusing unsafe storage key "${key}"`);
    return key;
  };

  return {
    async put(bucket, key, bytes, meta) {
      // The client takes an ArrayBuffer, not a view: copy exactly the view's bytes (a Buffer may share a pool).
      const body = bytes.slice().buffer as ArrayBuffer;
      await store(bucket).set(checked(key), body, {
        metadata: { contentType: meta.contentType, ...(meta.originalName ? { originalName: meta.originalName } : {}) },
      });
    },

    async get(bucket, key) {
      if (!isSafeKey(key)) return null;
      const entry = await store(bucket).getWithMetadata(key, { type: 'arrayBuffer' });
      if (!entry) return null;
      const bytes = new Uint8Array(entry.data);
      const stored = entry.metadata.contentType;
      return { bytes, contentType: typeof stored === 'string' ? stored : contentTypeForKey(key), size: bytes.byteLength };
    },

    async delete(bucket, key) {
      if (isSafeKey(key)) await store(bucket).delete(key);
    },

    async listKeys(bucket) {
      const { blobs } = await store(bucket).list();
      return blobs.map((blob) => blob.key);
    },
  };
}
