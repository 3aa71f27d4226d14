import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';

/**
 * Where a host keeps the social cards it has drawn (ADR 31): one entry per card address (kind and slug), holding
 * the content key it was drawn for and the PNG. An edited card overwrites its entry, so the store holds one card per
 * agent and post, never one per edit. The Node host keeps them in a folder, Netlify in a Blobs store; a store that
 * cannot be read or written only costs a drawing.
 */
export interface CardStore {
  get(name: string): Promise<{ key: string; png: Buffer } | null>;
  put(name: string, key: string, png: Buffer): Promise<void>;
}

/** The entry's file or blob name: a hash, so any slug is a safe name. */
const entryName = (name: string) => createHash('sha256').update(name).digest('hex');

// An entry is the content key (64 hex digits), a newline, then the PNG.
const KEY_LENGTH = 64;
const encode = (key: string, png: Buffer) => Buffer.concat([Buffer.from(`${key}\n`, 'ascii'), png]);
function decode(bytes: Buffer): { key: string; png: Buffer } | null {
  if (bytes.length <= KEY_LENGTH + 1 || bytes[KEY_LENGTH] !== 0x0a) return null;
  return { key: bytes.subarray(0, KEY_LENGTH).toString('ascii'), png: bytes.subarray(KEY_LENGTH + 1) };
}

export function createFolderCardStore(dir: string): CardStore {
  return {
    async get(name) {
      try {
        return decode(await readFile(join(dir, entryName(name))));
      } catch {
        return null;
      }
    },
    async put(name, key, png) {
      try {
        await mkdir(dir, { recursive: true });
        // Written beside, then renamed: a request never reads half a card.
        const file = join(dir, entryName(name));
        const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
        await writeFile(temporary, encode(key, png));
        await rename(temporary, file);
      } catch {
        // a read-only or full disk: the card is drawn again next time
      }
    },
  };
}

export const SOCIAL_CARD_STORE = 'social-images';

/** Netlify Blobs (site-wide store); opened per call, as the connection exists only once a request runs. */
export function createBlobsCardStore(connection?: { siteID: string; token: string; apiURL?: string }): CardStore {
  const store = () => (connection ? getStore(SOCIAL_CARD_STORE, connection) : getStore(SOCIAL_CARD_STORE));
  return {
    async get(name) {
      try {
        const data = await store().get(entryName(name), { type: 'arrayBuffer' });
        return data ? decode(Buffer.from(data)) : null;
      } catch {
        return null;
      }
    },
    async put(name, key, png) {
      try {
        const bytes = encode(key, png);
        await store().set(entryName(name), bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
      } catch {
        // the card is drawn again next time
      }
    },
  };
}

/** No store (BUILD_CACHE_DIR=off on the Node host): every request that misses the process's memory draws. */
export const noCardStore: CardStore = { get: async () => null, put: async () => {} };
