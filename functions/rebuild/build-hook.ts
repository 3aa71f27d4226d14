import type { Db } from '../../db/client';
import { markRebuildFinished, markRebuildRequested, markRebuildStarted } from '../../db/queries/rebuild-state';
import type { Logger } from '../http/logger';
import { createOutsideFetch, type ResolveHost } from '../http/outside-fetch';
import type { RebuildService } from './service';

/**
 * Netlify: POST the build hook. Netlify queues and coalesces builds itself, so "started" here means the hook
 * accepted the request; the deploy's own outcome is visible in Netlify. The call goes through the checked outside
 * fetch (ADR 21): the hook's own origin is trusted, and a redirect is never followed.
 */
const BUILD_HOOK_TIMEOUT_MS = 10_000;

export function createBuildHookRebuild(deps: { db: Db; log: Logger; hookUrl?: string; resolveHost?: ResolveHost }): RebuildService {
  const fetchChecked = createOutsideFetch({ trustedUrls: [deps.hookUrl], resolveHost: deps.resolveHost });
  return {
    async requestRebuild(reason) {
      const at = new Date().toISOString();
      await markRebuildRequested(deps.db, reason, at);
      if (!deps.hookUrl) {
        deps.log.warn('rebuild requested but BUILD_HOOK_URL is not set', { reason });
        return;
      }
      try {
        await markRebuildStarted(deps.db, at);
        const response = await fetchChecked(deps.hookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ reason }),
          signal: AbortSignal.timeout(BUILD_HOOK_TIMEOUT_MS),
        });
        await response.body?.cancel().catch(() => {});
        if (!response.ok) throw new Error(`build hook answered ${response.status}`);
        await markRebuildFinished(deps.db, new Date().toISOString(), 'success');
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        deps.log.error('build hook failed', { reason, error: message });
        await markRebuildFinished(deps.db, new Date().toISOString(), 'failed', message);
      }
    },
  };
}
