import type { Config } from '@netlify/functions';
import { readEnv } from '../../config/env';
import { createStorage } from '../../functions/storage/create-storage';
import { parseUploadPath, serveUpload, uploadNotFound } from '../../functions/storage/serve-upload';

// Thin host (ADR 1): uploaded files from Netlify Blobs; no database needed to serve them.
const storage = createStorage(readEnv());

export default async (request: Request) => {
  const target = request.method === 'GET' || request.method === 'HEAD' ? parseUploadPath(new URL(request.url).pathname) : null;
  if (!target) return uploadNotFound();
  return serveUpload(storage, target.bucket, target.key, request.method);
};

export const config: Config = { path: '/uploads/*' };
