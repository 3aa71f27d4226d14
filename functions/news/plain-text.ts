import { load } from 'cheerio';

/** Elements whose text is never article prose: scripts, embeds, forms, and the blocks feed services inject as ads. */
const NOISE = [
  'script',
  'style',
  'noscript',
  'iframe',
  'object',
  'embed',
  'form',
  'button',
  'svg',
  'template',
  '.feedflare',
  '[class*="advert"]',
  '[class*="sponsor"]',
  '[class*="share"]',
  '[id*="advert"]',
  '[class^="ad-"]',
  '.ad',
].join(',');

/** WordPress and FeedBurner footers ("The post X appeared first on Y.") and bare "Continue reading" links. */
const FOOTERS = [/\s*The post .{1,300}? appeared first on .{1,200}?\.\s*$/i, /\s*(Continue reading|Read more)\s*(»|→|\.\.\.|…)?\s*$/i];

export const SUMMARY_MAX = 400;

/**
 * Feed HTML as plain text (summaries are plain text; feed HTML, ads included, never reaches a page).
 * The text is later rendered by React as text, so even a stray '<' stays inert; this only makes it readable.
 */
export function htmlToPlainText(html: string | null | undefined, max = SUMMARY_MAX): string | null {
  if (!html) return null;
  const $ = load(`<body>${html}</body>`);
  $(NOISE).remove();
  $('br, p, div, li, h1, h2, h3, h4, h5, h6').after(' ');
  let text = $('body').text().replace(/\s+/g, ' ').trim();
  for (const footer of FOOTERS) text = text.replace(footer, '').trim();
  if (!text) return null;
  return truncate(text, max);
}

/** Cuts at a word boundary and adds an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** An absolute http(s) URL resolved against `base`, or null (javascript:, data: and the like are dropped). */
export function httpUrl(value: string | null | undefined, base?: string): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
