import { agentPath, type AgentIdentity } from './agent-links';

/**
 * The `_redirects` rules generated at build (src/integrations/site-redirects.ts), read by Netlify and by the Node
 * host alike (server/redirects.ts). First match wins, so the per-agent redirects come before the catch-alls.
 */
export const NOT_FOUND_PAGES = {
  agents: '/agents/not-found',
  services: '/services/not-found',
  products: '/products/not-found',
  blog: '/blog/not-found',
} as const;

/**
 * /agent/{x} and /agents/{id} both lead to the one canonical /agents/{slug} (or /agents/{id} without a slug).
 * The first line points the canonical address at itself: the Node host matches rules regardless of case and a real
 * page shadows a rule at its own path, so only another spelling (/agents/DavidChen) takes it, a permanent redirect
 * to the lowercase address instead of the not-found catch-all. Netlify matches with case; an edge function gives
 * the same redirect there (ADR 32).
 */
export function agentRedirectLines(agents: AgentIdentity[]): string[] {
  const lines: string[] = [];
  for (const agent of agents) {
    const canonical = agentPath(agent);
    const slug = agent.profile_slug?.trim();
    const id = encodeURIComponent(agent.id);
    lines.push(`${canonical} ${canonical} 301`);
    if (slug) lines.push(`/agent/${encodeURIComponent(slug)} ${canonical} 301`);
    if (`/agents/${id}` !== canonical) lines.push(`/agents/${id} ${canonical} 301`);
    lines.push(`/agent/${id} ${canonical} 301`);
  }
  return lines;
}

/** A slug the agent used before (agent_slug_history): its old addresses keep working with a permanent redirect. */
export interface OldSlug extends AgentIdentity {
  old_slug: string;
}

export function oldSlugRedirectLines(oldSlugs: OldSlug[]): string[] {
  return oldSlugs.flatMap((agent) => {
    const old = encodeURIComponent(agent.old_slug);
    const canonical = agentPath(agent);
    return `/agents/${old}` === canonical ? [] : [`/agents/${old} ${canonical} 301`, `/agent/${old} ${canonical} 301`];
  });
}

/**
 * Unknown ids and slugs get their section's not-found page with status 404. These rules are not forced: a real
 * page at the same path is served first (Netlify's shadowing; the Node host does the same).
 */
export function notFoundRewriteLines(): string[] {
  return [
    `/agents/* ${NOT_FOUND_PAGES.agents} 404`,
    `/agent/* ${NOT_FOUND_PAGES.agents} 404`,
    `/services/* ${NOT_FOUND_PAGES.services} 404`,
    `/products/* ${NOT_FOUND_PAGES.products} 404`,
    `/blog/* ${NOT_FOUND_PAGES.blog} 404`,
  ];
}

export function buildRedirectsFile(agents: AgentIdentity[], oldSlugs: OldSlug[] = []): string {
  return [
    '# Generated at build from the database (src/integrations/site-redirects.ts). Do not edit.',
    ...agentRedirectLines(agents),
    ...oldSlugRedirectLines(oldSlugs),
    ...notFoundRewriteLines(),
  ].join('\n');
}
