import { messages } from './messages';

export interface AgentIdentity {
  id: string;
  profile_slug: string | null;
}

/** The one canonical address of an agent's page: /agents/{profile_slug}, or /agents/{id} without a slug. */
export function agentKey(agent: AgentIdentity): string {
  return agent.profile_slug?.trim() || agent.id;
}

export function agentPath(agent: AgentIdentity): string {
  return `/agents/${encodeURIComponent(agentKey(agent))}`;
}

/**
 * The agent a ?agent= value names: its id, or its profile slug in any letter case. Agent pages pass their slug
 * along (the header's Products link, the services and products pages), so both forms must resolve.
 */
export function findAgentByKey<T extends AgentIdentity>(agents: readonly T[], key: string | null | undefined): T | undefined {
  const wanted = key?.trim();
  if (!wanted) return undefined;
  const lower = wanted.toLowerCase();
  return agents.find((agent) => agent.id === wanted) ?? agents.find((agent) => agent.profile_slug?.trim().toLowerCase() === lower);
}

/** docs/product/public-site.md#agent-query-on-links: contact links carry the agent's id, which the contact page matches against active agents. */
export function agentContactPath(agent: { id: string }): string {
  return `/contact?agent=${encodeURIComponent(agent.id)}`;
}

/** The site's own application page for one agent: its form sends the application to them, with or without JavaScript (ADR 31). */
export function agentApplicationPath(agent: { id: string }): string {
  return `/applications?agent=${encodeURIComponent(agent.id)}`;
}

export function agentTitle(agent: { contact_details: { title?: string } }): string {
  return agent.contact_details.title?.trim() || messages.agents.defaultTitle;
}

export function agentInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toUpperCase())
    .join('');
}
