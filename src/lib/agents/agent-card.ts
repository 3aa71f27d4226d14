/** An active agent as the pages embed it at build time (public fields only). */
export interface AgentCard {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  agent_logo_url: string | null;
  profile_slug: string | null;
}

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
