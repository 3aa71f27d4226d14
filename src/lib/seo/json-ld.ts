import { agentPath, agentTitle } from '../agent-links';
import { siteSettings } from '../site-settings';

type JsonLd = Record<string, unknown>;
const absolute = (path: string | null | undefined, site: URL) => (path ? new URL(path, site).href : undefined);

/** The brokerage as the employer of agents and publisher of posts (the full FinancialService is in BaseLayout). */
export function brokerageRef(site: URL): JsonLd {
  return { '@type': 'FinancialService', name: siteSettings.brokerageName, url: site.href };
}

export interface PersonInput {
  id: string;
  name: string;
  profile_slug: string | null;
  email: string | null;
  phone: string | null;
  headshot_url: string | null;
  license_number: string | null;
  contact_details: { title?: string; location?: string };
  social_links: Record<string, string | undefined>;
}

/** An agent as a schema.org Person working for the brokerage, with their own licence when known. */
export function personJsonLd(agent: PersonInput, site: URL, image?: string | null): JsonLd {
  const sameAs = Object.values(agent.social_links).filter((link): link is string => Boolean(link));
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: agent.name,
    jobTitle: agentTitle(agent),
    url: absolute(agentPath(agent), site),
    email: agent.email ?? undefined,
    telephone: agent.phone ?? undefined,
    image: absolute(image ?? agent.headshot_url, site),
    address: agent.contact_details.location ? { '@type': 'PostalAddress', addressLocality: agent.contact_details.location } : undefined,
    worksFor: brokerageRef(site),
    hasCredential: agent.license_number
      ? {
          '@type': 'EducationalOccupationalCredential',
          credentialCategory: 'Mortgage Agent Licence',
          identifier: agent.license_number,
          recognizedBy: { '@type': 'GovernmentOrganization', name: siteSettings.regulator },
        }
      : undefined,
    sameAs: sameAs.length ? sameAs : undefined,
  };
}

export interface ArticleInput {
  title: string;
  slug: string;
  description: string;
  published_at: string | null;
  updated_at: string;
  image: string | null;
  author: { name: string; href: string | null } | null;
}

/** A blog post as a schema.org BlogPosting; 'Admin' posts are authored by the brokerage itself. */
export function articleJsonLd(post: ArticleInput, site: URL): JsonLd {
  const url = absolute(`/blog/${post.slug}`, site);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: url,
    datePublished: post.published_at ?? undefined,
    dateModified: post.updated_at,
    image: absolute(post.image, site),
    author: post.author ? { '@type': 'Person', name: post.author.name, url: absolute(post.author.href, site) } : brokerageRef(site),
    publisher: brokerageRef(site),
  };
}

export function serviceJsonLd(service: { name: string; description: string; path: string; image: string | null }, site: URL): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.description,
    url: absolute(service.path, site),
    image: absolute(service.image, site),
    serviceType: 'Mortgage brokerage',
    areaServed: 'Ontario, Canada',
    provider: brokerageRef(site),
  };
}

export function productJsonLd(product: { name: string; description: string; path: string; image: string | null; price: number | null }, site: URL): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    url: absolute(product.path, site),
    image: absolute(product.image, site),
    brand: { '@type': 'Brand', name: siteSettings.brokerageName },
    offers:
      product.price === null
        ? undefined
        : { '@type': 'Offer', price: product.price.toFixed(2), priceCurrency: 'CAD', url: absolute(product.path, site), seller: brokerageRef(site) },
  };
}
