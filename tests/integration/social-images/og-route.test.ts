import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readEnv } from '../../../config/env';
import { findPublishedPostBySlug } from '../../../db/queries/public-posts';
import { findActiveAgent } from '../../../db/queries/public-agents';
import { createApp } from '../../../functions/app';
import { createBlobsCardStore } from '../../../functions/social-images/card-store';
import { createBlobsStorage } from '../../../functions/storage/blobs-storage';
import { cardStoreFor, createSocialImageHandler } from '../../../functions/social-images/create-social-images';
import { serveSocialImage } from '../../../functions/social-images/serve-social-image';
import { createSocialCards } from '../../../functions/social-images/social-cards';
import { createSiteApp } from '../../../server/site-app';
import { agentSocialImagePath, DEFAULT_SOCIAL_IMAGE_PATH, postSocialImagePath } from '../../../src/lib/seo/social-image';
import { startTestApi, type TestApi } from '../../helpers/test-api';

/**
 * The social preview images drawn on request (ADR 31): the Node host's /og/* route over the seeded database, each
 * card drawn once per content and kept in the store, the page's own address cached for a year, a changed card at a
 * new address; and the Netlify function's CDN headers and Blobs store.
 */
describe('/og/* on the Node host', () => {
  let api: TestApi;
  let cacheDir: string;
  let site: ReturnType<typeof createSiteApp>;
  const host = () =>
    createSiteApp({
      api: createApp(api.deps),
      siteDir: api.dir,
      log: api.deps.log,
      socialImages: createSocialImageHandler(readEnv({ ...process.env, BUILD_CACHE_DIR: cacheDir, SITE_URL: 'https://brokerage.example.ca' }), api.db, {}),
    });
  const entries = () => readdirSync(join(cacheDir, 'social-cards')).filter((name) => !name.endsWith('.tmp'));
  const stored = () => entries().length;
  /** Each stored card's write time: a card drawn again is written again. */
  const written = () => Object.fromEntries(entries().map((name) => [name, statSync(join(cacheDir, 'social-cards', name)).mtimeMs]));

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    cacheDir = mkdtempSync(join(tmpdir(), 'og-cache-'));
    site = host();
  });
  afterAll(async () => {
    await api.close();
    rmSync(cacheDir, { recursive: true, force: true });
  });
  const get = (path: string) => site.request(`http://localhost${path}`);
  const firstPost = async () => {
    const slug = String((await api.db.execute('SELECT slug FROM blog_posts WHERE is_published = 1 ORDER BY slug LIMIT 1')).rows[0]!.slug);
    return (await findPublishedPostBySlug(api.db, slug))!;
  };

  it("serves a post's card at the page's address, cached for a year, with the site's security headers", async () => {
    const post = await firstPost();
    const response = await get(postSocialImagePath(post));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
    // Without the page's version (an old page, a typed address): the card, kept only five minutes.
    const bare = await get(`/og/blog/${post.slug}.png`);
    expect(bare.status).toBe(200);
    expect(bare.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('draws a card once: a restarted host reads it from the store; an edit draws it again at a new address', async () => {
    const post = await firstPost();
    const before = stored();
    const writes = written();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const restarted = host();
    const again = await restarted.request(`http://localhost${postSocialImagePath(post)}`);
    expect(again.status).toBe(200);
    expect(written()).toEqual(writes);

    const oldAddress = postSocialImagePath(post);
    const oldPng = Buffer.from(await again.arrayBuffer());
    await api.db.execute({ sql: 'UPDATE blog_posts SET title = ? WHERE id = ?', args: ['A brand new title for this post', post.id] });
    const edited = (await findPublishedPostBySlug(api.db, post.slug))!;
    expect(postSocialImagePath(edited)).not.toBe(oldAddress);
    const response = await restarted.request(`http://localhost${postSocialImagePath(edited)}`);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await response.arrayBuffer()).equals(oldPng)).toBe(false);
    // The edited card replaced the old one: one entry per post.
    expect(stored()).toBe(before);
    // The old address now gives the new card, briefly cached (the page with the new address is on its way).
    const old = await restarted.request(`http://localhost${oldAddress}`);
    expect(old.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it("serves an active agent's card at the page key and the default card", async () => {
    const id = String((await api.db.execute('SELECT id FROM agents WHERE is_active = 1 ORDER BY name LIMIT 1')).rows[0]!.id);
    const agent = (await findActiveAgent(api.db, id))!;
    const card = await get(agentSocialImagePath(agent));
    expect(card.status).toBe(200);
    expect(card.headers.get('cache-control')).toContain('immutable');
    const fallback = await get(DEFAULT_SOCIAL_IMAGE_PATH);
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get('content-type')).toBe('image/png');
  });

  it('answers 404 for a draft, an inactive agent, an unknown slug or another address under /og/', async () => {
    const draft = await api.db.execute('SELECT slug FROM blog_posts WHERE is_published = 0 LIMIT 1');
    await api.db.execute('UPDATE agents SET is_active = 0 WHERE id = (SELECT id FROM agents ORDER BY name LIMIT 1 OFFSET 1)');
    const inactive = String((await api.db.execute('SELECT COALESCE(profile_slug, id) AS k FROM agents WHERE is_active = 0 LIMIT 1')).rows[0]!.k);
    const paths = ['/og/blog/no-such-post.png', `/og/agents/${inactive}.png`, '/og/agents/no-such-agent.png', '/og/other.png', '/og/blog/a%2Fb.png'];
    if (draft.rows[0]) paths.push(`/og/blog/${String(draft.rows[0].slug)}.png`);
    const before = stored();
    for (const path of paths) expect((await get(path)).status, path).toBe(404);
    expect(stored()).toBe(before);
  });
});

describe('/og/* on Netlify', () => {
  let server: BlobsServer;
  let dir: string;
  let api: TestApi;
  let connection: { siteID: string; token: string; apiURL: string };
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'og-blobs-'));
    server = new BlobsServer({ directory: dir, token: 'og-token', logger: () => {} });
    const { port } = await server.start();
    connection = { siteID: 'site-1', token: 'og-token', apiURL: `http://127.0.0.1:${port}` };
    api = await startTestApi({ seed: true });
  });
  afterAll(async () => {
    await api.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps cards in Netlify Blobs there, a folder elsewhere, none when BUILD_CACHE_DIR is off', () => {
    expect(cardStoreFor(readEnv({}), { NETLIFY: 'true' })).toHaveProperty('get');
    expect(cardStoreFor(readEnv({ BUILD_CACHE_DIR: 'off' }), {})).toHaveProperty('get');
  });

  it('tells the CDN to keep the current address a year, keyed by its version only, and stores the card in Blobs', async () => {
    const cards = () =>
      createSocialCards({ siteHost: 'site.netlify.app', store: createBlobsCardStore(connection), headshots: { publicDir: dir, uploadsDir: null } });
    const first = cards();
    const request = new Request(`https://site.netlify.app${DEFAULT_SOCIAL_IMAGE_PATH}&fbclid=abc`);
    const response = await serveSocialImage(request, { db: api.db, cards: first, netlify: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('netlify-cdn-cache-control')).toBe('public, max-age=31536000, immutable, durable');
    expect(response.headers.get('netlify-vary')).toBe('query=v');
    expect(first.drawn()).toBe(1);
    // Another function instance: the card comes from Blobs, not drawn again.
    const second = cards();
    const again = await serveSocialImage(new Request(`https://site.netlify.app/og/default.png`), { db: api.db, cards: second, netlify: true });
    expect(again.headers.get('netlify-cdn-cache-control')).toBe('public, max-age=300, durable');
    expect(second.drawn()).toBe(0);
  });

  /** Pixels of pure red: the test headshot is red, nothing else on a card is. */
  async function redPixels(png: Buffer): Promise<number> {
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let count = 0;
    for (let i = 0; i < data.length; i += info.channels) if (data[i]! > 200 && data[i + 1]! < 50 && data[i + 2]! < 50) count += 1;
    return count;
  }
  const photo = (r: number, g: number, b: number) =>
    sharp({ create: { width: 400, height: 500, channels: 3, background: { r, g, b } } })
      .jpeg()
      .toBuffer();

  it("draws an agent's headshot uploaded to Netlify Blobs (not the initials), and draws it again for a new photo", async () => {
    // The function as Netlify runs it: the Blobs connection comes from NETLIFY_BLOBS_CONTEXT, as for uploads.
    vi.stubEnv('NETLIFY_BLOBS_CONTEXT', Buffer.from(JSON.stringify(connection)).toString('base64'));
    const uploads = createBlobsStorage(connection);
    const id = String((await api.db.execute('SELECT id FROM agents WHERE is_active = 1 ORDER BY name LIMIT 1')).rows[0]!.id);
    await uploads.put('agent-headshots', `${id}/1-face.jpg`, await photo(255, 0, 0), { contentType: 'image/jpeg' });
    await api.db.execute({ sql: 'UPDATE agents SET headshot_url = ? WHERE id = ?', args: [`${id}/1-face.jpg`, id] });
    const agent = (await findActiveAgent(api.db, id))!;
    const env = readEnv({ ...process.env, SITE_URL: 'https://site.netlify.app' });
    const serve = createSocialImageHandler(env, api.db, { NETLIFY_BLOBS_CONTEXT: process.env.NETLIFY_BLOBS_CONTEXT });
    const card = await serve(new Request(`https://site.netlify.app${agentSocialImagePath(agent)}`));
    expect(card.status).toBe(200);
    // The photo is drawn as a 300 px circle inside an 8 px border: about π·142² ≈ 63,000 pixels.
    expect(await redPixels(Buffer.from(await card.arrayBuffer()))).toBeGreaterThan(50_000);

    // A new photo uploaded over the old one (same address): the card's key holds the bytes, so it is drawn again.
    await uploads.put('agent-headshots', `${id}/1-face.jpg`, await photo(0, 0, 255), { contentType: 'image/jpeg' });
    const redrawn = await createSocialImageHandler(env, api.db, { NETLIFY_BLOBS_CONTEXT: process.env.NETLIFY_BLOBS_CONTEXT })(
      new Request(`https://site.netlify.app${agentSocialImagePath(agent)}`),
    );
    expect(await redPixels(Buffer.from(await redrawn.arrayBuffer()))).toBe(0);
  });
});
