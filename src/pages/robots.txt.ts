import type { APIRoute } from 'astro';

/** robots.txt, generated at build so the Sitemap line carries the site's absolute address (SITE_URL). */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap.xml', site ?? 'http://localhost:4321').href;
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /super-admin',
    'Disallow: /agent-dashboard',
    'Disallow: /auth',
    'Disallow: /api/',
    '',
    `Sitemap: ${sitemap}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
