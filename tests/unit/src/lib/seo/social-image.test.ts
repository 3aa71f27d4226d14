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
  const agent = { id: 'a1', profile_slug: 'sarahmitchell', name: 'Sarah Mitchell', headshot_url: null, contact_details: { title: 'Broker' } };
  const post = { slug: 'your-mortgage-renewal-checklist', title: 'Your renewal checklist', seo_settings: {}, agent: null };

  it('an agent image sits at the page key, a post image at its slug, each with its version', () => {
    expect(agentSocialImagePath(agent)).toMatch(/^\/og\/agents\/sarahmitchell\.png\?v=[0-9a-z]+$/);
    expect(agentSocialImagePath({ ...agent, profile_slug: null })).toMatch(/^\/og\/agents\/a1\.png\?v=/);
    expect(postSocialImagePath(post)).toMatch(/^\/og\/blog\/your-mortgage-renewal-checklist\.png\?v=[0-9a-z]+$/);
    expect(DEFAULT_SOCIAL_IMAGE_PATH).toMatch(/^\/og\/default\.png\?v=[0-9a-z]+$/);
  });

  it('a card gets a new address when what it shows changes, the same one otherwise', () => {
    expect(postSocialImagePath({ ...post })).toBe(postSocialImagePath(post));
    expect(postSocialImagePath({ ...post, title: 'Renewal checklist, 2027' })).not.toBe(postSocialImagePath(post));
    expect(postSocialImagePath({ ...post, agent: { id: 'a1', name: 'Sarah', profile_slug: null } })).not.toBe(postSocialImagePath(post));
    expect(agentSocialImagePath({ ...agent, name: 'Sarah Mitchell-Grant' })).not.toBe(agentSocialImagePath(agent));
    expect(agentSocialImagePath({ ...agent, headshot_url: 'a1/face.jpg' })).not.toBe(agentSocialImagePath(agent));
    // The bio is not on the card: no new address.
    expect(agentSocialImagePath({ ...agent, bio: 'New bio' } as typeof agent)).toBe(agentSocialImagePath(agent));
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
    expect(isGeneratedSocialImage(DEFAULT_SOCIAL_IMAGE_PATH)).toBe(true);
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
