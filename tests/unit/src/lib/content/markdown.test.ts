import { describe, expect, it } from 'vitest';
import { markdownToHtml, postPlainText, renderPostHtml } from '../../../../../src/lib/content/markdown';
import { plainTextToHtml } from '../../../../../src/lib/content/plain-text';

/**
 * Known XSS payloads (OWASP filter-evasion cheat sheet, PortSwigger's XSS list, Markdown-specific link tricks). None
 * may leave a script, a style, an event attribute, an inline style or a script-capable URL in the rendered post.
 */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)" />',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>body{background:red}</style>',
  '<style>@import "http://evil.example/x.css";</style>',
  '<link rel="stylesheet" href="http://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<base href="javascript:/">',
  '[click](javascript:alert(1))',
  '[click](JAVASCRIPT:alert(1))',
  '[click](  javascript:alert(1))',
  '[click](java\nscript:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](javascript&#58;alert(1))',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x"onerror="alert(1)](https://example.com/a.png)',
  '[a](https://example.com "title\\" onmouseover=\\"alert(1)")',
  '<javascript:alert(1)>',
  '[ref]\n\n[ref]: javascript:alert(1)',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '<!-- <script>alert(1)</script> -->',
  '<p onclick="alert(1)">hello</p>',
  '<a href="https://example.com" onclick="alert(1)">ok</a>',
  '<span style="color:red">red</span>',
  '<textarea><script>alert(1)</script></textarea>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

// A live tag, attribute or URL scheme that could run code or style the page (text that merely mentions them,
// escaped as &lt;script&gt;, is harmless and allowed).
const DANGEROUS_TAGS = [
  /<script/i,
  /<style/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /<math/i,
  /<link/i,
  /<meta/i,
  /<base/i,
  /<form/i,
  /<input/i,
  /<textarea/i,
];
const DANGEROUS_ATTRIBUTES = [/\son[a-z]+\s*=/i, /\sstyle\s*=/i, /\sclass\s*=/i, /\sid\s*=/i];
const DANGEROUS_URLS = [/(href|src)\s*=\s*"\s*(javascript|vbscript|data):/i, /(href|src)\s*=\s*"[^"]*&#/i];

function expectHarmless(html: string) {
  // Attribute names are checked with the quoted values blanked out: a title may quote "onmouseover=" as text.
  const names = html.replace(/"[^"]*"/g, '""');
  for (const pattern of [...DANGEROUS_TAGS, ...DANGEROUS_URLS]) expect(html, `${pattern} in ${html}`).not.toMatch(pattern);
  for (const pattern of DANGEROUS_ATTRIBUTES) expect(names, `${pattern} in ${html}`).not.toMatch(pattern);
}

describe('renderPostHtml (markdown): the allow-list sanitiser', () => {
  it.each(PAYLOADS)('renders nothing executable for %s', (payload) => {
    for (const html of [
      markdownToHtml(payload),
      markdownToHtml(`Intro paragraph.\n\n${payload}\n\nAfter.`),
      markdownToHtml(`- ${payload}`),
      markdownToHtml(`> ${payload}`),
    ]) {
      expectHarmless(html);
    }
  });

  it('keeps the formatting a post needs', () => {
    const html = markdownToHtml(
      [
        '# Title in post',
        '## Section',
        'Some **bold**, *emphasis* and a [link](https://example.com/rates "Rates").',
        '',
        '- one',
        '- two',
        '',
        '1. first',
        '2. second',
        '',
        '> A quote',
        '',
        '![A house](/uploads/blog-images/blog/123.png)',
        '',
        '~~old~~ new',
      ].join('\n'),
    );
    expect(html).toContain('<h2>Title in post</h2>');
    expect(html).toContain('<h2>Section</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>emphasis</em>');
    expect(html).toContain('<a href="https://example.com/rates" title="Rates" rel="nofollow noopener noreferrer">link</a>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>/);
    expect(html).toMatch(/<blockquote>\s*<p>A quote<\/p>\s*<\/blockquote>/);
    expect(html).toContain('<img src="/uploads/blog-images/blog/123.png" alt="A house">');
    expect(html).toContain('<del>old</del>');
  });

  it('keeps single line breaks, like plain-text posts', () => {
    expect(markdownToHtml('line one\nline two\n\nnext')).toBe('<p>line one<br>\nline two</p>\n<p>next</p>');
  });

  it('shows raw HTML typed into a post as nothing, and an inline mention of a tag as text', () => {
    expect(markdownToHtml('<b>bold</b> text')).toBe('<p>bold text</p>');
    expect(markdownToHtml('Use `<script>` carefully')).toBe('<p>Use <code>&#x3C;script></code> carefully</p>');
  });

  it('renders existing plain-text posts exactly as before', () => {
    const text = 'Hello *not bold*\n# not a heading\n\n<script>alert(1)</script>';
    expect(renderPostHtml(text, 'plain')).toBe(plainTextToHtml(text));
    expect(renderPostHtml(text)).toBe(plainTextToHtml(text));
    expect(renderPostHtml('', 'markdown')).toBe('');
  });

  it('gives the words of a Markdown post without its signs (the excerpt fallback)', () => {
    expect(postPlainText('## Rates\n\nFixed **or** [variable](https://x.example)?\n- a\n- b', 'markdown')).toBe('Rates Fixed or variable? a b');
    expect(postPlainText('  *plain* stays  ', 'plain')).toBe('*plain* stays');
  });
});
