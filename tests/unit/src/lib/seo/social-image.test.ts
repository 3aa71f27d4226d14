import { describe, expect, it } from 'vitest';
import {
  agentSocialImagePath,
  chooseSocialImage,
  DEFAULT_SOCIAL_IMAGE_PATH,
  isGeneratedSocialImage,
  postSocialImagePath,
} from '../../../../../src/lib/seo/social-image';
import { fitText } from '../../../../../src/lib/seo/social-card';

describe('social image addresses', () => {
  it('an agent image sits at the page key, a post image at its slug', () => {
    expect(agentSocialImagePath({ id: 'a1', profile_slug: 'sarahmitchell' })).toBe('/og/agents/sarahmitchell.png');
    expect(agentSocialImagePath({ id: 'a1', profile_slug: null })).toBe('/og/agents/a1.png');
    expect(postSocialImagePath('your-mortgage-renewal-checklist')).toBe('/og/blog/your-mortgage-renewal-checklist.png');
  });

  it('a staff-set raster image wins; an SVG or nothing gives the generated PNG', () => {
    expect(chooseSocialImage('/uploads/agent-headshots/a1/1-x.jpg', '/og/agents/a1.png')).toBe('/uploads/agent-headshots/a1/1-x.jpg');
    expect(chooseSocialImage('/images/demo/agents/sarah-mitchell.svg', '/og/agents/a1.png')).toBe('/og/agents/a1.png');
    expect(chooseSocialImage('https://cdn.example.com/a.SVG?v=2', DEFAULT_SOCIAL_IMAGE_PATH)).toBe(DEFAULT_SOCIAL_IMAGE_PATH);
    expect(chooseSocialImage(null, DEFAULT_SOCIAL_IMAGE_PATH)).toBe(DEFAULT_SOCIAL_IMAGE_PATH);
  });

  it('announces size and type only for the generated images', () => {
    expect(isGeneratedSocialImage('/og/default.png')).toBe(true);
    expect(isGeneratedSocialImage('/og/agents/sarahmitchell.png')).toBe(true);
    expect(isGeneratedSocialImage('/uploads/blog-images/blog/1.png')).toBe(false);
  });
});

describe('text on the cards', () => {
  const sizes = [
    { upTo: 45, size: 68 },
    { upTo: 80, size: 56 },
    { upTo: 130, size: 46 },
  ];
  it('smaller type for longer text, cut at a word past the limit', () => {
    expect(fitText('Short title', sizes, 130)).toEqual({ text: 'Short title', size: 68 });
    expect(fitText('x '.repeat(30).trim(), sizes, 130).size).toBe(56);
    const long = fitText('word '.repeat(60), sizes, 130);
    expect(long.text.endsWith('word…')).toBe(true);
    expect(long.text.length).toBeLessThanOrEqual(131);
    expect(long.size).toBe(46);
  });
});
