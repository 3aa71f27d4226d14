import { agentKey, type AgentIdentity } from '../agent-links';
import type { PostAuthorInput } from '../content/post-author';
import { agentCardFields, cardVersion, postCardFields } from './social-card-fields';

/**
 * Social preview images (ADR 31): Facebook, LinkedIn and X show raster images only, so every page's og:image is a
 * 1200×630 PNG drawn on request under /og/ (the host draws it once per content and keeps it), unless staff set a
 * raster image of their own. Each address carries the card's version (`?v=`), so a changed card has a new address.
 */
export const SOCIAL_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

/** The Inter families the renderer loads, in fallback order (functions/social-images/render-social-image.ts). */
export const SOCIAL_IMAGE_FONTS = 'Inter, Inter Latin Extended, Inter Vietnamese, Inter Cyrillic, Inter Greek';

export const DEFAULT_SOCIAL_IMAGE_PATH = `/og/default.png?v=${cardVersion('default', null)}`;

export function agentSocialImagePath(agent: AgentIdentity & Parameters<typeof agentCardFields>[0]): string {
  return `/og/agents/${encodeURIComponent(agentKey(agent))}.png?v=${cardVersion('agent', agentCardFields(agent))}`;
}

export function postSocialImagePath(post: PostAuthorInput & { slug: string; title: string }): string {
  return `/og/blog/${encodeURIComponent(post.slug)}.png?v=${cardVersion('post', postCardFields(post))}`;
}

/** An SVG is no preview on the social networks, so a staff-set SVG gives way to the generated PNG. */
export function isSvgAddress(address: string): boolean {
  return /\.svgz?(?:[?#]|$)/i.test(address.trim()) || /^data:image\/svg\+xml/i.test(address.trim());
}

/** The image a page shares: the one staff set for it when a network can show it, else the generated one. */
export function chooseSocialImage(explicit: string | null | undefined, generated: string): string {
  return explicit && !isSvgAddress(explicit) ? explicit : generated;
}

/** Ours, so its size and type are known and can be announced (og:image:width, og:image:height, og:image:type). */
export function isGeneratedSocialImage(path: string): boolean {
  return /^\/og\/[^?#]+\.png(?:\?v=[0-9a-z]+)?$/.test(path);
}
