import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';

export const fixture = (name: string) => readFileSync(new URL(`../../fixtures/rates/${name}`, import.meta.url), 'utf8');

export interface PeerAnswer {
  status?: number;
  body?: string;
  type?: string;
  /** Answer only after this long (a slow source, for the timeout). */
  delayMs?: number;
}

/**
 * The rate source as a real HTTP server on 127.0.0.1: robots.txt, the rate page and the Valet JSON, each path
 * answered by a function so a test can change the source mid-way and count every hit.
 */
export async function startRateSource(routes: Record<string, (hit: number, search: string) => PeerAnswer>) {
  const hits: { path: string; search: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((req, res) => {
    const { pathname: path, search } = new URL(req.url ?? '/', 'http://x');
    hits.push({ path, search, headers: req.headers });
    const route = routes[path];
    const answer = route ? route(hits.filter((h) => h.path === path).length, search) : { status: 404, body: 'not found' };
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'text/html; charset=utf-8' });
      res.end(answer.body ?? '');
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url,
    hits,
    count: (path: string) => hits.filter((h) => h.path === path).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const ROBOTS_ALLOW_ALL = 'User-agent: *\nDisallow: /admin/\n';
