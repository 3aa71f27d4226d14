import { describe, expect, it } from 'vitest';
import { isAbsoluteImagePath, resolveImageUrl } from '../../../../src/lib/storage-url';

describe('image paths through the storage service', () => {
  it('keeps absolute addresses and site paths as they are', () => {
    expect(resolveImageUrl('https://cdn.example.com/a.jpg', 'service-images')).toBe('https://cdn.example.com/a.jpg');
    expect(resolveImageUrl('/images/demo/agents/a.svg', 'agent-headshots')).toBe('/images/demo/agents/a.svg');
    expect(resolveImageUrl('data:image/png;base64,xyz', 'service-images')).toBe('data:image/png;base64,xyz');
    expect(isAbsoluteImagePath('http://x')).toBe(true);
  });

  it('maps a bucket path to /uploads/{bucket}/{path}', () => {
    expect(resolveImageUrl('renewals/1700000000-photo.jpg', 'service-images')).toBe('/uploads/service-images/renewals/1700000000-photo.jpg');
    expect(resolveImageUrl('blog/1700000000.png', 'blog-images')).toBe('/uploads/blog-images/blog/1700000000.png');
  });

  it('encodes names and drops dot segments, so a stored path cannot climb out of the bucket', () => {
    expect(resolveImageUrl('a b/../../secret.txt', 'product-images')).toBe('/uploads/product-images/a%20b/secret.txt');
    expect(resolveImageUrl('..', 'product-images')).toBeNull();
  });

  it('no path, no image', () => {
    expect(resolveImageUrl(null, 'service-images')).toBeNull();
    expect(resolveImageUrl('  ', 'service-images')).toBeNull();
  });
});
