import { realpathSync } from 'node:fs';
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { App } from '../functions/app';
import type { Logger } from '../functions/http/logger';
import { parseUploadPath, serveUpload, uploadNotFound } from '../functions/storage/serve-upload';
import type { FileStorage } from '../functions/storage/storage';
import { socketBindings } from '../functions/http/request-origin';
import { loadRedirects, matchRedirect, type RedirectRule } from './redirects';
import { securityHeaders } from './security-headers';
import { fileResponse, resolveStaticFile } from './static-files';

export interface SiteAppOptions {
  api: App;
  siteDir: string;
  log: Logger;
  /** TRUST_PROXY: only then does X-Forwarded-Proto decide HSTS. */
  trustProxy?: boolean;
  /** Uploaded files, served at /uploads/{bucket}/{key} (public buckets only). */
  storage?: FileStorage;
  /** The social preview images, drawn on request at /og/* (functions/social-images/serve-social-image.ts). */
  socialImages?: (request: Request) => Promise<Response>;
}

/**
 * The Node host's whole surface on one port: `/api/*` goes to the shared API app; everything else is the built
 * site in `siteDir` (a symlink that local rebuilds swap atomically), with `_redirects` and the 404 page.
 */
export function createSiteApp(options: SiteAppOptions) {
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
  // Uploaded files answer before the site's headers: their own CSP (`default-src 'none'; sandbox`) must not be
  // replaced by the pages' policy (functions/storage/serve-upload.ts).
  const storage = options.storage;
  if (storage) {
    root.on(['GET', 'HEAD'], '/uploads/*', (c) => {
      const target = parseUploadPath(new URL(c.req.url).pathname);
      return target ? serveUpload(storage, target.bucket, target.key, c.req.method) : uploadNotFound();
    });
  }
  root.use('*', securityHeaders({ trustProxy: options.trustProxy ?? false }));
  root.use('*', compress());

  root.all('/api/*', (c) => options.api.fetch(c.req.raw, socketBindings(c.env?.incoming?.socket)));
  const socialImages = options.socialImages;
  if (socialImages) root.on(['GET', 'HEAD'], '/og/*', (c) => socialImages(c.req.raw));

  root.on(['GET', 'HEAD'], '*', async (c) => {
    const url = new URL(c.req.url);
    const redirect = matchRedirect(currentRules(), url.pathname);
    // A redirect to the requested path itself is a page's own canonical rule: the page shadows it, as on Netlify.
    const toItself = redirect?.to === url.pathname.replace(/(.)\/+$/, '$1');
    if (redirect && !toItself && (redirect.status === 301 || redirect.status === 302)) return c.redirect(redirect.to + url.search, redirect.status);
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
