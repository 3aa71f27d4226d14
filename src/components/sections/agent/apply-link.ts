import { buildOutsideLinks, type SiteLink } from '../../../../config/outside-links';
import { agentApplicationPath } from '../../../lib/agent-links';

/**
 * An agent page's "Apply Now": the agent's own apply link, else the site's outside one, else the site's own
 * application page naming the agent (ADR 48), so the application reaches them even without JavaScript (ADR 31).
 */
export function agentApplyLink(agent: { id: string; application_links: { apply?: string | null } }): SiteLink {
  if (agent.application_links.apply) return { href: agent.application_links.apply, external: true };
  const site = buildOutsideLinks().onlineApplication;
  return site.external ? site : { href: agentApplicationPath(agent), external: false };
}
