import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFolderCardStore, noCardStore } from '../../../../functions/social-images/card-store';
import type { HeadshotSources } from '../../../../functions/social-images/read-headshot';
import { createSocialCards } from '../../../../functions/social-images/social-cards';
import { agentCardFields } from '../../../../src/lib/seo/social-card-fields';

/**
 * A social image is drawn once per content (ADR 31): an unchanged card comes back from the process's memory or from
 * the host's store (here its folder) without being drawn again; a changed title, name or headshot is drawn anew, and
 * replaces the old one in the store. Each `createSocialCards` stands for a new host process (nothing in memory).
 */
let root: string;
let cacheDir: string;
let sources: HeadshotSources;
const headshot = join('agent-headshots', 'a1', 'face.png');
const agent = { name: 'Sarah Mitchell', headshot_url: 'a1/face.png', contact_details: { title: 'Mortgage Broker', location: 'Toronto, ON' } };
const newProcess = (siteHost = 'example.ca', dir: string | null = cacheDir) =>
  createSocialCards({ siteHost, store: dir ? createFolderCardStore(dir) : noCardStore, headshots: sources });
const stored = () => readdirSync(cacheDir).filter((name) => !name.endsWith('.tmp')).length;

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
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('social images drawn once', () => {
  it('an unchanged post card is not drawn again, in this process or in the next one (the store)', async () => {
    const post = { title: 'Fixed or variable?', author: 'David Chen' };
    const host = newProcess();
    const first = await host.postCard('fixed-or-variable', post);
    expect(host.drawn()).toBe(1);
    expect(stored()).toBe(1);

    const again = await host.postCard('fixed-or-variable', { ...post });
    expect(host.drawn()).toBe(1);
    expect(again.equals(first)).toBe(true);

    // The host restarted (or another Netlify function instance): nothing in memory, the store kept.
    const next = newProcess();
    const fromStore = await next.postCard('fixed-or-variable', { ...post });
    expect(next.drawn()).toBe(0);
    expect(fromStore.equals(first)).toBe(true);
  });

  it('a changed title, author or site address is drawn again, only that card, and replaces the stored one', async () => {
    const host = newProcess();
    await host.postCard('fixed', { title: 'Fixed or variable?', author: 'David Chen' });
    await host.postCard('renewal', { title: 'Renewal checklist', author: 'David Chen' });
    expect(host.drawn()).toBe(2);

    const edited = await host.postCard('fixed', { title: 'Fixed or variable in 2027?', author: 'David Chen' });
    expect(host.drawn()).toBe(3);
    await host.postCard('renewal', { title: 'Renewal checklist', author: 'David Chen' });
    expect(host.drawn()).toBe(3);
    // One entry per post, not one per edit.
    expect(stored()).toBe(2);

    await host.postCard('fixed', { title: 'Fixed or variable in 2027?', author: 'Priya Sharma' });
    expect(host.drawn()).toBe(4);
    const moved = newProcess('brokerage.example');
    await moved.postCard('fixed', { title: 'Fixed or variable in 2027?', author: 'Priya Sharma' });
    expect(moved.drawn()).toBe(1);
    expect(edited.subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  it("an agent card is drawn again when the name changes or the headshot file's bytes change, not otherwise", async () => {
    const host = newProcess();
    const first = await host.agentCard('sarah', agentCardFields(agent));
    await host.agentCard('sarah', agentCardFields({ ...agent }));
    expect(host.drawn()).toBe(1);

    await host.agentCard('sarah', agentCardFields({ ...agent, name: 'Sarah Mitchell-Grant' }));
    expect(host.drawn()).toBe(2);

    // Same address, a new photo uploaded over it: the card shows the new one.
    writeFileSync(join(root, 'uploads', headshot), await face(90));
    const newPhoto = await host.agentCard('sarah', agentCardFields(agent));
    expect(host.drawn()).toBe(3);
    expect(newPhoto.equals(first)).toBe(false);
  });

  it('with no store, memory still spares a second drawing in the same process', async () => {
    const post = { title: 'No folder', author: null };
    const host = newProcess('example.ca', null);
    await host.postCard('no-folder', post);
    await host.postCard('no-folder', post);
    expect(host.drawn()).toBe(1);
    const next = newProcess('example.ca', null);
    await next.postCard('no-folder', post);
    expect(next.drawn()).toBe(1);
  });
});
