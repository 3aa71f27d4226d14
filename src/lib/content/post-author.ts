import { messages } from '../messages';
import { agentPath } from '../agent-links';

export interface PostAuthorInput {
  seo_settings: { admin_created?: boolean };
  agent: { id: string; name: string; profile_slug: string | null; is_active?: boolean } | null;
}

export interface PostAuthor {
  label: string;
  /** The author's profile page; null for 'Admin' and for agents without a public page. */
  href: string | null;
  isAdmin: boolean;
}

/** docs/product/content.md#post-author: a post reads 'Admin' when seo_settings.admin_created is set or no agent is linked. */
export function postAuthor(post: PostAuthorInput): PostAuthor {
  if (post.seo_settings.admin_created === true || !post.agent) return { label: messages.blog.admin, href: null, isAdmin: true };
  const linkable = post.agent.is_active !== false;
  return { label: post.agent.name, href: linkable ? agentPath(post.agent) : null, isAdmin: false };
}
