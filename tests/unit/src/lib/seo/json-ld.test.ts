import { describe, expect, it } from 'vitest';
import { articleJsonLd, personJsonLd, productJsonLd } from '../../../../../src/lib/seo/json-ld';

const site = new URL('https://www.example.ca');

describe('JSON-LD', () => {
  it('an agent is a Person working for the brokerage, with their licence', () => {
    const ld = personJsonLd(
      {
        id: 'a1',
        name: 'Sarah Mitchell',
        profile_slug: 'sarahmitchell',
        email: 's@example.com',
        phone: '416-555-0142',
        headshot_url: '/images/s.svg',
        license_number: 'M08001234',
        contact_details: { title: 'Team Leader', location: 'Toronto, ON' },
        social_links: { facebook: 'https://facebook.com/s', website: undefined },
      },
      site,
    );
    expect(ld).toMatchObject({
      '@type': 'Person',
      name: 'Sarah Mitchell',
      jobTitle: 'Team Leader',
      url: 'https://www.example.ca/agents/sarahmitchell',
      image: 'https://www.example.ca/images/s.svg',
      worksFor: { '@type': 'FinancialService' },
      hasCredential: { identifier: 'M08001234' },
      sameAs: ['https://facebook.com/s'],
    });
  });

  it('a post is a BlogPosting; an Admin post is authored by the brokerage', () => {
    const ld = articleJsonLd(
      { title: 'T', slug: 't', description: 'D', published_at: '2025-01-05T00:00:00Z', updated_at: '2025-01-06T00:00:00Z', image: null, author: null },
      site,
    );
    expect(ld).toMatchObject({ '@type': 'BlogPosting', headline: 'T', url: 'https://www.example.ca/blog/t', author: { '@type': 'FinancialService' } });
  });

  it('a product with a price has a CAD offer', () => {
    expect(productJsonLd({ name: 'P', description: 'D', path: '/products/p', image: null, price: 149.99 }, site)).toMatchObject({
      offers: { price: '149.99', priceCurrency: 'CAD' },
    });
    expect(productJsonLd({ name: 'P', description: 'D', path: '/products/p', image: null, price: null }, site).offers).toBeUndefined();
  });
});
