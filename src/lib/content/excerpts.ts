/** docs/product/content.md#service-excerpt: a service card shows its content cut at 180 characters plus an ellipsis, else its description. */
export const SERVICE_EXCERPT_LENGTH = 180;
/** docs/product/content.md#blog-excerpt: a blog card without an excerpt shows the first 150 characters of its content. */
export const POST_EXCERPT_LENGTH = 150;

const ELLIPSIS = '...';

/** Cuts at `length` characters and adds the ellipsis only when something was cut. */
export function truncateText(text: string, length: number): string {
  const chars = Array.from(text.trim());
  return chars.length > length ? `${chars.slice(0, length).join('').trimEnd()}${ELLIPSIS}` : chars.join('');
}

export function serviceExcerpt(service: { content: string | null; description: string | null }): string {
  if (service.content?.trim()) return truncateText(service.content, SERVICE_EXCERPT_LENGTH);
  return service.description?.trim() ?? '';
}

export function postExcerpt(post: { excerpt: string | null; content: string }): string {
  if (post.excerpt?.trim()) return post.excerpt.trim();
  return truncateText(post.content, POST_EXCERPT_LENGTH);
}
