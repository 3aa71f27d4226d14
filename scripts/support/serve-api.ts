import { serve } from '@hono/node-server';
import type { createApp } from '../../functions/app';
import { socketBindings } from '../../functions/http/request-origin';

/**
 * Serves the API on a free port of 127.0.0.1, each request carrying its socket's addresses (what the per-address
 * limits read), as the Node host does. The benchmarks' starter and the tests' starter share it (the tests may use scripts/support, never the reverse).
 */
export async function serveOnLoopback(app: ReturnType<typeof createApp>): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: (req, bindings) => app.fetch(req, socketBindings(bindings.incoming.socket)), port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const address = server.address();
  return {
    baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
