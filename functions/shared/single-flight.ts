/**
 * One run at a time per key in this process: a caller arriving while a run is in flight shares its result instead
 * of starting another. (Across processes, the 'running' row in rate_scrapes is the lease; see scrape-rates.ts.)
 */
export function singleFlight<T>() {
  const inFlight = new Map<string, Promise<T>>();
  return {
    run(key: string, work: () => Promise<T>): Promise<T> {
      const running = inFlight.get(key);
      if (running) return running;
      const started = work().finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      return started;
    },
    isRunning: (key: string) => inFlight.has(key),
  };
}
