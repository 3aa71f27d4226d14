import { describe, expect, it } from 'vitest';
import { createSlots, HashQueueFullError } from '../../../../functions/auth/hash-slots';

describe('password-hash slots', () => {
  it('runs at most `concurrency` at once, queues a bounded number, and refuses the rest at once', async () => {
    const slots = createSlots(2, 1);
    const first = await slots.acquire();
    const second = await slots.acquire();
    let thirdStarted = false;
    const third = slots.acquire().then((release) => {
      thirdStarted = true;
      return release;
    });
    await expect(slots.acquire()).rejects.toBeInstanceOf(HashQueueFullError);
    expect(slots.stats()).toEqual({ running: 2, queued: 1 });
    expect(thirdStarted).toBe(false);
    first();
    first(); // a second release of the same slot is ignored
    const releaseThird = await third;
    expect(thirdStarted).toBe(true);
    expect(slots.stats()).toEqual({ running: 2, queued: 0 });
    second();
    releaseThird();
    expect(slots.stats()).toEqual({ running: 0, queued: 0 });
  });
});
