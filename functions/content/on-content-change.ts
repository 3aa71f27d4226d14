import type { AppDeps } from '../deps';
import type { PublicContent } from '../rebuild/service';

/**
 * The one call an API write makes after changing public content (ADR 4). The write has
 * already succeeded, so a rebuild failure is logged and never reaches the caller.
 */
export async function contentChanged(deps: Pick<AppDeps, 'rebuild' | 'log'>, what: PublicContent, detail: string): Promise<void> {
  const reason = `${what}: ${detail}`;
  try {
    await deps.rebuild.requestRebuild(reason);
  } catch (error) {
    deps.log.error('rebuild request failed', { reason, error: error instanceof Error ? error.message : String(error) });
  }
}
