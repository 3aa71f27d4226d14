import { POST_HTML_PIPELINE, renderPostHtml, type PostFormat } from '../lib/content/markdown';
import { buildCacheDir, cachedBuildWork, contentKey } from './build-cache';

/**
 * A post's body as HTML, rendered once per content (ADR 31, "Drawn once"): the Markdown pipeline costs a few
 * milliseconds a post, which a site of 10,000 posts paid again at every build. The key is the text, its format and
 * the pipeline itself (POST_HTML_PIPELINE), so a changed post or a changed allow-list renders again.
 */
export async function cachedPostHtml(content: string | null | undefined, format: PostFormat, cacheDir = buildCacheDir()): Promise<string> {
  if (!content) return '';
  const key = contentKey(POST_HTML_PIPELINE, format, content);
  const html = await cachedBuildWork('post-html', key, async () => Buffer.from(renderPostHtml(content, format)), cacheDir);
  return html.toString('utf8');
}
