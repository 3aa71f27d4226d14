import { agentInitials, agentTitle } from '../lib/agent-links';
import { agentCard, defaultCard, postCard } from '../lib/seo/social-card';
import { type HeadshotSources, readHeadshot } from './read-headshot';
import { renderSocialImage } from './render-social-image';
import { resolveImageUrl } from '../lib/storage-url';

/** The three kinds of social preview image (ADR 31), each a 1200×630 PNG. `siteHost` is printed on the card. */
export function renderDefaultSocialImage(siteHost: string): Promise<Buffer> {
  return renderSocialImage(defaultCard(siteHost));
}

export interface AgentForSocialImage {
  name: string;
  headshot_url: string | null;
  contact_details: { title?: string; location?: string };
}

export async function renderAgentSocialImage(agent: AgentForSocialImage, siteHost: string, sources: HeadshotSources): Promise<Buffer> {
  const headshot = await readHeadshot(resolveImageUrl(agent.headshot_url, 'agent-headshots'), sources);
  return renderSocialImage(
    agentCard(
      {
        name: agent.name,
        title: agentTitle(agent),
        location: agent.contact_details.location?.trim() || undefined,
        initials: agentInitials(agent.name),
        headshot,
      },
      siteHost,
    ),
  );
}

export function renderPostSocialImage(post: { title: string; author: string | null }, siteHost: string): Promise<Buffer> {
  return renderSocialImage(postCard(post, siteHost));
}
