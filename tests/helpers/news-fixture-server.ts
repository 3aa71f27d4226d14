import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/news/${name}`, import.meta.url));

/** "Québec: prix en hausse" in windows-1252 bytes (é is 0xE9), to prove the charset is respected. */
const latin1 = (text: string) => Buffer.from(text, 'latin1');

export interface NewsFixtureOptions {
  port?: number;
  /** How long /articles/slow waits before answering (past the poll's injected timeout). */
  slowMs?: number;
}

/**
 * A real HTTP server serving feed fixtures (RSS 2.0, Atom, RDF), a generated feed whose articles live on this server,
 * and article pages with and without OG tags: one slow, one huge, two in windows-1252 / ISO-8859-1.
 */
export async function startNewsFixtures(options: NewsFixtureOptions = {}) {
  const failing = new Set<string>();
  const hits: string[] = [];
  let extraItems: { title: string; path: string; published: string; summary?: string }[] = [];
  let base = '';

  const localFeed = () => {
    const item = (title: string, path: string, published: string, summary?: string) =>
      `<item><title>${title}</title><link>${base}${path}</link><pubDate>${new Date(published).toUTCString()}</pubDate>${summary ? `<description>${summary}</description>` : ''}</item>`;
    return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Local fixture news</title>${[
      ...extraItems.map((x) => item(x.title, x.path, x.published, x.summary)),
      item('Local story with OG tags', '/articles/og', '2025-11-20T12:00:00Z'),
      item('Local story without tags', '/articles/none', '2025-11-20T11:00:00Z'),
      item('Local story on a slow site', '/articles/slow', '2025-11-20T10:00:00Z'),
      item('Local story on a huge page', '/articles/huge', '2025-11-20T09:00:00Z'),
      item('Local story in windows-1252', '/articles/latin1-header', '2025-11-20T08:00:00Z'),
      item('Local story with a meta charset', '/articles/latin1-meta', '2025-11-20T07:00:00Z', 'Already has a summary'),
    ].join('')}</channel></rss>`;
  };

  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    hits.push(path);
    if (failing.has(path)) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('down for maintenance');
      return;
    }
    const send = (body: string | Buffer, type: string) => res.writeHead(200, { 'content-type': type }).end(body);
    switch (path) {
      case '/rss.xml':
        return send(fixture('rss2.xml'), 'application/rss+xml; charset=utf-8');
      case '/atom.xml':
        return send(fixture('atom.xml'), 'application/atom+xml');
      case '/rdf.xml':
        return send(fixture('rdf.xml'), 'application/rdf+xml');
      case '/local.xml':
        return send(localFeed(), 'application/rss+xml; charset=utf-8');
      case '/not-a-feed.xml':
        return send('<html><body>Moved</body></html>', 'text/html');
      case '/articles/og':
        return send(
          '<!doctype html><html><head><meta property="og:image" content="/images/og.jpg"><meta property="og:description" content="From the OG description."></head><body>Story</body></html>',
          'text/html; charset=utf-8',
        );
      case '/articles/none':
        return send('<!doctype html><html><head><title>No tags</title></head><body>Story</body></html>', 'text/html');
      case '/articles/slow': {
        const timer = setTimeout(() => send('<head><meta property="og:description" content="Too late"></head>', 'text/html'), options.slowMs ?? 1500);
        req.on('close', () => clearTimeout(timer));
        return;
      }
      case '/articles/huge': {
        // 8 MB: OG tags first, then padding before </head>; the reader stops at its cap long before the end.
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html><head><meta property="og:image" content="https://cdn.example/huge.jpg"><meta name="description" content="Huge page, small head.">');
        const pad = `<!-- ${'x'.repeat(64 * 1024)} -->`;
        let sent = 0;
        const pump = () => {
          while (sent < 128) {
            sent++;
            if (!res.write(pad)) return void res.once('drain', pump);
          }
          res.end('</head><body></body></html>');
        };
        res.on('close', () => (sent = 1e9));
        return pump();
      }
      case '/articles/latin1-header':
        return send(latin1('<html><head><meta property="og:description" content="Québec: prix en hausse"></head></html>'), 'text/html; charset=windows-1252');
      case '/articles/latin1-meta':
        return send(
          latin1(
            '<html><head><meta charset="iso-8859-1"><meta property="og:image" content="https://cdn.example/montreal.jpg"><meta property="og:description" content="Montréal et Lévis"></head></html>',
          ),
          'text/html',
        );
      default:
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url: base,
    hits,
    /** Makes a path answer 503 (a failing feed) until restored. */
    fail: (path: string) => failing.add(path),
    restore: (path: string) => failing.delete(path),
    /** Adds items at the top of /local.xml (a poll that brings new articles). */
    addLocalItems: (items: typeof extraItems) => (extraItems = [...items, ...extraItems]),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type NewsFixtures = Awaited<ReturnType<typeof startNewsFixtures>>;
