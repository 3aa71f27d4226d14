import { describe, expect, it, vi } from 'vitest';
import { searchAgents, type AgentIndexEntry } from '../../../../src/lib/agents/agent-index';

const entry = (name: string, area: string): AgentIndexEntry => ({
  id: name,
  profile_slug: null,
  name,
  initials: '',
  title: 'Mortgage Agent',
  area,
  path: '/',
  contactPath: '/contact',
  headshot: null,
  logo: null,
  email: null,
  phone: null,
});
const agents = [entry('David Chen', 'Markham, ON'), entry('Chloé Côté', 'Montréal, QC'), entry('Sarah Mitchell', 'Toronto, ON')];

describe('searchAgents', () => {
  it('matches name or area, ignoring case and accents; every word must match', () => {
    expect(searchAgents(agents, 'chen').map((a) => a.name)).toEqual(['David Chen']);
    expect(searchAgents(agents, 'MONTREAL').map((a) => a.name)).toEqual(['Chloé Côté']);
    expect(searchAgents(agents, 'cote montreal').map((a) => a.name)).toEqual(['Chloé Côté']);
    expect(searchAgents(agents, 'sarah markham')).toEqual([]);
    expect(searchAgents(agents, 'toronto').map((a) => a.name)).toEqual(['Sarah Mitchell']);
  });

  it('an empty query matches nothing (the directory pages show instead)', () => {
    expect(searchAgents(agents, '   ')).toEqual([]);
  });
});

describe('loadAgentIndex', () => {
  it('fetches once per page view and forgets a failure so the next use retries', async () => {
    vi.resetModules();
    const { loadAgentIndex } = await import('../../../../src/lib/agents/agent-index');
    const failing = vi.fn(async () => new Response('no', { status: 503 }));
    await expect(loadAgentIndex(failing as unknown as typeof fetch)).rejects.toThrow('503');
    const ok = vi.fn(async () => Response.json(agents));
    expect(await loadAgentIndex(ok as unknown as typeof fetch)).toHaveLength(3);
    expect(await loadAgentIndex(ok as unknown as typeof fetch)).toHaveLength(3);
    expect(ok).toHaveBeenCalledOnce();
  });
});
