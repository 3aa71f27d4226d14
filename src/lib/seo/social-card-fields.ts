import { agentInitials, agentTitle } from '../agent-links';
import { postAuthor, type PostAuthorInput } from '../content/post-author';
import { socialImageMessages } from '../messages-social-image';
import { siteSettings } from '../site-settings';
import { resolveImageUrl } from '../storage-url';

/**
 * What each social preview card shows (ADR 31), read the same way by the page that links the card and by the
 * host that draws it on request, so that the page's `?v=` version and the drawn card agree.
 */
/**
 * Part of every card's version and cache key (functions/social-images/social-cards.ts): raise it with any change to
 * how a card looks that its words and fonts do not show (a colour, a size, a layout in ./social-card.tsx, an upgrade
 * of satori or sharp), or cards already drawn stay as they were.
 */
export const SOCIAL_CARD_LAYOUT_VERSION = 1;

export interface PostCardFields {
  title: string;
  /** The author's name, or null for a post the brokerage published. */
  author: string | null;
}

export interface AgentCardFields {
  name: string;
  title: string;
  location?: string;
  initials: string;
  /** The headshot's site address (`/uploads/…` or a site file), or null: the card shows the initials. */
  headshotAddress: string | null;
}

export function postCardFields(post: PostAuthorInput & { title: string }): PostCardFields {
  const author = postAuthor(post);
  return { title: post.title, author: author.isAdmin ? null : author.label };
}

export function agentCardFields(agent: { name: string; headshot_url: string | null; contact_details: { title?: string; location?: string } }): AgentCardFields {
  return {
    name: agent.name,
    title: agentTitle(agent),
    location: agent.contact_details.location?.trim() || undefined,
    initials: agentInitials(agent.name),
    headshotAddress: resolveImageUrl(agent.headshot_url, 'agent-headshots'),
  };
}

/** The frame's words, the same on every card. */
export function frameFields() {
  return {
    brokerage: siteSettings.brokerageName,
    licence: socialImageMessages.licence(siteSettings.licenceNumber),
    tagline: socialImageMessages.tagline,
    kicker: socialImageMessages.blogKicker,
    byline: socialImageMessages.byline('{author}'),
  };
}

/**
 * A short version of what a card shows, put in its address (`?v=`): a changed card gets a new address, so browsers,
 * the CDN and the social networks, which keep an image by its address, fetch the new one, and an unchanged address
 * can be cached for a year. Not a security measure (cyrb53, a fast 53-bit string hash; the browser has no
 * synchronous SHA): the host recomputes it from the database and never trusts it.
 */
export function cardVersion(kind: 'default' | 'post' | 'agent', fields: object | null): string {
  const text = JSON.stringify([SOCIAL_CARD_LAYOUT_VERSION, kind, frameFields(), fields]);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
