import { siteSettings } from '../../src/lib/site-settings';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

interface HtmlPage {
  title: string;
  /** `no-referrer` on a page whose address carries a token (ADR 39); none keeps the site's own policy. */
  referrer: 'no-referrer' | 'same-origin' | undefined;
  /** Already escaped. */
  description?: string;
  style: string;
  /** The content of <main>, already escaped by its maker. */
  main: string;
  /** Markup before and after <main> (the site's header and footer on the pages that wear them, ADR 54). */
  header?: string;
  footer?: string;
}

/**
 * The shell of the small pages the API itself serves (the rate-alert token pages, the borrower portal): plain HTML
 * with no script, kept out of search results, titled with the brokerage's name.
 */
export function htmlPage({ title, referrer, description, style, main, header, footer }: HtmlPage): string {
  return `<!doctype html>
<html lang="en-CA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${referrer === undefined ? '' : `<meta name="referrer" content="${referrer}">\n`}${description === undefined ? '' : `<meta name="description" content="${description}">\n`}<title>${escapeHtml(title)} · ${escapeHtml(siteSettings.brokerageName)}</title>
<style>${style}</style>
</head>
<body>
${header === undefined ? '' : `${header}\n`}<main>
${main}
</main>
${footer === undefined ? '' : `${footer}\n`}</body>
</html>`;
}
