import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noCardStore } from '../../../../functions/social-images/card-store';
import { headshotFile, type HeadshotSources } from '../../../../functions/social-images/read-headshot';
import { createSocialCards } from '../../../../functions/social-images/social-cards';
import { agentCardFields } from '../../../../src/lib/seo/social-card-fields';

// No store: each card here is drawn (the cache has its own tests, card-cache.test.ts).
const cards = (from: HeadshotSources) => createSocialCards({ siteHost: 'example.ca', store: noCardStore, headshots: from });
let n = 0;
const renderAgentSocialImage = (a: Parameters<typeof agentCardFields>[0], _host: string, from: HeadshotSources) =>
  cards(from).agentCard(`agent-${n++}`, agentCardFields(a));

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the PNG's own header (the IHDR chunk right after the signature). */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Pixels of pure red: the test headshot is red, nothing else on a card is. */
async function redPixels(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) if (data[i]! > 200 && data[i + 1]! < 50 && data[i + 2]! < 50) count += 1;
  return count;
}

let root: string;
let sources: HeadshotSources;
const agent = { name: 'Sarah Mitchell', contact_details: { title: 'Team Leader & Senior Mortgage Broker', location: 'Toronto, ON' } };

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'social-images-'));
  sources = { publicDir: join(root, 'public'), uploadsDir: join(root, 'uploads') };
  mkdirSync(join(root, 'uploads', 'agent-headshots', 'a1'), { recursive: true });
  mkdirSync(join(root, 'uploads', 'agent-documents', 'a1'), { recursive: true });
  mkdirSync(join(root, 'public', 'images'), { recursive: true });
  const red = await sharp({ create: { width: 400, height: 500, channels: 3, background: { r: 255, g: 0, b: 0 } } })
    .jpeg()
    .toBuffer();
  writeFileSync(join(root, 'uploads', 'agent-headshots', 'a1', '1-abc-sarah.jpg'), red);
  writeFileSync(join(root, 'uploads', 'agent-documents', 'a1', 'id.jpg'), red);
  writeFileSync(join(root, 'public', 'images', 'sarah.png'), await sharp(red).png().toBuffer());
  writeFileSync(
    join(root, 'public', 'images', 'sarah.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#f00"/></svg>',
  );
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('social preview images', () => {
  it('an agent with an uploaded headshot: a 1200×630 PNG that shows the photo', async () => {
    const png = await renderAgentSocialImage({ ...agent, headshot_url: 'a1/1-abc-sarah.jpg' }, 'example.ca', sources);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    // The photo is drawn as a 300 px circle inside an 8 px border: about π·142² ≈ 63,000 pixels.
    expect(await redPixels(png)).toBeGreaterThan(50_000);
  });

  it('an agent with a headshot among the site files (public/) shows it too', async () => {
    const png = await renderAgentSocialImage({ ...agent, headshot_url: '/images/sarah.png' }, 'example.ca', sources);
    expect(await redPixels(png)).toBeGreaterThan(50_000);
  });

  it('an agent without a headshot: a 1200×630 PNG with the initials and no photo', async () => {
    const png = await renderAgentSocialImage({ ...agent, headshot_url: null }, 'example.ca', sources);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(await redPixels(png)).toBe(0);
  });

  it('falls back to the initials for a missing file, an SVG, uploads kept elsewhere, or an outside address', async () => {
    for (const [headshot_url, from] of [
      ['a1/missing.jpg', sources],
      ['/images/sarah.svg', sources],
      ['a1/1-abc-sarah.jpg', { ...sources, uploadsDir: null }],
      ['https://example.com/sarah.jpg', sources],
    ] as const) {
      const png = await renderAgentSocialImage({ ...agent, headshot_url }, 'example.ca', from);
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      expect(await redPixels(png), headshot_url).toBe(0);
    }
  });

  it('the default and a post image are 1200×630 PNGs', async () => {
    expect(pngSize(await cards(sources).defaultCard())).toEqual({ width: 1200, height: 630 });
    const post = await cards(sources).postCard('fixed-or-variable', { title: 'Fixed or Variable? How to Choose in Today’s Market', author: 'David Chen' });
    expect(pngSize(post)).toEqual({ width: 1200, height: 630 });
  });
});

describe('headshot files', () => {
  it('reads only public buckets and files inside their folder', () => {
    expect(headshotFile('/uploads/agent-headshots/a1/1-abc-sarah.jpg', sources)).toBe(join(root, 'uploads', 'agent-headshots', 'a1', '1-abc-sarah.jpg'));
    expect(headshotFile('/images/sarah.png', sources)).toBe(join(root, 'public', 'images', 'sarah.png'));
    expect(headshotFile('/uploads/agent-documents/a1/id.jpg', sources)).toBeNull();
    expect(headshotFile('/uploads/agent-headshots/../agent-documents/a1/id.jpg', sources)).toBeNull();
    expect(headshotFile('/images/%2e%2e/%2e%2e/etc/passwd', sources)).toBeNull();
    expect(headshotFile('//example.com/sarah.jpg', sources)).toBeNull();
    expect(headshotFile('/uploads/agent-headshots/a1/.tmp-1', sources)).toBeNull();
  });
});
