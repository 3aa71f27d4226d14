import { describe, expect, it } from 'vitest';
import { escapeHtml, plainTextToHtml, splitParagraphs } from '../../../../../src/lib/content/plain-text';

describe('stored content rendered as safe text', () => {
  it('escapes markup so a stored <script> shows as text', () => {
    const html = plainTextToHtml('Hello <script>alert("x")</script> & <img src=x onerror=alert(1)>');
    expect(html).toBe('<p>Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;</p>');
    expect(html).not.toMatch(/<script|<img/i);
  });

  it('keeps line breaks: blank lines start paragraphs, single newlines become <br>', () => {
    expect(plainTextToHtml('First line\nsecond line\n\nNew paragraph')).toBe('<p>First line<br>second line</p><p>New paragraph</p>');
  });

  it('normalises Windows newlines and ignores empty paragraphs', () => {
    expect(splitParagraphs('a\r\n\r\n\r\n\r\nb\r\nc')).toEqual(['a', 'b\nc']);
    expect(plainTextToHtml('')).toBe('');
    expect(plainTextToHtml(null)).toBe('');
  });

  it('escapes quotes for attribute safety too', () => {
    expect(escapeHtml(`"'`)).toBe('&quot;&#39;');
  });
});
