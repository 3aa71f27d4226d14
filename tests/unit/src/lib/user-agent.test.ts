import { describe, expect, it } from 'vitest';
import { describeUserAgent } from '../../../../src/lib/user-agent';

describe('describeUserAgent', () => {
  it('names the common browsers and systems', () => {
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe(
      'Chrome 131 on Windows',
    );
    expect(
      describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0'),
    ).toBe('Edge 131 on Windows');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 on iOS');
    expect(describeUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox 128 on macOS');
    expect(describeUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36')).toBe(
      'Chrome 131 on Android',
    );
  });

  it('keeps unknown text (shortened) and says nothing for none', () => {
    expect(describeUserAgent('curl/8.5.0')).toBe('curl/8.5.0');
    expect(describeUserAgent(null)).toBeNull();
    expect(describeUserAgent('')).toBeNull();
  });
});
