import type { APIRoute } from 'astro';
import { readOncePerBuild } from '../../../db/build-time';
import { listActiveAgents } from '../../../db/queries/public-agents';
import { agentIndexEntry } from '../../lib/agents/agent-directory';

/** The search box's index of active agents, built with the site; fetched only when a visitor starts a search. */
export const GET: APIRoute = async () => {
  const agents = await readOncePerBuild('active-agents', listActiveAgents);
  return new Response(JSON.stringify(agents.map(agentIndexEntry)), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
