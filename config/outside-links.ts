import { readEnv } from './env';
import { loadDotEnv } from './load-dotenv';
import type { Env } from './env';

/** A link the pages render: an outside address (new tab) or one of the site's own pages. */
export interface SiteLink {
  href: string;
  external: boolean;
}

/**
 * The outside links, read from the environment at build (ADR 48). Nothing invented reaches a visitor: unset, "Get
 * Started" goes to the contact page and "Online Application" to the site's own application form, and the
 * app-store buttons are not shown at all.
 */
export function outsideLinks(env: Pick<Env, 'GET_STARTED_URL' | 'ONLINE_APPLICATION_URL' | 'APP_STORE_URL' | 'PLAY_STORE_URL'>) {
  const link = (url: string | undefined, own: string): SiteLink => (url ? { href: url, external: true } : { href: own, external: false });
  return {
    getStarted: link(env.GET_STARTED_URL, '/contact'),
    onlineApplication: link(env.ONLINE_APPLICATION_URL, '/applications'),
    appStore: env.APP_STORE_URL ?? null,
    playStore: env.PLAY_STORE_URL ?? null,
  };
}

const OUTSIDE_LINK_VARIABLES = ['GET_STARTED_URL', 'ONLINE_APPLICATION_URL', 'APP_STORE_URL', 'PLAY_STORE_URL'] as const;
let lastBuilt: { from: string; links: ReturnType<typeof outsideLinks> } | undefined;

/**
 * At build: the links from the environment (and `.env`, as the pages read it). Every page's header asks for them;
 * reading and checking the whole environment each time cost about a second of a 2,500-page build, so the links are
 * kept while the four variables they come from are unchanged.
 */
export function buildOutsideLinks() {
  loadDotEnv();
  const from = JSON.stringify(OUTSIDE_LINK_VARIABLES.map((name) => process.env[name] ?? null));
  if (lastBuilt?.from !== from) lastBuilt = { from, links: outsideLinks(readEnv()) };
  return lastBuilt.links;
}
