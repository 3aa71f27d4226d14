import { isAbsolute, join } from 'node:path';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { runsOnNetlify } from '../storage/create-storage';
import { type CardStore, createBlobsCardStore, createFolderCardStore, noCardStore } from './card-store';
import { headshotSources } from './read-headshot';
import { serveSocialImage } from './serve-social-image';
import { createSocialCards } from './social-cards';

/**
 * The social images as a host serves them (ADR 31): where drawn cards are kept follows where uploads are (Netlify
 * Blobs on Netlify; else a folder, `social-cards` under BUILD_CACHE_DIR, none when that is `off`), and the card
 * prints the site's own host (SITE_URL).
 */
export function cardStoreFor(
  env: Pick<Env, 'STORAGE_BACKEND' | 'BUILD_CACHE_DIR'>,
  source: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): CardStore {
  const backend = env.STORAGE_BACKEND ?? (runsOnNetlify(source) ? 'netlify-blobs' : 'local');
  if (backend === 'netlify-blobs') return createBlobsCardStore();
  const dir = env.BUILD_CACHE_DIR.trim();
  if (dir === 'off') return noCardStore;
  return createFolderCardStore(join(isAbsolute(dir) ? dir : join(cwd, dir), 'social-cards'));
}

export function createSocialImageHandler(env: Env, db: Db, source: Record<string, string | undefined> = process.env) {
  const cards = createSocialCards({ siteHost: new URL(env.SITE_URL).host, store: cardStoreFor(env, source), headshots: headshotSources(env, source) });
  const netlify = runsOnNetlify(source);
  return (request: Request) => serveSocialImage(request, { db, cards, netlify });
}
