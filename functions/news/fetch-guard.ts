import { isIP } from 'node:net';

/**
 * Article links come from outside content, so enrichment never fetches a loopback or private address unless a
 * configured feed lives on that same host and port (how a self-hosted feed, or a test's local server, is served). The
 * check is on the written host name only; it stops a feed item pointing the server at its own admin ports.
 */
export function mayFetchArticle(link: string, feedUrls: string[]): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (!isPrivateHost(host)) return true;
  // Host and port: a feed on 127.0.0.1:8080 does not open the server's other local ports.
  return feedUrls.some((feed) => {
    try {
      return new URL(feed).host.toLowerCase() === url.host.toLowerCase();
    } catch {
      return false;
    }
  });
}

function isPrivateHost(host: string): boolean {
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return true;
  const version = isIP(host);
  if (version === 4) {
    const [a, b] = host.split('.').map(Number) as [number, number];
    return a === 10 || a === 127 || a === 0 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
  }
  if (version === 6) return host === '::1' || host === '::' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || host.startsWith('::ffff:');
  return false;
}
