import type { InStatement } from '@libsql/client';
import type { Db } from '../client';
import { newId } from '../client';
import { demoAgents } from './agents';
import { demoPosts } from './blog-posts';
import { demoLenders } from './lenders';
import { demoProducts } from './products';
import { demoRates } from './rates';
import { demoServices } from './services';
import { adminTestimonials, agentTestimonials } from './testimonials';

/** The site counts as empty when it has no agents, rates or posts: then the demo content goes in. */
export async function isContentEmpty(db: Db): Promise<boolean> {
  const result = await db.execute('SELECT (SELECT COUNT(*) FROM agents) + (SELECT COUNT(*) FROM mortgage_rates) + (SELECT COUNT(*) FROM blog_posts) AS n');
  return Number(result.rows[0]?.n ?? 0) === 0;
}

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

/**
 * Realistic demo content so a first start looks like a working brokerage. One write batch: all or nothing.
 * `adminProfileId` authors the home-page testimonials (docs/product/public-site.md#home-testimonials: only approved testimonials with an admin author).
 */
export async function seedDemoContent(db: Db, options: { adminProfileId: string | null; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  const stamp = now.toISOString();
  const statements: InStatement[] = [];
  const agentIds = new Map<string, string>();

  for (const agent of demoAgents) {
    const id = newId();
    agentIds.set(agent.slug, id);
    statements.push({
      sql: `INSERT INTO agents (id, name, email, phone, bio, calendly_link, crm_email, profile_slug, headshot_url,
              banner_image_url, social_links, application_links, seo_settings, contact_details, license_number, is_active)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`,
      args: [
        id,
        agent.name,
        agent.email,
        agent.phone,
        agent.bio,
        agent.calendly_link,
        agent.crm_email,
        agent.slug,
        agent.headshot,
        agent.banner,
        JSON.stringify(agent.social),
        JSON.stringify({ apply: 'https://example.com/apply', newsletter: 'https://example.com/newsletter' }),
        JSON.stringify({
          meta_title: `${agent.name} | Mortgage Broker in ${agent.location.replace(', ON', '')}`.slice(0, 60),
          meta_description: `${agent.name}, ${agent.title}. Compare today's mortgage rates from 50+ lenders and get expert advice.`.slice(0, 160),
          meta_keywords: agent.keywords,
          og_image: agent.headshot,
        }),
        JSON.stringify({ title: agent.title, location: agent.location }),
        agent.license_number,
      ],
    });
  }

  for (const rate of demoRates()) {
    statements.push({
      sql: `INSERT INTO mortgage_rates (id, province, term, rate_type, mortgage_type, posted_rate, our_rate, source_url, scraped_at, is_active, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, 'Manual (demo seed)', ?, 1, ?)`,
      args: [newId(), rate.province, rate.term, rate.rate_type, rate.mortgage_type, rate.posted_rate, rate.our_rate, stamp, stamp],
    });
  }

  demoLenders.forEach((lender, index) => {
    statements.push({
      sql: 'INSERT INTO lenders (id, name, logo_url, type, display_order, is_active) VALUES (?, ?, ?, ?, ?, 1)',
      args: [newId(), lender.name, lender.logo, lender.type, index + 1],
    });
  });

  adminTestimonials.forEach((t, index) => {
    statements.push({
      sql: 'INSERT INTO testimonials (id, client_name, content, rating, is_approved, admin_id, created_at) VALUES (?, ?, ?, ?, 1, ?, ?)',
      args: [newId(), t.client_name, t.content, t.rating, options.adminProfileId, daysAgo(now, 5 + index * 7)],
    });
  });
  agentTestimonials.forEach((t, index) => {
    statements.push({
      sql: 'INSERT INTO testimonials (id, client_name, content, rating, is_approved, agent_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      args: [newId(), t.client_name, t.content, t.rating, t.approved ? 1 : 0, agentIds.get(t.agent) ?? null, daysAgo(now, 2 + index * 5)],
    });
  });

  for (const post of demoPosts) {
    const created = daysAgo(now, post.daysAgo);
    const slug = post.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    statements.push({
      sql: `INSERT INTO blog_posts (id, title, slug, excerpt, content, is_published, published_at, agent_id, seo_settings, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      args: [
        newId(),
        post.title,
        slug,
        post.excerpt,
        post.content,
        post.published ? 1 : 0,
        post.published ? created : null,
        post.agent ? (agentIds.get(post.agent) ?? null) : null,
        JSON.stringify({ description: post.excerpt, ...(post.adminCreated ? { admin_created: true } : {}) }),
        created,
        created,
      ],
    });
  }

  demoServices.forEach((service, index) => {
    statements.push({
      sql: 'INSERT INTO mortgage_services (id, name, description, content, image_url, features, created_at) VALUES (?, ?, ?, ?, NULL, ?, ?)',
      args: [newId(), service.name, service.description, service.content, JSON.stringify(service.features), daysAgo(now, 60 - index)],
    });
  });
  demoProducts.forEach((product, index) => {
    statements.push({
      sql: 'INSERT INTO products (id, name, description, image_url, price, content, created_at) VALUES (?, ?, ?, NULL, ?, ?, ?)',
      args: [newId(), product.name, product.description, product.price, product.content, daysAgo(now, 40 - index)],
    });
  });

  await db.batch(statements, 'write');
}
