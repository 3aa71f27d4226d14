/** How long an answer waits for an email; the outbox keeps retrying after that. */
export const NOTIFY_WAIT_MS = 3000;

/**
 * Waits for `work` at most `ms`: the answer to the visitor stays quick while a slow mail server keeps retrying in
 * the background. The work is already recorded (outbox row), so an unfinished send is visible, never lost.
 */
export async function settleWithin<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Logs instead of rejecting: steps after the insert must never turn a stored lead into an error answer. */
export function neverRejects<T>(work: Promise<T>, onError: (error: unknown) => void, fallback: T): Promise<T> {
  return work.catch((error: unknown) => {
    onError(error);
    return fallback;
  });
}
