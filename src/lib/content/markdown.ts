import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { plainTextToHtml } from './plain-text';
import type { PostFormat } from './post-format';

/**
 * Blog posts as HTML, the one pipeline for the built pages and the editor's live preview.
 * Markdown goes through unified/remark/rehype; raw HTML in the Markdown is dropped by remark-rehype (it is never
 * turned into elements), and rehype-sanitize then keeps only the elements, attributes and URL schemes listed below:
 * no scripts, styles, event attributes, classes, ids or javascript:/data: links survive.
 */
export type { PostFormat } from './post-format';

type Node = { type: string; value?: string; depth?: number; tagName?: string; properties?: Record<string, unknown>; children?: Node[] };

/** docs/product/content.md#line-breaks: "content with line breaks preserved": a single newline is a line break, as in plain-text posts. */
function keepLineBreaks() {
  const split = (node: Node) => {
    if (!node.children) return;
    node.children = node.children.flatMap((child): Node[] => {
      if (child.type !== 'text' || !child.value?.includes('\n')) {
        split(child);
        return [child];
      }
      return child.value
        .split(/\r?\n/)
        .flatMap((part, index) => (index === 0 ? [{ type: 'text', value: part }] : [{ type: 'break' }, { type: 'text', value: part }]));
    });
  };
  return (tree: Node) => split(tree);
}

/** The page's title is its only h1: a "# Heading" in a post becomes an h2. */
function headingsBelowTitle() {
  const walk = (node: Node) => {
    if (node.type === 'heading' && (node.depth ?? 1) < 2) node.depth = 2;
    node.children?.forEach(walk);
  };
  return (tree: Node) => walk(tree);
}

/**
 * A link to another site: any http(s) address, and the forms browsers read as one though they carry no scheme
 * (`//host`, `/\host`, `\\host`). Paths on this site, fragments, mailto: and tel: stay as they are.
 */
const leavesSite = (href: string) => /^https?:/i.test(href) || /^[\\/][\\/]/.test(href.replace(/[\t\n\r]/g, ''));

/** Links leaving the site tell search engines the post's author vouches for nothing, and never get window.opener. */
function externalLinkRel() {
  const walk = (node: Node) => {
    if (node.type === 'element' && node.tagName === 'a' && typeof node.properties?.href === 'string' && leavesSite(node.properties.href)) {
      node.properties.rel = ['nofollow', 'noopener', 'noreferrer'];
    }
    node.children?.forEach(walk);
  };
  return (tree: Node) => walk(tree);
}

/** The allow-list: what a post may contain once rendered. Everything else is removed (its text may stay). */
export const postSanitizeSchema: SanitizeSchema = {
  tagNames: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'del',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  attributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  // Relative addresses (the site's own /uploads/... images) carry no scheme and are kept.
  protocols: { href: ['http', 'https', 'mailto', 'tel'], src: ['http', 'https'] },
  strip: ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  allowComments: false,
  allowDoctypes: false,
};

const markdownPipeline = unified()
  .use(remarkParse)
  .use(remarkGfm, { singleTilde: false })
  .use(keepLineBreaks)
  .use(headingsBelowTitle)
  // allowDangerousHtml stays off: HTML written inside the Markdown never becomes an element.
  .use(remarkRehype)
  .use(rehypeSanitize, postSanitizeSchema)
  .use(externalLinkRel)
  .use(rehypeStringify)
  .freeze();

const normalise = (markdown: string) => markdown.replace(/\r\n?/g, '\n');

export function markdownToHtml(markdown: string): string {
  return String(markdownPipeline.processSync(normalise(markdown)));
}

/**
 * Everything renderPostHtml's output depends on besides the post: the allow-list and our own steps' code. The build
 * keeps a post's HTML under a hash of the post and this (src/build-cache/post-html.ts), so a change to the pipeline
 * renders every post again. Raise the version when upgrading the unified, remark or rehype packages.
 */
export const POST_HTML_PIPELINE = JSON.stringify([
  1,
  postSanitizeSchema,
  [keepLineBreaks, headingsBelowTitle, externalLinkRel, markdownToHtml, plainTextToHtml].map(String),
]);

/** A post's body as safe HTML: Markdown posts through the pipeline, plain-text posts escaped as before. */
export function renderPostHtml(content: string | null | undefined, format: PostFormat = 'plain'): string {
  if (!content) return '';
  return format === 'markdown' ? markdownToHtml(content) : plainTextToHtml(content);
}

const BLOCKS = new Set(['p', 'br', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote', 'pre', 'tr', 'td', 'th', 'hr']);

function textOf(node: Node): string {
  if (node.type === 'text') return node.value ?? '';
  const inner = (node.children ?? []).map(textOf).join('');
  return node.type === 'element' && BLOCKS.has(node.tagName ?? '') ? ` ${inner} ` : inner;
}

/** The post's words without markup (the excerpt fallback): what a reader sees, not the Markdown signs. */
export function postPlainText(content: string, format: PostFormat = 'plain'): string {
  if (format !== 'markdown') return content.trim();
  const tree = markdownPipeline.runSync(markdownPipeline.parse(normalise(content))) as unknown as Node;
  return textOf(tree).replace(/\s+/g, ' ').trim();
}
