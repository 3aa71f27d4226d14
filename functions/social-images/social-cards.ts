import { createHash } from 'node:crypto';
import { agentCard, defaultCard, postCard } from '../../src/lib/seo/social-card';
import { type AgentCardFields, frameFields, type PostCardFields, SOCIAL_CARD_LAYOUT_VERSION } from '../../src/lib/seo/social-card-fields';
import type { CardStore } from './card-store';
import { type HeadshotSources, headshotImage, readHeadshotBytes } from './read-headshot';
import { fontsFingerprint, renderSocialImage } from './render-social-image';

/**
 * The three kinds of social preview image (ADR 31), each a 1200×630 PNG, drawn once per content: a card's key
 * hashes everything it shows (the words, the headshot's bytes, the site's host, the frame's words, the fonts and the
 * layout version), so an unchanged card comes from the store (or this process's memory) and a changed one is drawn
 * again. `siteHost` is printed on the card.
 */
export interface SocialCards {
  defaultCard(): Promise<Buffer>;
  postCard(slug: string, fields: PostCardFields): Promise<Buffer>;
  agentCard(key: string, fields: AgentCardFields): Promise<Buffer>;
  /** Cards drawn by this process so far (tests and logs: a cached card is not drawn). */
  drawn(): number;
}

/** A hex SHA-256 of the parts (JSON; Buffers by their bytes). */
export function contentKey(...parts: unknown[]): string {
  const hash = createHash('sha256');
  for (const value of parts) {
    if (Buffer.isBuffer(value)) hash.update(`<bytes ${value.byteLength}>`).update(value);
    else hash.update(`${JSON.stringify(value) ?? 'undefined'}\n`);
  }
  return hash.digest('hex');
}

/** Cards kept in memory besides the store: the most recently asked for, so a burst of shares costs one read. */
const MEMORY_CARDS = 64;

export function createSocialCards(options: { siteHost: string; store: CardStore; headshots: HeadshotSources }): SocialCards {
  const { siteHost, store, headshots } = options;
  const memory = new Map<string, { key: string; png: Buffer }>();
  let drawn = 0;
  const frameKey = async () => ({ layout: SOCIAL_CARD_LAYOUT_VERSION, fonts: await fontsFingerprint(), siteHost, ...frameFields() });

  async function cached(name: string, key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const remembered = memory.get(name);
    const found = remembered?.key === key ? remembered : await store.get(name);
    let png: Buffer;
    if (found && found.key === key) png = found.png;
    else {
      png = await draw();
      drawn += 1;
      await store.put(name, key, png);
    }
    memory.delete(name);
    memory.set(name, { key, png });
    if (memory.size > MEMORY_CARDS) memory.delete(memory.keys().next().value!);
    return png;
  }

  return {
    async defaultCard() {
      return cached('default', contentKey('default', await frameKey()), () => renderSocialImage(defaultCard(siteHost)));
    },
    async postCard(slug, fields) {
      return cached(`post/${slug}`, contentKey('post', await frameKey(), fields), () => renderSocialImage(postCard(fields, siteHost)));
    },
    async agentCard(agentKey, fields) {
      // The bytes, not the address, are in the key: a new photo uploaded over the old one is drawn again.
      const bytes = await readHeadshotBytes(fields.headshotAddress, headshots);
      const { headshotAddress: _address, ...shown } = fields;
      return cached(`agent/${agentKey}`, contentKey('agent', await frameKey(), shown, bytes), async () =>
        renderSocialImage(agentCard({ ...shown, headshot: await headshotImage(bytes) }, siteHost)),
      );
    },
    drawn: () => drawn,
  };
}
