import type { APIRoute, GetStaticPaths } from 'astro';
import { readEnv } from '../../../../config/env';
import { buildDb } from '../../../../db/build-time';
import { listActiveAgents, type PublicAgent } from '../../../../db/queries/public-agents';
import { agentKey } from '../../../lib/agent-links';
import { headshotSources } from '../../../social-images/read-headshot';
import { renderAgentSocialImage } from '../../../social-images/render-cards';
import { socialImageResponse } from '../../../social-images/render-social-image';

/** One social preview image per agent page, at the page's own key (ADR 31): name, title, headshot or initials. */
export const getStaticPaths = (async () => {
  const agents = await listActiveAgents(await buildDb());
  return agents.filter((agent) => agentKey(agent) !== 'not-found').map((agent) => ({ params: { slug: agentKey(agent) }, props: { agent } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props, site }) => {
  const { agent } = props as { agent: PublicAgent };
  // buildDb() above has loaded .env, so the storage settings are those of the running site.
  return socialImageResponse(await renderAgentSocialImage(agent, site!.host, headshotSources(readEnv())));
};
