/**
 * Stored content (posts, services, products, bios) is plain text: it is escaped, never interpreted, so a
 * `<script>` typed into the back office shows as text. Blank lines start paragraphs; single newlines are kept
 * as line breaks (docs/product/content.md#line-breaks: "content with line breaks preserved").
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export function plainTextToHtml(text: string | null | undefined): string {
  if (!text) return '';
  return splitParagraphs(text)
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}
