import type { Db } from '../../db/client';
import { findPublishedPostBySlug } from '../../db/queries/public-posts';
import { findActiveAgent } from '../../db/queries/public-agents';
import { agentKey } from '../../src/lib/agent-links';
import { agentCardFields, cardVersion, postCardFields } from '../../src/lib/seo/social-card-fields';
import { SOCIAL_IMAGE } from '../../src/lib/seo/social-image';
import type { SocialCards } from './social-cards';

/**
 * GET/HEAD /og/default.png, /og/blog/{slug}.png and /og/agents/{key}.png: the social preview images (ADR 31), drawn
 * on request instead of at build, one handler for both hosts (the Node host routes it in server/site-app.ts, Netlify
 * in netlify/functions/social-images.mts). The card is read from the database as the page was, so only published
 * posts and active agents have one. A request whose `?v=` is the card's current version (the address the page links)
 * may be kept for a year by browsers and Netlify's CDN: a changed card has another version, so another address.
 * Without it (an old page, a hand-typed address) the answer is kept five minutes.
 */
const LONG = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=300';

export function parseSocialImagePath(pathname: string): { kind: 'default' } | { kind: 'post' | 'agent'; slug: string } | null {
  if (pathname === '/og/default.png') return { kind: 'default' };
  const match = /^\/og\/(blog|agents)\/([^/]+)\.png$/.exec(pathname);
  if (!match) return null;
  try {
    const slug = decodeURIComponent(match[2]!);
    return slug && !slug.includes('/') ? { kind: match[1] === 'blog' ? 'post' : 'agent', slug } : null;
  } catch {
    return null;
  }
}

export function socialImageNotFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' } });
}

export async function serveSocialImage(request: Request, deps: { db: Db; cards: SocialCards; netlify?: boolean }): Promise<Response> {
  const url = new URL(request.url);
  const target = request.method === 'GET' || request.method === 'HEAD' ? parseSocialImagePath(url.pathname) : null;
  if (!target) return socialImageNotFound();

  let png: Buffer;
  let version: string;
  if (target.kind === 'default') {
    png = await deps.cards.defaultCard();
    version = cardVersion('default', null);
  } else if (target.kind === 'post') {
    const post = target.slug === 'not-found' ? null : await findPublishedPostBySlug(deps.db, target.slug);
    if (!post) return socialImageNotFound();
    const fields = postCardFields(post);
    png = await deps.cards.postCard(post.slug, fields);
    version = cardVersion('post', fields);
  } else {
    const agent = await findActiveAgent(deps.db, target.slug);
    // One address per agent, the page's own key (a profile slug, else the id).
    if (!agent || agentKey(agent) !== target.slug || target.slug === 'not-found') return socialImageNotFound();
    const fields = agentCardFields(agent);
    png = await deps.cards.agentCard(target.slug, fields);
    version = cardVersion('agent', fields);
  }

  const current = url.searchParams.get('v') === version;
  const headers = new Headers({
    'Content-Type': SOCIAL_IMAGE.type,
    'Content-Length': String(png.byteLength),
    'Cache-Control': current ? LONG : SHORT,
    'X-Content-Type-Options': 'nosniff',
  });
  if (deps.netlify) {
    // Netlify's CDN caches a function's answer only when told to, and keys it by the whole query string unless
    // Netlify-Vary narrows it: `v` alone, so a link's tracking parameters do not draw or store it again.
    headers.set('Netlify-CDN-Cache-Control', current ? `${LONG}, durable` : `${SHORT}, durable`);
    headers.set('Netlify-Vary', 'query=v');
  }
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(png), { headers });
}
