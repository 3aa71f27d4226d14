import type { APIRoute } from 'astro';
import { readOncePerBuild } from '../../db/build-time';
import { listPublishedPosts } from '../../db/queries/public-posts';
import { postExcerpt } from '../lib/content/excerpts';
import { postAuthor } from '../lib/content/post-author';
import { buildRss } from '../lib/seo/rss';
import { siteSettings } from '../lib/site-settings';

// A feed reader needs the recent posts, not a brokerage's whole archive (years of posts stay small).
const FEED_ITEMS = 50;

/** The blog as RSS 2.0, generated at build (published posts only, newest first, the latest 50). */
export const GET: APIRoute = async ({ site }) => {
  const posts = await readOncePerBuild('published-posts', listPublishedPosts);
  const xml = buildRss({
    site: site ?? new URL('http://localhost:4321'),
    title: `${siteSettings.brokerageName} blog`,
    description: 'Mortgage insights from licensed Ontario mortgage brokers.',
    feedPath: '/rss.xml',
    items: posts.slice(0, FEED_ITEMS).map((post) => ({
      title: post.title,
      path: `/blog/${post.slug}`,
      description: postExcerpt(post),
      publishedAt: post.published_at ?? post.created_at,
      author: postAuthor(post).label,
    })),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
