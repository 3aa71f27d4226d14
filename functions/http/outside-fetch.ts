import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { isPublicAddress } from './outside-address';

/**
 * The one way the server calls another site (docs/decisions/0021-outside-fetches.md): news feeds, article pages,
 * Inoreader, the rate source and the posted-rate series, the alliance form and the build hook. Addresses in that content are written by others, so each
 * request (and each redirect hop, followed here by hand) is checked on the address its host name resolves to, and
 * the connection is made to that very address: a second DNS answer cannot swap it. A private address is allowed
 * only for the exact origin (scheme, host and port) of a source the operator configured.
 */
export type ResolveHost = (hostname: string) => Promise<{ address: string; family: number }[]>;

export interface OutsideFetchPolicy {
  /** Configured source addresses; their origins may be private (a self-hosted feed, a test's local peer). */
  trustedUrls: readonly (string | null | undefined)[];
  /** DNS, injectable so tests can make a name resolve to loopback. */
  resolveHost?: ResolveHost;
  maxRedirects?: number;
}

export interface OutsideRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

export type OutsideFetch = (url: string | URL, init?: OutsideRequest) => Promise<Response>;

export const MAX_REDIRECTS = 5;

/** Thrown before any byte is sent to a refused address; its message says which rule refused it. */
export class OutsideFetchRefusedError extends Error {
  override name = 'OutsideFetchRefusedError';
}

export const systemResolveHost: ResolveHost = (hostname) => lookup(hostname, { all: true, verbatim: true });

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NULL_BODY = new Set([101, 204, 205, 304]);
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'appid', 'appkey'];

export function createOutsideFetch(policy: OutsideFetchPolicy): OutsideFetch {
  const trusted = new Set(policy.trustedUrls.flatMap((url) => (url ? [originOf(url)] : [])).filter(Boolean));
  const resolveHost = policy.resolveHost ?? systemResolveHost;
  const maxRedirects = policy.maxRedirects ?? MAX_REDIRECTS;

  return async (input, init = {}) => {
    let url = new URL(String(input));
    let request: OutsideRequest = { ...init, headers: { ...init.headers } };
    for (let hop = 0; ; hop++) {
      const address = await checkedAddress(url, trusted, resolveHost);
      const response = await requestPinned(url, request, address);
      const location = response.headers.get('location');
      if (!REDIRECTS.has(response.status) || !location) return response;
      // A POST never follows a redirect: its body (a visitor's details, a broker code) goes only where it was sent.
      // The caller gets the 3xx itself and counts it as a failed call.
      if ((request.method ?? 'GET') !== 'GET') return response;
      await response.body?.cancel().catch(() => {});
      if (hop >= maxRedirects) throw new OutsideFetchRefusedError(`More than ${maxRedirects} redirects from ${String(input)}`);
      const next = new URL(location, url);
      // Credentials meant for one origin never follow a redirect to another.
      if (next.origin !== url.origin) {
        request = {
          ...request,
          headers: Object.fromEntries(Object.entries(request.headers ?? {}).filter(([name]) => !CREDENTIAL_HEADERS.includes(name.toLowerCase()))),
        };
      }
      url = next;
    }
  };
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

/** The address to connect to, after every address the name resolves to has passed (or the origin is trusted). */
async function checkedAddress(url: URL, trusted: Set<string>, resolveHost: ResolveHost): Promise<{ address: string; family: number }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutsideFetchRefusedError(`Refused ${url.protocol} address`);
  if (url.username || url.password) throw new OutsideFetchRefusedError('Refused an address with credentials');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const isTrusted = trusted.has(url.origin);
  // Names reserved for this machine are refused before any resolver is asked (RFC 6761).
  if (!isTrusted && (host === 'localhost' || host.endsWith('.localhost'))) throw new OutsideFetchRefusedError(`Refused ${url.origin}: ${host} is this machine`);
  const literal = isIP(host);
  const addresses = literal ? [{ address: host, family: literal }] : await resolveHost(host);
  if (addresses.length === 0) throw new Error(`${host} has no address`);
  if (!isTrusted) {
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) throw new OutsideFetchRefusedError(`Refused ${url.origin}: ${host} is a private or local address (${refused.address})`);
  }
  return addresses[0]!;
}

/** One request connected to the checked address (the host name still goes in Host and TLS SNI). */
function requestPinned(url: URL, init: OutsideRequest, target: { address: string; family: number }): Promise<Response> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const transport = url.protocol === 'https:' ? https : http;
  const method = init.method ?? 'GET';
  return new Promise<Response>((resolve, reject) => {
    const signal = init.signal;
    if (signal?.aborted) return reject(signal.reason);
    const request = transport.request(url, { method, headers: init.headers, lookup: pinned, agent: false }, (incoming) => {
      const status = incoming.statusCode ?? 0;
      if (status < 200 || status > 599) {
        incoming.destroy();
        return reject(new Error(`Unexpected HTTP status ${status}`));
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
      }
      let body: ReadableStream<Uint8Array> | null = null;
      if (NULL_BODY.has(status)) incoming.resume();
      else body = Readable.toWeb(incoming) as ReadableStream<Uint8Array>;
      // The body is read under the same signal: a server that trickles its bytes is cut off at the timeout too.
      signal?.addEventListener('abort', () => incoming.destroy(signal.reason), { once: true });
      resolve(new Response(body, { status, statusText: incoming.statusMessage, headers }));
    });
    signal?.addEventListener('abort', () => request.destroy(signal.reason), { once: true });
    request.on('error', reject);
    request.end(init.body);
  });
}
