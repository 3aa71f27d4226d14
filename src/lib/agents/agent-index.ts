import { findAgentByKey } from '../agent-links';

/**
 * The compact index of active agents (/find-broker/agents.json, built with the site). Pages that once embedded
 * every agent (the contact page's ?agent=, a product's agent buttons) and the directory's search fetch it only when
 * they need it, so no page grows with the size of the team. Browser-safe: no server imports, no message catalogue.
 */
export const AGENT_INDEX_PATH = '/find-broker/agents.json';

export interface AgentIndexEntry {
  id: string;
  profile_slug: string | null;
  name: string;
  initials: string;
  title: string;
  area: string;
  /** The profile page and the contact page with this agent chosen. */
  path: string;
  contactPath: string;
  headshot: string | null;
  logo: string | null;
  email: string | null;
  phone: string | null;
}

/** Case- and accent-insensitive, so 'montreal' finds 'Montréal' and 'chen' finds 'David Chen'. */
export const foldForSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** Agents whose name or area holds every word of the query, in the directory's order (by name). */
export function searchAgents(entries: readonly AgentIndexEntry[], query: string): AgentIndexEntry[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return entries.filter((entry) => {
    const haystack = foldForSearch(`${entry.name} ${entry.area}`);
    return words.every((word) => haystack.includes(word));
  });
}

let loading: Promise<AgentIndexEntry[]> | null = null;

/** One request per page view; a failure is forgotten so the next use tries again. */
export function loadAgentIndex(fetcher: typeof fetch = fetch): Promise<AgentIndexEntry[]> {
  loading ??= fetcher(AGENT_INDEX_PATH)
    .then((res) => {
      if (!res.ok) throw new Error(`the agent index answered ${res.status}`);
      return res.json() as Promise<AgentIndexEntry[]>;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** The agent a ?agent= value names (id or profile slug), or null when none does or the index cannot load. */
export async function findIndexedAgent(key: string | null | undefined): Promise<AgentIndexEntry | null> {
  if (!key?.trim()) return null;
  try {
    return findAgentByKey(await loadAgentIndex(), key) ?? null;
  } catch {
    return null;
  }
}
