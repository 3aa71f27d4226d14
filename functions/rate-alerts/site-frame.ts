import { footerColumns, headerMenus } from '../../src/lib/navigation';
import { siteSettings } from '../../src/lib/site-settings';

const e = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const link = (href: string, label: string) => `<a href="${e(href)}">${e(label)}</a>`;

/**
 * The site's header and footer for the pages the API writes itself (a rate-alert or contact form sent back with its
 * answers, a confirmation link's page): a visitor there keeps the brand, the menu and the licence, as on every built
 * page. Plain HTML without a script: a menu with several links is a <details> that opens without JavaScript.
 */
export function siteHeader(): string {
  const menus = headerMenus
    .map((menu) =>
      menu.href
        ? `<li>${link(menu.href, menu.label)}</li>`
        : `<li><details><summary>${e(menu.label)}</summary><ul>${(menu.items ?? [])
            .map((item) => `<li>${link(item.href, item.label)}</li>`)
            .join('')}</ul></details></li>`,
    )
    .join('');
  return `<header class="site-header"><a class="brand" href="/">${e(siteSettings.brokerageName)}</a>
<nav aria-label="Main"><ul>${menus}</ul></nav>
<a class="phone" href="${e(siteSettings.phoneHref)}">${e(siteSettings.phone)}</a></header>`;
}

export function siteFooter(): string {
  const columns = footerColumns
    .map(
      (column) =>
        `<nav aria-label="${e(column.title)}"><h2>${e(column.title)}</h2><ul>${column.links.map((l) => `<li>${link(l.href, l.label)}</li>`).join('')}</ul></nav>`,
    )
    .join('');
  return `<footer class="site-footer"><div class="columns">${columns}</div>
<p data-testid="licence-text">${e(siteSettings.brokerageName)} is a licensed Ontario mortgage brokerage, Licence #${e(siteSettings.licenceNumber)}, operating under ${e(siteSettings.allianceName)} and regulated by the ${e(siteSettings.regulator)}.</p></footer>`;
}

/** The frame's look, matching the built pages' colours (slate text, the brand's navy). */
export const SITE_FRAME_CSS = `.site-header{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;justify-content:space-between;padding:1rem 1.5rem;background:#fff;border-bottom:1px solid #e2e8f0}
.site-header .brand{font-weight:800;font-size:1.125rem;color:#0c2d57;text-decoration:none}
.site-header ul{list-style:none;margin:0;padding:0}
.site-header nav>ul{display:flex;flex-wrap:wrap;gap:1.25rem;align-items:flex-start}
.site-header nav a,.site-header summary{color:#334155;font-weight:600;text-decoration:none;cursor:pointer}
.site-header details ul{margin-top:.5rem;padding:.5rem .75rem;background:#fff;border:1px solid #e2e8f0;border-radius:.5rem}
.site-header details li{padding:.25rem 0}
.site-header .phone{color:#0c4a8c;font-weight:600}
.site-footer{margin-top:4rem;padding:2rem 1.5rem;background:#0c2d57;color:#e2e8f0;font-size:.875rem}
.site-footer .columns{display:flex;flex-wrap:wrap;gap:2rem}
.site-footer h2{margin:0 0 .5rem;font-size:1rem;color:#fff}
.site-footer ul{list-style:none;margin:0;padding:0}.site-footer li{padding:.15rem 0}
.site-footer a{color:#e2e8f0}
.site-footer p{max-width:60rem;margin:1.5rem 0 0;color:#cbd5e1}`;
