import type { Db } from '../../db/client';
import { markRebuildRequested } from '../../db/queries/rebuild-state';
import type { Env } from '../../config/env';
import type { Logger } from '../http/logger';
import { createBuildHookRebuild } from './build-hook';

/**
 * requestRebuild for command-line tools, which run beside the host rather than inside it. With BUILD_HOOK_URL
 * (Netlify) the hook is called as the API would. Otherwise the request is left in rebuild_state as pending: the
 * running Node host polls for it (server/local-rebuild.ts watchPending) and builds within seconds, and a host that
 * is not running builds at its next start. Answers how the rebuild will happen, for the tool to tell its operator.
 */
export async function requestRebuildFromCommandLine(
  deps: { db: Db; env: Pick<Env, 'BUILD_HOOK_URL'>; log: Logger },
  reason: string,
): Promise<'build-hook' | 'pending'> {
  if (deps.env.BUILD_HOOK_URL) {
    const hook = createBuildHookRebuild({ db: deps.db, log: deps.log, hookUrl: deps.env.BUILD_HOOK_URL });
    await hook.requestRebuild(reason);
    return 'build-hook';
  }
  await markRebuildRequested(deps.db, reason, new Date().toISOString());
  return 'pending';
}
