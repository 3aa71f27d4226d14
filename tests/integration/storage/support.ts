import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { createApp } from '../../../functions/app';
import { createBlobsStorage } from '../../../functions/storage/blobs-storage';
import { createSiteApp } from '../../../server/site-app';
import { allFiles } from '../../helpers/upload-fixtures';
import { startTestApi, type TestApi } from '../../helpers/test-api';

export interface StorageHarness {
  api: TestApi;
  /** Every file the backend holds on disk (local uploads folder, or the Blobs server's folder). */
  files(): string[];
  /** The Node host in front of the same API and storage, for GET /uploads/... */
  site: ReturnType<typeof createSiteApp>;
  stop(): Promise<void>;
}

function withSite(api: TestApi, files: () => string[], stopMore: () => Promise<void> = async () => {}): StorageHarness {
  const siteDir = mkdtempSync(join(tmpdir(), 'site-'));
  mkdirSync(siteDir, { recursive: true });
  writeFileSync(join(siteDir, '404.html'), '<h1>Oops! Page not found</h1>');
  const site = createSiteApp({ api: createApp(api.deps), siteDir, log: api.deps.log, storage: api.deps.storage });
  return {
    api,
    files,
    site,
    async stop() {
      await api.close();
      await stopMore();
      rmSync(siteDir, { recursive: true, force: true });
    },
  };
}

/** The two backends the upload API is tested against: local files, and a real Netlify Blobs server on 127.0.0.1. */
export const backends = [
  {
    name: 'local files',
    async start(): Promise<StorageHarness> {
      const api = await startTestApi();
      return withSite(api, () => allFiles(join(api.dir, 'uploads')));
    },
  },
  {
    name: 'Netlify Blobs (local BlobsServer)',
    async start(): Promise<StorageHarness> {
      const dir = mkdtempSync(join(tmpdir(), 'blobs-'));
      const server = new BlobsServer({ directory: dir, token: 'blobs-test-token', logger: () => {} });
      const { port } = await server.start();
      const storage = createBlobsStorage({ siteID: 'test-site', token: 'blobs-test-token', apiURL: `http://127.0.0.1:${port}` });
      const api = await startTestApi({ deps: { storage } });
      return withSite(
        api,
        () => allFiles(dir),
        async () => {
          await server.stop();
          rmSync(dir, { recursive: true, force: true });
        },
      );
    },
  },
];

export function uploadRequest(
  api: TestApi,
  bucket: string,
  file: { name: string; bytes: Uint8Array; type?: string } | null,
  options: { cookie?: string; agentId?: string } = {},
) {
  const form = new FormData();
  if (file) form.set('file', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? 'application/octet-stream' }));
  if (options.agentId) form.set('agentId', options.agentId);
  return api.request(`/api/uploads/${bucket}`, { method: 'POST', body: form, headers: options.cookie ? { cookie: options.cookie } : {} });
}

export interface UploadAnswer {
  url: string | null;
  bucket: string;
  key: string;
  size: number;
  contentType: string;
  name: string;
}

export interface ErrorAnswer {
  error: { code: string; message: string; fields?: Record<string, string> };
}
