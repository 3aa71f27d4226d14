import { agentContactPath, agentInitials, agentPath, agentTitle, type AgentIdentity } from '../agent-links';
import { agentImages } from '../agent-images';
import type { AgentIndexEntry } from './agent-index';

/** The public fields the index reads: the database's public agent row has them all (db/queries/public-agents.ts). */
type IndexedAgent = AgentIdentity &
  Parameters<typeof agentImages>[0] & {
    name: string;
    email: string | null;
    phone: string | null;
    contact_details: { title?: string; location?: string };
  };

/**
 * /find-broker lists 24 agents a page (/find-broker, /find-broker/page/2 …), so a brokerage of 300 agents
 * never makes one heavy page; the compact index (agent-index.ts) feeds the search box.
 */
export const AGENTS_PER_PAGE = 24;

export const findBrokerPageHref = (page: number): string => (page <= 1 ? '/find-broker' : `/find-broker/page/${page}`);

/** One active agent in the index: only public fields, the ones the agent card already shows. */
export function agentIndexEntry(agent: IndexedAgent): AgentIndexEntry {
  const images = agentImages(agent);
  return {
    id: agent.id,
    profile_slug: agent.profile_slug,
    name: agent.name,
    initials: agentInitials(agent.name),
    title: agentTitle(agent),
    area: agent.contact_details.location?.trim() ?? '',
    path: agentPath(agent),
    contactPath: agentContactPath(agent),
    headshot: images.headshot,
    logo: images.logo,
    email: agent.email,
    phone: agent.phone,
  };
}
