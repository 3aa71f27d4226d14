import { describe, expect, it } from 'vitest';
import { isSafeKey } from '../../../../functions/storage/storage';
import { blogFallbackKey, safeStem, uploadKey } from '../../../../functions/storage/upload-keys';

const now = new Date('2026-03-01T12:00:00.000Z');
const ms = now.getTime();
const agentId = '6f1c2b8e-0000-4000-8000-000000000001';

describe('upload keys: generated, never given', () => {
  it('agent buckets: {agentId}/{timestamp}-{random}-{safe name}.{sniffed ext}', () => {
    for (const bucket of ['agent-headshots', 'agent-banners', 'agent-documents'] as const) {
      const key = uploadKey({ bucket, agentId, originalName: 'My Headshot (Final).JPEG', ext: 'png', now });
      expect(key).toMatch(new RegExp(`^${agentId}/${ms}-[0-9a-f]{8}-my-headshot-final\\.png$`));
    }
  });

  it('blog-images: blog/{timestamp}.{ext}; products and services: {timestamp}-{random}.{ext}', () => {
    expect(uploadKey({ bucket: 'blog-images', originalName: 'x.gif', ext: 'webp', now })).toMatch(new RegExp(`^blog/${ms}-[0-9a-f]{8}\\.webp$`));
    expect(uploadKey({ bucket: 'product-images', originalName: 'x', ext: 'jpg', now })).toMatch(new RegExp(`^${ms}-[0-9a-f]{8}\\.jpg$`));
    expect(uploadKey({ bucket: 'service-images', originalName: 'x', ext: 'avif', now })).toMatch(new RegExp(`^${ms}-[0-9a-f]{8}\\.avif$`));
  });

  it('the blog fallback takes the agent-banners form, in the agent folder or "blog"', () => {
    expect(blogFallbackKey({ agentId, originalName: 'Cover.png', ext: 'png', now })).toMatch(new RegExp(`^${agentId}/${ms}-[0-9a-f]{8}-cover\\.png$`));
    expect(blogFallbackKey({ agentId: null, originalName: 'Cover.png', ext: 'png', now })).toMatch(/^blog\/\d+-[0-9a-f]{8}-cover\.png$/);
  });

  it('never collides within one millisecond', () => {
    const keys = new Set(Array.from({ length: 2000 }, () => uploadKey({ bucket: 'product-images', originalName: 'a.png', ext: 'png', now })));
    expect(keys.size).toBe(2000);
  });

  it('names are reduced to [a-z0-9-]; path tricks and scripts leave nothing usable', () => {
    expect(safeStem('Résumé Été 2026.pdf')).toBe('resume-ete-2026');
    expect(safeStem('../../etc/passwd')).toBe('etc-passwd');
    expect(safeStem('<script>alert(1)</script>.png')).toBe('script-alert-1-script');
    expect(safeStem('.htaccess')).toBe('htaccess');
    expect(safeStem('....')).toBe('file');
    expect(safeStem('x'.repeat(200))).toHaveLength(60);
    const key = uploadKey({ bucket: 'agent-banners', agentId, originalName: '..\\..\\evil.php.png', ext: 'png', now });
    expect(isSafeKey(key)).toBe(true);
    expect(key).not.toContain('..');
  });

  it('an agent bucket without an agent is a programming error', () => {
    expect(() => uploadKey({ bucket: 'agent-headshots', originalName: 'a.png', ext: 'png', now })).toThrow();
  });
});

describe('isSafeKey', () => {
  it('accepts generated and legacy keys, refuses traversal, hidden names and control characters', () => {
    for (const key of [`${agentId}/1-a-b.png`, 'blog/1.png', '1-abc.jpg', 'agent/1700000000000-My Photo (2).jpg']) expect(isSafeKey(key), key).toBe(true);
    for (const key of ['', '../x.png', 'a/../b.png', '/abs.png', 'a//b.png', '.tmp-123', 'a/.hidden', 'a\\b.png', 'a\u0000.png', 'a/b/c/d/e.png'])
      expect(isSafeKey(key), JSON.stringify(key)).toBe(false);
  });
});
