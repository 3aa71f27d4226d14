/** Header menus exactly as the product description lists them (Header and navigation) (docs/product/public-site.md#header-menus). */
export interface NavLink {
  label: string;
  href: string;
  external?: boolean;
}
export interface NavMenu {
  label: string;
  href?: string;
  items?: NavLink[];
}

export const headerMenus: NavMenu[] = [
  { label: 'About Us', href: '/about' },
  {
    label: 'Mortgages',
    items: [
      { label: 'Applications', href: '/applications' },
      { label: 'Our Products', href: '/products' },
      { label: 'Mortgage Calculators', href: '/calculators' },
      { label: 'Mortgage Options', href: '/mortgage-options' },
      { label: 'Mortgage Services', href: '/services' },
    ],
  },
  { label: 'Our Rates', href: '/rates' },
  {
    label: 'Resources',
    items: [
      { label: 'Find An Agent', href: '/find-broker' },
      { label: 'Why Use a Mortgage Broker', href: '/why-broker' },
      { label: 'Download Our App', href: '/app' },
      { label: 'Blogs', href: '/blog' },
      { label: 'Mortgage News', href: '/mortgage-news' },
      { label: 'Newsletter Sign-up', href: '/newsletter' },
    ],
  },
  {
    label: 'Contact Us',
    items: [
      { label: 'Contact Us', href: '/contact' },
      { label: 'Become An Agent', href: '/become-broker' },
      { label: 'Newsletter Sign-up', href: '/newsletter' },
    ],
  },
];

/**
 * Pages that act for the agent named in ?agent= (the contact form routes the lead to them, the product page shows
 * their buttons, the services pages and the application form pass them on). docs/product/public-site.md#header-menus: the Products link gets
 * ?agent={agent} on /agents/{agent}; the site extends that to every link from an agent page that can keep the broker.
 */
export const AGENT_AWARE_PATHS: ReadonlySet<string> = new Set(['/products', '/services', '/contact', '/applications']);

/** The agent key of an agent page's path; none on the 'Agent Not Found' page, which every unknown agent shares. */
export function agentKeyFromPath(pathname: string): string | null {
  const match = /^\/agents\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  const key = decodeURIComponent(match[1]!);
  return key === 'not-found' ? null : key;
}

export function withAgentQuery(href: string, pathname: string): string {
  const key = agentKeyFromPath(pathname);
  if (!key || !AGENT_AWARE_PATHS.has(href)) return href;
  return `${href}?agent=${encodeURIComponent(key)}`;
}

export const footerColumns: { title: string; links: NavLink[] }[] = [
  {
    title: 'Mortgages',
    links: [
      { label: 'Applications', href: '/applications' },
      { label: 'Our Products', href: '/products' },
      { label: 'Mortgage Calculators', href: '/calculators' },
      { label: 'Our Rates', href: '/rates' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Why Use a Broker', href: '/why-broker' },
      { label: 'Blog', href: '/blog' },
      { label: 'Mortgage News', href: '/mortgage-news' },
      { label: 'Mobile App', href: '/app' },
    ],
  },
  {
    title: 'Contact',
    links: [
      { label: 'Contact Us', href: '/contact' },
      { label: 'Become An Agent', href: '/become-broker' },
      { label: 'Newsletter', href: '/newsletter' },
      { label: 'Agent Login', href: '/auth' },
      { label: 'Privacy Policy', href: '/privacy' },
    ],
  },
];

/** docs/product/public-site.md#footer-hidden-in-the-back-office: the footer is hidden on paths starting with /super-admin or /agent-dashboard. */
export const isBackOfficePath = (pathname: string) => pathname.startsWith('/super-admin') || pathname.startsWith('/agent-dashboard');
