import { siteSettings } from '../../src/lib/site-settings';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

interface HtmlPage {
  title: string;
  /** `no-referrer` on a page whose address carries a token (ADR 39). */
  referrer: 'no-referrer' | 'same-origin';
  /** Already escaped. */
  description?: string;
  style: string;
  /** The content of <main>, already escaped by its maker. */
  main: string;
}

/**
 * The shell of the small pages the API itself serves (the rate-alert token pages, the borrower portal): plain HTML
 * with no script, kept out of search results, titled with the brokerage's name.
 */
export function htmlPage({ title, referrer, description, style, main }: HtmlPage): string {
  return `<!doctype html>
<html lang="en-CA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="${referrer}">
${description === undefined ? '' : `<meta name="description" content="${description}">\n`}<title>${escapeHtml(title)} · ${escapeHtml(siteSettings.brokerageName)}</title>
<style>${style}</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>`;
}
