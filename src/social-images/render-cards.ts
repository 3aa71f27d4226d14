import { readFile } from 'node:fs/promises';
import { agentInitials, agentTitle } from '../lib/agent-links';
import { socialImageMessages } from '../lib/messages-social-image';
import { agentCard, defaultCard, postCard, SOCIAL_CARD_LAYOUT_VERSION } from '../lib/seo/social-card';
import { siteSettings } from '../lib/site-settings';
import { resolveImageUrl } from '../lib/storage-url';
import { buildCacheDir, cachedBuildWork, contentKey } from '../build-cache/build-cache';
import { headshotFile, type HeadshotSources, readHeadshot } from './read-headshot';
import { fontsFingerprint, renderSocialImage } from './render-social-image';

/**
 * The three kinds of social preview image (ADR 31), each a 1200×630 PNG. `siteHost` is printed on the card.
 * A card is drawn once per content: its key hashes everything it shows (the words, the headshot's bytes, the site's
 * host, the brokerage's name and licence, the fonts and the layout version), so an unchanged card comes from the
 * build cache (src/build-cache/) and a changed one is drawn again.
 */
const KIND = 'social-images';

/** What every card shares: the frame's words, the layout and the fonts. */
async function frameKey(siteHost: string) {
  return {
    layout: SOCIAL_CARD_LAYOUT_VERSION,
    fonts: await fontsFingerprint(),
    siteHost,
    brokerage: siteSettings.brokerageName,
    licence: socialImageMessages.licence(siteSettings.licenceNumber),
    tagline: socialImageMessages.tagline,
    kicker: socialImageMessages.blogKicker,
    byline: socialImageMessages.byline('{author}'),
  };
}

export async function renderDefaultSocialImage(siteHost: string, cacheDir = buildCacheDir()): Promise<Buffer> {
  const key = contentKey('default', await frameKey(siteHost));
  return cachedBuildWork(KIND, key, () => renderSocialImage(defaultCard(siteHost)), cacheDir);
}

export interface AgentForSocialImage {
  name: string;
  headshot_url: string | null;
  contact_details: { title?: string; location?: string };
}

/** The headshot file's bytes (they are what is drawn), or null when the build cannot read one. */
async function headshotBytes(address: string | null, sources: HeadshotSources): Promise<Buffer | null> {
  const file = address ? headshotFile(address, sources) : null;
  if (!file) return null;
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

export async function renderAgentSocialImage(
  agent: AgentForSocialImage,
  siteHost: string,
  sources: HeadshotSources,
  cacheDir = buildCacheDir(),
): Promise<Buffer> {
  const address = resolveImageUrl(agent.headshot_url, 'agent-headshots');
  const fields = {
    name: agent.name,
    title: agentTitle(agent),
    location: agent.contact_details.location?.trim() || undefined,
    initials: agentInitials(agent.name),
  };
  const key = contentKey('agent', await frameKey(siteHost), fields, await headshotBytes(address, sources));
  return cachedBuildWork(
    KIND,
    key,
    async () => renderSocialImage(agentCard({ ...fields, headshot: await readHeadshot(address, sources) }, siteHost)),
    cacheDir,
  );
}

export async function renderPostSocialImage(post: { title: string; author: string | null }, siteHost: string, cacheDir = buildCacheDir()): Promise<Buffer> {
  const fields = { title: post.title, author: post.author };
  const key = contentKey('post', await frameKey(siteHost), fields);
  return cachedBuildWork(KIND, key, () => renderSocialImage(postCard(fields, siteHost)), cacheDir);
}
