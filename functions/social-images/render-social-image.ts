import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import satori from 'satori';
import sharp from 'sharp';
import { SOCIAL_IMAGE } from '../../src/lib/seo/social-image';

/**
 * A card (src/lib/seo/social-card.tsx) as a 1200×630 PNG (ADR 31), drawn on request by a host. Satori lays the card out and draws its text as
 * outlines with Inter, read from the @fontsource/inter package, so no system font is needed (a fresh machine and
 * Netlify's functions have none we can count on); sharp, already on both hosts, turns the SVG into a PNG.
 */
type Weight = 400 | 700 | 800;
const WEIGHTS: readonly Weight[] = [400, 700, 800];
/**
 * Latin, then the subsets names such as "Łukasz", "Nguyễn" or "Σοφία" need: each subset is its own family, named
 * in the cards' font-family list (SOCIAL_IMAGE_FONTS), because satori falls back from family to family, not between
 * files of one family. Scripts Inter lacks (Devanagari, Chinese…) show as missing glyphs.
 */
const SUBSETS = [
  { subset: 'latin', name: 'Inter' },
  { subset: 'latin-ext', name: 'Inter Latin Extended' },
  { subset: 'vietnamese', name: 'Inter Vietnamese' },
  { subset: 'cyrillic', name: 'Inter Cyrillic' },
  { subset: 'greek', name: 'Inter Greek' },
] as const;

let fonts: Promise<{ name: string; data: Buffer; weight: Weight; style: 'normal' }[]> | undefined;

function loadFonts() {
  // Resolved from the project root (the host's working folder; on Netlify the font files are the function's
  // included files, netlify.toml), never from this module's folder, which a bundle moves.
  const require = createRequire(join(process.cwd(), 'package.json'));
  fonts ??= Promise.all(
    SUBSETS.flatMap(({ subset, name }) =>
      WEIGHTS.map(async (weight) => ({
        name,
        data: await readFile(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
        weight,
        style: 'normal' as const,
      })),
    ),
  );
  return fonts;
}

/** A hash of every font file the renderer draws with: a card is drawn again when the fonts change (ADR 31). */
let fingerprint: Promise<string> | undefined;
export function fontsFingerprint(): Promise<string> {
  fingerprint ??= loadFonts().then((loaded) => {
    const hash = createHash('sha256');
    for (const font of loaded) hash.update(`${font.name} ${font.weight}\n`).update(font.data);
    return hash.digest('hex');
  });
  return fingerprint;
}

export async function renderSocialImage(card: ReactElement): Promise<Buffer> {
  const svg = await satori(card, { width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height, fonts: await loadFonts() });
  // No transparency on a card: RGB keeps the file smaller.
  return sharp(Buffer.from(svg)).removeAlpha().png({ compressionLevel: 9 }).toBuffer();
}
