import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCacheCounts, clearBuildCacheMemory, resetBuildCacheCounts } from '../../../../src/build-cache/build-cache';
import type { HeadshotSources } from '../../../../src/social-images/read-headshot';
import { renderAgentSocialImage, renderPostSocialImage } from '../../../../src/social-images/render-cards';

/**
 * A social image is drawn once per content (ADR 31): an unchanged card comes back from memory or from the cache
 * folder without being drawn again; a changed title, name or headshot is drawn anew.
 */
let root: string;
let cacheDir: string;
let sources: HeadshotSources;
const headshot = join('agent-headshots', 'a1', 'face.png');
const agent = { name: 'Sarah Mitchell', headshot_url: 'a1/face.png', contact_details: { title: 'Mortgage Broker', location: 'Toronto, ON' } };

const drawn = () => buildCacheCounts()['social-images']?.made ?? 0;
const reused = () => {
  const counts = buildCacheCounts()['social-images'];
  return { memory: counts?.memory ?? 0, disk: counts?.disk ?? 0 };
};
const face = (r: number) =>
  sharp({ create: { width: 200, height: 200, channels: 3, background: { r, g: 40, b: 40 } } })
    .png()
    .toBuffer();

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'card-cache-'));
  sources = { publicDir: join(root, 'public'), uploadsDir: join(root, 'uploads') };
  mkdirSync(join(root, 'uploads', 'agent-headshots', 'a1'), { recursive: true });
});

beforeEach(async () => {
  cacheDir = mkdtempSync(join(root, 'cache-'));
  writeFileSync(join(root, 'uploads', headshot), await face(200));
  clearBuildCacheMemory();
  resetBuildCacheCounts();
});

afterAll(() => {
  clearBuildCacheMemory();
  resetBuildCacheCounts();
  rmSync(root, { recursive: true, force: true });
});

describe('social images drawn once', () => {
  it('an unchanged post card is not drawn again, in this process or in the next one (the cache folder)', async () => {
    const post = { title: 'Fixed or variable?', author: 'David Chen' };
    const first = await renderPostSocialImage(post, 'example.ca', cacheDir);
    expect(drawn()).toBe(1);
    expect(readdirSync(join(cacheDir, 'social-images'))).toHaveLength(1);

    const again = await renderPostSocialImage({ ...post }, 'example.ca', cacheDir);
    expect(drawn()).toBe(1);
    expect(reused()).toEqual({ memory: 1, disk: 0 });
    expect(again.equals(first)).toBe(true);

    // A new build worker: nothing in memory, the folder kept.
    clearBuildCacheMemory();
    const fromDisk = await renderPostSocialImage({ ...post }, 'example.ca', cacheDir);
    expect(drawn()).toBe(1);
    expect(reused()).toEqual({ memory: 1, disk: 1 });
    expect(fromDisk.equals(first)).toBe(true);
  });

  it('a changed title, author or site address is drawn again, and only that card', async () => {
    await renderPostSocialImage({ title: 'Fixed or variable?', author: 'David Chen' }, 'example.ca', cacheDir);
    await renderPostSocialImage({ title: 'Renewal checklist', author: 'David Chen' }, 'example.ca', cacheDir);
    expect(drawn()).toBe(2);

    const edited = await renderPostSocialImage({ title: 'Fixed or variable in 2027?', author: 'David Chen' }, 'example.ca', cacheDir);
    expect(drawn()).toBe(3);
    await renderPostSocialImage({ title: 'Renewal checklist', author: 'David Chen' }, 'example.ca', cacheDir);
    expect(drawn()).toBe(3);

    await renderPostSocialImage({ title: 'Fixed or variable in 2027?', author: 'Priya Sharma' }, 'example.ca', cacheDir);
    await renderPostSocialImage({ title: 'Fixed or variable in 2027?', author: 'David Chen' }, 'brokerage.example', cacheDir);
    expect(drawn()).toBe(5);
    expect(edited.subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  it("an agent card is drawn again when the name changes or the headshot file's bytes change, not otherwise", async () => {
    const first = await renderAgentSocialImage(agent, 'example.ca', sources, cacheDir);
    await renderAgentSocialImage({ ...agent }, 'example.ca', sources, cacheDir);
    expect(drawn()).toBe(1);

    await renderAgentSocialImage({ ...agent, name: 'Sarah Mitchell-Grant' }, 'example.ca', sources, cacheDir);
    expect(drawn()).toBe(2);

    // Same address, a new photo uploaded over it: the card shows the new one.
    writeFileSync(join(root, 'uploads', headshot), await face(90));
    const newPhoto = await renderAgentSocialImage(agent, 'example.ca', sources, cacheDir);
    expect(drawn()).toBe(3);
    expect(newPhoto.equals(first)).toBe(false);
  });

  it('with the cache folder off, memory still spares a second drawing in the same process', async () => {
    const post = { title: 'No folder', author: null };
    await renderPostSocialImage(post, 'example.ca', null);
    await renderPostSocialImage(post, 'example.ca', null);
    expect(drawn()).toBe(1);
    clearBuildCacheMemory();
    await renderPostSocialImage(post, 'example.ca', null);
    expect(drawn()).toBe(2);
  });
});
