/**
 * One outbound GET with a timeout, a byte cap and the page's own charset (body capped, 8 s timeout,
 * charset respected). The timeout is a parameter so tests prove it without waiting 8 seconds.
 */
import type { OutsideFetch } from '../http/outside-fetch';

export const FETCH_TIMEOUT_MS = 8_000;

export interface CappedResponse {
  status: number;
  headers: Headers;
  text: string;
  /** True when the body was cut at maxBytes (or at stopAt). */
  truncated: boolean;
}

export interface FetchCappedOptions {
  /** The checked outside fetch (functions/http/outside-fetch.ts): it follows and re-checks redirects itself. */
  fetch: OutsideFetch;
  timeoutMs?: number;
  maxBytes: number;
  accept: string;
  /** Stop reading once this text has been seen (e.g. '</head>' when only the head matters). */
  stopAt?: RegExp;
  headers?: Record<string, string>;
}

export const USER_AGENT = 'Mozilla/5.0 (compatible; MortgageNewsBot/1.0)';

export async function fetchCapped(url: string, options: FetchCappedOptions): Promise<CappedResponse> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS);
  const response = await options.fetch(url, {
    headers: { Accept: options.accept, 'User-Agent': USER_AGENT, ...options.headers },
    signal,
  });
  const chunks: Uint8Array[] = [];
  let size = 0;
  let truncated = false;
  const reader = response.body?.getReader();
  if (reader) {
    // The reader honours the same signal: a server that trickles its body is cut off at the timeout too.
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
      if (size >= options.maxBytes || options.stopAt?.test(latin1(value))) {
        truncated = true;
        await reader.cancel().catch(() => {});
        break;
      }
    }
  }
  const bytes = concat(chunks, Math.min(size, options.maxBytes));
  return { status: response.status, headers: response.headers, text: decode(bytes, response.headers.get('content-type')), truncated };
}

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, Math.max(0, length - offset));
    out.set(part, offset);
    offset += part.byteLength;
    if (offset >= length) break;
  }
  return out;
}

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

/** The charset from the header, else from an XML declaration or a meta tag in the first bytes, else UTF-8. */
export function detectCharset(bytes: Uint8Array, contentType: string | null): string {
  const fromHeader = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  if (fromHeader) return fromHeader;
  const head = latin1(bytes.subarray(0, 4096));
  const declared = /<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1] ?? /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  return declared ?? 'utf-8';
}

export function decode(bytes: Uint8Array, contentType: string | null): string {
  const charset = detectCharset(bytes, contentType);
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
