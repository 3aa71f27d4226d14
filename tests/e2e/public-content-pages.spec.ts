import { expect, test } from '@playwright/test';
import { createDb } from '../../db/client';
import { demoProducts } from '../../db/seed/products';
import { demoServices } from '../../db/seed/services';
import { E2E_DATABASE_URL } from './support/e2e-env';
import { expectNoAxeViolations } from './support/axe';

async function queryOne(sql: string, args: string[] = []) {
  const db = await createDb({ url: E2E_DATABASE_URL });
  try {
    return (await db.execute({ sql, args })).rows[0];
  } finally {
    db.close();
  }
}
const agentIdOf = async (slug: string) => String((await queryOne('SELECT id FROM agents WHERE profile_slug = ?', [slug]))!.id);

test.describe('services', () => {
  test('the list shows every service as a card; View Details opens it with line breaks kept @phone', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Mortgage Services' })).toBeVisible();
    const cards = page.getByTestId('service-card');
    // Every seeded service, named once: the catalogue spec file may have one more published while this runs (fullyParallel).
    for (const service of demoServices) await expect(cards.filter({ hasText: service.name })).toHaveCount(1);
    await expect(cards.first().getByTestId('service-excerpt')).toHaveText(/\.\.\.$/);
    await expect(page.getByTestId('services-empty')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await cards
      .first()
      .getByRole('link', { name: /^View Details/ })
      .click();
    await expect(page).toHaveURL(/\/services\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home Purchase Mortgages' })).toBeVisible();
    // "...fits your purchase.\nWe handle..." keeps its line break.
    await expect(page.locator('article br').first()).toBeAttached();
    await expect(page.getByRole('list', { name: 'Highlights' }).getByRole('listitem')).toHaveCount(3);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to services' }).first().click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test("'Contact Us' keeps the agent query", async ({ page }) => {
    await page.goto('/services?agent=sarahmitchell');
    await expect(page.getByRole('link', { name: /^Contact Us/ }).first()).toHaveAttribute('href', '/contact?agent=sarahmitchell');
    await page.goto('/services');
    await expect(page.getByRole('link', { name: /^Contact Us/ }).first()).toHaveAttribute('href', '/contact');
  });

  test("an unknown service id answers 404 with 'Service not found.'", async ({ page }) => {
    const response = await page.goto('/services/no-such-service');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Service not found.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to services' })).toHaveAttribute('href', '/services');
    await expectNoAxeViolations(page);
  });
});

test.describe('products', () => {
  test('the list links to a detail page with the price in dollars and 2 decimals', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();
    for (const product of demoProducts) await expect(page.getByTestId('product-card').filter({ hasText: product.name })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.getByTestId('product-card').filter({ hasText: 'Mortgage Strategy Session' }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mortgage Strategy Session' })).toBeVisible();
    await expect(page.getByTestId('product-price')).toHaveText('$149.99');
    await expect(page.getByTestId('product-contact').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Contact Sarah Mitchell' })).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test('the agent in the query gets their own contact buttons @phone', async ({ page }) => {
    const sarahId = await agentIdOf('sarahmitchell');
    await page.goto('/products?agent=sarahmitchell');
    await page.getByTestId('product-card').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}\?agent=sarahmitchell$/);
    const contact = page.getByTestId('product-contact');
    await expect(contact.getByRole('link', { name: 'Contact Sarah Mitchell' })).toHaveAttribute('href', `/contact?agent=${sarahId}`);
    await expect(contact.getByRole('link', { name: 'Email Sarah Mitchell' })).toHaveAttribute('href', 'mailto:sarah.mitchell@example.com');
    await expect(contact.getByRole('link', { name: 'Contact Us' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back to products' })).toHaveAttribute('href', '/products?agent=sarahmitchell');
    await expectNoAxeViolations(page);
  });

  test("an unknown product id answers 404 with 'Product not found.'", async ({ page }) => {
    const response = await page.goto('/products/no-such-product');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product not found.' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('blog', () => {
  test('the list shows published posts only, with badges, dates and clamps @phone', async ({ page }) => {
    await page.goto('/blog');
    const cards = page.getByTestId('post-card');
    // Other specs publish posts on the same server: the seeded four are there, newest first, and the draft is not.
    const seeded = [
      'Understanding the New Down Payment Rules for 2026',
      "Fixed or Variable: How to Choose in Today's Market",
      'Your Mortgage Renewal Checklist',
      'Five Things First-Time Buyers in Ontario Should Know',
    ];
    const titles = await cards.getByTestId('post-title').allTextContents();
    expect(titles.filter((title) => seeded.includes(title.trim()))).toEqual(seeded);
    await expect(page.getByText('Draft: Spring Market Outlook')).toHaveCount(0);
    const newest = cards.filter({ hasText: seeded[0]! });
    await expect(newest.getByText('No image')).toBeVisible();
    await expect(cards.filter({ hasText: 'Your Mortgage Renewal Checklist' }).getByTestId('author-badge')).toHaveText('By Admin');
    await expect(newest.getByTestId('author-badge')).toHaveText('By Sarah Mitchell');
    await expect(newest.locator('time')).toHaveText(/^[A-Z][a-z]{2}\.? \d{1,2}, \d{4}$/);
    const clamp = (testId: string) => newest.getByTestId(testId).evaluate((el) => getComputedStyle(el).webkitLineClamp);
    expect(await clamp('post-title')).toBe('2');
    expect(await clamp('post-excerpt')).toBe('3');
    await expectNoAxeViolations(page);
  });

  test('a post: back link, author badge to the agent page, long date, italic excerpt, line breaks', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('link', { name: 'Understanding the New Down Payment Rules for 2026' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Understanding the New Down Payment Rules for 2026' })).toBeVisible();
    await expect(page.locator('article time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(page.getByTestId('post-excerpt')).toHaveCSS('font-style', 'italic');
    expect(await page.locator('article .space-y-4 p').count()).toBeGreaterThanOrEqual(5);
    await expect(page.getByTestId('author-badge')).toHaveAttribute('href', '/agents/sarahmitchell');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to blog' }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("an admin post reads 'Admin' without a link", async ({ page }) => {
    await page.goto('/blog/your-mortgage-renewal-checklist');
    const badge = page.getByTestId('author-badge');
    await expect(badge).toHaveText('By Admin');
    expect(await badge.evaluate((el) => el.tagName)).toBe('SPAN');
  });

  test("a draft or unknown slug answers 404 with 'Blog post not found.' and a back link", async ({ page }) => {
    for (const slug of ['draft-spring-market-outlook', 'no-such-post']) {
      const response = await page.goto(`/blog/${slug}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Blog post not found.' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to blog' })).toHaveAttribute('href', '/blog');
    }
    await expectNoAxeViolations(page);
  });
});

test.describe('find an agent', () => {
  test('cards of active agents with every field, View Profile and Contact @phone', async ({ page }) => {
    const davidId = await agentIdOf('davidchen');
    await page.goto('/find-broker');
    await expect(page.getByRole('heading', { level: 1, name: 'Find An Agent' })).toBeVisible();
    const david = page.getByTestId('agent-card').filter({ hasText: 'David Chen' });
    await expect(david.getByText('Mortgage Agent Level 2')).toBeVisible();
    await expect(david.getByRole('link', { name: 'david.chen@example.com' })).toHaveAttribute('href', 'mailto:david.chen@example.com');
    await expect(david.getByRole('link', { name: '905-555-0178' })).toHaveAttribute('href', 'tel:9055550178');
    await expect(david.getByText('Mississauga, ON')).toBeVisible();
    expect(await david.getByTestId('agent-bio').evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('3');
    await expect(david.getByRole('link', { name: /^Contact/ })).toHaveAttribute('href', `/contact?agent=${davidId}`);
    // An agent without a title shows the default one.
    await expect(page.getByTestId('agent-card').filter({ hasText: 'Alex Agent' }).getByText('Your Trusted Mortgage Broker')).toBeVisible();
    await expectNoAxeViolations(page);
    await david.getByRole('link', { name: /^View Profile/ }).click();
    await expect(page).toHaveURL(/\/agents\/davidchen$/);
  });
});

test.describe('agent profile', () => {
  test('every section of the spec, regulator details and SEO @phone', async ({ page }) => {
    await page.goto('/agents/sarahmitchell');
    const hero = page.getByTestId('agent-hero');
    await expect(hero.getByRole('heading', { level: 1, name: 'Sarah Mitchell' })).toBeVisible();
    await expect(hero.getByTestId('agent-title')).toHaveText('Team Leader & Senior Mortgage Broker');
    await expect(hero.getByTestId('agent-licence')).toContainText('M08001234');
    await expect(hero.getByTestId('agent-licence')).toContainText('10530');
    await expect(hero.getByRole('link', { name: 'sarah.mitchell@example.com' })).toBeVisible();
    await expect(hero.getByRole('link', { name: '416-555-0142' })).toHaveAttribute('href', 'tel:4165550142');
    await expect(hero.getByTestId('social-links').getByRole('link')).toHaveCount(5);
    await expect(hero.getByRole('link', { name: /^Apply Now/ })).toHaveAttribute('target', '_blank');
    await expect(hero.getByRole('link', { name: /^Book Appointment/ })).toHaveAttribute('href', /calendly\.com/);
    await expect(hero.getByTestId('agent-banner')).toBeVisible();
    await hero.getByRole('link', { name: 'View Rates' }).click();
    await expect(page).toHaveURL(/#rates$/);

    await expect(page.getByRole('heading', { name: 'About Sarah', exact: true })).toBeVisible();
    await expect(page.getByTestId('agent-regulatory')).toContainText('Northstar Mortgage Team');
    await expect(page.getByTestId('agent-services').getByRole('listitem')).toHaveCount(6);
    await expect(page.locator('#rates')).toContainText('%');
    await expect(page.getByTestId('lenders-a_lender')).toContainText('A Lenders - Big Banks');
    await expect(page.getByTestId('agent-testimonials')).toContainText('Sarah made buying our first home feel simple');
    await expect(page.getByRole('heading', { name: /Fixed or Variable/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ready to Get Started' })).toBeAttached();

    await expect(page).toHaveTitle(/Sarah Mitchell \| Mortgage Broker in Toronto/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /Toronto mortgage broker/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/agents\/sarahmitchell$/);
    // A PNG drawn by the host, its address versioned (the seeded og_image is an SVG, which social networks do not show).
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^http:\/\/127\.0\.0\.1:\d+\/og\/agents\/sarahmitchell\.png\?v=[0-9a-z]+$/,
    );
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', /\/og\/agents\/sarahmitchell\.png\?v=[0-9a-z]+$/);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.some((text) => text.includes('"@type":"Person"') && text.includes('M08001234'))).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('the floating side bar hides while the bottom call-to-action is on screen', async ({ page }) => {
    await page.goto('/agents/sarahmitchell');
    const bar = page.getByRole('complementary', { name: 'Contact Sarah Mitchell' });
    await expect(bar).toBeVisible();
    for (const label of ['Contact Me', 'Send Email', 'Call Now', 'Newsletter'])
      await expect(bar.getByRole('link', { name: new RegExp(`^${label}`) })).toBeAttached();
    await page.getByTestId('agent-get-started').scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeVisible();
  });

  test('at 375 px the side bar waits until the hero is scrolled past, then sits at the bottom left clear of the chat button @phone-only', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/agents/sarahmitchell');
    const bar = page.getByRole('complementary', { name: 'Contact Sarah Mitchell' });
    await expect(page.getByTestId('agent-hero')).toBeVisible();
    await expect(bar).toBeHidden();
    await page.getByRole('heading', { name: 'About Sarah', exact: true }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 400));
    await expect(bar).toBeVisible();
    const box = (await bar.boundingBox())!;
    expect(box.x).toBeLessThan(20);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    expect(box.width).toBeLessThan(375 / 2 + 20);
    const launcher = (await page.getByRole('button', { name: 'Get Instant Help' }).boundingBox())!;
    expect(box.x + box.width).toBeLessThan(launcher.x);
    for (const link of await bar.getByRole('link').all()) {
      const size = (await link.boundingBox())!;
      expect(size.width).toBeGreaterThanOrEqual(44);
      expect(size.height).toBeGreaterThanOrEqual(44);
    }
  });

  test('one page_view per visit is sent to the API', async ({ page }) => {
    const priyaId = await agentIdOf('priyasharma');
    const sent: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/analytics/page-view') && sent.push(request.postData() ?? ''));
    const first = page.waitForResponse((r) => r.url().endsWith('/api/analytics/page-view'));
    await page.goto('/agents/priyasharma');
    const response = await first;
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await queryOne('SELECT agent_id, event_type FROM analytics_events WHERE id = ?', [id])).toMatchObject({
      agent_id: priyaId,
      event_type: 'page_view',
    });
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(sent).toEqual([JSON.stringify({ agent_id: priyaId })]);
  });

  test('/agent/{slug}, /agents/{id} and /agent/{id} redirect to the one canonical address', async ({ page }) => {
    const sarahId = await agentIdOf('sarahmitchell');
    for (const path of ['/agent/sarahmitchell', `/agents/${sarahId}`, `/agent/${sarahId}`]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/agents\/sarahmitchell$/);
    }
    const direct = await page.request.get('/agent/sarahmitchell', { maxRedirects: 0 });
    expect(direct.status()).toBe(301);
  });

  test("an unknown agent shows 'Agent Not Found' with 'Return Home' on both paths @phone", async ({ page }) => {
    for (const path of ['/agents/nobody', '/agent/nobody']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Agent Not Found' })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('findable', () => {
  test('sitemap, robots and RSS are generated from the database', async ({ request, baseURL }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`${baseURL}/agents/sarahmitchell`);
    expect(sitemap).toContain(`${baseURL}/blog/your-mortgage-renewal-checklist`);
    expect(sitemap).not.toContain('draft-spring-market-outlook');
    expect(sitemap).not.toContain('/not-found');
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const rss = await request.get('/rss.xml');
    expect(rss.headers()['content-type']).toContain('xml');
    const feed = await rss.text();
    // At least the four seeded posts (other specs may publish more on the same server), never the draft.
    expect(feed.match(/<item>/g)!.length).toBeGreaterThanOrEqual(4);
    expect(feed).toContain('Your Mortgage Renewal Checklist');
    expect(feed).not.toContain('Draft');
  });

  test('a post has its own title, description, canonical URL, Open Graph article and JSON-LD', async ({ page }) => {
    await page.goto('/blog/fixed-or-variable-how-to-choose-in-today-s-market');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /fixed rate buys certainty/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/fixed-or-variable-how-to-choose-in-today-s-market$/);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.some((text) => text.includes('"@type":"BlogPosting"') && text.includes('David Chen'))).toBe(true);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/og\/blog\/fixed-or-variable-how-to-choose-in-today-s-market\.png\?v=[0-9a-z]+$/,
    );
  });

  test("a shared page's preview image answers as a 1200×630 PNG: agent pages, posts and every other page", async ({ page, request }) => {
    for (const path of ['/agents/sarahmitchell', '/blog/your-mortgage-renewal-checklist', '/rates']) {
      await page.goto(path);
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      const response = await request.get(image!);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      // The page's own address of a card is kept a year: a changed card gets another address (ADR 31).
      expect(response.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
      const png = await response.body();
      // The PNG's own header: signature, then the IHDR chunk with width and height.
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });
});
