/** Header menus exactly as the spec lists them (Header and navigation). */
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

/** Spec: the Products link gets ?agent={agent} when the current path is /agents/{agent}. */
export function withAgentQuery(href: string, pathname: string): string {
  const match = /^\/agents\/([^/]+)\/?$/.exec(pathname);
  if (!match || href !== '/products') return href;
  return `${href}?agent=${encodeURIComponent(decodeURIComponent(match[1]!))}`;
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
    ],
  },
];

/** Spec: the footer is hidden on paths starting with /super-admin or /agent-dashboard. */
export const isBackOfficePath = (pathname: string) =>
  pathname.startsWith('/super-admin') || pathname.startsWith('/agent-dashboard');
