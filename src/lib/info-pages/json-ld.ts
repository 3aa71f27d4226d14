type JsonLd = Record<string, unknown>;

/** Home > this page, for search results' breadcrumb trail. */
export function breadcrumbJsonLd(name: string, path: string, site: URL | undefined): JsonLd {
  const base = site ?? new URL('http://localhost:4321');
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: new URL('/', base).href },
      { '@type': 'ListItem', position: 2, name, item: new URL(path, base).href },
    ],
  };
}

/** A page of the site, optionally with the date its content last changed (the rates page: the rates' date). */
export function webPageJsonLd(page: { name: string; description: string; path: string; dateModified?: string | null }, site: URL | undefined): JsonLd {
  const base = site ?? new URL('http://localhost:4321');
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.name,
    description: page.description,
    url: new URL(page.path, base).href,
    ...(page.dateModified ? { dateModified: page.dateModified } : {}),
  };
}

/** The mortgage options as a list of financial products. */
export function optionsListJsonLd(options: readonly { id: string; title: string; summary: string }[], path: string, site: URL | undefined): JsonLd {
  const base = site ?? new URL('http://localhost:4321');
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: options.map((option, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: { '@type': 'LoanOrCredit', name: option.title, description: option.summary, url: new URL(`${path}#${option.id}`, base).href },
    })),
  };
}
