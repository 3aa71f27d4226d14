import { siteSettings } from '../../src/lib/site-settings';
import { escapeHtml, htmlPage } from '../shared/html-page';
import { SITE_FRAME_CSS, siteFooter, siteHeader } from './site-frame';

export { escapeHtml };

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.5}
main{max-width:36rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgba(15,23,42,.15)}
h1{margin:0 0 1rem;font-size:1.75rem;color:#0c2d57}
button{margin-top:1.5rem;padding:.75rem 1.5rem;font:inherit;font-weight:600;color:#fff;background:#0c4a8c;border:0;border-radius:.5rem;cursor:pointer}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
a{color:#0c4a8c}
label{display:block;margin-top:1rem;font-weight:600}
select,input[type=text],input[type=email]{display:block;box-sizing:border-box;width:100%;margin-top:.25rem;padding:.5rem .75rem;font:inherit;border:1px solid #64748b;border-radius:.375rem}
fieldset{margin:1rem 0 0;padding:0;border:0}legend{font-weight:600}
fieldset label,label.check{display:flex;gap:.5rem;align-items:center;font-weight:400}
input:focus-visible,select:focus-visible{outline:3px solid #f59e0b;outline-offset:1px}
.error{color:#b91c1c;font-weight:600;margin:.25rem 0 0}
textarea{display:block;box-sizing:border-box;width:100%;margin-top:.25rem;padding:.5rem .75rem;font:inherit;border:1px solid #64748b;border-radius:.375rem}
textarea:focus-visible{outline:3px solid #f59e0b;outline-offset:1px}
.hint{margin:.25rem 0 0;color:#475569;font-size:.875rem}
`;

export interface AlertPage {
  title: string;
  message: string;
  /** A button that POSTs back to the same address (confirm, or the one-click unsubscribe for people). */
  form?: { action: string; button: string; fields: Record<string, string> };
  /** Markup after the message, already escaped by its maker (the rate-alert form sent back with what was typed). */
  html?: string;
  /** The way back (today's rates unless said otherwise). */
  back?: { href: string; label: string };
  /**
   * The page answers a form sent back with its answers, at an address that holds no token: it keeps the site's
   * Referrer-Policy, so its own form posts with the site's Origin (under no-referrer a browser sends `Origin: null`,
   * which the CSRF guard refuses outside its token pages).
   */
  formRetry?: boolean;
}

/**
 * The small pages a rate-alert link opens. They come from the API, not the static build, because they answer a
 * token; plain HTML with no script, light enough for the Lighthouse targets, kept out of search results. The token
 * is in the address, so the page sends no Referer (its header and its meta tag, ADR 39). They wear the site's header
 * and footer (src/lib/navigation.ts), so a visitor who lands on one is still on the site (ADR 54).
 */
export function renderAlertPage(page: AlertPage): string {
  const form = page.form
    ? `<form method="post" action="${escapeHtml(page.form.action)}">${Object.entries(page.form.fields)
        .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
        .join('')}<button type="submit">${escapeHtml(page.form.button)}</button></form>`
    : '';
  return htmlPage({
    title: page.title,
    referrer: page.formRetry ? undefined : 'no-referrer',
    description: `${escapeHtml(page.title)} · ${escapeHtml(siteSettings.brokerageName)}`,
    style: `${STYLE}${SITE_FRAME_CSS}`,
    header: siteHeader(),
    footer: siteFooter(),
    main: `<h1>${escapeHtml(page.title)}</h1>
<p role="status">${escapeHtml(page.message)}</p>
${form}${page.html ?? ''}
<p><a href="${escapeHtml(page.back?.href ?? '/rates')}">${escapeHtml(page.back?.label ?? "Back to today's rates")}</a></p>`,
  });
}
