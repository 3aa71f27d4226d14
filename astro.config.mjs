// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { siteRedirects } from './src/integrations/site-redirects.ts';
import { hydrateOnInteraction } from './src/integrations/hydrate-on-interaction.ts';
import { buildCacheReport } from './src/integrations/build-cache-report.ts';
import { netlifyHeaders } from './src/integrations/netlify-headers.ts';
import { siteUrlFrom } from './src/lib/site-url.ts';

const devApiPort = process.env.DEV_API_PORT ?? '4322';

// Static output: public pages read the database at build time and are rebuilt on content change
// (ADR 4). The same build on both hosts, with no adapter: Astro's Netlify adapter turns a static site into a server
// build whose catch-all function answers /api/* in place of the API (ADR 32).
export default defineConfig({
  // SITE_URL, else the address the site is served on (Netlify's URL, or the Node host's HOST:PORT).
  site: siteUrlFrom(process.env),
  output: 'static',
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  integrations: [react(), siteRedirects(), netlifyHeaders(), hydrateOnInteraction(), buildCacheReport()],
  trailingSlash: 'ignore',
  // Four pages at a time: a social image's drawing (ADR 31) is mostly sharp's rasterising and encoding, which runs
  // off the main thread, so the next page's layout proceeds meanwhile; one at a time left a core idle.
  build: { format: 'directory', inlineStylesheets: 'always', concurrency: 4 },
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss()],
    // `npm run dev`: the API (and uploaded files) run at DEV_API_PORT and Astro's dev server proxies to it.
    server: { proxy: { '/api': `http://127.0.0.1:${devApiPort}`, '/uploads': `http://127.0.0.1:${devApiPort}` } },
  },
});
