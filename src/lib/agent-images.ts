import { resolveImageUrl } from './storage-url';

/** An agent's image columns: stored paths or addresses, as the back office and the public pages read them. */
export interface AgentImageFields {
  headshot_url: string | null;
  banner_image_url: string | null;
  custom_background_image: string | null;
  agent_logo_url: string | null;
  badge_1_url: string | null;
  badge_2_url: string | null;
}

/** An agent's images as page addresses; relative paths live in the agent-headshots and agent-banners buckets. */
export function agentImages(agent: AgentImageFields) {
  return {
    headshot: resolveImageUrl(agent.headshot_url, 'agent-headshots'),
    banner: resolveImageUrl(agent.banner_image_url, 'agent-banners'),
    background: resolveImageUrl(agent.custom_background_image, 'agent-banners'),
    logo: resolveImageUrl(agent.agent_logo_url, 'agent-headshots'),
    badges: [agent.badge_1_url, agent.badge_2_url].map((url) => resolveImageUrl(url, 'agent-headshots')).filter((url): url is string => Boolean(url)),
  };
}
