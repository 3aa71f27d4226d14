import type { APIRoute, GetStaticPaths } from 'astro';
import { buildDb } from '../../../../db/build-time';
import { listPublishedPosts, type PublicPost } from '../../../../db/queries/public-posts';
import { postAuthor } from '../../../lib/content/post-author';
import { renderPostSocialImage } from '../../../social-images/render-cards';
import { socialImageResponse } from '../../../social-images/render-social-image';

/** One social preview image per published post (ADR 31): its title, and its author unless the brokerage wrote it. */
export const getStaticPaths = (async () => {
  const posts = await listPublishedPosts(await buildDb());
  return posts.filter((post) => post.slug !== 'not-found').map((post) => ({ params: { slug: post.slug }, props: { post } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props, site }) => {
  const { post } = props as { post: PublicPost };
  const author = postAuthor(post);
  return socialImageResponse(await renderPostSocialImage({ title: post.title, author: author.isAdmin ? null : author.label }, site!.host));
};
