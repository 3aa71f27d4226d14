/**
 * A small semaphore for scrypt: each run takes 128 MiB and ~0.3 s of a core, so a burst of sign-ins must queue
 * rather than run all at once. The queue is bounded too: past it, the caller is told at once that the server is
 * busy instead of waiting behind work it cannot outlast.
 */
export class HashQueueFullError extends Error {
  constructor() {
    super('password hashing queue is full');
  }
}

export function createSlots(concurrency: number, maxQueued: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    /** Resolves with a release function once a slot is free; throws HashQueueFullError when the queue is full. */
    async acquire(): Promise<() => void> {
      if (running < concurrency) {
        running++;
        return once(release);
      }
      if (waiting.length >= maxQueued) throw new HashQueueFullError();
      await new Promise<void>((resolve) => waiting.push(resolve));
      return once(release);
    },
    stats: () => ({ running, queued: waiting.length }),
  };
}

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}

/** Two hashes at a time (2 × 128 MiB), sixteen waiting: a sign-in queued behind all of them waits ~3 s. */
export const HASH_CONCURRENCY = 2;
export const HASH_QUEUE_LENGTH = 16;
export const hashSlots = createSlots(HASH_CONCURRENCY, HASH_QUEUE_LENGTH);
