import type { Db } from '../../db/client';
import { markRebuildFinished, markRebuildRequested, markRebuildStarted } from '../../db/queries/rebuild-state';
import type { Logger } from '../http/logger';
import type { RebuildService } from './service';

/**
 * Netlify: POST the build hook. Netlify queues and coalesces builds itself, so "started" here means the hook
 * accepted the request; the deploy's own outcome is visible in Netlify.
 */
export function createBuildHookRebuild(deps: { db: Db; log: Logger; fetch: typeof fetch; hookUrl?: string }): RebuildService {
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
        const response = await deps.fetch(deps.hookUrl, { method: 'POST', body: JSON.stringify({ reason }) });
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
