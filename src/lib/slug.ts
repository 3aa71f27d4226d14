/** Profile slugs: lowercased and stripped to letters and digits only (docs/product/back-office-agents.md#profile-slug). */
export function toProfileSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Blog slugs: lowercase, runs of non-alphanumerics become one hyphen, hyphens trimmed at the ends. */
export function toPostSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
