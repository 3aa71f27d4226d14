import { realpathSync } from 'node:fs';
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { App } from '../functions/app';
import type { Logger } from '../functions/http/logger';
import { loadRedirects, matchRedirect, type RedirectRule } from './redirects';
import { securityHeaders } from './security-headers';
import { fileResponse, resolveStaticFile } from './static-files';

/**
 * The Node host's whole surface on one port: `/api/*` goes to the shared API app; everything else is the built
 * site in `siteDir` (a symlink that local rebuilds swap atomically), with `_redirects` and the 404 page.
 */
export function createSiteApp(options: { api: App; siteDir: string; log: Logger }) {
  const root = new Hono<{ Bindings: HttpBindings }>();
  let rules: { dir: string; list: RedirectRule[] } = { dir: '', list: [] };
  const currentRules = () => {
    let dir = options.siteDir;
    try {
      dir = realpathSync(options.siteDir);
    } catch {
      // no build yet: no rules
    }
    if (rules.dir !== dir) rules = { dir, list: loadRedirects(dir) };
    return rules.list;
  };

  root.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    options.log.info('request', {
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
  root.use('*', securityHeaders());
  root.use('*', compress());

  root.all('/api/*', (c) => options.api.fetch(c.req.raw, { remoteAddress: c.env?.incoming?.socket?.remoteAddress }));

  root.on(['GET', 'HEAD'], '*', async (c) => {
    const url = new URL(c.req.url);
    const redirect = matchRedirect(currentRules(), url.pathname);
    if (redirect && (redirect.status === 301 || redirect.status === 302)) return c.redirect(redirect.to + url.search, redirect.status);
    // Rewrites (200/404) are not forced: like Netlify's shadowing, a real file at the path wins over the rule.
    const own = await resolveStaticFile(options.siteDir, url.pathname);
    if (own) return fileResponse(own, 200, c.req.method);
    const file = redirect ? await resolveStaticFile(options.siteDir, redirect.to) : null;
    if (file) return fileResponse(file, redirect?.status === 404 ? 404 : 200, c.req.method);
    const notFoundPage = await resolveStaticFile(options.siteDir, '/404.html');
    if (notFoundPage) return fileResponse(notFoundPage, 404, c.req.method);
    return c.text('Not found', 404);
  });

  root.all('*', (c) => c.text('Method not allowed', 405));
  return root;
}
