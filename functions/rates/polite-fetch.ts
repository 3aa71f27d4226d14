import { OutsideFetchRefusedError, type OutsideFetch } from '../http/outside-fetch';
import { isAllowedByRobots } from './robots';

/**
 * Fetching someone else's page politely: an identifying user agent, robots.txt respected, an 8 s timeout
 * per attempt, and a few retries with growing pauses for failures that may pass (timeouts, network errors, 5xx,
 * 429). A 4xx other than 429, or a robots.txt refusal, is final at once.
 */
export const FETCH_TIMEOUT_MS = 8000;
export const FETCH_ATTEMPTS = 3;
// Short enough that three attempts fit a Netlify scheduled function (30 s): 3 x 8 s + 1 s + 3 s.
export const RETRY_BACKOFF_MS = [1000, 3000] as const;
/** The product token robots.txt groups are matched against. */
export const USER_AGENT_TOKEN = 'MortgageRatesBot';

export interface PoliteFetchDeps {
  /** The checked outside fetch (functions/http/outside-fetch.ts): redirects are followed and re-checked there. */
  fetch: OutsideFetch;
  sleep: (ms: number) => Promise<void>;
  /** Where site owners can learn who we are (SITE_URL). */
  contactUrl: string;
  timeoutMs?: number;
  attempts?: number;
}

export class FetchFailedError extends Error {
  override name = 'FetchFailedError';
  constructor(
    message: string,
    readonly attempts: number,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export const userAgent = (contactUrl: string) => `${USER_AGENT_TOKEN}/1.0 (+${contactUrl})`;

async function fetchOnce(deps: PoliteFetchDeps, url: string, accept: string): Promise<Response> {
  return deps.fetch(url, {
    headers: { 'User-Agent': userAgent(deps.contactUrl), Accept: accept },
    signal: AbortSignal.timeout(deps.timeoutMs ?? FETCH_TIMEOUT_MS),
  });
}

const describe = (error: unknown, timeoutMs: number) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
    ? `timed out after ${timeoutMs / 1000} s`
    : error instanceof Error
      ? error.cause instanceof Error
        ? error.cause.message
        : error.message
      : String(error);

/** The body of `url` as text, after robots.txt allows it; throws FetchFailedError saying what went wrong. */
export async function politeFetch(deps: PoliteFetchDeps, url: string, accept: string): Promise<string> {
  await assertRobotsAllow(deps, url);
  const attempts = deps.attempts ?? FETCH_ATTEMPTS;
  const timeoutMs = deps.timeoutMs ?? FETCH_TIMEOUT_MS;
  let lastProblem = '';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let retryable = true;
    try {
      const response = await fetchOnce(deps, url, accept);
      if (response.ok) return await response.text();
      await response.body?.cancel();
      lastProblem = `HTTP ${response.status}`;
      retryable = response.status >= 500 || response.status === 429;
    } catch (error) {
      lastProblem = describe(error, timeoutMs);
      // A refused address stays refused: no retry.
      retryable = !(error instanceof OutsideFetchRefusedError);
    }
    if (!retryable) throw new FetchFailedError(`${url} answered ${lastProblem}`, attempt, false);
    if (attempt < attempts) await deps.sleep(RETRY_BACKOFF_MS[Math.min(attempt - 1, RETRY_BACKOFF_MS.length - 1)]!);
  }
  throw new FetchFailedError(`${url} failed after ${attempts} attempts: ${lastProblem}`, attempts, true);
}

/**
 * RFC 9309: a missing robots.txt (4xx) allows everything; an unreachable one (5xx, network, timeout) means
 * "disallow all" until it can be read.
 */
async function assertRobotsAllow(deps: PoliteFetchDeps, url: string): Promise<void> {
  const target = new URL(url);
  const robotsUrl = `${target.origin}/robots.txt`;
  let text: string;
  try {
    const response = await fetchOnce(deps, robotsUrl, 'text/plain');
    if (response.status >= 400 && response.status < 500) {
      await response.body?.cancel();
      return;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new FetchFailedError(`${robotsUrl} answered HTTP ${response.status}; not fetching until it can be read`, 1, true);
    }
    text = await response.text();
  } catch (error) {
    if (error instanceof FetchFailedError) throw error;
    throw new FetchFailedError(`${robotsUrl} could not be read (${describe(error, deps.timeoutMs ?? FETCH_TIMEOUT_MS)})`, 1, true);
  }
  if (!isAllowedByRobots(text, USER_AGENT_TOKEN, target.pathname + target.search)) {
    throw new FetchFailedError(`robots.txt of ${target.origin} disallows ${target.pathname} for ${USER_AGENT_TOKEN}`, 1, false);
  }
}
