import { describe, expect, it } from 'vitest';
import { POST_EXCERPT_LENGTH, postExcerpt, SERVICE_EXCERPT_LENGTH, serviceExcerpt, truncateText } from '../../../../../src/lib/content/excerpts';

describe('service card excerpt (spec section 9)', () => {
  it('cuts content at 180 characters and adds an ellipsis', () => {
    const content = 'a'.repeat(200);
    expect(SERVICE_EXCERPT_LENGTH).toBe(180);
    expect(serviceExcerpt({ content, description: 'desc' })).toBe(`${'a'.repeat(180)}...`);
  });

  it('keeps short content whole, without an ellipsis', () => {
    expect(serviceExcerpt({ content: 'Short content.', description: 'desc' })).toBe('Short content.');
    expect(serviceExcerpt({ content: 'b'.repeat(180), description: null })).toBe('b'.repeat(180));
  });

  it('falls back to the description when there is no content', () => {
    expect(serviceExcerpt({ content: null, description: 'The description.' })).toBe('The description.');
    expect(serviceExcerpt({ content: '   ', description: 'The description.' })).toBe('The description.');
    expect(serviceExcerpt({ content: null, description: null })).toBe('');
  });
});

describe('blog excerpt (spec section 9)', () => {
  it('uses the stored excerpt when there is one', () => {
    expect(postExcerpt({ excerpt: 'Stored excerpt.', content: 'x'.repeat(500) })).toBe('Stored excerpt.');
  });

  it('falls back to the first 150 characters of the content', () => {
    expect(POST_EXCERPT_LENGTH).toBe(150);
    const content = `${'c'.repeat(150)}TAIL`;
    expect(postExcerpt({ excerpt: null, content })).toBe(`${'c'.repeat(150)}...`);
    expect(postExcerpt({ excerpt: '', content: 'Short post.' })).toBe('Short post.');
  });

  it('never splits a character made of two code units', () => {
    expect(truncateText('🏠'.repeat(3), 2)).toBe('🏠🏠...');
  });
});
